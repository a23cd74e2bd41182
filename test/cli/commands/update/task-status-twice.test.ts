// `hoshin update task N status=…` run twice, in both flavours and from a second state directory:
// the service is changed once, and the second run says the task is there already (the service
// refuses a move to the status a task has), as `hoshin move` does.
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../source/sandbox/server.js';
import { isolatedDirs } from '../../../helpers/cli.js';
import { runInProcess } from '../../../helpers/cli-in-process.js';

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

const writes = (running: RunningSandbox) => running.stats.log.filter((entry) => entry.method !== 'GET').length;

describe.each(['spec', 'hoshinplan'] as const)('update task status=… twice (%s flavour)', (flavour) => {
  it('changes the service once and succeeds both times; another field still goes out', async () => {
    const running = await startSandbox({ port: 0, seed: 'demo', flavour });
    sandbox = running;
    const task = running.store.all('task').find((row) => row.status === 'active')!;
    const env = (dirs: NodeJS.ProcessEnv) => ({
      ...dirs,
      HOSHIN_BASE_URL: running.url,
      HOSHIN_APP_KEY: running.appKey,
      HOSHIN_APP_SECRET: running.secret,
    });
    const first = env(isolatedDirs());
    const second = env(isolatedDirs());

    const moved = await runInProcess(['update', 'task', String(task.id), 'status=completed'], first);
    expect(moved.code, moved.stderr).toBe(0);
    expect(running.store.get('task', task.id as number)!.status).toBe('completed');
    const sent = writes(running);

    for (const dirs of [first, second]) {
      const again = await runInProcess(['update', 'task', String(task.id), 'status=completed'], dirs);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toBe(`task ${task.id}: already completed; nothing to do\n`);
    }
    expect(writes(running)).toBe(sent);

    // With another field, the status it has is left out and the rest is sent.
    const renamed = await runInProcess(['update', 'task', String(task.id), 'status=completed', 'name=Counters installed'], second);
    expect(renamed.code, renamed.stderr).toBe(0);
    expect(running.store.get('task', task.id as number)!.name).toBe('Counters installed');
    expect(running.store.get('task', task.id as number)!.status).toBe('completed');
  });
});
