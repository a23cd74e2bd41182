// hoshin targets in process against both sandbox flavours: a year's targets from a CSV and as a ramp,
// checked in full before the first write, re-runs that write nothing, days that already hold a value,
// and the service's daily job moving the goal to the day's target.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDecimal } from '../../../../source/catalogue/values.js';
import { addMonths, localDay } from '../../../../source/domain/dates.js';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../../../source/sandbox/server.js';
import { runInProcess, type Row } from '../../../helpers/cli-in-process.js';

// A walk: each test starts where the one before left the sandbox, so the order is kept even
// when the suite runs shuffled (`--sequence.shuffle`).
const ORDERED = { shuffle: false } as const;

const TODAY = localDay(Date.now());
const month = (ahead: number) => addMonths(`${TODAY.slice(0, 7)}-01`, ahead).slice(0, 7);

for (const flavour of ['spec', 'hoshinplan'] satisfies SandboxFlavour[])
  describe(`hoshin targets (${flavour} flavour)`, ORDERED, () => {
    let sandbox: RunningSandbox;
    let env: NodeJS.ProcessEnv;
    const root = mkdtempSync(join(tmpdir(), 'hoshin-targets-'));
    // On a terminal wide enough that no sentence wraps (prose-wraps.test.ts checks the wrapping).
    const hoshin = (argv: string[], typed?: string) => runInProcess(argv, env, typed, { columns: 1000 });
    const rowsOf = (id: number) => sandbox.store.where('indicator_history', 'indicator_id', id) as Row[];
    const targetsOf = (id: number) => rowsOf(id).filter((row) => row.value === null || row.value === undefined);
    const writes = () => sandbox.stats.log.filter((entry) => entry.method !== 'GET');
    const file = (name: string, text: string) => {
      const path = join(root, name);
      writeFileSync(path, text);
      return path;
    };

    beforeAll(async () => {
      sandbox = await startSandbox({ flavour, seed: 'demo' });
      env = {
        HOSHIN_CONFIG_DIR: join(root, 'config'),
        HOSHIN_STATE_DIR: join(root, 'state'),
        HOME: root,
        HOSHIN_BASE_URL: sandbox.url,
        HOSHIN_APP_KEY: sandbox.appKey,
        HOSHIN_APP_SECRET: sandbox.secret,
      };
    });
    afterAll(async () => {
      await sandbox.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('sets the targets of a CSV, and the same file run again writes nothing', async () => {
      const csv = file('year.csv', `indicator_id,day,goal\n102,${month(1)}-01,150\n102,${month(2)}-01,145\n103,${month(1)}-01,9.8\n`);
      const first = await hoshin(['targets', '--csv', csv]);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain('set 3, 0 already there');
      expect(targetsOf(102).map((row) => [row.day, readDecimal(row.goal)])).toEqual([
        [`${month(1)}-01`, 150],
        [`${month(2)}-01`, 145],
      ]);
      sandbox.resetStats();
      const again = await hoshin(['targets', '--csv', csv, '--json']);
      expect(again.code, again.stderr).toBe(0);
      expect(JSON.parse(again.stdout).rows.map((row: { outcome: string }) => row.outcome)).toEqual(['same', 'same', 'same']);
      expect(writes()).toEqual([]);
      expect(targetsOf(102)).toHaveLength(2);
    });

    it('changes a target to a new goal on the row it set, and nothing else', async () => {
      const csv = file('change.csv', `102,${month(1)}-01,148\n`);
      sandbox.resetStats();
      const result = await hoshin(['targets', '--csv', csv]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/set on history \d+, was 150/);
      expect(writes().map((entry) => entry.method)).toEqual(['PUT']);
      expect(targetsOf(102).map((row) => readDecimal(row.goal))).toEqual([148, 145]);
    });

    it('refuses a second target in a month, in the file or beside one set before, and sends nothing', async () => {
      const twice = file('twice.csv', `102,${month(1)}-01,150\n102,${month(1)}-15,151\n`);
      sandbox.resetStats();
      const inFile = await hoshin(['targets', '--csv', twice]);
      expect(inFile.code).toBe(2);
      expect(inFile.stderr.replace(/\s+/g, ' ')).toContain(
        `indicator 102 already has the target 150 on ${month(1)}-01 (line 1) for ${month(1)}, and a month has one target`,
      );
      const beside = file('beside.csv', `102,${month(2)}-20,140\n103,${month(2)}-01,9.9\n`);
      const besideKnown = await hoshin(['targets', '--csv', beside]);
      expect(besideKnown.code).toBe(2);
      expect(besideKnown.stdout).toContain(
        `indicator 102 already has the target 145 on ${month(2)}-01 for ${month(2)}, and a month has one target`,
      );
      expect(besideKnown.stdout).toContain('not sent (applied whole or not at all)');
      expect(writes()).toEqual([]);
      expect(targetsOf(102)).toHaveLength(2);
    });

    it('checks the whole file before the first write: one bad row sends nothing', async () => {
      const before = sandbox.store.all('indicator_history').length;
      const csv = file('bad.csv', `indicator_id,day,goal\n104,${month(1)}-01,3\n104,${month(2)}-32,2.5\n104,${month(3)}-01,many\n`);
      sandbox.resetStats();
      const result = await hoshin(['targets', '--csv', csv]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('has 2 rows refused; nothing was sent');
      expect(result.stderr).toContain('goal must be a number, got "many"');
      expect(sandbox.stats.log).toEqual([]);
      // An indicator that does not exist holds back every other row: all or nothing.
      const unknown = file('unknown.csv', `104,${month(1)}-01,3\n999999,${month(1)}-01,1\n`);
      const held = await hoshin(['targets', '--csv', unknown]);
      expect(held.code).toBe(4);
      expect(held.stdout).toContain('not sent (applied whole or not at all)');
      expect(writes()).toEqual([]);
      expect(sandbox.store.all('indicator_history')).toHaveLength(before);
    });

    it('keeps the value of a day that holds one: the goal where the row is known, nothing where it cannot be reached', async () => {
      const indicator = sandbox.store.get('indicator', 105) as Row;
      const lastUpdate = String(indicator.last_update);
      const older = rowsOf(105)
        .map((row) => String(row.day))
        .filter((day) => day < lastUpdate)
        .sort()[0]!;
      const csv = file('valued.csv', `105,${lastUpdate},77\n105,${older},70\n`);
      sandbox.resetStats();
      const result = await hoshin(['targets', '--csv', csv]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`on ${lastUpdate}: target 77: not set, the day holds the value`);
      expect(result.stdout).toContain(`on ${older}: target 70: not set, the service refused the day`);
      expect(result.stdout).toContain('set 0, 0 already there, 2 kept as they are, 0 failed');
      // Only the one create the service refused: the row of the last update is never sent for.
      expect(writes().map((entry) => entry.method)).toEqual(['POST']);
      expect(
        rowsOf(105)
          .filter((row) => row.day === older || row.day === lastUpdate)
          .every((row) => readDecimal(row.value) !== null),
      ).toBe(true);

      // A value recorded here is known with its row: its day takes the goal and keeps the value.
      const recorded = await hoshin(['record', '106', '41', '--day', TODAY]);
      expect(recorded.code, recorded.stderr).toBe(0);
      const onValue = await hoshin(['targets', '--csv', file('on-value.csv', `106,${TODAY},44\n`)]);
      expect(onValue.code, onValue.stderr).toBe(0);
      expect(onValue.stdout).toContain('its value is kept');
      const row = rowsOf(106).find((r) => r.day === TODAY)!;
      expect([readDecimal(row.value), readDecimal(row.goal)]).toEqual([41, 44]);
    });

    it("records a value on a target's day: the row takes the value and keeps its goal; a later target does not make it back-dated", async () => {
      const set = await hoshin(['targets', '--csv', file('today.csv', `108,${TODAY},55\n108,${month(1)}-01,60\n`)]);
      expect(set.code, set.stderr).toBe(0);
      const recorded = await hoshin(['record', '108', '50', '--day', TODAY]);
      expect(recorded.code, recorded.stdout + recorded.stderr).toBe(0);
      const rows = rowsOf(108).filter((row) => row.day === TODAY);
      expect(rows.map((row) => [readDecimal(row.value), readDecimal(row.goal)])).toEqual([[50, 55]]);
      const indicator = sandbox.store.get('indicator', 108) as Row;
      expect([readDecimal(indicator.value), indicator.last_update]).toEqual([50, TODAY]);
    });

    it('ramps in equal monthly steps from the current value, shown first; the same ramp again writes nothing', async () => {
      const refused = await hoshin(['targets', '107', '--ramp-to', '90', '--by', month(4)]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('without --yes');
      expect(targetsOf(107)).toEqual([]);

      const indicator = sandbox.store.get('indicator', 107) as Row;
      const start = readDecimal(indicator.value)!;
      const asked = await hoshin(['targets', '107', '--ramp-to', '90', '--by', month(4)], 'y\r');
      expect(asked.code, asked.stderr).toBe(0);
      expect(asked.stdout).toContain(`4 equal monthly steps from its current value ${start} to 90 by ${month(4)}`);
      expect(asked.stderr).toContain('Set these targets?');
      const goals = targetsOf(107)
        .sort((a, b) => String(a.day).localeCompare(String(b.day)))
        .map((row) => [row.day, readDecimal(row.goal)]);
      const step = (90 - start) / 4;
      expect(goals.map(([day]) => day)).toEqual([1, 2, 3, 4].map((n) => `${month(n)}-01`));
      expect(goals.at(-1)?.[1]).toBe(90);
      expect(goals[0]?.[1]).toBeCloseTo(start + step, 1);

      sandbox.resetStats();
      const again = await hoshin(['targets', '107', '--ramp-to', '90', '--by', month(4), '--yes']);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain('set 0, 4 already there');
      expect(writes()).toEqual([]);

      const answeredNo = await hoshin(['targets', '107', '--ramp-to', '95', '--by', month(2)], 'n\r');
      expect(answeredNo.stderr).toContain('Nothing set.');
      expect(
        targetsOf(107)
          .map((row) => readDecimal(row.goal))
          .at(-1),
      ).toBe(90);
    });

    it("refuses a ramp's bad goal or month before any request", async () => {
      sandbox.resetStats();
      const cases: [string[], string][] = [
        [['targets', '107', '--ramp-to', 'ninety', '--by', month(3)], '--ramp-to: "ninety" is not a number'],
        [['targets', '107', '--ramp-to', '90'], '--ramp-to needs --by'],
        [['targets', '107', '--ramp-to', '90', '--by', '2027-13'], '--by: "2027-13" is not a month'],
        [['targets', '107', '--ramp-to', '90', '--by', TODAY.slice(0, 7), '--yes'], 'is not after this month'],
        // Never a silently shorter ramp than the month it names.
        [['targets', '107', '--ramp-to', '90', '--by', '9999-12', '--yes'], 'months away; a ramp takes at most 240 monthly steps'],
        [['targets', '--csv', join(root, 'missing.csv')], 'does not exist'],
      ];
      for (const [argv, message] of cases) {
        const result = await hoshin(argv);
        expect(result.code, argv.join(' ')).toBe(2);
        expect(result.stderr).toContain(message);
      }
      expect(sandbox.stats.log).toEqual([]);
    });

    it("shows this month's and next month's target, falling back to the indicator's goal and saying so", async () => {
      const result = await hoshin(['targets', '102']);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`Next month's target: 148 (the target row of ${month(1)}-01)`);
      expect(result.stdout).toContain(`This month's target: 140 (no target row for ${TODAY.slice(0, 7)}: the indicator's goal)`);
      const got = await hoshin(['get', 'indicator', '102']);
      expect(got.stdout).toContain(`\nNext month's target: 148 (the target row of ${month(1)}-01)\n`);
      expect(got.stdout).toContain(`This month's target: 140 (no target row for ${TODAY.slice(0, 7)}: the indicator's goal)`);
      // The demo's OEE stepped up through the year: its rows are known once recorded here, not from the sandbox.
      const oee = await hoshin(['targets', '101', '--json']);
      expect(JSON.parse(oee.stdout).this_month).toMatchObject({ goal: 85, from: 'indicator' });
    });

    it("runs the service's daily job: on a target's day the indicator's goal moves to it", async () => {
      expect(readDecimal((sandbox.store.get('indicator', 102) as Row).goal)).toBe(140);
      expect(await sandbox.runDailyJob(`${month(2)}-02`)).toEqual([]);
      expect(await sandbox.runDailyJob(`${month(1)}-01`)).toEqual([102, 103, 108, 107]);
      expect(readDecimal((sandbox.store.get('indicator', 102) as Row).goal)).toBe(148);
      const read = await hoshin(['get', 'indicator', '102', '--json']);
      expect(readDecimal(JSON.parse(read.stdout).goal)).toBe(148);
    });
  });
