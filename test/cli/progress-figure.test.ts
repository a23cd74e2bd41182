// The service's progress figure, (value − worst) / (goal − worst), is named for what it is and
// rounded one way: `record`, `bowling`, `report` and the help agree for the same cell. In process
// against the demo sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, localDay } from '../../source/domain/dates.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { runInProcess, startDemoService } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;
const TODAY = localDay(Date.now());
/** A month of this year's chart with no value of indicator 101 known here (it is a fresh machine). */
const MONTH = addMonths(TODAY, -3).slice(0, 7);
const DAY = `${MONTH}-15`;

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
});
afterAll(() => sandbox.close());

async function indicator(fields: string[]): Promise<number> {
  const objective = String(sandbox.store.get('indicator', 101)!.objective_id);
  const created = await runInProcess(['create', 'indicator', '--parent', objective, 'frequency=monthly', ...fields, '--json'], env);
  expect(created.code, created.stderr).toBe(0);
  return Number(JSON.parse(created.stdout).id);
}

describe('the progress figure', () => {
  it('is named progress and measured between the worst value and the goal, not value / goal: OEE 79 against 85 from 50', async () => {
    const result = await runInProcess(['record', '101', '79', '--day', '2019-07-31'], env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('progress 83% (0% at the worst value 50, 100% at the goal 85) · at risk');
    expect(result.stdout).not.toContain('of goal');
  });

  it('says why there is none where the goal equals the worst value, and keeps its sign far past the worst value', async () => {
    const flat = await indicator(['name=Flat', 'goal=50', 'worst_value=50']);
    const none = await runInProcess(['record', String(flat), '38', '--day', '2019-07-31'], env);
    expect(none.code, none.stderr).toBe(0);
    expect(none.stdout.replace(/\s+/g, ' ')).toContain(
      'no progress: the goal 50 equals the worst value, so no value lies between them · behind',
    );
    expect(none.stdout).not.toMatch(/-?\d+% of goal/);
    const json = await runInProcess(['record', String(flat), '39', '--day', '2019-08-31', '--json'], env);
    expect(JSON.parse(json.stdout)).toMatchObject({ progress: null, state: 'behind' });
    // Lower is better, from 1.2 to 0: 10.3 is far past the worst value.
    const lower = await indicator(['name=Lower', 'goal=0', 'worst_value=1.2']);
    const past = await runInProcess(['record', String(lower), '10.3', '--day', '2019-07-31'], env);
    expect(past.stdout).toContain('progress -758% (0% at the worst value 1.2, 100% at the goal 0) · behind');
  });

  it('rounds one way in every view: 84.9 against 85 is 99.7 in record, the bowling chart and the pack, never 100', async () => {
    const recorded = await runInProcess(['record', '101', '84.9', '--day', DAY], env);
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(recorded.stdout).toContain('progress 99.7% (0% at the worst value 50, 100% at the goal 85) · at risk');
    const objective = String(sandbox.store.get('indicator', 101)!.objective_id);
    const chart = await runInProcess(['bowling', 'objective', objective, '--json'], env);
    const cell = JSON.parse(chart.stdout).indicators[0].cells.find((each: { month: string }) => each.month === MONTH);
    // JSON carries the figure unrounded; the table and the words show 99.7.
    expect(cell).toMatchObject({ value: 84.9, goal: 85, tpc: (100 * (84.9 - 50)) / (85 - 50), mark: 'red', empty: null });
    const text = await runInProcess(['bowling', 'objective', objective], env);
    expect(text.stdout).toMatch(/^101 +OEE line 2 \(%\) .*x99\.7 /m);
    // The legend wraps to 80 columns when piped: read with its line breaks as spaces.
    expect(text.stdout.replace(/\s+/g, ' ')).toContain(
      'progress = (value − worst) / (goal − worst): 0% at the worst value, 100% at the goal',
    );
    const pack = await runInProcess(['report', 'objective', objective, '--month', MONTH, '--format', 'md', '--out', '-'], env);
    expect(pack.code, pack.stderr).toBe(7);
    expect(pack.stdout).toContain('| - 99.7% |');
    expect(pack.stdout).toContain('- Progress: progress 99.7% (0% at the worst value 50, 100% at the goal 85)');
    expect(pack.stdout).not.toMatch(/\b100% of goal|\| \+ 100% \|/);
  });

  it('is explained with its formula in the help of record and bowling', async () => {
    for (const command of ['record', 'bowling']) {
      const help = await runInProcess(['help', command], env);
      expect(help.stdout.replace(/\s+/g, ' '), command).toContain('progress = (value − worst) / (goal − worst)');
    }
  });
});
