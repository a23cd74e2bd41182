// A value far outside the indicator's range (a slip of the keys) is questioned before anything is
// recorded: refused in a script unless --yes, asked at a terminal; a value in range is not asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDecimal } from '../../../../source/catalogue/values.js';
import { farOutsideRange } from '../../../../source/domain/value-range.js';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../../../source/sandbox/server.js';
import { isolatedDirs } from '../../../helpers/cli.js';
import { runInProcess } from '../../../helpers/cli-in-process.js';

describe('farOutsideRange', () => {
  it('questions a value more than 100 ranges beyond either end, whichever way the indicator improves', () => {
    expect(farOutsideRange({ goal: 100, worst_value: 0 }, 10_100)).toBeNull();
    expect(farOutsideRange({ goal: 100, worst_value: 0 }, 10_101)).toMatchObject({ ranges: 100 });
    expect(farOutsideRange({ goal: 100, worst_value: 0 }, -10_001)).toMatchObject({ ranges: 100 });
    expect(farOutsideRange({ goal: 2, worst_value: 40 }, 1_234_567)).toMatchObject({ ranges: 32_487 });
    expect(farOutsideRange({ goal: 5, worst_value: 5 }, 1e12)).toBeNull();
  });
});

describe.each(['spec', 'hoshinplan'] as const)('hoshin record of a value far outside the range (%s flavour)', (flavour: SandboxFlavour) => {
  let sandbox: RunningSandbox;
  let env: NodeJS.ProcessEnv;
  const writes = () => sandbox.stats.log.filter((entry) => entry.method !== 'GET').length;

  beforeAll(async () => {
    sandbox = await startSandbox({ flavour, seed: 'demo' });
    env = { ...isolatedDirs(), HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('is refused in a script, naming the range and --yes; nothing is recorded', async () => {
    const before = writes();
    const result = await runInProcess(['record', '105', '1,234,567'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /refusing to record: 1234567 lies [\d,]+ times the range of indicator 105 \(worst value .*, goal .*\) beyond it; nothing was recorded; give --yes to record it all the same/,
    );
    expect(writes()).toBe(before);
  });

  it('is asked about at a terminal: no records nothing', async () => {
    const before = writes();
    const result = await runInProcess(['record', '105', '1,234,567'], env, 'n\r');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('Record it all the same?');
    expect(result.stderr).toContain('Nothing recorded.');
    expect(writes()).toBe(before);
  });

  it('is recorded with --yes', async () => {
    const result = await runInProcess(['record', '105', '1,234,567', '--yes'], env);
    expect(result.code, result.stderr).toBe(0);
    expect(readDecimal(sandbox.store.get('indicator', 105)?.value)).toBe(1_234_567);
  });
});
