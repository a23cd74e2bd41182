// `record --csv` with the service down stops at the first connection failure and says so once:
// one line with the reason and the rows not sent, not the same error for every row.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runInProcess, startDemoService } from '../helpers/cli-in-process.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function csvFile(rows: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'hoshin-csv-down-'));
  dirs.push(dir);
  const file = join(dir, 'values.csv');
  const lines = Array.from({ length: rows }, (_, i) => `${101 + (i % 3)},2026-0${1 + Math.floor(i / 3)}-28,${10 + i}`);
  writeFileSync(file, ['indicator_id,day,value', ...lines].join('\n'));
  return file;
}

describe('record --csv with the service down', () => {
  it('says the connection failure once, with the rows not sent, and exits 5', async () => {
    const { sandbox, env } = await startDemoService();
    await sandbox.close();
    const result = await runInProcess(['record', '--csv', csvFile(8), '--timeout', '2'], env);
    expect(result.code).toBe(5);
    // A line each, its wrapping at 80 columns undone.
    const lines = result.stdout
      .trimEnd()
      .replace(/\n {2}(?=\S)/g, ' ')
      .split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^stopped: .*(connect|refused)/i);
    expect(lines[0]).toContain('8 rows not sent (lines 2, 3, 4, 5, … 9)');
    expect(lines[1]).toBe('recorded 0, skipped 0 (already there), 0 conflicts, 0 failed, 8 not sent');
  });
});
