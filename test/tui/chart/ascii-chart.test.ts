// Charts and sparklines for a terminal that shows ASCII only.
import { describe, expect, it } from 'vitest';
import { asciiCell, BrailleCanvas } from '../../../source/terminal/braille.js';
import { renderHistoryChart, type ChartPoint } from '../../../source/tui/chart/history-chart.js';
import { sparkline } from '../../../source/tui/chart/sparkline.js';
import { StyledLine } from '../../../source/tui/chart/styled.js';
import { fitToWidth as fitText } from '../../../source/core/cell-text.js';
import { ASCII_GLYPHS, UNICODE_GLYPHS } from '../../../source/terminal/glyphs.js';
import { textWidth } from '../../../source/core/cell-text.js';
import { MONTHLY_HISTORY } from './monthly-history.js';

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

const monthly = MONTHLY_HISTORY;

const ascii = (points: readonly ChartPoint[], w: number, h: number) =>
  renderHistoryChart(points, { width: w, height: h, colour: false, glyphs: ASCII_GLYPHS });

describe('the history chart in ASCII', () => {
  it('writes only printable ASCII, exactly the given size, at every size', () => {
    for (const [w, h] of [
      [100, 30],
      [60, 14],
      [40, 10],
      [24, 6],
      [12, 5],
      [5, 3],
      [1, 1],
    ] as const) {
      const lines = ascii(monthly, w, h);
      expect(lines, `${w}x${h}`).toHaveLength(h);
      for (const line of lines) {
        expect(line, `${w}x${h}`).toMatch(PRINTABLE_ASCII);
        expect(line.length, `${w}x${h}: "${line}"`).toBe(w);
      }
    }
    for (const line of ascii([], 30, 5)) expect(line).toMatch(PRINTABLE_ASCII);
  });

  it('marks each value with *, the line between with characters that follow its height, the goal with =', () => {
    const lines = ascii(monthly, 60, 14);
    const plot = lines.slice(0, 11);
    expect(plot.join('\n').match(/\*/g)).toHaveLength(monthly.length);
    expect(plot.join('\n')).toMatch(/['.|-]/);
    // The goal of 100 sits on the row labelled 100, drawn with the goal glyph.
    expect(lines[2]).toMatch(/^100\+.*===/);
    expect(lines[11]).toMatch(/^ {3}\+[-+]+$/);
    expect(lines[13]).toMatch(/^\*- value {2}== goal/);
  });

  it('keeps the same layout as the braille chart: only the glyphs differ', () => {
    const unicode = renderHistoryChart(monthly, { width: 60, height: 14, colour: false, glyphs: UNICODE_GLYPHS });
    const asciiLines = ascii(monthly, 60, 14);
    unicode.forEach((line, row) => {
      const blanks = (text: string) => [...text].map((char) => (char === ' ' ? ' ' : 'x')).join('');
      expect(blanks(asciiLines[row]!), `row ${row}`).toBe(blanks(line));
    });
  });

  it('cuts a message with the ASCII ellipsis', () => {
    const lines = renderHistoryChart([{ day: '2025-01-31', value: 123456.78, goal: null }], {
      width: 6,
      height: 3,
      colour: false,
      glyphs: ASCII_GLYPHS,
    });
    expect(lines.join('\n')).toContain('...');
    expect(lines.join('\n')).not.toContain('$');
    // `~` reads as "about" beside a number: a cut never ends with it.
    expect(lines.join('\n')).not.toContain('~');
    for (const line of lines) expect(line).toMatch(PRINTABLE_ASCII);
  });
});

describe('ASCII cells of the dot canvas', () => {
  it('says where the dots of a cell lie', () => {
    expect(asciiCell(0)).toBe(' ');
    expect(asciiCell(0x01)).toBe("'");
    expect(asciiCell(0x40)).toBe('.');
    expect(asciiCell(0x02 | 0x04)).toBe('-');
    expect(asciiCell(0x01 | 0x40)).toBe('|');
    const canvas = new BrailleCanvas(4, 1);
    canvas.line(0, 3, 7, 0);
    expect([0, 1, 2, 3].map((column) => canvas.asciiChar(column, 0)).join('')).toBe(".--'");
  });
});

describe('sparklines and text in ASCII', () => {
  it('draws the ASCII ramp, lowest to highest', () => {
    expect(sparkline([0, 1, 2, 3, 4, 5, 6, 7], 8, ASCII_GLYPHS.spark)).toBe('_.:-=+*#');
    expect(sparkline([3, 3], 2, ASCII_GLYPHS.spark)).toBe('--');
  });

  it('measures chart lines in cells and never cuts a grapheme', () => {
    const line = new StyledLine().add('東京 ').add('👍🏽', 'value').add(' ok');
    expect(line.width).toBe(10);
    expect(line.render(6, null)).toBe('東京  ');
    expect(textWidth(line.render(6, null))).toBe(6);
    expect(line.render(7, null)).toBe('東京 👍🏽');
    expect(fitText('東京タワー', 5, { ellipsis: '~' })).toBe('東京~');
  });
});
