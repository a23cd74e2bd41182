// CLI tables pad by terminal cells: names with a skin-tone emoji or CJK keep the columns aligned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatList, formatResource, formatTable } from '../../source/cli/output.js';
import { textWidth } from '../../source/core/cell-text.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { ASCII_GLYPHS } from '../../source/terminal/glyphs.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

/** Spaces: padding to a column's width and the two between columns. */
const gap = (cells: number): string => ' '.repeat(cells);

describe('formatTable and formatList', () => {
  it('pad each column to its widest cell in terminal cells', () => {
    const table = formatTable([
      ['ID', 'NAME', 'STATE'],
      ['1', 'Nordwind 👍🏽 Pumps', 'active'],
      ['2', '東京 Pumps 株式会社', 'draft'],
      ['3', 'Cafe\u0301 👩‍👩‍👧', 'archived'],
    ]);
    // Counted by hand, not with the width code under test: 👍🏽 and 👩‍👩‍👧 are 2 cells, each CJK
    // character 2, e + U+0301 one; the widest name, 東京 Pumps 株式会社, is 19 cells.
    expect(table).toBe(
      [
        `ID  NAME${gap(15 + 2)}STATE`,
        `1   Nordwind 👍🏽 Pumps${gap(2 + 2)}active`,
        `2   東京 Pumps 株式会社${gap(0 + 2)}draft`,
        `3   Cafe\u0301 👩‍👩‍👧${gap(12 + 2)}archived`,
        '',
      ].join('\n'),
    );
  });

  it('cut long values at 48 cells between graphemes, with the ASCII marks when asked', () => {
    const name = `${'東京'.repeat(20)} 👍🏽`;
    const resource = { id: 7, name, description: 'first line\nsecond line' };
    const line = formatList('company', [resource]).split('\n')[1]!;
    const cell = line.slice(line.indexOf('東'), line.indexOf('…') + 1);
    expect(textWidth(cell)).toBeLessThanOrEqual(48);
    expect(cell.endsWith('…')).toBe(true);
    expect(formatList('company', [resource], ASCII_GLYPHS)).toMatch(/[^ .]\.\.\./);
    expect(formatList('company', [resource], ASCII_GLYPHS)).not.toContain('$');
    expect(formatList('company', [resource], ASCII_GLYPHS)).not.toContain('~');
    expect(formatResource('area', { id: 1, name: 'Ops', description: 'one\ntwo' } as never, ASCII_GLYPHS)).toContain('one / two');
  });
});

describe('hoshin list, run as a program', () => {
  let sandbox: RunningSandbox;
  let env: Record<string, string>;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'empty' });
    env = {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
      LANG: 'C.UTF-8',
    };
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('aligns the columns of companies named with 👍🏽 and 東京', async () => {
    for (const name of ['Nordwind 👍🏽 Pumps', '東京 Pumps 株式会社', 'Plain Pumps']) {
      const created = await runHoshinInProcess(['create', 'company', `name=${name}`], { env });
      expect(created.code, created.stderr).toBe(0);
    }
    const listed = await runHoshinInProcess(['list', 'companies'], { env });
    expect(listed.code, listed.stderr).toBe(0);
    // Counted by hand as above: NAME is 19 cells wide, the counts' columns as wide as their headings.
    expect(listed.stdout).toBe(
      [
        `ID  NAME${gap(15 + 2)}HOSHINS COUNT  SUBSCRIPTIONS COUNT`,
        `1   Nordwind 👍🏽 Pumps${gap(2 + 2)}0${gap(12 + 2)}0`,
        `2   東京 Pumps 株式会社${gap(0 + 2)}0${gap(12 + 2)}0`,
        `3   Plain Pumps${gap(8 + 2)}0${gap(12 + 2)}0`,
        '',
      ].join('\n'),
    );
  });
});
