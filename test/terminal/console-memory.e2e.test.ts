// The console keeps its young generation at its first size after a burst of long-lived objects
// (10,000 objectives read from the store): V8 would otherwise keep it grown, 32 MiB resident.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const BURST = resolve('test/fixtures/console-memory/burst.ts');
const MiB = 1024 * 1024;

/** The young generation's resident bytes after the burst, in a process of its own (V8's flags are the process's). */
function youngAfterBurst(setting: 'small' | 'default'): number {
  const out = execFileSync(process.execPath, ['--import', 'tsx', BURST, setting], { encoding: 'utf8', timeout: 30_000 });
  const [bytes, kept] = out.trim().split(' ').map(Number);
  expect(kept).toBe(300_000);
  return bytes!;
}

it('keeps the young generation small after a burst of objects that live on; without the setting it grows', () => {
  const small = youngAfterBurst('small');
  const grown = youngAfterBurst('default');
  expect(small).toBeGreaterThan(0);
  expect(small).toBeLessThanOrEqual(8 * MiB);
  expect(grown).toBeGreaterThan(small * 4);
});
