// A plan known here only in part, run in process against the demo plan: opening one
// indicator learns the plan around it, and due, bowling and health compare what is known with the
// hoshin's counters, never giving a false all-clear (exit 7 for a partial answer), in both flavours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../source/domain/dates.js';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

// A walk: each test starts where the one before left the sandbox, so the order is kept even
// when the suite runs shuffled (`--sequence.shuffle`).
const ORDERED = { shuffle: false } as const;

const PARTIAL = 7;
const TODAY = localDay(Date.now());

for (const flavour of ['spec', 'hoshinplan'] satisfies SandboxFlavour[])
  describe(`a plan known in part (${flavour} flavour)`, ORDERED, () => {
    let sandbox: RunningSandbox;
    let env: Record<string, string>;
    const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });
    /** What the service counts in hoshin 11 right now. */
    const counted = () => sandbox.store.get('hoshin', 11)!;

    beforeAll(async () => {
      sandbox = await startSandbox({ flavour, seed: 'demo' });
      env = {
        ...isolatedDirs(),
        HOSHIN_BASE_URL: sandbox.url,
        HOSHIN_APP_KEY: sandbox.appKey,
        HOSHIN_APP_SECRET: sandbox.secret,
      };
    });
    afterAll(async () => {
      await sandbox.close();
    });

    it('get learns the plan around what it opens: each ancestor once, and the objective’s indicators and tasks', async () => {
      sandbox.resetStats();
      expect((await hoshin('get', 'indicator', '101')).code).toBe(0);
      // The indicator, its objective, area, hoshin and company, the objective's two lists, and the
      // company's people once a day (the readable output names the person responsible).
      expect(sandbox.stats.requests).toBe(8);
      const stats = (await hoshin('index', 'stats')).stdout;
      for (const kind of ['companies', 'hoshins', 'areas', 'objectives']) expect(stats).toMatch(new RegExp(`${kind}\\s+1\\n`));
      const objective61 = sandbox.store.where('indicator', 'objective_id', 61).length;
      expect(stats).toMatch(new RegExp(`indicators\\s+${objective61}\\n`));
      // Known and fresh: the next command fetches only what it was asked for.
      sandbox.resetStats();
      expect((await hoshin('get', 'indicator', '101')).code).toBe(0);
      expect(sandbox.stats.requests).toBe(1);
    });

    it('due names what the service counts beyond what is known, and exits 7 instead of "Nothing is due"', async () => {
      const result = await hoshin('due', '--hoshin', '11');
      expect(result.code, result.stderr).toBe(PARTIAL);
      expect(result.stdout).not.toContain('Nothing is due:');
      const known = sandbox.store.where('indicator', 'objective_id', 61).length;
      expect(result.stdout).toContain(`${known} of ${String(counted().indicators_count)} indicators`);
      // The sentence wraps to 80 columns when piped: read with its line breaks as spaces.
      expect(result.stdout.replace(/\s+/g, ' ')).toContain(
        `the service counts ${String(counted().outdated_indicators_count)} outdated indicators and ${String(counted().outdated_tasks_count)} late tasks in this hoshin`,
      );
      expect(result.stdout).toContain('hoshin get objective <id>');
      expect(result.stdout).toContain('hoshin index import FILE');

      const json = await hoshin('due', '--hoshin', '11', '--json');
      expect(json.code).toBe(PARTIAL);
      const answer = JSON.parse(json.stdout);
      expect(answer.complete).toBe(false);
      expect(answer.unknown.indicators).toBe(Number(counted().indicators_count) - known);
      expect(answer.unknown.tasks).toBeGreaterThan(0);
      expect(Array.isArray(answer.items)).toBe(true);
    });

    it('due of every plan counts the company’s hoshins that are not known here', async () => {
      const result = await hoshin('due');
      expect(result.code).toBe(PARTIAL);
      expect(result.stdout).toMatch(/\(company 1\) counts 4 hoshins, 1 known here/);
    });

    it('bowling and health say they are partial, in text and JSON', async () => {
      const chart = await hoshin('bowling', 'hoshin', '11', '--json');
      expect(chart.code).toBe(PARTIAL);
      const known = sandbox.store.where('indicator', 'objective_id', 61).length;
      expect(JSON.parse(chart.stdout)).toMatchObject({
        complete: false,
        unknown_indicators: Number(counted().indicators_count) - known,
      });
      expect(chart.stderr).toContain('indicators and');
      const text = await hoshin('bowling', 'hoshin', '11');
      expect(text.code).toBe(PARTIAL);
      expect(text.stdout).toContain(
        `Partial chart: ${Number(counted().indicators_count) - known} of the hoshin's indicators are not known here`,
      );
      // An objective's indicators are listed by the service: its chart is complete.
      const objective = await hoshin('bowling', 'objective', '61', '--json');
      expect(objective.code).toBe(0);
      expect(JSON.parse(objective.stdout)).toMatchObject({ complete: true, unknown_indicators: 0 });

      const health = await hoshin('health', '11');
      expect(health.code).toBe(PARTIAL);
      expect(health.stdout).toContain('The items behind these figures are known here only in part:');
      const healthJson = JSON.parse((await hoshin('health', '11', '--json')).stdout);
      expect(healthJson.complete).toBe(false);
    });

    it('lists from the index say their counters are cached, and a get refreshes them', async () => {
      const list = await hoshin('list', 'hoshins', '--company', '1');
      expect(list.code).toBe(PARTIAL);
      expect(list.stderr.replace(/\s+/g, ' ')).toMatch(/counters and flags as of (just now|\d+ min ago)/);
      // The index's copy follows the service once fetched again.
      sandbox.store.put('hoshin', { ...sandbox.store.get('hoshin', 11)!, name: 'Hoshin renamed' });
      expect((await hoshin('list', 'hoshins', '--company', '1')).stdout).not.toContain('Hoshin renamed');
      expect((await hoshin('get', 'hoshin', '11')).code).toBe(0);
      expect((await hoshin('list', 'hoshins', '--company', '1')).stdout).toContain('Hoshin renamed');
    });

    it('get still shows what it fetched when the plan around it cannot be learned, and says so', async () => {
      // The area of an objective is gone while the objective's indicator is still served.
      const indicator = sandbox.store.where('indicator', 'hoshin_id', 11).find((row) => row.area_id !== 21)!;
      const area = sandbox.store.get('area', Number(indicator.area_id))!;
      sandbox.store.delete('area', Number(area.id));
      try {
        const result = await hoshin('get', 'indicator', String(indicator.id), '--json');
        expect(result.code, result.stderr).toBe(0);
        expect(JSON.parse(result.stdout).id).toBe(indicator.id);
        expect(result.stderr).toContain(`the plan around indicator ${String(indicator.id)} could not all be learned`);
      } finally {
        sandbox.store.put('area', area);
      }
    });

    it('once every objective of the hoshin is opened, due shows every item the service counts and exits 0', async () => {
      const objectives = sandbox.store.where('objective', 'hoshin_id', 11).map((objective) => Number(objective.id));
      for (const id of objectives) expect((await hoshin('get', 'objective', String(id))).code).toBe(0);
      const result = await hoshin('due', '--hoshin', '11', '--json');
      expect(result.code, result.stderr).toBe(0);
      const answer = JSON.parse(result.stdout);
      expect(answer).toMatchObject({ complete: true, unknown: { indicators: 0, tasks: 0 } });
      const late = (kind: string) =>
        answer.items.filter((item: { kind: string; status: string; date: string }) => item.kind === kind && item.date < TODAY).length;
      expect(late('indicator')).toBe(Number(counted().outdated_indicators_count));
      expect(late('task')).toBe(Number(counted().outdated_tasks_count));
      const text = await hoshin('due', '--hoshin', '11');
      expect(text.code).toBe(0);
      expect(text.stdout).not.toContain('not all of the plan');
    });
  });
