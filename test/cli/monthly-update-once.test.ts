// The monthly update takes what was meant, once: a retried `record` finds its own value, a file is
// applied whole or not at all, and a day (or a month) that has not come is refused unless asked
// for. In process against the demo sandbox.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readDecimal } from '../../source/catalogue/values.js';
import { addDays, addMonths, localDay } from '../../source/domain/dates.js';
import { dayForValue } from '../../source/domain/value-day.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { runInProcess, startDemoService, type Row } from '../helpers/cli-in-process.js';
import { unscheduledFutureDay } from '../helpers/future-day.js';

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;
const TODAY = localDay(Date.now());

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
});
beforeEach(() => sandbox.resetStats());
afterAll(() => sandbox.close());

const writes = () => sandbox.stats.log.filter((entry) => entry.method !== 'GET');
const historiesOf = (id: number) => sandbox.store.where('indicator_history', 'indicator_id', id);
const csv = (name: string, text: string) => {
  const file = join(String(env.HOME), name);
  writeFileSync(file, text);
  return file;
};
/** Demo indicators whose update has passed (waiting for a value), with a frequency. */
const late = () =>
  (sandbox.store.all('indicator') as Row[]).filter(
    (row) => typeof row.next_update === 'string' && row.next_update < TODAY && typeof row.frequency === 'string',
  );

describe('a retried record', () => {
  it('lands on the day the first run chose and answers already there, saying the day and why both times', async () => {
    const target = late()[0]!;
    const id = target.id;
    const due = String(target.next_update);
    const first = await runInProcess(['record', String(id), '3.1'], env);
    expect(first.code, first.stderr).toBe(0);
    // The sentence wraps at 80 columns: read with its spaces as one.
    expect(first.stdout.replace(/\s+/g, ' ')).toContain(`on ${due} (the update the indicator was waiting for; --day chooses another)`);
    const moved = { ...sandbox.store.get('indicator', id) };
    expect(moved.last_update).toBe(due);
    sandbox.resetStats();

    const again = await runInProcess(['record', String(id), '3.1'], env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.replace(/\s+/g, ' ')).toContain(`already there: indicator ${id}`);
    expect(again.stdout.replace(/\s+/g, ' ')).toContain(
      `holds 3.1 on ${due} (the indicator's latest value is this very value and it waits for no other: the same command run again; --day ${TODAY} records it for today)`,
    );
    expect(writes()).toEqual([]);
    expect(historiesOf(id).filter((row) => row.day === TODAY)).toEqual([]);
    expect(sandbox.store.get('indicator', id)).toEqual(moved);
    // As a script reads it.
    const json = await runInProcess(['record', String(id), '3.1', '--json'], env);
    expect(JSON.parse(json.stdout)).toMatchObject({ already_there: true, day: due, day_source: 'latest' });
    // Another value is a new value: the next period's, on the day the one rule gives (today, or its
    // update due within the week).
    const next = dayForValue(sandbox.store.get('indicator', id)!, TODAY, 2.9);
    expect(next.source === 'today' || next.source === 'due').toBe(true);
    const other = await runInProcess(['record', String(id), '2.9'], env);
    expect(other.code, other.stderr).toBe(0);
    expect(other.stdout.replace(/\s+/g, ' ')).toContain(
      next.source === 'today' ? `on ${TODAY} (today)` : `on ${next.day} (the update due then`,
    );
  });
});

describe('the monthly value typed a few days before it falls due', () => {
  it('is booked on its due day, so the day asks no more; a corrected value typed again is refused naming the one there', async () => {
    const id = 110;
    const due = addDays(TODAY, 2);
    const indicator = sandbox.store.get('indicator', id)!;
    sandbox.store.put('indicator', { ...indicator, frequency: 'monthly', last_update: addDays(TODAY, -28), next_update: due });
    const first = await runInProcess(['record', String(id), '41'], env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout.replace(/\s+/g, ' ')).toContain(
      `on ${due} (the update due then: this period's value, typed early; --day ${TODAY} records it for today)`,
    );
    const moved = sandbox.store.get('indicator', id)!;
    expect([moved.last_update, String(moved.next_update) > due]).toEqual([due, true]);
    expect(historiesOf(id).filter((row) => row.day === TODAY)).toEqual([]);
    const row = historiesOf(id).find((history) => history.day === due)!;

    sandbox.resetStats();
    const corrected = await runInProcess(['record', String(id), '42'], env);
    expect(corrected.code).toBe(2);
    expect(corrected.stderr).toContain(`indicator ${id} already has a value on ${due} that is not 42: the day holds 41`);
    expect(corrected.stderr).toContain(`hoshin update history ${row.id} value=42`);
    expect(writes()).toEqual([]);
  });
});

