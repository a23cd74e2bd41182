// hoshin doctor within --timeout: a server that takes the connection and never answers held
// `doctor --timeout 3` for 31 s, one that trickles a byte every half second for 200 s. Every wait of
// the network checks together is bounded by the time given; the line says the time was up.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDirs } from '../../helpers/cli.js';
import { runHoshinInProcess } from '../../helpers/cli-in-process.js';

const NO_PROXIES = { HTTP_PROXY: '', http_proxy: '', HTTPS_PROXY: '', https_proxy: '', NO_PROXY: '', no_proxy: '' };

/** A server that takes connections and, with `trickle`, sends headers and then a byte at a time. */
async function hanging(trickle: boolean): Promise<{ url: string; close(): void }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    if (!trickle) return;
    socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n');
    const timer = setInterval(() => socket.write(' '), 200);
    socket.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe.each([
  ['takes the connection and never answers', false],
  ['trickles a byte at a time', true],
])('hoshin doctor --timeout 1 against a server that %s', (_, trickle) => {
  let server: Awaited<ReturnType<typeof hanging>>;
  beforeAll(async () => (server = await hanging(trickle)));
  afterAll(() => server.close());

  it('ends within the time given, the service check failed saying the time was up', async () => {
    const env = { ...isolatedDirs(), ...NO_PROXIES, HOSHIN_BASE_URL: server.url, HOSHIN_APP_KEY: 'k', HOSHIN_APP_SECRET: 's' };
    // A run past 8 s fails here (the service's own phase timeouts alone took 30 s and more).
    const result = await runHoshinInProcess(['doctor', '--timeout', '1', '--json'], { env, timeoutMs: 8_000 });
    expect(result.code).toBe(5);
    const report = JSON.parse(result.stdout) as { checks: { name: string; status: string; detail: string }[] };
    const service = report.checks.find((check) => check.name === 'service');
    expect(service).toMatchObject({ status: 'fail' });
    expect(service?.detail).toContain('had not answered when the time given (--timeout) was up');
    expect(report.checks.find((check) => check.name === 'signing')?.status).toBe('skipped');
  });
});
