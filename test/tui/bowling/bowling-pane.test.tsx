// The bowling chart's title and the lines under it read whole at 80x24 and narrower: they wrap
// onto a second row, and the chart keeps the rows left. On a wide terminal the names column is as
// wide as the names and the months use the rest: no run of blank columns between them.
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const demo = demoSandbox();
let ui: TestConsole;

beforeEach(() => {
  ui = demo.open();
});

/** The chart's rows inside its border, each trimmed. */
const inside = (): string[] =>
  ui
    .lines()
    .map((line) => /^│(.*)│$/.exec(line)?.[1]?.trim())
    .filter((line): line is string => line !== undefined);

describe('the bowling chart around its cells', () => {
  it('wraps the title, the selected cell, the legend and what is not known rather than cutting them', async () => {
    await openByPalette(ui, 'hoshin', 11);
    await ui.press('b');
    await ui.waitFor('Bowling chart of', 20_000);
    for (const columns of [80, 60]) {
      ui.resize(columns, 24);
      await ui.waitFor((frame) => frame.split('\n').every((line) => line.length <= columns) && frame.includes('met the goal'));
      const rows = inside();
      const text = rows.join(' ');
      expect(text).toMatch(/Bowling chart of hoshin “Hoshin \d{4}” . [A-Z][a-z]+ \d{4} to [A-Z][a-z]+ \d{4}/);
      expect(text).toContain('met the goal');
      expect(text).toContain('not known here');
      expect(text).toContain('not recorded');
      // Only the indicator names in the chart's own rows may be cut, never the texts around it.
      const around = [...rows.slice(0, 2), ...rows.slice(-6)].filter(
        (row) => !/^[›>]? ?\S.* [.+x\d-]+$/.test(row) || /goal|known|chart/.test(row),
      );
      for (const row of around) expect(row, row).not.toMatch(/…$/);
    }
  });
});

/** The indicator rows of the chart (a name, then a cell per month), inside the border, untrimmed. */
const indicatorRows = (): string[] =>
  ui
    .lines()
    .map((line) => /^│(.*)│$/.exec(line)?.[1])
    .filter((row): row is string => row !== undefined && /^[›> ] [A-Z]/.test(row) && /(?: +[.!+x]\S*){6}/.test(row));

/** The longest run of spaces between two characters of a row. */
const longestGap = (row: string): number => Math.max(0, ...[...row.trim().matchAll(/ +/g)].map((gap) => gap[0].length));

describe('the bowling chart across the width', () => {
  it('at 160 columns sizes the names to the longest and widens the months, with no run of blank columns', async () => {
    await openByPalette(ui, 'hoshin', 11);
    await ui.press('b');
    await ui.waitFor('Bowling chart of', 20_000);
    ui.resize(160, 50);
    await ui.waitFor((frame) => frame.split('\n').some((line) => line.length > 150) && frame.includes('met the goal'));
    const rows = indicatorRows();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const longest = rows.find((row) => row.includes('Lost-time accidents (rolling 12 months)'))!;
    expect(longest, ui.frame()).toBeDefined();
    // The longest name is followed by its first month within one cell's width.
    expect(/\) +[.+x!]/.exec(longest)![0].length).toBeLessThanOrEqual(12);
    const nameOf = (row: string) => /^..(.*?\S)(?= {2})/.exec(row)![1]!;
    const longestName = Math.max(...rows.map((row) => nameOf(row).length));
    for (const row of rows) {
      // A name is followed by its months after the longest name's width and one cell at most, never
      // the 70 columns of before.
      expect(longestGap(row), row).toBeLessThanOrEqual(longestName + 1 - nameOf(row).length + 10);
    }
    // The months spread over the width: the last one's heading ends near the right border.
    const heading = ui.lines().find((line) => /^│ +[A-Z][a-z]{2}( +[A-Z][a-z]{2}){11} *│$/.test(line));
    expect(heading, ui.frame()).toBeDefined();
    expect(/ *│$/.exec(heading!)![0].length).toBeLessThanOrEqual(12);
  });

  it('at 80 and 60 columns every month still shows a mark, names cut before the cells', async () => {
    await openByPalette(ui, 'hoshin', 11);
    await ui.press('b');
    await ui.waitFor('Bowling chart of', 20_000);
    for (const [columns, rows] of [
      [80, 24],
      [60, 20],
    ] as const) {
      ui.resize(columns, rows);
      await ui.waitFor((frame) => frame.split('\n').every((line) => line.length <= columns) && frame.includes('met the goal'));
      const chart = indicatorRows();
      // At 60x20 the footnote on empty months gives way so that a few indicators show; at 80x24 a
      // long name takes a second row, so one indicator fewer is in view.
      expect(chart.length, ui.frame()).toBeGreaterThanOrEqual(columns === 80 ? 3 : 2);
      for (const row of chart) {
        expect(row.length).toBeLessThanOrEqual(columns - 2);
        // Twelve cells, each a mark (with its figure at 80 columns).
        expect(
          row
            .trimEnd()
            .split(/ +/)
            .filter((cell) => /^[.!+x]/.test(cell)).length,
          row,
        ).toBeGreaterThanOrEqual(11);
      }
      if (columns === 80) expect(chart.join('\n')).toMatch(/[+x]\d+/);
    }
  });
});
