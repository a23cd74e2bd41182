// `hoshin record` and `hoshin move`: run in process against a sandbox over loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { addDays } from '../../source/domain/dates.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let env: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  env = {
    ...isolatedDirs(),
    HOSHIN_BASE_URL: sandbox.url,
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
  };
});

afterAll(async () => {
  await sandbox?.close();
});

const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });

type Row = { id: number } & Record<string, unknown>;
const store = () => sandbox.store;
const indicators = () => store().all('indicator') as Row[];
const historiesOf = (indicatorId: number) => store().where('indicator_history', 'indicator_id', indicatorId) as Row[];
const snapshot = (indicatorId: number) => JSON.stringify([store().get('indicator', indicatorId), historiesOf(indicatorId)]);

describe('hoshin record', () => {
  it('records a value on a new newest day: history created, indicator value and last update moved', async () => {
    const indicator = indicators()[0]!;
    const day = addDays(String(indicator.last_update), 1);
    const before = historiesOf(indicator.id).length;
    const result = await hoshin('record', String(indicator.id), '42.5', '--day', day, '--comment', 'from the CLI');
    expect(result.stderr).toBe('');
    expect(result.code, result.stderr).toBe(0);
    const created = historiesOf(indicator.id).find((h) => h.day === day);
    expect(created).toMatchObject({ value: '42.5', comment: 'from the CLI', goal: indicator.goal });
    expect(historiesOf(indicator.id)).toHaveLength(before + 1);
    const after = store().get('indicator', indicator.id) as Row;
    expect(after.value).toBe('42.5');
    expect(after.last_update).toBe(day);
    expect(after.last_value).toBe(indicator.value);
    expect(result.stdout).toContain(`recorded 42.5 for indicator ${indicator.id}`);
    expect(result.stdout).toContain(`on ${day} (history ${created!.id})`);
    expect(result.stdout).toMatch(/^progress -?\d+(\.\d)?% \(0% at the worst value -?[\d.]+, 100% at the goal -?[\d.]+\)/m);
    expect(result.stdout).toContain(`indicator ${indicator.id} now shows 42.5 as of ${day}`);
  });

  it('a second value on the same day is refused with exit 2, naming the history to update, and nothing changes', async () => {
    const indicator = indicators()[1]!;
    const day = addDays(String(indicator.last_update), 3);
    const first = await hoshin('record', String(indicator.id), '10', '--day', day);
    expect(first.code, first.stderr).toBe(0);
    const history = historiesOf(indicator.id).find((h) => h.day === day)!;
    const before = snapshot(indicator.id);
    const again = await hoshin('record', String(indicator.id), '11', '--day', day);
    expect(again.code, again.stderr).toBe(2);
    expect(again.stdout).toBe('');
    expect(again.stderr.trim().split('\n')).toHaveLength(1);
    expect(again.stderr).toContain(`indicator ${indicator.id} already has a value on ${day}`);
    expect(again.stderr).toContain(`hoshin update history ${history.id} value=11`);
    expect(snapshot(indicator.id)).toBe(before);
  });

  it('a day the service already has (unknown locally) is refused by the service: exit 2, clear, nothing changed', async () => {
    const indicator = indicators()[2]!;
    const day = String(indicator.last_update);
    const before = snapshot(indicator.id);
    const result = await hoshin('record', String(indicator.id), '1', '--day', day);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(`indicator ${indicator.id} already has a value on ${day}`);
    expect(snapshot(indicator.id)).toBe(before);
  });

  it('a back-dated value creates the history only; --json prints what was created', async () => {
    const indicator = indicators()[3]!;
    const sorted = historiesOf(indicator.id)
      .map((h) => String(h.day))
      .sort();
    const day = addDays(sorted[sorted.length - 3]!, 2);
    const result = await hoshin('record', String(indicator.id), '7', '--day', day, '--json');
    expect(result.code, result.stderr).toBe(0);
    const output = JSON.parse(result.stdout) as { history: Row; indicator: Row | null; percent: number | null };
    expect(output.history).toMatchObject({ day, value: '7.0' });
    expect(output.indicator).toBeNull();
    const after = store().get('indicator', indicator.id) as Row;
    expect(after.value).toBe(indicator.value);
    expect(after.last_update).toBe(indicator.last_update);
  });

  it('accepts a negative value', async () => {
    const indicator = indicators()[4]!;
    const day = addDays(String(indicator.last_update), 1);
    const result = await hoshin('record', String(indicator.id), '-3.5', '--day', day);
    expect(result.stderr).toBe('');
    expect(result.code, result.stderr).toBe(0);
    expect((store().get('indicator', indicator.id) as Row).value).toBe('-3.5');
  });

  it('refuses a newest value for an indicator without frequency, before creating anything', async () => {
    const indicator = indicators()[7]!;
    store().put('indicator', { ...indicator, frequency: null });
    const before = snapshot(indicator.id);
    const result = await hoshin('record', String(indicator.id), '5', '--day', addDays(String(indicator.last_update), 1));
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(`indicator ${indicator.id} has no frequency`);
    expect(result.stderr).toContain(`hoshin update indicator ${indicator.id} frequency=monthly`);
    expect(snapshot(indicator.id)).toBe(before);
  });

  // Eight child processes: a generous ceiling for a loaded two-core machine (not a speed check).
  it('refuses bad input with exit 2 before any request', { timeout: 120_000 }, async () => {
    const indicator = indicators()[5]!;
    const before = snapshot(indicator.id);
    // An unreachable service proves nothing was sent: usage errors come first.
    const offline = { ...env, HOSHIN_BASE_URL: 'http://127.0.0.1:9' };
    const cases: [string[], RegExp][] = [
      [['record', String(indicator.id), 'abc'], /value: "abc" is not a number/],
      [['record', String(indicator.id), '12', '--day', '2025-02-30'], /--day: "2025-02-30" is not a date/],
      [['record', String(indicator.id), '12', '--day', 'yesterday'], /--day/],
      [['record', 'seven', '12'], /indicator id: "seven" is not an id/],
      [['record', String(indicator.id)], /missing value/],
      [['record', String(indicator.id), '1', '2'], /argument: "2" is not expected here/],
      [['record', String(indicator.id), '1', '--comment', 'x'.repeat(300)], /--comment/],
      [['record', String(indicator.id), '1', '--bogus'], /option: "--bogus" is not an option here/],
    ];
    for (const [args, message] of cases) {
      const result = await runHoshinInProcess(args, { env: offline });
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(2);
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(
        result.stderr
          .trim()
          .split('\n')
          .filter((line) => !line.startsWith('  ')),
      ).toHaveLength(1);
    }
    expect(snapshot(indicator.id)).toBe(before);
  });

  it('an unknown indicator is exit 4, and nothing is created', async () => {
    const count = store().count('indicator_history');
    const result = await hoshin('record', '999999', '5', '--day', '2025-01-01');
    expect(result.code, result.stderr).toBe(4);
    expect(store().count('indicator_history')).toBe(count);
  });

  it('read-only mode refuses to record', async () => {
    const indicator = indicators()[6] ?? indicators()[0]!;
    const before = snapshot(indicator.id);
    const result = await hoshin('record', String(indicator.id), '5', '--readonly');
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(/read-only/);
    expect(snapshot(indicator.id)).toBe(before);
  });
});

