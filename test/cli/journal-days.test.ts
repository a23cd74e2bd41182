// A command given HOSHIN_JOURNAL_DAYS that is not a whole number of days is refused before anything
// is sent: 0.0001 (under nine seconds) once emptied the journal that log and undo rest on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { runInProcess, startDemoService } from '../helpers/cli-in-process.js';

describe('a command given HOSHIN_JOURNAL_DAYS=0.0001', () => {
  let sandbox: RunningSandbox;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    ({ sandbox, env } = await startDemoService());
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('is refused (exit 2) before anything is sent, and the journal keeps every change', async () => {
    const task = sandbox.store.all('task')[0]! as { id: number; name: string };
    const first = await runInProcess(['update', 'task', String(task.id), 'name=Kept in the journal'], env);
    expect(first.code, first.stderr).toBe(0);
    const requests = sandbox.stats.requests;

    const tiny = { ...env, HOSHIN_JOURNAL_DAYS: '0.0001' };
    const update = await runInProcess(['update', 'task', String(task.id), 'name=Not sent'], tiny);
    expect(update.code).toBe(2);
    expect(update.stderr).toBe(
      'hoshin: HOSHIN_JOURNAL_DAYS must be a whole number of days from 1 to 36500 (how long the journal of changes keeps them), got "0.0001"; nothing was changed or sent\n',
    );
    const list = await runInProcess(['list', 'companies'], tiny);
    expect(list.code).toBe(2);
    expect(sandbox.stats.requests).toBe(requests);
    expect((sandbox.store.get('task', task.id) as { name: string }).name).toBe('Kept in the journal');

    const log = await runInProcess(['log', '--json'], env);
    expect(JSON.parse(log.stdout)).toMatchObject([{ kind: 'task', id: task.id, outcome: 'done' }]);
  });
});
