// The monthly review run in process: a plan built with the CLI, values recorded one
// by one and from a spreadsheet, then health, bowling and due checked against figures worked out by
// hand, in both sandbox flavours.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../source/domain/dates.js';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { isolatedDirs, type RunResult } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

// A walk: each test starts where the one before left the sandbox, so the order is kept even
// when the suite runs shuffled (`--sequence.shuffle`).
const ORDERED = { shuffle: false } as const;

const TODAY = localDay(Date.now());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the CLI's JSON answer, read by path as the tests need it
function json(result: RunResult): any {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

for (const flavour of ['spec', 'hoshinplan'] satisfies SandboxFlavour[])
  describe(`the monthly review (${flavour} flavour)`, ORDERED, () => {
    let sandbox: RunningSandbox;
    let env: Record<string, string>;
    const ids: Record<string, number> = {};
    const dir = mkdtempSync(join(tmpdir(), 'hoshin-review-'));
    const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });

    async function create(name: string, kind: string, parent: number | null, ...fields: string[]): Promise<number> {
      const created = json(await hoshin('create', kind, ...(parent === null ? [] : ['--parent', String(parent)]), ...fields, '--json'));
      ids[name] = created.id;
      return created.id;
    }

    beforeAll(async () => {
      sandbox = await startSandbox({ flavour, seed: 'empty' });
      env = {
        ...isolatedDirs(),
        HOSHIN_BASE_URL: sandbox.url,
        HOSHIN_APP_KEY: sandbox.appKey,
        HOSHIN_APP_SECRET: sandbox.secret,
      };
      const company = await create('company', 'company', null, 'name=Review Co');
      const plan = await create('hoshin', 'hoshin', company, 'name=Plan');
      const area = await create('area', 'area', plan, 'name=Operations');
      const objective = await create('objective', 'objective', area, 'name=Flow', 'responsible_id=1');
      await create('higher', 'indicator', objective, 'name=Output', 'goal=100', 'worst_value=0', 'frequency=monthly', 'responsible_id=1');
      await create('lower', 'indicator', objective, 'name=Scrap', 'goal=2', 'worst_value=8', 'frequency=monthly', 'responsible_id=1');
      await create(
        'quarterly',
        'indicator',
        objective,
        'name=Survey',
        'goal=50',
        'worst_value=0',
        'frequency=quarterly',
        'responsible_id=1',
      );
      await create(
        'slipped',
        'task',
        objective,
        'name=Slipped task',
        'status=active',
        `deadline=${addDays(TODAY, -5)}`,
        'responsible_id=1',
      );
      await create('doneLate', 'task', objective, 'name=Done late', 'status=completed', `deadline=${addDays(TODAY, -20)}`);
      await create('ahead', 'task', objective, 'name=Ahead', `deadline=${addDays(TODAY, 5)}`);
    });
    afterAll(async () => {
      await sandbox.close();
    });

    it('records a month with two values and values of three kinds of indicator from a spreadsheet', async () => {
      // One value on the command line, the rest from the file (the 06-15 row: a month with two values).
      expect((await hoshin('record', String(ids.higher), '80', '--day', '2026-06-15')).code).toBe(0);
      const file = join(dir, 'june-july.csv');
      writeFileSync(
        file,
        [
          'indicator_id,day,value,comment',
          `${ids.higher},2026-06-30,110,`,
          `${ids.higher},2026-07-31,90,"short of parts, again"`,
          `${ids.lower},2026-06-30,3,`,
          `${ids.lower},2026-07-31,1.5,`,
          `${ids.quarterly},2026-06-30,40,`,
        ].join('\n'),
      );
      const result = json(await hoshin('record', '--csv', file, '--json'));
      expect(result.recorded).toHaveLength(5);
      expect([result.skipped, result.conflicts, result.failed]).toEqual([[], [], []]);
      // The schedule the checks below are computed from: one indicator long late, one due today, one ahead.
      for (const [name, day] of [
        ['higher', addDays(TODAY, -40)],
        ['lower', TODAY],
        ['quarterly', addDays(TODAY, 10)],
      ] as const) {
        expect((await hoshin('update', 'indicator', String(ids[name]), `next_update=${day}`)).code).toBe(0);
      }
    });

    it('draws the bowling chart by hand-computed cells: latest value of a month, lower is better, months with no update due', async () => {
      const result = await hoshin('bowling', 'objective', String(ids.objective), '--to', '2026-08', '--months', '3', '--json');
      const chart = json(result);
      expect(chart.months).toEqual(['2026-06', '2026-07', '2026-08']);
      // After each indicator's last value and before its next update (set by hand below): no update was due.
      const none = (month: string) => ({ month, value: null, goal: null, tpc: null, mark: 'none', empty: 'no-update' });
      const cell = (month: string, value: number, goal: number, tpc: number, mark: string) => ({
        month,
        value,
        goal,
        tpc,
        mark,
        empty: null,
      });
      expect(chart.indicators).toEqual([
        {
          id: ids.higher,
          name: 'Output',
          objective_id: ids.objective,
          cells: [cell('2026-06', 110, 100, 110, 'green'), cell('2026-07', 90, 100, 90, 'red'), none('2026-08')],
        },
        {
          id: ids.lower,
          name: 'Scrap',
          objective_id: ids.objective,
          // Progress 100·(3 − 8)/(2 − 8) = 83.3, shown 83; 100·(1.5 − 8)/(2 − 8) = 108.3, shown 108; JSON unrounded.
          cells: [
            cell('2026-06', 3, 2, (100 * (3 - 8)) / (2 - 8), 'red'),
            cell('2026-07', 1.5, 2, (100 * (1.5 - 8)) / (2 - 8), 'green'),
            none('2026-08'),
          ],
        },
        {
          id: ids.quarterly,
          name: 'Survey',
          objective_id: ids.objective,
          cells: [cell('2026-06', 40, 50, 80, 'red'), none('2026-07'), none('2026-08')],
        },
      ]);
      // Every month is either known or explained: nothing is said to be not known here.
      expect(result.stderr).not.toContain('not known here');
      const text = await hoshin('bowling', 'objective', String(ids.objective), '--to', '2026-08', '--months', '3');
      expect(text.stdout).toMatch(/Output\s+\+110\s+x90\s*\n/);
      // The legend wraps to 80 columns when piped: read with its line breaks as spaces.
      expect(text.stdout.replace(/\s+/g, ' ')).toContain(
        'progress = (value − worst) / (goal − worst): 0% at the worst value, 100% at the goal',
      );
      const csv = await hoshin('bowling', 'objective', String(ids.objective), '--to', '2026-08', '--months', '3', '--csv');
      expect(csv.stdout.split('\n')[0]).toBe('indicator_id,objective_id,name,month,value,goal,tpc,mark,empty');
      // The figure unrounded, as in JSON.
      expect(csv.stdout).toContain(`${ids.lower},${ids.objective},Scrap,2026-07,1.5,2,${(100 * (1.5 - 8)) / (2 - 8)},green,\n`);
      expect(csv.stdout).toContain(`${ids.lower},${ids.objective},Scrap,2026-08,,,,none,no-update\n`);
    });

    it('gives the plan health from the counters the service keeps', async () => {
      const health = json(await hoshin('health', String(ids.hoshin), '--json'));
      // Objectives: 1, neither neglected (an active task) nor blind: 100. Indicators: 1 of 3 outdated
      // (next update 40 days ago): 66.7. Tasks: 2 open, 1 past its deadline: 50. Overall: 72.2.
      expect(health).toEqual({
        overall: 72.2,
        objectives: 100,
        indicators: 66.7,
        tasks: 50,
        neglected_objectives: 0,
        blind_objectives: 0,
        outdated_indicators: 1,
        outdated_tasks: 1,
        updated_at: expect.any(String),
        complete: true,
        unknown: { objectives: 0, indicators: 0, tasks: 0 },
      });
      const text = await hoshin('health', String(ids.hoshin));
      expect(text.stdout).toContain('Overall     72%');
      expect(text.stdout).toMatch(/Outdated tasks known here:\n {2}task \d+ {2}Slipped task/);
    });

    it('lists what is due, most late first, with the responsible person by name', async () => {
      const due = json(await hoshin('due', '--hoshin', String(ids.hoshin), '--json'));
      expect(due.complete).toBe(true);
      expect(due.unknown).toEqual({ indicators: 0, tasks: 0 });
      expect(due.items).toEqual([
        {
          kind: 'indicator',
          id: ids.higher,
          name: 'Output',
          status: 'multioverdue',
          date: addDays(TODAY, -40),
          responsible: 'Sandbox User',
        },
        {
          kind: 'task',
          id: ids.slipped,
          name: 'Slipped task',
          status: 'active',
          date: addDays(TODAY, -5),
          responsible: 'Sandbox User',
        },
        { kind: 'indicator', id: ids.lower, name: 'Scrap', status: 'due', date: TODAY, responsible: 'Sandbox User' },
      ]);
    });

    it('refuses a spreadsheet with a bad row by its line and sends nothing', async () => {
      const file = join(dir, 'bad.csv');
      writeFileSync(file, `indicator_id,day,value\n${ids.higher},2026-08-31,95\n${ids.lower},31/08/2026,2\n`);
      sandbox.resetStats();
      const result = await hoshin('record', '--csv', file);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('line 3: day must be a date YYYY-MM-DD, got "31/08/2026"');
      expect(result.stderr).toContain('nothing was sent');
      expect(sandbox.stats.requests).toBe(0);
    });

    it('reports a conflict without overwriting, sends no row of a file that holds one, and skips what is already there', async () => {
      const file = join(dir, 'august.csv');
      writeFileSync(file, [`${ids.higher},2026-08-31,95`, `${ids.higher},2026-07-31,90`, `${ids.lower},2026-07-31,1.9`].join('\n'));
      const histories = sandbox.store.all('indicator_history').length;
      const first = await hoshin('record', '--csv', file);
      expect(first.code).toBe(2);
      // Each row's sentence wraps at 80 columns: read with its spaces as one.
      expect(first.stdout.replace(/\s+/g, ' ')).toContain(
        `line 3: indicator ${ids.lower} on 2026-07-31 = 1.9: conflict, the day holds 1.5 (history `,
      );
      expect(first.stdout.replace(/\s+/g, ' ')).toMatch(
        /the day holds 1\.5 \(history \d+\); not overwritten \(to replace it: hoshin update history \d+ value=1\.9\)/,
      );
      expect(first.stdout.replace(/\s+/g, ' ')).toContain(
        'nothing was sent: 1 row cannot be applied (above), so the other 2 are held back',
      );
      expect(sandbox.store.all('indicator_history')).toHaveLength(histories);
      const dry = await hoshin('record', '--csv', file, '--dry-run');
      expect(dry.stdout.replace(/\s+/g, ' ')).toContain('1 to record, skipped 1 (already there), 1 conflict, 0 failed');
      expect(dry.stdout.replace(/\s+/g, ' ')).toContain('dry run: nothing was changed; 2 reads');
      expect(dry.stdout.replace(/\s+/g, ' ')).not.toContain('nothing was sent');
      const rerun = await hoshin('record', '--csv', file, '--json');
      expect(rerun.code).toBe(2);
      const again = JSON.parse(rerun.stdout);
      expect([again.recorded.length, again.held.length, again.conflicts.length]).toEqual([0, 2, 1]);
      expect(sandbox.store.all('indicator_history')).toHaveLength(histories);
      // Without the conflicting row the same file is recorded, and its re-run skips every row.
      writeFileSync(file, [`${ids.higher},2026-08-31,95`, `${ids.higher},2026-07-31,90`].join('\n'));
      expect((await hoshin('record', '--csv', file)).code).toBe(0);
      const last = await hoshin('record', '--csv', file);
      expect(last.code).toBe(0);
      expect(last.stdout.replace(/\s+/g, ' ')).toContain('recorded 0, skipped 2 (already there)');
    });
  });
