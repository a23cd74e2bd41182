// Types for undici's dispatchers loaded from their own modules (undici-dispatchers.ts): the same
// classes and function undici's index exports, whose types it declares.
declare module 'undici/lib/dispatcher/pool.js' {
  import { Pool } from 'undici';
  export default Pool;
}
declare module 'undici/lib/dispatcher/agent.js' {
  import { Agent } from 'undici';
  export default Agent;
}
declare module 'undici/lib/dispatcher/proxy-agent.js' {
  import { ProxyAgent } from 'undici';
  export default ProxyAgent;
}
declare module 'undici/lib/core/connect.js' {
  import { buildConnector } from 'undici';
  export default buildConnector;
}
declare module 'undici/lib/api/api-connect.js' {
  import type { Dispatcher } from 'undici';
  const connect: (this: Dispatcher, options: Dispatcher.ConnectOptions) => Promise<Dispatcher.ConnectData>;
  export default connect;
}
