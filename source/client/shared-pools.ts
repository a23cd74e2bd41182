// Keep-alive pools (or proxy agents), one per origin, shared by the clients of that origin.
import type { Dispatcher } from 'undici';
import { Pool } from './undici-dispatchers.js';
import { MAX_HEADER_BYTES, proxyDispatcher } from './proxy.js';
import { processEndsWithCommand } from './process-end.js';
import { SocketTracker, trackedConnector } from './tracked-connector.js';

// Answers larger than this are refused rather than buffered (the biggest real answer is a list).
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

export interface SharedPool {
  /** A keep-alive pool to the service, or the proxy agent in front of one. */
  readonly pool: Dispatcher;
  /** The sockets the pool (or the proxy agent's client to the proxy) opened: ended by a hurried close. */
  readonly sockets: SocketTracker;
  users: number;
  /** Open sockets, kept from the pool's events (pool.stats walks every client on each read). */
  connected: number;
}

/** The pools open now, by origin, connect timeout and proxy; a pool closes with its last user. */
export class SharedPools {
  private readonly byKey = new Map<string, SharedPool>();

  acquire(
    origin: string,
    connectMs: number,
    proxy: string | undefined,
  ): { shared: SharedPool; release: (hurry: boolean) => Promise<void> } {
    const pools = this.byKey;
    const key = `${origin} ${connectMs} ${proxy ?? ''}`;
    let shared = pools.get(key);
    if (!shared) {
      const sockets = new SocketTracker();
      const pool = proxy
        ? proxyDispatcher(proxy, connectMs, { maxResponseSize: MAX_ANSWER_BYTES, sockets })
        : new Pool(origin, {
            connect: trackedConnector({ timeout: connectMs }, sockets),
            maxResponseSize: MAX_ANSWER_BYTES,
            maxHeaderSize: MAX_HEADER_BYTES,
          });
      const created: SharedPool = { pool, users: 0, connected: 0, sockets };
      pool.on('connect', () => created.connected++);
      pool.on('disconnect', () => created.connected--);
      shared = created;
      pools.set(key, shared);
    }
    shared.users++;
    const entry = shared;
    let released = false;
    return {
      shared: entry,
      // In a hurry (requests were abandoned), sockets still open are dropped rather than drained.
      release: async (hurry) => {
        if (released) return;
        released = true;
        if (--entry.users > 0) return;
        pools.delete(key);
        // Idle, in a process that ends now (client/process-end.ts): the exit closes its sockets.
        if (!hurry && processEndsWithCommand()) {
          entry.sockets.unrefAll();
          return;
        }
        if (!hurry) return entry.pool.close();
        const destroyed = entry.pool.destroy();
        entry.sockets.destroyAll();
        await destroyed;
      },
    };
  }
}

/** The pools of this process: clients of one origin share their sockets. */
export const PROCESS_POOLS = new SharedPools();
