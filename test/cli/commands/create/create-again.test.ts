// `hoshin create` run again changes the service once: the same values under the same parent are
// "already there" (exit 0, nothing sent), from this state directory or another; the same name with
// other values is refused naming them (exit 2, nothing sent); --again makes another all the same.
// Where the service cannot list the children, the parent's counter says what could not be seen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../../../source/sandbox/server.js';
import { isolatedDirs } from '../../../helpers/cli.js';
import { runInProcess } from '../../../helpers/cli-in-process.js';

describe.each(['spec', 'hoshinplan'] as const)('hoshin create run again (%s flavour)', (flavour: SandboxFlavour) => {
  let sandbox: RunningSandbox;
  let connection: Record<string, string>;
  /** A fresh state directory each time unless one is given: another machine, or the same one. */
  const environment = (dirs: Record<string, string> = isolatedDirs()): NodeJS.ProcessEnv => ({ ...dirs, ...connection });
  const writes = (): string[] => sandbox.stats.log.filter((entry) => entry.method !== 'GET').map((entry) => entry.method);
  const tasksNamed = (name: string) => sandbox.store.where('task', 'objective_id', 61).filter((task) => task.name === name);

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', flavour });
    connection = { HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
  });
  afterAll(() => sandbox.close());

  it('makes a task once, from this state directory and from another, and says it is already there', async () => {
    const here = environment();
    const args = ['create', 'task', '--parent', '61', 'name=Calibrate the torque tools', 'deadline=2026-12-15', 'status=active'];
    const first = await runInProcess(args, here);
    expect(first.code, first.stderr).toBe(0);
    const id = Number(/^created task (\d+)\n/.exec(first.stdout)?.[1]);
    for (const again of [here, environment()]) {
      sandbox.resetStats();
      const result = await runInProcess(args, again);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout.split('\n')[0]).toBe(`already there: task ${id} holds these values; nothing was sent`);
      expect(writes()).toEqual([]);
    }
    // --json gives the task, as a create does.
    const json = await runInProcess([...args, '--json'], environment());
    expect(JSON.parse(json.stdout)).toMatchObject({ id, status: 'active' });
    expect(tasksNamed('Calibrate the torque tools')).toHaveLength(1);
  });

  it('refuses the same name with other values, naming them and how to change it, and sends nothing', async () => {
    await runInProcess(['create', 'task', '--parent', '61', 'name=Order spare seals', 'deadline=2026-12-15'], environment());
    sandbox.resetStats();
    const result = await runInProcess(['create', 'task', '--parent', '61', 'name=Order spare seals', 'deadline=2026-12-20'], environment());
    const [task] = tasksNamed('Order spare seals');
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr:
        `hoshin: objective 61 already holds task ${task!.id} "Order spare seals" with deadline=2026-12-15 where deadline=2026-12-20 was sent; nothing was sent\n` +
        `  To change it: hoshin update task ${task!.id} deadline=2026-12-20\n` +
        '  To make another of that name all the same: add --again.\n',
    });
    expect(writes()).toEqual([]);
    const again = await runInProcess(
      ['create', 'task', '--parent', '61', 'name=Order spare seals', 'deadline=2026-12-20', '--again'],
      environment(),
    );
    expect(again.code, again.stderr).toBe(0);
    expect(tasksNamed('Order spare seals').map((one) => one.deadline)).toHaveLength(2);
  });

  it('takes a deleted one of the same name for none', async () => {
    const args = ['create', 'task', '--parent', '61', 'name=Paint the floor markings'];
    expect((await runInProcess(args, environment())).code).toBe(0);
    const [made] = tasksNamed('Paint the floor markings');
    expect((await runInProcess(['delete', 'task', String(made!.id), '--yes'], environment())).code).toBe(0);
    const result = await runInProcess(args, environment());
    expect(result.stdout).toMatch(/^created task \d+\n/);
  });

  it('where the service lists no children, finds one known here and says when the parent counts more than are known', async () => {
    const here = environment();
    const args = ['create', 'area', '--parent', '11', 'name=Customer care'];
    // What the hoshin counts when the create looks, before it makes one more.
    const counted = Number(sandbox.store.get('hoshin', 11)!.areas_count);
    const first = await runInProcess(args, here);
    expect(first.code, first.stderr).toBe(0);
    // Nothing of hoshin 11's areas was known in this new state directory.
    expect(first.stderr).toBe(
      `note: hoshin 11 counts ${counted} areas, 0 of them known here, and the service cannot list them: one of the same name among the others would not have been seen\n`,
    );
    sandbox.resetStats();
    const again = await runInProcess(args, here);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.split('\n')[0]).toMatch(/^already there: area \d+ holds these values; nothing was sent$/);
    expect(writes()).toEqual([]);
  });
});
