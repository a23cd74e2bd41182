// The console on a real 80x24 terminal that measures graphemes as modern terminals do: names with
// a skin-tone emoji, a ZWJ family, CJK and a combining accent never move a border; and on a
// 16-colour terminal (TERM=xterm) different statuses and different areas get different colours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../source/sandbox/server.js';
import { nonAsciiBytes, startOnPty, type PtyScreen } from '../../helpers/pty-screen.js';

const COMPANY = 'Nordwind 👍🏽 Pumps';
const HOSHIN = '東京タワー計画 👩‍👩‍👧 Cafe\u0301 2026, a name long enough to be cut 👍🏽👍🏽';
const COLUMNS = 80;
const ROWS = 24;

let sandbox: RunningSandbox;
let hoshinId: number;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
  const company = sandbox.store.all('company')[0]!;
  sandbox.store.put('company', { ...company, name: COMPANY });
  const hoshin = sandbox.store.all('hoshin').find((h) => h.company_id === company.id && h.state === 'active')!;
  sandbox.store.put('hoshin', { ...hoshin, name: HOSHIN });
  hoshinId = Number(hoshin.id);
});
afterAll(async () => {
  await sandbox?.close();
});

const connection = (): Record<string, string> => ({
  HOSHIN_BASE_URL: sandbox.url,
  HOSHIN_APP_KEY: sandbox.appKey,
  HOSHIN_APP_SECRET: sandbox.secret,
});

/**
 * Every box on screen is closed: the columns of the corners on each top border row hold a vertical
 * border on every row down to the bottom corners.
 */
function expectBordersIntact(screen: PtyScreen): void {
  const text = screen.rows().join('\n');
  const cells = Array.from({ length: ROWS }, (_, row) => screen.cells(row).map((cell) => cell.chars));
  const top = cells.findIndex((row) => row[0] === '╭');
  const bottom = cells.findIndex((row, index) => index > top && row[0] === '╰');
  expect(top, text).toBeGreaterThanOrEqual(0);
  expect(bottom, text).toBeGreaterThan(top);
  const lefts = cells[top]!.flatMap((char, x) => (char === '╭' ? [x] : []));
  const rights = cells[top]!.flatMap((char, x) => (char === '╮' ? [x] : []));
  expect(rights, text).toContain(COLUMNS - 1);
  expect(rights).toHaveLength(lefts.length);
  for (let row = top + 1; row < bottom; row++) {
    for (const x of [...lefts, ...rights]) expect(cells[row]![x], `row ${row}, column ${x}:\n${text}`).toBe('│');
  }
  for (const x of rights) expect(cells[bottom]![x], text).toBe('╯');
  // Rows that open are laid out to the last cell inside their box: the › sits against the border.
  for (let row = top + 1; row < bottom; row++) {
    const inner = cells[row]!.slice(lefts[0]! + 1, rights[0]).join('');
    if (/^› \S/.test(inner)) expect(cells[row]![rights[0]! - 1], `row ${row}:\n${text}`).toBe('›');
  }
  // No cell holds half a grapheme or a replacement character.
  expect(text).not.toMatch(/\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
}

/** Waits for a text on a whole frame (its bottom border drawn). */
const frameWith =
  (text: string) =>
  (rows: string[]): boolean =>
    rows.join('\n').includes(text) && rows.some((row) => row.startsWith('╰'));

describe('the console with emoji and CJK names, at 80x24', () => {
  it('keeps every right border in its column on every row', async () => {
    const screen = await startOnPty(['--profile', 't'], {
      columns: COLUMNS,
      rows: ROWS,
      env: { ...connection(), LANG: 'C.UTF-8', TERM: 'xterm-256color' },
    });
    try {
      await screen.waitFor(frameWith('Nordwind 👍🏽 Pumps'));
      expectBordersIntact(screen);
      // A fresh profile knows the companies only: the hoshin opens by id through the palette.
      screen.write(':');
      await screen.waitFor(':▏');
      screen.write(`hoshin ${hoshinId}`);
      await screen.waitFor(`hoshin ${hoshinId}`);
      screen.write('\r');
      await screen.waitFor(frameWith('東京タワー計画 👩‍👩‍👧'));
      expectBordersIntact(screen);
      // The list row cuts the long name with an ellipsis, between graphemes.
      expect(
        screen.rows().some((row) => row.includes('東京タワー計画 👩‍👩‍👧 Cafe\u0301 2026') && row.includes('…')),
        screen.rows().join('\n'),
      ).toBe(true);
      // The detail pane shows the whole name field, cut to its width.
      expect(
        screen.rows().some((row) => /Name +東京タワー計画/.test(row)),
        screen.rows().join('\n'),
      ).toBe(true);
    } finally {
      await screen.close();
    }
  });
});

describe('the same names on an ASCII terminal (LANG=C)', () => {
  it('arrive as one ? per cell, accents dropped, and every border stays in its column', async () => {
    const screen = await startOnPty(['--profile', 't'], {
      columns: COLUMNS,
      rows: ROWS,
      env: { ...connection(), LANG: 'C', TERM: 'xterm' },
    });
    try {
      await screen.waitFor(
        (rows) =>
          rows.join('\n').includes('Nordwind ?? Pumps') &&
          rows.some((row) => /^\+-+\+\+-+\+$/.test(row)) &&
          rows.filter((row) => row.startsWith('+')).length === 2,
      );
      screen.write(':');
      await screen.waitFor(':_');
      screen.write(`hoshin ${hoshinId}`);
      await screen.waitFor(`hoshin ${hoshinId}`);
      screen.write('\r');
      await screen.waitFor(
        (rows) => rows.join('\n').includes('?????????????? ?? Cafe 2026') && rows.filter((row) => /^\+-+\+\+-+\+$/.test(row)).length === 2,
      );
      const rows = screen.rows();
      const top = rows.findIndex((row) => row.startsWith('+'));
      const bottom = rows.findIndex((row, index) => index > top && row.startsWith('+'));
      const borders = [...rows[top]!].flatMap((char, x) => (char === '+' ? [x] : []));
      expect(borders).toHaveLength(4);
      expect(borders[3]).toBe(COLUMNS - 1);
      for (let row = top + 1; row < bottom; row++)
        for (const x of borders) expect(rows[row]![x], `row ${row}:\n${rows.join('\n')}`).toBe('|');
      expect(nonAsciiBytes(screen.bytes())).toEqual([]);
    } finally {
      await screen.close();
    }
  });
});

/**
 * The foreground colour written right before each occurrence of a text: the colour parameter of
 * the SGR sequence (other parameters such as bold or a reset may share it), or the whole sequence
 * when it sets no colour of the 16.
 */
function coloursBefore(output: string, text: string): string[] {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...output.matchAll(new RegExp(`\\u001b\\[([\\d;]+)m${escaped}`, 'g'))].map((match) => {
    const colours = match[1]!.split(';').filter((parameter) => /^(3[0-7]|9[0-7])$/.test(parameter));
    return colours.length === 1 ? colours[0]! : match[1]!;
  });
}

