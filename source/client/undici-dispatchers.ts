// The parts of undici the client uses, loaded from their own modules. undici's index also loads
// fetch, WebSocket, EventSource, its caches and mock agents, and with them Node's crypto, zlib,
// DNS, worker threads, web streams and perf_hooks: about 60 % more CPU time to load than these
// (docs/PERFORMANCE.md), for code no command runs. undici has no `exports` map: these paths are its
// own files, as installed and pinned (package.json).
import Pool from 'undici/lib/dispatcher/pool.js';
import Agent from 'undici/lib/dispatcher/agent.js';
import ProxyAgent from 'undici/lib/dispatcher/proxy-agent.js';
import buildConnector from 'undici/lib/core/connect.js';
import apiConnect from 'undici/lib/api/api-connect.js';

export { Pool, Agent, ProxyAgent, buildConnector };

/**
 * A pool that can open CONNECT tunnels: ProxyAgent asks the pool to its proxy for one with
 * `connect`, one of the request methods undici's index gives every dispatcher. Loaded without the
 * index, that pool is given this one.
 */
export class TunnelPool extends Pool {}
Object.defineProperty(TunnelPool.prototype, 'connect', { value: apiConnect, writable: true, configurable: true });
