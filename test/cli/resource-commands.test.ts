// get, list, create, update and delete in process against a sandbox: the refusals each command
// makes before any request (exit 2, one line naming what is wrong), and what each prints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess, startDemoService, type Row } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
});
afterAll(() => sandbox.close());

const first = (kind: Parameters<RunningSandbox['store']['all']>[0]): Row => sandbox.store.all(kind)[0] as Row;
const hoshin = (...argv: string[]) => runInProcess(argv, env);

/** Each command line is refused with exactly this one line, before any request. */
async function expectRefusals(cases: readonly (readonly [string[], string])[]): Promise<void> {
  sandbox.resetStats();
  for (const [argv, message] of cases) {
    const result = await hoshin(...argv);
    // The error line, then any advice indented under it.
    expect(result, argv.join(' ')).toEqual({
      code: 2,
      stdout: '',
      stderr: expect.stringMatching(new RegExp(`^hoshin: ${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n(  .*\n)*$`)),
    });
  }
  expect(sandbox.stats.log).toEqual([]);
}

describe('hoshin get', () => {
  it('refuses a missing or unknown kind, a bad id and extra words', async () => {
    await expectRefusals([
      [['get'], 'missing kind'],
      [['get', 'widget', '1'], 'kind: "widget" is not a kind'],
      [['get', 'task'], 'missing task id'],
      [['get', 'tasks', '0'], 'task id: "0" is not an id'],
      [['get', 'task', '1', 'more', 'words'], 'argument: "more words" are not expected here'],
    ]);
  });

  it('prints the resource readably, as JSON, and from a web address of the service', async () => {
    const task = first('task');
    const readable = await hoshin('get', 'task', String(task.id));
    expect(readable.code, readable.stderr).toBe(0);
    expect(readable.stdout).toMatch(new RegExp(`^Task ${task.id}\\n  Id +${task.id}\\n  Name +`));
    const json = await hoshin('get', 'tasks', String(task.id), '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ id: task.id, name: task.name });
    const byAddress = await hoshin('get', `${sandbox.url}/tasks/${task.id}-call`, '--json');
    expect(JSON.parse(byAddress.stdout).id).toBe(task.id);
    expect((await hoshin('get', `${sandbox.url}/widgets/3`)).code).toBe(2);
  });
});

describe('hoshin list', () => {
  it('refuses what it cannot list, stray and missing scopes, and extra words', async () => {
    await expectRefusals([
      [['list'], 'missing what to list'],
      [['list', 'widgets'], 'list: "widgets" is not something hoshin lists'],
      [['list', 'companies', 'now'], 'argument: "now" is not expected here'],
      [['list', 'companies', '--objective', '3'], '--objective does not apply here'],
      [['list', 'tasks', '--objective', '3', '--hoshin', '2'], '--hoshin does not apply here'],
      [['list', 'areas'], 'missing --hoshin <id>'],
      [['list', 'tasks'], 'missing --objective <id>'],
      [['list', 'tasks', '--objective', 'x'], '--objective: "x" is not an id'],
    ]);
  });

  it('lists what the service lists, as a table and as JSON', async () => {
    const task = first('task');
    const table = await hoshin('list', 'tasks', '--objective', String(task.objective_id));
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/^ID +NAME +STATUS +DEADLINE +FEELING\n/);
    expect(table.stderr).toBe('');
    const json = await hoshin('list', 'companies', '--json');
    expect((JSON.parse(json.stdout) as Row[]).map((company) => company.id)).toEqual(
      sandbox.store.all('company').map((company) => company.id),
    );
  });

  it('lists the children the index knows, saying on stderr how many the parent counts', async () => {
    const own = {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    };
    const company = first('company');
    const none = await runInProcess(['list', 'hoshins', '--company', String(company.id)], own);
    // None of the hoshins the company counts is known: a partial answer, exit 7.
    expect(none.code, none.stderr).toBe(7);
    expect(none.stdout).toBe('No hoshins known here.\n');
    expect(none.stderr).toBe(
      `hoshin: the service cannot list hoshins; none is known here (company ${company.id} says it\n        has ${company.hoshins_count}). Open others by id or web address: hoshin get hoshin <id>\n`,
    );
    const plan = sandbox.store.where('hoshin', 'company_id', company.id)[0] as Row;
    await runInProcess(['get', 'hoshin', String(plan.id)], own);
    const one = await runInProcess(['list', 'hoshins', '--company', String(company.id), '--json'], own);
    expect((JSON.parse(one.stdout) as Row[]).map((h) => h.id)).toEqual([plan.id]);
    expect(one.stderr.replace(/\n {8}/g, ' ')).toContain(
      `showing the 1 known here (company ${company.id} says it has ${company.hoshins_count})`,
    );
  });
});