describe('record --csv applies a file whole or not at all', () => {
  it('reads every indicator first: a row for an indicator that does not exist sends nothing for any row', async () => {
    const before = historiesOf(102).length;
    const file = csv('half.csv', 'indicator_id,day,value\n102,2019-01-31,55\n8888,2019-01-31,1\n');
    const result = await runInProcess(['record', '--csv', file], env);
    expect(result.code).toBe(4);
    const said = result.stdout.replace(/\s+/g, ' ');
    expect(said).toContain('line 3: indicator 8888 on 2019-01-31 = 1: failed:');
    expect(said).toContain('line 2: indicator 102 on 2019-01-31 = 55: not sent (the file is applied whole or not at all)');
    expect(said).toContain('nothing was sent: 1 row cannot be applied (above), so the other 1 is held back');
    expect(writes()).toEqual([]);
    expect(sandbox.stats.log.map((entry) => entry.path)).toEqual(['/indicators/102', '/indicators/8888']);
    expect(historiesOf(102).length).toBe(before);
  });

  it('a conflict known here holds back the other rows too', async () => {
    const indicator = sandbox.store.get('indicator', 103)!;
    const held = String(indicator.last_update);
    const other = (readDecimal(indicator.value) ?? 0) + 1;
    const file = csv('conflict.csv', `indicator_id,day,value\n102,2019-02-28,55\n103,${held},${other}\n`);
    const result = await runInProcess(['record', '--csv', file], env);
    expect(result.code).toBe(2);
    expect(result.stdout.replace(/\s+/g, ' ')).toContain(`line 3: indicator 103 on ${held} = ${other}: conflict`);
    expect(result.stdout.replace(/\s+/g, ' ')).toContain('line 2: indicator 102 on 2019-02-28 = 55: not sent');
    expect(writes()).toEqual([]);
  });

  it('a file every row of which can be applied is recorded, and its re-run changes nothing', async () => {
    const file = csv('whole.csv', 'indicator_id,day,value\n102,2019-03-31,55\n105,2019-03-31,7\n');
    const result = await runInProcess(['record', '--csv', file], env);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout.replace(/\s+/g, ' ')).toContain('recorded 2, skipped 0 (already there), 0 conflicts, 0 failed');
    sandbox.resetStats();
    const again = await runInProcess(['record', '--csv', file], env);
    expect(again.code).toBe(0);
    expect(again.stdout.replace(/\s+/g, ' ')).toContain('recorded 0, skipped 2 (already there)');
    expect(writes()).toEqual([]);
  });
});

describe('no value from the future', () => {
  const tomorrow = unscheduledFutureDay(TODAY);

  it('refuses `record --day` after today before any request, and takes it with --allow-future', async () => {
    const refused = await runInProcess(['record', '104', '3.0', '--day', tomorrow], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      `hoshin: --day: "${tomorrow}" is a day that has not come yet (today is ${TODAY})\n` +
        '  A value is for a day that has passed or is today; --allow-future records it\n' +
        '    for that day all the same.\n',
    );
    expect(sandbox.stats.requests).toBe(0);
    const allowed = await runInProcess(['record', '104', '3.0', '--day', tomorrow, '--allow-future'], env);
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(historiesOf(104).some((row) => row.day === tomorrow)).toBe(true);
  });

  it('refuses a CSV row for a day after today by its line, sending nothing', async () => {
    const file = csv('future.csv', `indicator_id,day,value\n102,2019-04-30,1\n102,${addDays(TODAY, 40)},2\n`);
    const result = await runInProcess(['record', '--csv', file], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`line 3: day ${addDays(TODAY, 40)} has not come yet (today is ${TODAY})`);
    expect(result.stderr).toContain('(--allow-future takes it)');
    expect(sandbox.stats.requests).toBe(0);
  });

  it('refuses `report --month` for a month that has not begun, before any request', async () => {
    const next = addMonths(TODAY, 1).slice(0, 7);
    const result = await runInProcess(['report', 'hoshin', '11', '--month', next, '--out', '-'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(new RegExp(`^hoshin: --month: "${next}" has not come yet\n {2}This month is ${TODAY.slice(0, 7)}: `));
    expect(result.stderr.replace(/\s+/g, ' ')).toContain('a review pack is for this month or one before it.');
    expect(sandbox.stats.requests).toBe(0);
  });
});
