// A pool's last client closes it, unless the process ends with the command (client/process-end.ts):
// then its idle sockets are left to the exit, no longer holding the process (decision 0362).
import { createServer, type Server } from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endWithCommand } from '../../source/client/process-end.js';
import { SharedPools } from '../../source/client/shared-pools.js';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((_, response) => response.end('{}'));
  // The server's end of each connection holds nothing: what is counted is the pool's.
  server.on('connection', (socket) => socket.unref());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

/** Whether the pool was closed (undici's Pool says; its Dispatcher type does not). */
const closed = (pool: object) => (pool as { closed?: boolean }).closed;

/**
 * This test's sockets to its server that keep the process running. Counted by their port, not as all
 * of the process's sockets: another file in this worker (isolate: false) may leave one closing.
 */
const heldSockets = () =>
  (process as unknown as { _getActiveHandles(): unknown[] })
    ._getActiveHandles()
    .filter((handle) => handle instanceof Socket && handle.remotePort === Number(new URL(origin).port)).length;

async function pooledRequest(pools: SharedPools) {
  const { shared, release } = pools.acquire(origin, 5_000, undefined);
  const answer = await request(`${origin}/companies`, { dispatcher: shared.pool });
  await answer.body.text();
  expect(shared.connected).toBe(1);
  return { shared, release };
}

describe('releasing a shared pool', () => {
  it('closes the pool and its sockets when the process goes on', async () => {
    const { shared, release } = await pooledRequest(new SharedPools());
    expect(heldSockets()).toBe(1);
    await release(false);
    expect(closed(shared.pool)).toBe(true);
    expect(heldSockets()).toBe(0);
  });

  it('leaves its idle sockets to the exit, no longer holding the process, when the process ends with the command', async () => {
    const { shared, release } = await pooledRequest(new SharedPools());
    expect(heldSockets()).toBe(1);
    endWithCommand();
    try {
      await release(false);
    } finally {
      // This worker's other test files share the module (isolate: false).
      endWithCommand(false);
    }
    expect(closed(shared.pool)).toBe(false);
    expect(heldSockets()).toBe(0);
    await shared.pool.destroy();
  });
});