describe('hoshin move', () => {
  const taskWith = (status: string) => {
    const task = (store().all('task') as Row[]).find((t) => t.status === status && t.deleted_at == null);
    if (!task) throw new Error(`the demo seed has no ${status} task`);
    return task;
  };

  it('moves a task to completed and says from where to where', async () => {
    const task = taskWith('active');
    const result = await hoshin('move', String(task.id), 'completed');
    expect(result.stderr).toBe('');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`task ${task.id}: active -> completed\n`);
    expect((store().get('task', task.id) as Row).status).toBe('completed');
  });

  it('takes a move to the current status as done without sending it, so a script can run again', async () => {
    const task = taskWith('completed');
    const before = JSON.stringify(store().get('task', task.id));
    const result = await hoshin('move', String(task.id), 'completed');
    expect(result.code, result.stderr).toBe(0);
    expect([result.stdout, result.stderr]).toEqual([`task ${task.id}: already completed\n`, '']);
    expect(JSON.stringify(store().get('task', task.id))).toBe(before);
  });

  it('refuses bad input with exit 2, and an unknown task with exit 4', { timeout: 120_000 }, async () => {
    const offline = { ...env, HOSHIN_BASE_URL: 'http://127.0.0.1:9' };
    for (const [args, message] of [
      [['move', '5', 'done'], /status: "done" is not a status\n {2}Expected one of backlog, active, completed, discarded, deleted\./],
      [['move', '5'], /missing status/],
      [['move', 'x', 'active'], /task id: "x" is not an id/],
      [['move', '5', 'active', 'now'], /argument: "now" is not expected here/],
    ] as const) {
      const result = await runHoshinInProcess(args, { env: offline });
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(2);
      expect(result.stderr).toMatch(message);
    }
    const missing = await hoshin('move', '999999', 'active');
    expect(missing.code, missing.stderr).toBe(4);
  });

  it('--json prints the task as the service answered', async () => {
    const task = taskWith('backlog');
    const result = await hoshin('move', String(task.id), 'active', '--json');
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ id: task.id, status: 'active' });
  });
});
