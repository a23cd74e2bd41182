// The shortest style change from one style to another leaves a real terminal emulator in exactly
// the second style, for every pair of the styles a frame uses (attributes sharing an off switch,
// 256 and true colours, resets).
import headless from '@xterm/headless';
import { describe, expect, it } from 'vitest';
import { applySgr, PLAIN, sgrTransition, type Style } from '../../../../source/tui/kernel/screen/sgr.js';

const SEQUENCES = [
  '',
  '1',
  '2',
  '1;2',
  '3',
  '4',
  '7',
  '9',
  '53',
  '36',
  '1;36',
  '2;90',
  '38;5;208',
  '38;2;1;2;3',
  '44',
  '1;33;41',
  '7;36;44',
  '2;4;38;5;12;48;5;200',
  '1;2;3;4;7;9',
];
const STYLES: Style[] = SEQUENCES.map((parameters) => applySgr(PLAIN, parameters));

function attributes(term: InstanceType<typeof headless.Terminal>, row: number, column: number): string {
  const cell = term.buffer.active.getLine(row)?.getCell(column);
  if (!cell) return 'none';
  return [
    cell.getChars(),
    cell.getFgColorMode(),
    cell.getFgColor(),
    cell.getBgColorMode(),
    cell.getBgColor(),
    cell.isBold(),
    cell.isDim(),
    cell.isItalic(),
    cell.isUnderline(),
    cell.isInverse(),
    cell.isStrikethrough(),
    cell.isOverline(),
  ].join(',');
}

const full = (style: Style): string => sgrTransition(PLAIN, style);

describe('sgrTransition', () => {
  it('turns every style into every other, as a terminal sees it', async () => {
    const pairs = STYLES.flatMap((from) => STYLES.map((to) => [from, to] as const));
    const term = new headless.Terminal({ cols: 10, rows: pairs.length * 2, allowProposedApi: true });
    // Each pair on two rows: `from` then the change to `to`, and below `to` set from plain.
    const text = pairs.map(([from, to]) => `\u001B[m${full(from)}a${sgrTransition(from, to)}b\r\n\u001B[m${full(to)}b\r\n`).join('');
    await new Promise<void>((done) => term.write(text, done));
    pairs.forEach(([from, to], index) => {
      expect(attributes(term, index * 2, 1), `${JSON.stringify(from)} -> ${JSON.stringify(to)}`).toBe(attributes(term, index * 2 + 1, 0));
    });
  });

  it('says nothing between equal styles and is never longer than a reset and the whole style', () => {
    for (const from of STYLES) {
      expect(sgrTransition(from, from)).toBe('');
      for (const to of STYLES)
        expect(sgrTransition(from, to).length).toBeLessThanOrEqual(Math.max(`\u001B[0;${full(to).slice(2)}`.length, 3));
    }
  });

  it('reads the parameters Ink writes, colours of 256 and of 24 bits included', () => {
    expect(applySgr(PLAIN, '1;38;5;208;48;2;1;2;3')).toEqual({ fg: '38;5;208', bg: '48;2;1;2;3', flags: 1 });
    expect(applySgr(applySgr(PLAIN, '1;2;36'), '22')).toEqual({ fg: '36', bg: '', flags: 0 });
    expect(applySgr(applySgr(PLAIN, '7;44'), '')).toEqual(PLAIN);
  });
});
