// An undo of a recorded value when monthly targets lie ahead: deleting the value makes the service
// move the indicator to the next target row (no value, its goal, its day); the undo puts the
// indicator back as it was, and a later record moves it again. An indicator left on a target row's
// day with no value is moved by the next record, never reported back-dated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDecimal } from '../../../../source/catalogue/values.js';
import { addDays, addMonths, localDay } from '../../../../source/domain/dates.js';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../../../source/sandbox/server.js';
import { isolatedDirs } from '../../../helpers/cli.js';
import { runInProcess } from '../../../helpers/cli-in-process.js';

const TODAY = localDay(Date.now());
const BY = addMonths(`${TODAY.slice(0, 7)}-01`, 4).slice(0, 7);
const INDICATOR = 102;

describe.each(['spec', 'hoshinplan'] as const)('undo of a value recorded before targets (%s flavour)', (flavour: SandboxFlavour) => {
  let sandbox: RunningSandbox;
  let env: NodeJS.ProcessEnv;
  const hoshin = (...argv: string[]) => runInProcess(argv, env, undefined, { columns: 1000 });
  const indicator = () => sandbox.store.get('indicator', INDICATOR)!;
  const shape = () => {
    const { value, last_update, next_update, goal } = indicator();
    return { value: readDecimal(value), last_update, next_update, goal: readDecimal(goal) };
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ flavour, seed: 'demo' });
    env = { ...isolatedDirs(), HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('puts the indicator back as it was (value, day, next update, goal), and the next record moves it', async () => {
    expect((await hoshin('get', 'indicator', String(INDICATOR))).code).toBe(0);
    const targets = await hoshin('targets', String(INDICATOR), '--ramp-to', '130', '--by', BY, '--yes');
    expect(targets.code, targets.stderr).toBe(0);
    const before = shape();
    const recorded = await hoshin('record', String(INDICATOR), '158');
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(readDecimal(indicator().value)).toBe(158);
    const record = (JSON.parse((await hoshin('log', '--json')).stdout) as { change: string; what: string }[]).find(
      (change) => change.what === 'record',
    )!;

    const undo = await hoshin('undo', record.change, '--yes');
    expect(undo.code, undo.stderr).toBe(0);
    expect(shape()).toEqual(before);

    const again = await hoshin('record', String(INDICATOR), '157');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`indicator ${INDICATOR} now shows 157`);
    expect(readDecimal(indicator().value)).toBe(157);
  });

  it('moves an indicator the service left on a target row with no value, saying so', async () => {
    const other = 103;
    expect((await hoshin('get', 'indicator', String(other))).code).toBe(0);
    expect((await hoshin('targets', String(other), '--ramp-to', '130', '--by', BY, '--yes')).code).toBe(0);
    // What deleting the value of its last update leaves when a target row lies before its next update.
    const target = sandbox.store
      .where('indicator_history', 'indicator_id', other)
      .filter((row) => row.value === null && String(row.day) > TODAY)
      .sort((a, b) => String(a.day).localeCompare(String(b.day)))[0]!;
    sandbox.store.put('indicator', { ...sandbox.store.get('indicator', other)!, value: null, last_update: String(target.day) });
    // A day before the target's that holds no value yet, with none after it.
    const taken = sandbox.store.where('indicator_history', 'indicator_id', other).filter((row) => row.value !== null);
    const newest =
      taken
        .map((row) => String(row.day))
        .sort()
        .at(-1) ?? '';
    const day = newest < TODAY ? TODAY : addDays(newest, 1);
    const recorded = await hoshin('record', String(other), '150', '--day', day);
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(recorded.stdout).not.toContain('back-dated');
    expect(recorded.stdout).toContain(`indicator ${other} now shows 150 as of ${day}`);
    const moved = sandbox.store.get('indicator', other)!;
    expect([readDecimal(moved.value), moved.last_update]).toEqual([150, day]);
  });
});
