// The undici dispatcher that sends requests through the proxy proxy-choice.ts chose.
import type { Dispatcher } from 'undici';
import { Pool, ProxyAgent, TunnelPool } from './undici-dispatchers.js';
import { HoshinError } from '../core/errors.js';
import { parseProxyUrl } from './proxy-choice.js';
import { trackedConnector, type SocketTracker } from './tracked-connector.js';

export interface ProxyDispatcherOptions {
  /** Answers larger than this fail (undici's maxResponseSize); unlimited when absent. */
  readonly maxResponseSize?: number;
  /** Keeps the sockets to the proxy (tunnels included), so that a hurried close can end them. */
  readonly sockets?: SocketTracker;
}

function copyHeaders(headers: Dispatcher.DispatchOptions['headers']): Record<string, string | string[] | undefined> | string[] {
  if (headers === undefined || headers === null) return {};
  if (Array.isArray(headers)) return [...headers];
  if (typeof (headers as Iterable<unknown>)[Symbol.iterator] === 'function') {
    return Object.fromEntries(headers as Iterable<[string, string | string[] | undefined]>);
  }
  return { ...(headers as Record<string, string | string[] | undefined>) };
}

class ServiceProxyAgent extends ProxyAgent {
  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    if (options.origin === undefined) throw new TypeError('a request through a proxy needs its origin (scheme://host:port)');
    // A trailing slash would double the one of the path in the absolute-form target.
    const origin = new URL(String(options.origin)).origin;
    // ProxyAgent writes a host header into the object it gets; callers share theirs between requests.
    return super.dispatch({ ...options, origin, headers: copyHeaders(options.headers) }, handler);
  }
}

/**
 * The code undici gives a tunnel the proxy closed before it opened (transportFailure names the
 * proxy). undici ends the request there, after one CONNECT: before undici 8 its pool took that for
 * a passing hiccup and connected again at once, thousands of CONNECTs a second (nodejs/undici#3897).
 */
export const TUNNEL_CLOSED = 'UND_ERR_PRX_CONN';

// Node's own default bound on an answer's headers (--max-http-header-size). Given to every pool,
// so undici never reads it from node:http, which would load Node's whole HTTP module (2-3 ms).
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * A dispatcher that sends every request through the proxy. https:// addresses go through a
 * CONNECT tunnel (TLS end to end with the service); http:// addresses are sent to the proxy in
 * absolute form (`GET http://host/path`), which every forwarding proxy accepts, whereas many
 * (Squid's default) refuse CONNECT to ports other than 443. Like a Pool, it emits 'connect' and
 * 'disconnect' as its sockets open and close. dispatch() needs `origin` in its options.
 */
export function proxyDispatcher(proxyUrl: string, connectTimeoutMs: number, options: ProxyDispatcherOptions = {}): Dispatcher {
  const uri = parseProxyUrl(proxyUrl, 'the proxy URL');
  if (!Number.isFinite(connectTimeoutMs) || connectTimeoutMs <= 0) {
    throw new HoshinError('usage', `the connect timeout must be a positive number of milliseconds, got ${connectTimeoutMs}`);
  }
  const limits = {
    maxHeaderSize: MAX_HEADER_BYTES,
    ...(options.maxResponseSize === undefined ? {} : { maxResponseSize: options.maxResponseSize }),
  };
  let agent: ServiceProxyAgent | undefined;
  // Every pool the agent makes (to the proxy, or to the service through a tunnel) reports its sockets.
  const factory = (origin: string | URL, poolOptions: Pool.Options): Dispatcher => {
    const pool = new Pool(origin, { ...poolOptions, ...limits });
    pool.on('connect', (...args) => agent?.emit('connect', ...args));
    pool.on('disconnect', (...args) => agent?.emit('disconnect', ...args));
    return pool;
  };
  const timeout = { timeout: connectTimeoutMs };
  const { sockets } = options;
  // The client to the proxy: its sockets carry the CONNECT tunnels, and the TLS to the service inside them.
  const clientFactory = (origin: URL, clientOptions: object): Dispatcher =>
    new TunnelPool(origin, {
      ...clientOptions,
      maxHeaderSize: MAX_HEADER_BYTES,
      ...(sockets ? { connect: trackedConnector(timeout, sockets) } : {}),
    });
  agent = new ServiceProxyAgent({
    uri,
    proxyTunnel: false,
    proxyTls: timeout,
    requestTls: timeout,
    factory,
    clientFactory,
    ...limits,
  });
  return agent;
}
