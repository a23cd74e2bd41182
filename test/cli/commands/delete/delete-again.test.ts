// `hoshin delete` run again: gone as this state directory's own delete left it, it is "already
// deleted" (exit 0, nothing sent). From elsewhere a 404 says no more than "not found" (exit 4): a
// mistyped id looks the same. In both flavours of the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../../../source/sandbox/server.js';
import { isolatedDirs } from '../../../helpers/cli.js';
import { runInProcess } from '../../../helpers/cli-in-process.js';

describe.each(['spec', 'hoshinplan'] as const)('hoshin delete run again (%s flavour)', (flavour: SandboxFlavour) => {
  let sandbox: RunningSandbox;
  let connection: Record<string, string>;
  const environment = (): NodeJS.ProcessEnv => ({ ...isolatedDirs(), ...connection });
  const writes = (): string[] => sandbox.stats.log.filter((entry) => entry.method !== 'GET').map((entry) => entry.method);

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', flavour });
    connection = { HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
  });
  afterAll(() => sandbox.close());

  it('says a task this state directory deleted is already deleted, and sends no delete', async () => {
    const here = environment();
    const made = await runInProcess(['create', 'task', '--parent', '61', 'name=Sweep the yard'], here);
    const id = /^created task (\d+)/.exec(made.stdout)![1]!;
    expect(await runInProcess(['delete', 'task', id, '--yes'], here)).toEqual({ code: 0, stdout: `deleted task ${id}\n`, stderr: '' });
    sandbox.resetStats();
    const again = await runInProcess(['delete', 'task', id, '--yes'], here);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(new RegExp(`^task ${id}: already deleted \\(change [0-9a-z]+-[0-9a-f]{4}\\); nothing sent\\n$`));
    expect(writes()).toEqual([]);
    const json = await runInProcess(['delete', 'task', id, '--yes', '--json'], here);
    expect(JSON.parse(json.stdout)).toMatchObject({ deleted: { kind: 'task', id: Number(id) }, already: true });
  });

  it('says not found (exit 4) for an id no delete of this state directory removed', async () => {
    const result = await runInProcess(['delete', 'task', '999999', '--yes'], environment());
    expect(result).toEqual({ code: 4, stdout: '', stderr: expect.stringContaining('task 999999 not found') });
  });
});
