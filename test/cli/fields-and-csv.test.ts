// --fields picks the columns (and JSON keys) of get and list; --csv prints a list as RFC 4180
// comma-separated values; an unknown field is refused before any request, naming the kind's fields.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindSpec } from '../../source/catalogue/catalogue.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let env: Record<string, string>;
let objectiveId: string;
let taskId: number;
const TRICKY = 'Line one, with "quotes"\nline two';

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  env = {
    ...isolatedDirs(),
    HOSHIN_BASE_URL: sandbox.url,
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
  };
  objectiveId = String((sandbox.store.all('objective')[0] as unknown as { id: number }).id);
  const created = await runHoshinInProcess(
    ['create', 'task', '--parent', objectiveId, 'name=Call, then write', `description=${TRICKY}`, '--json'],
    {
      env,
    },
  );
  expect(created.code, created.stderr).toBe(0);
  taskId = (JSON.parse(created.stdout) as { id: number }).id;
});

afterAll(async () => {
  await sandbox.close();
});

const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });

describe('--fields', () => {
  it('picks the table columns of a list, in the order given', async () => {
    const result = await hoshin('list', 'tasks', '--objective', objectiveId, '--fields', 'status,id,name');
    expect(result.code, result.stderr).toBe(0);
    const [header, ...rows] = result.stdout.trimEnd().split('\n');
    expect(header?.split(/\s{2,}/)).toEqual(['STATUS', 'ID', 'NAME']);
    expect(rows.find((row) => row.includes('Call, then write'))).toMatch(new RegExp(`^\\w+\\s+${taskId}\\s+Call, then write$`));
  });

  it('picks the JSON keys of get and list, in the order given', async () => {
    const one = JSON.parse((await hoshin('get', 'task', String(taskId), '--fields', 'name,id', '--json')).stdout) as Record<
      string,
      unknown
    >;
    expect(Object.entries(one)).toEqual([
      ['name', 'Call, then write'],
      ['id', taskId],
    ]);
    const many = JSON.parse(
      (await hoshin('list', 'tasks', '--objective', objectiveId, '--fields', 'id,deadline', '--json')).stdout,
    ) as Record<string, unknown>[];
    for (const task of many) expect(Object.keys(task)).toEqual(['id', 'deadline']);
  });

  it('prints a decimal as the service sent it, with --fields and --csv as without', async () => {
    // The client reads decimals as numbers; what is printed is the service's text ("12.5", "-2.0").
    const indicator = sandbox.store.all('indicator')[0] as unknown as { id: number; objective_id: number; goal: string };
    expect(typeof indicator.goal).toBe('string');
    const whole = JSON.parse((await hoshin('get', 'indicator', String(indicator.id), '--json')).stdout) as Record<string, unknown>;
    expect(whole.goal).toBe(indicator.goal);
    const picked = JSON.parse((await hoshin('get', 'indicator', String(indicator.id), '--fields', 'goal', '--json')).stdout) as Record<
      string,
      unknown
    >;
    expect(picked).toEqual({ goal: indicator.goal });
    const listed = await hoshin('list', 'indicators', '--objective', String(indicator.objective_id), '--fields', 'id,goal', '--csv');
    expect(listed.code, listed.stderr).toBe(0);
    expect(parse(listed.stdout)).toContainEqual([String(indicator.id), indicator.goal]);
  });

  it('picks the lines of get, empty fields included', async () => {
    const result = await hoshin('get', 'task', String(taskId), '--fields', 'name,deadline');
    expect(result.stdout).toBe(`Task ${taskId}\n  Name      Call, then write\n  Deadline\n`);
  });

  it("refuses an unknown field before any request, naming the kind's fields", async () => {
    // An address nothing listens on: a request would fail with exit 5, not 2.
    const offline = { ...env, HOSHIN_BASE_URL: 'http://127.0.0.1:9' };
    const fields = kindSpec('task')
      .fields.map((field) => field.name)
      .join(', ');
    for (const args of [
      ['list', 'tasks', '--objective', objectiveId, '--fields', 'id,nope'],
      ['get', 'task', String(taskId), '--fields', 'nope'],
    ]) {
      const result = await runHoshinInProcess(args, { env: offline });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr, args.join(' ')).toContain(
        `--fields: "nope" is not a field of a task\n  Fields of a task: ${fields.slice(0, 20)}`,
      );
      expect(
        result.stderr
          .trim()
          .split('\n')
          .filter((line) => !line.startsWith('  ')),
      ).toHaveLength(1);
    }
    expect((await runHoshinInProcess(['list', 'tasks', '--objective', objectiveId, '--fields', ','], { env: offline })).stderr).toMatch(
      /--fields needs field names/,
    );
    expect((await runHoshinInProcess(['list', 'tasks', '--objective', objectiveId, '--fields', 'id,id'], { env: offline })).stderr).toMatch(
      /--fields: "id" is named twice/,
    );
  });
});

describe('--csv', () => {
  it('prints a header of field names and quotes as RFC 4180 says', async () => {
    const result = await hoshin('list', 'tasks', '--objective', objectiveId, '--csv', '--fields', 'id,name,description');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe('id,name,description');
    expect(result.stdout).toContain(`${taskId},"Call, then write","Line one, with ""quotes""\nline two"\n`);
    const rows = parse(result.stdout, { columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row.id === String(taskId))).toEqual({
      id: String(taskId),
      name: 'Call, then write',
      description: TRICKY,
    });
  });

  it("has the table's columns unless told, and lists what the index knows too", async () => {
    const companies = await hoshin('list', 'companies', '--csv');
    expect(companies.stdout.split('\n')[0]).toBe(['id', 'name', ...kindSpec('company').listColumns].join(','));
    const companyId = String((sandbox.store.all('company')[0] as unknown as { id: number }).id);
    const hoshins = await hoshin('list', 'hoshins', '--company', companyId, '--csv', '--fields', 'id,name');
    // The index knows fewer hoshins than the company counts: partial, exit 7.
    expect(hoshins.code, hoshins.stderr).toBe(7);
    expect(hoshins.stdout.split('\n')[0]).toBe('id,name');
  });

  it('leaves no formula for a spreadsheet that splits on semicolons', async () => {
    const created = await hoshin('create', 'company', 'name=x;=1+2', '--json');
    expect(created.code, created.stderr).toBe(0);
    const result = await hoshin('list', 'companies', '--csv', '--fields', 'id,name');
    expect(result.code, result.stderr).toBe(0);
    const line = result.stdout.split('\n').find((row) => row.includes('x;'));
    expect(line).toBe(`${(JSON.parse(created.stdout) as { id: number }).id},"x;'=1+2"`);
    // Split on semicolons (quotes honoured or not), no cell starts a formula.
    for (const cell of [
      ...(line ?? '').split(';'),
      ...(parse(result.stdout, { delimiter: ';', relax_quotes: true, relax_column_count: true }) as string[][]).flat(),
    ])
      expect(cell, line).not.toMatch(/^[=+@]/);
  });

  it('is refused together with --json', async () => {
    const result = await runHoshinInProcess(['list', 'companies', '--csv', '--json'], {
      env: { ...env, HOSHIN_BASE_URL: 'http://127.0.0.1:9' },
    });
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stderr)).toEqual({
      error: { code: 2, kind: 'usage', message: 'choose --json or --csv, not both' },
    });
  });
});
