// CLI tables pad by terminal cells: names with a skin-tone emoji or CJK keep the columns aligned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatList, formatResource, formatTable } from '../../source/cli/output.js';
import { graphemes, textWidth } from '../../source/core/cell-text.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { ASCII_GLYPHS } from '../../source/tui/glyphs.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';

/** The cell at which each column starts, in each line (columns are two or more spaces apart). */
function columnStarts(line: string): number[] {
  const starts: number[] = [];
  let cells = 0;
  let spaces = 0;
  for (const part of graphemes(line)) {
    if (part === ' ') spaces += 1;
    else {
      if (starts.length === 0 || spaces >= 2) starts.push(cells);
      spaces = 0;
    }
    cells += textWidth(part);
  }
  return starts;
}

describe('formatTable and formatList', () => {
  it('pad each column to its widest cell in terminal cells', () => {
    const table = formatTable([
      ['ID', 'NAME', 'STATE'],
      ['1', 'Nordwind 👍🏽 Pumps', 'active'],
      ['2', '東京 Pumps 株式会社', 'draft'],
      ['3', 'Cafe\u0301 👩‍👩‍👧', 'archived'],
    ]);
    const lines = table.trimEnd().split('\n');
    for (const line of lines) expect(columnStarts(line), line).toEqual(columnStarts(lines[0]!));
  });

  it('cut long values at 48 cells between graphemes, with the ASCII marks when asked', () => {
    const name = `${'東京'.repeat(20)} 👍🏽`;
    const resource = { id: 7, name, description: 'first line\nsecond line' };
    const line = formatList('company', [resource]).split('\n')[1]!;
    const cell = line.slice(line.indexOf('東'), line.indexOf('…') + 1);
    expect(textWidth(cell)).toBeLessThanOrEqual(48);
    expect(cell.endsWith('…')).toBe(true);
    expect(formatList('company', [resource], ASCII_GLYPHS)).toContain('~');
    expect(formatResource('area', { id: 1, name: 'Ops', description: 'one\ntwo' } as never, ASCII_GLYPHS)).toContain('one / two');
  });
});

describe('hoshin list, run as a program', () => {
  let sandbox: RunningSandbox;
  let env: Record<string, string>;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'empty' });
    env = { ...isolatedDirs(), HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret, LANG: 'C.UTF-8' };
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('aligns the columns of companies named with 👍🏽 and 東京', async () => {
    for (const name of ['Nordwind 👍🏽 Pumps', '東京 Pumps 株式会社', 'Plain Pumps']) {
      const created = await runHoshin(['create', 'company', `name=${name}`], { env });
      expect(created.code, created.stderr).toBe(0);
    }
    const listed = await runHoshin(['list', 'companies'], { env });
    expect(listed.code, listed.stderr).toBe(0);
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+/);
    expect(lines.some((line) => line.includes('Nordwind 👍🏽 Pumps'))).toBe(true);
    expect(lines.some((line) => line.includes('東京 Pumps 株式会社'))).toBe(true);
    const header = columnStarts(lines[0]!);
    expect(header.length).toBeGreaterThanOrEqual(3);
    for (const line of lines.slice(1)) expect(columnStarts(line), line).toEqual(header);
  });
});
