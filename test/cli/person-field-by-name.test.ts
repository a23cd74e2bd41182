// `responsible="Aiko Tanaka"`: a person field is called by the person it holds, as the console's
// form and the column say, not only by its id field's name; the name is looked up as for
// `responsible_id=`, and a name nobody has is refused before anything is sent.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { runInProcess, startDemoService, type Row } from '../helpers/cli-in-process.js';

const running: RunningSandbox[] = [];
afterEach(async () => {
  while (running.length > 0) await running.pop()!.close();
});

describe('a person field called by the person it holds', () => {
  it('takes responsible= with a name, as responsible_id= does', async () => {
    const { sandbox, env } = await startDemoService();
    running.push(sandbox);
    const task = (sandbox.store.all('task') as Row[]).find((row) => row.responsible_id !== 3)!;
    const result = await runInProcess(['update', 'task', String(task.id), 'responsible=Aiko Tanaka'], env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Responsible\s+Aiko Tanaka \(3\)/);
    expect(sandbox.store.get('task', task.id)?.responsible_id).toBe(3);
  });

  it('refuses an unknown name under either spelling before sending, and the field given twice', async () => {
    const { sandbox, env } = await startDemoService();
    running.push(sandbox);
    const task = (sandbox.store.all('task') as Row[])[0]!;
    sandbox.stats.log.length = 0;
    const unknown = await runInProcess(['update', 'task', String(task.id), 'responsible=Nobody Here'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/responsible_id: .*Nobody Here/);
    const twice = await runInProcess(['update', 'task', String(task.id), 'responsible=Aiko', 'responsible_id=2'], env);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('field: "responsible_id" is given twice');
    expect(sandbox.stats.log.filter((entry) => entry.method !== 'GET')).toEqual([]);
  });

  it('does not take a name without _id for a field that is not a person', async () => {
    const { sandbox, env } = await startDemoService();
    running.push(sandbox);
    const result = await runInProcess(['update', 'hoshin', '11', 'company=1'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('field: "company" is not a field of a hoshin');
  });
});
