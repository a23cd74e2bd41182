// Recording values through the built executable against the demo plan: the day a value without one
// is for, what a dry run checked and could not know, conflicts that name what is there, and re-runs
// that finish what an interrupted run started (a PUT that never came, a kill -9 in mid-file).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDecimal } from '../../source/catalogue/values.js';
import { addDays, localDay } from '../../source/domain/dates.js';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import type { Resource } from '../../source/sandbox/sandbox-records-store.js';
import { EXECUTABLE, isolatedDirs, runHoshin } from '../helpers/cli.js';
import { pollUntil } from '../helpers/wait.js';

const TODAY = localDay(Date.now());

describe.each(['spec', 'hoshinplan'] as const)('recording values and re-running (%s flavour)', (flavour: SandboxFlavour) => {
  let sandbox: RunningSandbox;
  let env: Record<string, string>;
  const dir = mkdtempSync(join(tmpdir(), 'hoshin-reruns-'));
  const hoshin = (...args: string[]) => runHoshin(args, { env });
  const indicator = (id: number) => sandbox.store.get('indicator', id)!;
  const historiesOf = (id: number) => sandbox.store.where('indicator_history', 'indicator_id', id);
  /** A demo indicator whose next update has passed (not updated last month). */
  const late = () => sandbox.store.all('indicator').filter((row) => typeof row.next_update === 'string' && row.next_update < TODAY);

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

  it('a value without a day goes on the update the indicator waits for when that has passed, and says so', async () => {
    const target = late()[0]!;
    const id = Number(target.id);
    const due = String(target.next_update);
    const result = await hoshin('record', String(id), '3.1');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.replace(/\s+/g, ' ')).toContain(`on ${due} (the update the indicator was waiting for; --day chooses another)`);
    expect(readDecimal(historiesOf(id).find((row) => row.day === due)?.value)).toBe(3.1);
    expect(historiesOf(id).some((row) => row.day === TODAY)).toBe(false);
    expect(indicator(id).last_update).toBe(due);
    // Now current: the next value without a day is today's, or its next update's when that falls within the week.
    const next = await hoshin('record', String(id), '3.0', '--json');
    expect(JSON.parse(next.stdout)).toMatchObject({
      day: String(indicator(id).last_update),
      day_source: expect.stringMatching(/^(today|scheduled|due)$/),
    });
  });

  it('a dry run says what it checked and what it could not know, and how many reads it made', async () => {
    const id = 101;
    const held = historiesOf(id)
      .map((row) => String(row.day))
      .sort()[0]!; // a day the service holds, unknown here
    const free = '2019-06-30';
    const file = join(dir, 'dry.csv');
    writeFileSync(file, `indicator_id,day,value\n${id},${held},12\n${id},${free},13\n`);
    sandbox.resetStats();
    const dry = await hoshin('record', '--csv', file, '--dry-run');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout.replace(/\s+/g, ' ')).toContain(`the service may already hold a value for ${held}: hoshin does not know it`);
    expect(dry.stdout.replace(/\s+/g, ' ')).toContain('dry run: nothing was changed; 1 read (each indicator once).');
    expect(dry.stdout.replace(/\s+/g, ' ')).toContain('not known: whether the service already holds a value on the 2 days to record');
    expect(dry.stdout.replace(/\s+/g, ' ')).not.toContain('nothing was sent');
    expect(sandbox.stats.requests).toBe(1);
    // The real run meets the value the service holds, and sees none of it: no conflict is claimed,
    // it says what it cannot know and how to change it.
    const real = await hoshin('record', '--csv', file);
    expect(real.code, real.stderr).toBe(0);
    expect(real.stdout.replace(/\s+/g, ' ')).toContain(
      `on ${held} = 12: the day already holds a value on the service, which shows none of it (it cannot list history values), so hoshin cannot tell whether it is 12; nothing was sent twice`,
    );
    expect(real.stdout.replace(/\s+/g, ' ')).toContain('then hoshin update history <id> value=12');
    expect(readDecimal(historiesOf(id).find((row) => row.day === free)?.value)).toBe(13);
    // Run again: both days are there now, nothing is sent twice.
    const again = await hoshin('record', '--csv', file);
    expect(again.code).toBe(0);
    expect(again.stdout.replace(/\s+/g, ' ')).toContain('recorded 0, skipped 2 (already there), 0 conflicts, 0 failed');
  });

  it('a real conflict names the value already there and its id, and how to replace it', async () => {
    const id = 101;
    const day = '2019-05-31';
    expect((await hoshin('record', String(id), '40', '--day', day)).code).toBe(0);
    const history = historiesOf(id).find((row) => row.day === day)!;
    const single = await hoshin('record', String(id), '41', '--day', day);
    expect(single.code).toBe(2);
    expect(single.stderr).toContain(
      `the day holds 40 (history ${String(history.id)}); not overwritten; to replace it: hoshin update history ${String(history.id)} value=41`,
    );
    // The same value again is no conflict: it is already there.
    const same = await hoshin('record', String(id), '40', '--day', day);
    expect(same.code).toBe(0);
    expect(same.stdout.replace(/\s+/g, ' ')).toContain(
      `already there: indicator ${id} "OEE line 2 (%)" holds 40 on ${day} (history ${String(history.id)}); nothing to do`,
    );
  });

  it('a value recorded whose indicator was never moved is moved by the re-run, not skipped', async () => {
    const target = late()[0]!;
    const id = Number(target.id);
    const before: Resource = { ...target };
    const due = String(target.next_update);
    const file = join(dir, 'unmoved.csv');
    writeFileSync(file, `${id},${due},2.5\n`);
    expect((await hoshin('record', '--csv', file)).code).toBe(0);
    expect(indicator(id).last_update).toBe(due);
    // As if the PUT that moves the indicator had failed: the service holds the value, the indicator did not move.
    sandbox.store.put('indicator', {
      ...indicator(id),
      value: before.value ?? null,
      last_update: before.last_update ?? null,
      next_update: before.next_update ?? null,
    });
    const rerun = await hoshin('record', '--csv', file);
    expect(rerun.code, rerun.stdout).toBe(0);
    expect(rerun.stdout.replace(/\s+/g, ' ')).toContain(`indicator ${id} moved to it now`);
    expect(rerun.stdout.replace(/\s+/g, ' ')).toContain('recorded 0, finished 1 (moved the indicator), skipped 0');
    expect(indicator(id).last_update).toBe(due);
    expect(readDecimal(indicator(id).value)).toBe(2.5);
    // And once moved, a third run has nothing left to do.
    expect((await hoshin('record', '--csv', file)).stdout.replace(/\s+/g, ' ')).toContain(
      'recorded 0, skipped 1 (already there), 0 conflicts, 0 failed',
    );
  });

  it('after a kill -9 in the middle of 200 rows, the re-run reports the rows already sent as there, not as conflicts, and moves the indicator', async () => {
    const created = JSON.parse(
      (await hoshin('create', 'indicator', '--parent', '61', 'name=Kill test', 'goal=100', 'worst_value=0', 'frequency=monthly', '--json'))
        .stdout,
    );
    const id = Number(created.id);
    const rows = Array.from({ length: 200 }, (_, i) => `${id},${addDays('2015-01-01', i * 7)},${i + 1}`);
    const file = join(dir, 'two-hundred.csv');
    writeFileSync(file, `indicator_id,day,value\n${rows.join('\n')}\n`);
    const childEnv: Record<string, string> = {};
    for (const [name, value] of Object.entries(process.env))
      if (value !== undefined && !name.startsWith('HOSHIN_') && !/^(https?|no)_proxy$/i.test(name)) childEnv[name] = value;
    const child = spawn(process.execPath, [EXECUTABLE, 'record', '--csv', file], {
      env: { ...childEnv, ...env },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await pollUntil(() => historiesOf(id).length >= 49, '49 rows sent', { timeoutMs: 30_000, everyMs: 1 });
    child.kill('SIGKILL');
    await exited;
    const sent = historiesOf(id).length;
    expect(sent).toBeLessThan(200);
    // 200 rows of one indicator, each signed on a second of its own: on a loaded CI machine this is
    // more than the helper's 20 s deadline for one command.
    const rerun = await runHoshin(['record', '--csv', file, '--json'], { env, timeoutMs: 90_000 });
    expect(rerun.code, rerun.stdout + rerun.stderr).toBe(0);
    const answer = JSON.parse(rerun.stdout);
    expect(answer.conflicts).toEqual([]);
    expect(answer.failed).toEqual([]);
    expect(answer.skipped.length + answer.finished.length).toBe(sent);
    expect(answer.recorded.length).toBe(200 - sent);
    expect(historiesOf(id)).toHaveLength(200);
    expect(indicator(id).last_update).toBe(addDays('2015-01-01', 199 * 7));
    expect(readDecimal(indicator(id).value)).toBe(200);
    // A third run: every row is there.
    const third = JSON.parse((await runHoshin(['record', '--csv', file, '--json'], { env, timeoutMs: 90_000 })).stdout);
    expect([third.recorded.length, third.finished.length, third.skipped.length, third.conflicts.length]).toEqual([0, 0, 200, 0]);
  }, 240_000);
});