describe('hoshin create', () => {
  it('refuses a missing, needless or bad parent, and bad values, before any request', async () => {
    await expectRefusals([
      [['create'], 'missing kind'],
      [['create', 'task', 'name=x'], 'missing --parent <objective id>'],
      [['create', 'company', '--parent', '1', 'name=x'], '--parent: "1" is not taken: a company has no parent'],
      [['create', 'task', '--parent', 'abc', 'name=x'], '--parent: "abc" is not an id'],
      [['create', 'task', '--parent', '1', 'deadline=2026-12-31'], 'missing name=…'],
      [['create', 'invoice', '--parent', '1', 'description=x'], 'invoices are read-only: they can be read, not changed'],
    ]);
  });

  it('creates under the parent and prints what the service stored', async () => {
    const objective = first('objective');
    const readable = await hoshin('create', 'task', '--parent', String(objective.id), 'name=Created here');
    expect(readable.code, readable.stderr).toBe(0);
    const created = (sandbox.store.all('task') as Row[]).find((task) => task.name === 'Created here')!;
    expect(created.objective_id).toBe(objective.id);
    expect(readable.stdout).toMatch(new RegExp(`^created task ${created.id}\\nTask ${created.id}\\n  Id +${created.id}\\n`));
    const company = await hoshin('create', 'company', 'name=Made as JSON', '--json');
    expect(company.code, company.stderr).toBe(0);
    expect(JSON.parse(company.stdout)).toMatchObject({ name: 'Made as JSON' });
  });
});

describe('hoshin update', () => {
  it('refuses a bad id and nothing to change', async () => {
    await expectRefusals([
      [['update', 'task'], 'missing task id'],
      [['update', 'task', 'x', 'name=y'], 'task id: "x" is not an id'],
      [['update', 'goal', '1'], 'nothing to change: give field=value'],
    ]);
  });

  it('updates and prints the result, readably and as JSON', async () => {
    const goal = first('goal');
    const readable = await hoshin('update', 'goal', String(goal.id), 'name=Renamed goal');
    expect(readable.code, readable.stderr).toBe(0);
    expect(readable.stdout).toMatch(new RegExp(`^updated long-term goal ${goal.id}\\nLong-term goal ${goal.id}\\n`));
    expect(sandbox.store.get('goal', goal.id)?.name).toBe('Renamed goal');
    const json = await hoshin('update', 'goal', String(goal.id), 'position=4', '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ id: goal.id, position: 4 });
  });
});

describe('hoshin delete at a terminal', () => {
  it('asks first, naming what goes with it; anything but yes deletes nothing', async () => {
    const objective = first('objective');
    sandbox.resetStats();
    const kept = await runInProcess(['delete', 'objective', String(objective.id)], env, 'n\r');
    expect(kept.code, kept.stderr).toBe(0);
    expect(kept.stderr).toBe(
      `Delete objective ${objective.id} "${String(objective.name)}" and all its indicators, indicator histories, tasks? [y/N] n\nNothing deleted.\n`,
    );
    expect(kept.stdout).toBe('');
    expect(sandbox.stats.log.map((entry) => entry.method)).toEqual(['GET']);
    expect(sandbox.store.get('objective', objective.id)).toBeDefined();
  });

  it('deletes on yes; a kind without children names none', async () => {
    const task = (sandbox.store.all('task') as Row[]).find((t) => t.deleted_at == null && t.status === 'active')!;
    const deleted = await runInProcess(['delete', 'task', String(task.id)], env, 'yes\r');
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stderr).toBe(`Delete task ${task.id} "${String(task.name)}"? [y/N] yes\n`);
    expect(deleted.stdout).toBe(`deleted task ${task.id}\n`);
    expect(sandbox.store.get('task', task.id)).toBeUndefined();
  });
});

describe('hoshin get, only some fields', () => {
  it('--fields keeps those fields in that order, readably and as JSON', async () => {
    const task = first('task');
    const json = await hoshin('get', 'task', String(task.id), '--fields', 'name,id', '--json');
    expect(json.code, json.stderr).toBe(0);
    expect(Object.entries(JSON.parse(json.stdout))).toEqual([
      ['name', task.name],
      ['id', task.id],
    ]);
    const readable = await hoshin('get', 'task', String(task.id), '--fields', 'id');
    expect(readable.code, readable.stderr).toBe(0);
    expect(readable.stdout).not.toMatch(/Name/);
    expect(readable.stdout).toMatch(new RegExp(`^Task ${task.id}\\n  Id +${task.id}\\n`));
  });

  it('takes a web address alone: with more words after it, the address is read as a kind', async () => {
    const task = first('task');
    const address = `${sandbox.url}/tasks/${task.id}`;
    await expectRefusals([[['get', address, 'more'], `kind: "${address.slice(0, 29)}…" is not a kind`]]);
  });
});

