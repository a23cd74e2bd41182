// hoshin (run in process) takes people by name for person fields, in both flavours of the sandbox:
// a whole name or the start of one (any case), refusing an ambiguous or unknown one before any
// write; readable output names the person beside the id, --json keeps the id.
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs } from '../helpers/cli.js';
import { databaseOf } from '../helpers/state-database.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

const running: RunningSandbox[] = [];
afterEach(async () => {
  while (running.length > 0) await running.pop()!.close();
});

type Row = { id: number } & Record<string, unknown>;

async function service(flavour: 'spec' | 'hoshinplan'): Promise<{ sandbox: RunningSandbox; env: Record<string, string>; task: Row }> {
  const sandbox = await startSandbox({ flavour, seed: 'demo' });
  running.push(sandbox);
  const env = {
    ...isolatedDirs(),
    HOSHIN_BASE_URL: sandbox.url,
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
  };
  const task = (sandbox.store.all('task') as Row[]).find((row) => row.responsible_id !== 3);
  if (!task) throw new Error('the demo seed has no task');
  return { sandbox, env, task };
}

/** Writes the sandbox was asked for since its last reset. */
function writes(sandbox: RunningSandbox): string[] {
  return sandbox.stats.log.filter((entry) => entry.method !== 'GET').map((entry) => `${entry.method} ${entry.path}`);
}

describe.each(['spec', 'hoshinplan'] as const)('people by name on the command line (%s flavour)', (flavour) => {
  it('names the responsible in get, and --json keeps the id', async () => {
    const { sandbox, env, task } = await service(flavour);
    const person = sandbox.store.users().find((user) => user.id === task.responsible_id);
    const shown = await runHoshinInProcess(['get', 'task', String(task.id)], { env });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(new RegExp(`Responsible\\s+${person?.name} \\(${task.responsible_id}\\)`));
    const json = await runHoshinInProcess(['get', 'task', String(task.id), '--json'], { env });
    expect((JSON.parse(json.stdout) as Row).responsible_id).toBe(task.responsible_id);
  });

  it('takes a whole name, and the start of one in any case', async () => {
    const { sandbox, env, task } = await service(flavour);
    const whole = await runHoshinInProcess(['update', 'task', String(task.id), 'responsible_id=Aiko Tanaka'], { env });
    expect(whole.stderr).toBe('');
    expect(whole.code).toBe(0);
    expect(whole.stdout).toMatch(/Responsible\s+Aiko Tanaka \(3\)/);
    expect(sandbox.store.get('task', task.id)?.responsible_id).toBe(3);

    const prefix = await runHoshinInProcess(['update', 'task', String(task.id), 'responsible_id=sam'], { env });
    expect(prefix.code).toBe(0);
    expect(sandbox.store.get('task', task.id)?.responsible_id).toBe(4);

    const id = await runHoshinInProcess(['update', 'task', String(task.id), 'responsible_id=2'], { env });
    expect(id.code).toBe(0);
    expect(sandbox.store.get('task', task.id)?.responsible_id).toBe(2);
  });

  it('creates under a parent with a person named', async () => {
    const { sandbox, env, task } = await service(flavour);
    const result = await runHoshinInProcess(
      ['create', 'task', '--parent', String(task.objective_id), 'name=Call the supplier', 'responsible_id=marta', '--json'],
      { env },
    );
    expect(result.code).toBe(0);
    const created = JSON.parse(result.stdout) as Row;
    expect(sandbox.store.get('task', created.id)?.responsible_id).toBe(1);
  });

  it('refuses an ambiguous start with the candidates, and an unknown name, sending nothing', async () => {
    const { sandbox, env, task } = await service(flavour);
    // The seed's people all start differently: a second Aiko joins the company's people as the
    // CLI keeps them for a day (read by the first command).
    expect((await runHoshinInProcess(['get', 'task', String(task.id)], { env })).code).toBe(0);
    const db = databaseOf(env);
    const kept = db.statement('SELECT profile, people FROM people WHERE company_id = ?').get(Number(task.company_id)) as
      { profile: string; people: string } | undefined;
    if (!kept) throw new Error("the people of the task's company were not kept");
    const people = JSON.parse(kept.people) as Record<string, string>;
    people['9'] = 'Aiko Mori (aiko.mori@nordwind-pumps.example)';
    db.statement('UPDATE people SET people = ? WHERE profile = ? AND company_id = ?').run(
      JSON.stringify(people),
      kept.profile,
      Number(task.company_id),
    );
    sandbox.resetStats();
    const ambiguous = await runHoshinInProcess(['update', 'task', String(task.id), 'responsible_id=aiko'], { env });
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr.split('\n')[0]).toBe('hoshin: responsible_id: "aiko" matches 2 people');
    expect(ambiguous.stderr.replace(/\s+/g, ' ')).toContain('They are Aiko Mori (9), Aiko Tanaka (3).');
    expect(ambiguous.stderr).toContain('nothing was sent');

    const unknown = await runHoshinInProcess(['update', 'task', String(task.id), 'responsible_id=Nobody Here'], { env });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.split('\n')[0]).toBe(`hoshin: responsible_id: "Nobody Here" names nobody among the company's people`);
    expect(unknown.stderr).toContain('nothing was sent');
    expect(writes(sandbox)).toEqual([]);
    expect(sandbox.store.get('task', task.id)?.responsible_id).toBe(task.responsible_id);
  });
});
