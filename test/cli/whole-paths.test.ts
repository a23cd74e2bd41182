// A path, a web address or a command in a hint or a note is copied from the terminal: it is never
// broken across lines, even where it is wider than stderr; the prose around it still wraps.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hangingLines, hintLines } from '../../source/cli/terminal/stderr-lines.js';
import { databaseFile } from '../../source/store/database.js';
import { hoshinPaths } from '../../source/config/paths.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

describe('paths, addresses and commands stay whole', () => {
  it('a state directory longer than the line is named whole, on a line of its own, in the note about it', async () => {
    const dirs = isolatedDirs();
    const stateDir = join(dirs.HOSHIN_STATE_DIR, 'a-state-directory-with-a-long-name', 'nested/deeper/and-deeper-still/hoshin');
    mkdirSync(stateDir, { recursive: true });
    const env = { ...dirs, HOSHIN_STATE_DIR: stateDir, HOSHIN_BASE_URL: 'http://127.0.0.1:9', HOSHIN_APP_KEY: 'k', HOSHIN_APP_SECRET: 's' };
    const file = databaseFile(hoshinPaths(env));
    expect(file.length).toBeGreaterThan(80);
    writeFileSync(file, 'not a database at all, but long enough to be read as a file header of sorts\n'.repeat(4), { mode: 0o600 });
    const result = await runHoshinInProcess(['history', '101'], { env });
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stderr.replace(/\n$/, '').split('\n');
    // The file and where it went, each whole on a line (after the note's indent).
    expect(
      lines.map((line) => line.trim()),
      result.stderr,
    ).toContain(file);
    expect(
      lines.some((line) => line.trim().startsWith(`${file}.corrupt-`)),
      result.stderr,
    ).toBe(true);
    // Every other line still fits 80 columns.
    for (const line of lines.filter((text) => !text.includes('/'))) expect(line.length, line).toBeLessThanOrEqual(80);
  });

  it('a web address and a quoted command in a hint are not broken at / or at a space', () => {
    const url = `https://plan.example.com/${'very-long-segment/'.repeat(6)}objectives/42`;
    const command = '`hoshin --profile production-eu-west get objective 42 --fields name,parent_id`';
    const lines = hintLines([`the address ${url} names an objective of another service; run ${command} to read it there.`], 60);
    expect(lines.map((line) => line.trim())).toContain(url);
    expect(
      lines.some((line) => line.includes(command)),
      lines.join('\n'),
    ).toBe(true);
    for (const line of lines.filter((text) => !text.includes(url) && !text.includes(command))) expect(line.length).toBeLessThanOrEqual(60);
  });

  it('a word with no slash wider than the line is still broken to fit', () => {
    const lines = hangingLines(`a ${'x'.repeat(120)} b`, 40, 'hoshin: ', '        ');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
  });
});
