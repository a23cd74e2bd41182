// `hoshin update` run again, in both flavours and from a second state directory: the resource is
// read first and only what it does not hold yet goes out, so the second run sends nothing and says
// so (exit 0). A field cleared is sent unless it is empty already.
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../source/sandbox/server.js';
import { isolatedDirs } from '../../../helpers/cli.js';
import { runInProcess } from '../../../helpers/cli-in-process.js';

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

const puts = (running: RunningSandbox) => running.stats.log.filter((entry) => entry.method === 'PUT').length;

describe.each(['spec', 'hoshinplan'] as const)('update run again (%s flavour)', (flavour) => {
  it('sends the values once, then says they are there already; only what differs goes out', async () => {
    const running = await startSandbox({ port: 0, seed: 'demo', flavour });
    sandbox = running;
    const env = () => ({
      ...isolatedDirs(),
      HOSHIN_BASE_URL: running.url,
      HOSHIN_APP_KEY: running.appKey,
      HOSHIN_APP_SECRET: running.secret,
    });
    const args = ['update', 'task', '202', 'name=Install OEE counters', 'deadline=2026-12-24'];
    const first = await runInProcess(args, env());
    expect(first.code, first.stderr).toBe(0);
    expect(puts(running)).toBe(1);
    for (const again of [env(), env()]) {
      const result = await runInProcess(args, again);
      expect(result).toEqual({
        code: 0,
        stdout: 'task 202: already name=Install OEE counters deadline=2026-12-24; nothing to do\n',
        stderr: '',
      });
    }
    expect(puts(running)).toBe(1);
    // One value held, one not: only the other goes out, as the journal shows.
    const here = env();
    const partly = await runInProcess(['update', 'task', '202', 'name=Install OEE counters', 'deadline=2026-12-31'], here);
    expect(partly.code, partly.stderr).toBe(0);
    expect(puts(running)).toBe(2);
    const [change] = JSON.parse((await runInProcess(['log', '--json'], here)).stdout) as { sent: unknown }[];
    expect(change!.sent).toEqual({ deadline: '2026-12-31' });
  });
});
