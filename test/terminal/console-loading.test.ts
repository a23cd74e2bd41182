import { afterEach, describe, expect, it } from 'vitest';
import { loadWithoutCi } from '../../source/terminal/console-loading.js';

describe('loading the console without the CI variables', () => {
  const saved = { CI: process.env.CI, CONTINUOUS_INTEGRATION: process.env.CONTINUOUS_INTEGRATION };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('hides them while any load runs and puts them back when the last one ends, in whatever order they end', async () => {
    process.env.CI = 'true';
    process.env.CONTINUOUS_INTEGRATION = '1';
    let endEarly!: () => void;
    let endCommand!: () => void;
    const seen: (string | undefined)[] = [];
    // main.ts's head start, then the command's own load inside it; the head start ends first.
    const early = loadWithoutCi(() => new Promise<void>((done) => (endEarly = done)).then(() => seen.push(process.env.CI)));
    const command = loadWithoutCi(() => new Promise<void>((done) => (endCommand = done)).then(() => seen.push(process.env.CI)));
    endEarly();
    await early;
    // The command's load still runs: Ink may be evaluating now.
    expect(process.env.CI).toBeUndefined();
    expect(process.env.CONTINUOUS_INTEGRATION).toBeUndefined();
    endCommand();
    await command;
    expect(seen).toEqual([undefined, undefined]);
    expect(process.env.CI).toBe('true');
    expect(process.env.CONTINUOUS_INTEGRATION).toBe('1');
  });

  it('puts them back when a load fails', async () => {
    process.env.CI = 'true';
    await expect(loadWithoutCi(() => Promise.reject(new Error('broken module')))).rejects.toThrow('broken module');
    expect(process.env.CI).toBe('true');
  });
});