describe('colours on a 16-colour terminal (TERM=xterm)', () => {
  it('gives different indicator states and different areas different basic colours, and no 256 or truecolour codes', async () => {
    const screen = await startOnPty(['demo'], {
      columns: COLUMNS,
      rows: ROWS,
      env: { LANG: 'C.UTF-8', TERM: 'xterm' },
    });
    try {
      await screen.waitFor('Nordwind Pumps S.L.');
      screen.write('\r');
      await screen.waitFor('Hoshin 2026  ');
      screen.write('\r');
      await screen.waitFor('long-term goals');
      screen.write('\r');
      // The areas' rows, each with its swatch (the group row's detail names them already).
      await screen.waitFor((rows) => rows.some((row) => row.includes('People & Safety') && row.includes(' ██')));
      // The swatch's leading space may reach the terminal as a cursor move over a blank run.
      const painted = screen.bytes().toString('utf8');
      const areas = [...coloursBefore(painted, ' ██'), ...coloursBefore(painted, '██')];
      expect(areas).toHaveLength(4);
      expect(new Set(areas).size).toBe(4);
      for (const code of areas) expect(code).toMatch(/^(3[0-7]|9[0-7])$/);

      screen.write('i');
      await screen.waitFor((rows) => rows.some((row) => row.includes('on track')) && rows.some((row) => row.includes('behind')));
      const overview = screen.bytes().toString('utf8');
      const onTrack = new Set(coloursBefore(overview, 'on track'));
      const behind = new Set(coloursBefore(overview, 'behind'));
      expect(onTrack.size).toBe(1);
      expect(behind.size).toBe(1);
      expect([...onTrack][0]).not.toBe([...behind][0]);
      for (const code of [...onTrack, ...behind]) expect(code).toMatch(/^(3[0-7]|9[0-7])$/);
      expect(screen.bytes().toString('utf8')).not.toMatch(/\u001b\[[\d;]*[34]8;[25];/);
    } finally {
      await screen.close();
    }
  });
});
