// Every request of hoshin (run in process) has an overall deadline (connect, headers, the whole
// answer): a service that trickles its answer a byte at a time, which no per-read timeout ever
// catches, ends the command with exit 5 and a sentence naming the host and the time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTrickleServer, type TrickleServer } from '../helpers/trickle-server.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

let trickle: TrickleServer;
let silent: TrickleServer;
let env: Record<string, string>;

beforeAll(async () => {
  trickle = await startTrickleServer();
  silent = await startTrickleServer({ silent: true });
  env = {
    ...isolatedDirs(),
    HOSHIN_BASE_URL: trickle.url,
    HOSHIN_APP_KEY: 'deadline-key',
    HOSHIN_APP_SECRET: 'deadline-secret',
  };
});
afterAll(async () => {
  await trickle.close();
  await silent.close();
});

/** Runs the command and measures how long it took, start to exit. */
async function timed(args: readonly string[], extra: Record<string, string> = {}) {
  const started = Date.now();
  const result = await runHoshinInProcess(args, { env: { ...env, ...extra }, timeoutMs: 20_000 });
  return { ...result, elapsedMs: Date.now() - started };
}

describe('the overall deadline of a request', () => {
  it('ends a GET the service trickles after --timeout, with exit 5 naming the host and the time', async () => {
    const requests = trickle.requests.length;
    const result = await timed(['--timeout', '2', 'get', 'company', '1']);
    expect(result.code, result.stderr).toBe(5);
    expect(result.stderr.trim().split('\n')).toEqual([
      `hoshin: 127.0.0.1:${trickle.port} did not answer within 2 s (--timeout, HOSHIN_TIMEOUT)`,
    ]);
    expect(trickle.requests.slice(requests)).toEqual([expect.stringMatching(/^GET \/companies\/1\?app_key=deadline-key&/)]);
    // Two seconds of waiting, plus the start and end of a process on a loaded machine.
    expect(result.elapsedMs).toBeGreaterThanOrEqual(2000);
    expect(result.elapsedMs).toBeLessThan(8000);
  });

  it('ends a request stuck in a TLS handshake nobody answers, and exits without waiting for the connection', async () => {
    const result = await timed(['--timeout', '1', '--base-url', `https://127.0.0.1:${silent.port}`, 'list', 'companies']);
    expect(result.code, result.stderr).toBe(5);
    expect(result.stderr.trim().split('\n')).toEqual([
      `hoshin: 127.0.0.1:${silent.port} did not answer within 1 s (--timeout, HOSHIN_TIMEOUT)`,
    ]);
    // Well under the 10 s connect timeout a closing pool would otherwise wait out.
    expect(result.elapsedMs).toBeLessThan(6000);
  });

  it('takes the deadline from HOSHIN_TIMEOUT, in seconds with a fraction', async () => {
    // A read: a write that runs out of time may have been applied, which is exit 6, not 5.
    const result = await timed(['get', 'company', '1'], { HOSHIN_TIMEOUT: '1.5' });
    expect(result.code, result.stderr).toBe(5);
    expect(result.stderr).toContain(`127.0.0.1:${trickle.port} did not answer within 1.5 s`);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(1500);
    // Bounded well away from a busy machine's start-up time; without the deadline it never ends.
    expect(result.elapsedMs).toBeLessThan(20_000);
  });

  it('reports a deadline as a timeout in --json', async () => {
    const result = await timed(['--json', '--timeout', '1', 'list', 'companies']);
    expect(result.code).toBe(5);
    expect(JSON.parse(result.stderr.trim())).toEqual({
      error: {
        code: 5,
        kind: 'timeout',
        message: `127.0.0.1:${trickle.port} did not answer within 1 s (--timeout, HOSHIN_TIMEOUT)`,
      },
    });
  });

  it('prefers --timeout to HOSHIN_TIMEOUT', async () => {
    const result = await timed(['--timeout', '1', 'get', 'company', '1'], { HOSHIN_TIMEOUT: '30' });
    expect(result.code).toBe(5);
    expect(result.stderr).toContain('did not answer within 1 s');
  });

  it.each([
    [['--timeout', 'abc'], {}, '--timeout: "abc" is not a number of seconds\n  Give seconds above 0 and at most 86400, as in 30 or 2.5.'],
    [['--timeout', '0'], {}, '--timeout: "0" is not a number of seconds'],
    [['--timeout', '-3'], {}, '--timeout'],
    [['--timeout', '1e3'], {}, '"1e3"'],
    [['--timeout', '100000'], {}, 'at most 86400'],
    [[], { HOSHIN_TIMEOUT: 'soon' }, 'HOSHIN_TIMEOUT: "soon" is not a number of seconds'],
  ] as const)('refuses %j %j as a usage error before sending anything', async (flags, extra, message) => {
    const connections = trickle.connections;
    const result = await timed([...flags, 'get', 'company', '1'], extra);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(trickle.connections).toBe(connections);
  });

  it('lists --timeout with the options every command takes', async () => {
    const result = await runHoshinInProcess(['get', '--help'], { env });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/--timeout SECONDS +give up on a request after this long in all \(default 60\)/);
  });
});