describe('hoshin list as CSV and with chosen fields', () => {
  it('--csv writes a header row and one row per resource; --fields picks the columns', async () => {
    const task = first('task');
    const tasks = sandbox.store.where('task', 'objective_id', task.objective_id as number) as Row[];
    const csv = await hoshin('list', 'tasks', '--objective', String(task.objective_id), '--csv', '--fields', 'id,status');
    expect(csv.code, csv.stderr).toBe(0);
    const rows = csv.stdout.trimEnd().split('\n');
    expect(rows[0]).toBe('id,status');
    expect(rows.slice(1).sort()).toEqual(tasks.map((t) => `${t.id},${String(t.status)}`).sort());
    const plain = await hoshin('list', 'tasks', '--objective', String(task.objective_id), '--csv');
    expect(plain.stdout.split('\n')[0]).toBe('id,name,status,deadline,feeling');
  });

  it('--json with --fields keeps only those keys', async () => {
    const json = await hoshin('list', 'companies', '--json', '--fields', 'id');
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(sandbox.store.all('company').map((company) => ({ id: company.id })));
  });

  it('refuses --csv with --json (as a JSON error), and names every extra word', async () => {
    await expectRefusals([[['list', 'companies', 'now', 'please'], 'argument: "now please" are not expected here']]);
    const both = await hoshin('list', 'companies', '--csv', '--json');
    expect(both).toEqual({
      code: 2,
      stdout: '',
      stderr: `${JSON.stringify({ error: { code: 2, kind: 'usage', message: 'choose --json or --csv, not both' } })}\n`,
    });
    expect(sandbox.stats.log).toEqual([]);
  });

  it('known children as JSON or CSV: an empty list rather than a sentence', async () => {
    const own = {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    };
    const company = first('company');
    const json = await runInProcess(['list', 'hoshins', '--company', String(company.id), '--json'], own);
    expect(json.code, json.stderr).toBe(7);
    expect(json.stdout).toBe('[]\n');
    const csv = await runInProcess(['list', 'hoshins', '--company', String(company.id), '--csv', '--fields', 'id,name'], own);
    expect(csv.stdout).toBe('id,name\n');
  });

  it('known children as a table once the index knows one', async () => {
    const own = {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    };
    const company = first('company');
    const plan = sandbox.store.where('hoshin', 'company_id', company.id as number)[0] as Row;
    await runInProcess(['get', 'hoshin', String(plan.id)], own);
    const table = await runInProcess(['list', 'hoshins', '--company', String(company.id)], own);
    expect(table.code, table.stderr).toBe(company.hoshins_count === 1 ? 0 : 7);
    expect(table.stdout).toMatch(new RegExp(`^ID +NAME.*\\n${plan.id} +${String(plan.name)}`));
    // Once every hoshin the company counts is known, the list is whole: exit 0.
    for (const other of sandbox.store.where('hoshin', 'company_id', company.id as number) as Row[])
      await runInProcess(['get', 'hoshin', String(other.id)], own);
    const whole = await runInProcess(['list', 'hoshins', '--company', String(company.id)], own);
    expect(whole.code, whole.stderr).toBe(0);
  });

  it('says nothing of a count when the parent keeps none (an area counts no objectives)', async () => {
    const own = {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    };
    const area = first('area');
    const result = await runInProcess(['list', 'objectives', '--area', String(area.id)], own);
    // Nothing says the list is whole: partial, exit 7.
    expect(result.code, result.stderr).toBe(7);
    expect(result.stderr.replace(/\n {8}/g, ' ')).toBe(
      'hoshin: the service cannot list objectives; none is known here. Open others by id or web address: hoshin get objective <id>\n',
    );
  });
});

describe('hoshin delete, refusals before any request', () => {
  it('refuses a missing id and names every extra word', async () => {
    await expectRefusals([
      [['delete', 'task', '--yes'], 'missing task id'],
      [['delete', 'goal', '1', 'right', 'now', '--yes'], 'argument: "right now" are not expected here'],
    ]);
  });

  it('asks about a record without a name with empty quotes', async () => {
    const task = (sandbox.store.all('task') as Row[]).find((t) => t.deleted_at == null && t.status === 'backlog')!;
    const stored = sandbox.store.get('task', task.id)!;
    sandbox.store.put('task', { ...stored, name: null });
    try {
      const kept = await runInProcess(['delete', 'task', String(task.id)], env, 'n\r');
      expect(kept.stderr).toBe(`Delete task ${task.id} ""? [y/N] n\nNothing deleted.\n`);
    } finally {
      sandbox.store.put('task', stored);
    }
  });
});
