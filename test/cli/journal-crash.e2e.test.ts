// The journal when things go wrong: a `record --csv` of 200 rows killed with SIGKILL halfway
// leaves a readable journal naming every row the service received; 16 `record` processes at once
// leave 16 changes with their outcomes.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { EXECUTABLE, isolatedDirs, runHoshin, type RunResult } from '../helpers/cli.js';
import { journalOf } from '../helpers/state-database.js';
import { pollUntil } from '../helpers/wait.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the CLI's JSON answer, read by path as the tests need it
function json(result: RunResult): any {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

describe('the journal after a crash and under parallel writers', () => {
  let sandbox: RunningSandbox;
  let env: Record<string, string>;
  const indicators: number[] = [];
  const hoshin = (...args: string[]) => runHoshin(args, { env, timeoutMs: 60_000 });
  const created = async (...args: string[]) => json(await hoshin('create', ...args, '--json')).id as number;
  const journal = () => journalOf(env, sandbox.url, sandbox.appKey);

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 'empty' });
    env = {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    };
    const company = await created('company', 'name=Crash Co');
    const plan = await created('hoshin', '--parent', String(company), 'name=Plan');
    const area = await created('area', '--parent', String(plan), 'name=Ops');
    const objective = await created('objective', '--parent', String(area), 'name=Flow', 'responsible_id=1');
    for (let n = 0; n < 11; n++) {
      indicators.push(
        await created(
          'indicator',
          '--parent',
          String(objective),
          `name=Line ${n}`,
          'goal=100',
          'worst_value=0',
          'frequency=monthly',
          'responsible_id=1',
        ),
      );
    }
  }, 120_000);
  afterAll(async () => {
    await sandbox.close();
  });

  it('a record --csv of 200 rows killed halfway leaves a journal naming every row the service received', async () => {
    const rows = ['indicator_id,day,value'];
    for (const indicator of indicators.slice(0, 10))
      for (let day = 1; day <= 20; day++) rows.push(`${indicator},2026-01-${String(day).padStart(2, '0')},${day}`);
    const file = join(mkdtempSync(join(tmpdir(), 'hoshin-crash-')), 'month.csv');
    writeFileSync(file, `${rows.join('\n')}\n`);
    sandbox.resetStats();
    // Values the service stored (a create first tries the other flavour's route once: a 404 that stores nothing).
    const posts = () => sandbox.stats.log.filter((entry) => entry.method === 'POST' && entry.status < 300).length;
    const child = spawn(process.execPath, [EXECUTABLE, 'record', '--csv', file], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('close', resolve));
    await pollUntil(() => posts() >= 60, 'sixty values recorded', { timeoutMs: 60_000 });
    child.kill('SIGKILL');
    await exited;

    const histories = sandbox.store.all('indicator_history');
    expect(histories.length).toBeGreaterThanOrEqual(60);
    expect(histories.length).toBeLessThan(200);
    const records = journal().filter((change) => change.what === 'record');
    // Every value the service holds was named in the journal before it was sent.
    for (const history of histories) {
      expect(
        records.some(
          (change) =>
            change.parent === history.indicator_id &&
            change.sent.day === history.day &&
            Number(change.sent.value) === Number(history.value),
        ),
      ).toBe(true);
    }
    // At most the one in flight when the process died has no answer; it says so.
    const unanswered = records.filter((change) => change.unanswered);
    expect(unanswered.length).toBeLessThanOrEqual(1);
    // The sandbox counts an answer once it is written: the request in flight at the kill may be stored, not counted.
    expect([0, 1]).toContain(histories.length - posts());
    // And the journal names at most one more (its intent written, the process killed before sending it).
    expect([0, 1]).toContain(records.length - histories.length);
    for (const change of unanswered) expect(change.outcome).toBe('unknown');
    // The journal reads, and says which are still unknown.
    const log = await hoshin('log');
    expect(log.code, log.stderr).toBe(0);
    // One write at a time: the one in flight (a value, or the indicator it moves) is the only unknown.
    const unknown = journal().filter((change) => change.outcome === 'unknown');
    expect(unknown.length).toBeLessThanOrEqual(1);
    expect(log.stdout).toMatch(unknown.length === 0 ? /every outcome is known/ : /1 still unknown/);
  }, 120_000);

  it('16 record processes at once leave 16 changes, each with its outcome', async () => {
    const indicator = indicators[10] as number;
    const days = Array.from({ length: 16 }, (_, n) => `2026-02-${String(n + 1).padStart(2, '0')}`);
    const results = await Promise.all(days.map((day, n) => hoshin('record', String(indicator), String(n + 1), '--day', day)));
    for (const result of results) expect(result.code, result.stderr).toBe(0);
    const records = journal().filter((change) => change.what === 'record' && change.parent === indicator);
    expect(records.map((change) => change.sent.day).sort()).toEqual(days);
    expect(records.every((change) => change.outcome === 'done' && !change.unanswered)).toBe(true);
  }, 120_000);
});
