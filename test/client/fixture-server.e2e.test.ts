// A connect timeout, named with its host: node:http always accepts connections, so a listener that
// never accepts (python3's socket module, backlog 0, kept full) stands for an unreachable host.
import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../source/client/http-client.js';
import { isHoshinError, type HoshinError } from '../../source/core/errors.js';
import { runs, unavailable } from '../helpers/tools.js';

const noPython = unavailable('python3', runs('python3', ['-c', 'pass']), 'apt-get install python3');

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function failure(promise: Promise<unknown>): Promise<HoshinError> {
  try {
    await promise;
  } catch (error) {
    if (isHoshinError(error)) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('timeouts and broken connections', () => {
  it.skipIf(noPython !== undefined)('names a connect timeout and the host', async () => {
    const listener = spawn('python3', [
      '-c',
      // Holds the listener open until the test ends it (no timed wait).
      "import socket,sys\ns=socket.socket();s.bind(('127.0.0.1',0));s.listen(0);print(s.getsockname()[1],flush=True);sys.stdin.read()",
    ]);
    cleanups.push(() => listener.kill());
    const port = await new Promise<number>((resolve) =>
      listener.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim()))),
    );
    const fillers: Socket[] = Array.from({ length: 3 }, () => connect(port, '127.0.0.1').on('error', () => undefined));
    cleanups.push(() => fillers.forEach((socket) => socket.destroy()));
    // Once one filler sits in the accept queue (backlog 0 holds one), every later SYN is dropped.
    await Promise.race(fillers.map((socket) => new Promise((resolve) => socket.once('connect', resolve))));
    const client = createClient({
      baseUrl: `http://127.0.0.1:${port}`,
      credentials: { appKey: 'fedcba9876543210fedcba9876543210', secret: '0123456789abcdef0123456789abcdef' },
      timeouts: { connectMs: 300 },
    });
    cleanups.push(() => client.close());
    const error = await failure(client.get('task', 4));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(`connect timeout: no connection to 127.0.0.1:${port} within 300 ms`);
  });
});
