// The indicator's table of values at the console's sizes (60x20, 80x24, 160x50), with the table's
// keys and without, Unicode and ASCII: every column shown is whole (no lone cut mark, no cut
// heading); where they do not all fit, the heading `progress` shortens to `%` and the goal column is
// left out before the progress column, and a target row then says `target 85` rather than a bare day.
import { valueGoal } from '../../../source/domain/targets.js';
import { formatValue } from '../../../source/tui/chart/scale.js';
import { describe, expect, it } from 'vitest';
import { IndicatorDetail } from '../../../source/tui/detail/indicator-detail.js';
import { tableColumns, type TableRow } from '../../../source/tui/detail/value-columns.js';
import { computeLayout } from '../../../source/tui/kernel/layout.js';
import { NO_COLOUR_THEME, ThemeContext, themeForCaps, type Theme } from '../../../source/tui/kernel/theme.js';
import { renderApp } from '../helpers/ink.js';

const ASCII_THEME = themeForCaps({ unicode: false, colours: 'none' });
const today = '2026-11-27';

/** OEE line 2 as the demo holds it: a target row on the 1st of each month, the value at its end. */
const oee = { id: 101, name: 'OEE line 2 (%)', value: '86.4', goal: '85', worst_value: '50', frequency: 'monthly' };
const oeeHistories = Array.from({ length: 6 }, (_, i) => {
  const month = String(i + 4).padStart(2, '0');
  return [
    { id: 200 + i * 2, indicator_id: 101, day: `2026-${month}-01`, value: null, goal: String(82 + i * 0.5) },
    { id: 201 + i * 2, indicator_id: 101, day: `2026-${month}-28`, value: String(Number((82.4 + i * 0.7).toFixed(1))), goal: '85' },
  ];
}).flat();
/** The foundry scrap rate: short values and goals, no target rows. */
const scrap = { id: 104, name: 'Foundry scrap rate (%)', value: '3.4', goal: '2', worst_value: '8', frequency: 'monthly' };
const scrapHistories = Array.from({ length: 8 }, (_, i) => ({
  id: 300 + i,
  indicator_id: 104,
  day: `2026-${String(i + 2).padStart(2, '0')}-28`,
  value: String(Number((5.6 - i * 0.3).toFixed(2))),
  goal: '2',
}));

/** The detail pane's inside at a terminal size, as the tree draws it. */
function paneWidth(columns: number, rows: number): number {
  return computeLayout(columns, rows).detailWidth - 2;
}

/** The table's lines (its heading first) of the detail drawn `width` wide, tall enough to show every row. */
function tableOf(indicator: typeof oee, histories: readonly object[], width: number, theme: Theme, selected: boolean): string[] {
  const app = renderApp(
    <ThemeContext.Provider value={theme}>
      <IndicatorDetail
        indicator={indicator}
        histories={histories as never}
        width={width}
        height={80}
        today={today}
        {...(selected ? { selectedIndex: 1 } : {})}
      />
    </ThemeContext.Provider>,
  );
  const lines = app.frame().split('\n');
  app.unmount();
  const heading = lines.findIndex((line) => /^(\s\s)?Day\s/.test(line));
  expect(heading, lines.join('\n')).toBeGreaterThanOrEqual(0);
  // Without the cursor column, and without the rows that say what is not there.
  return lines
    .slice(heading)
    .map((line) => (selected ? line.slice(2) : line))
    .filter((line) => line.trim() !== '' && !/not due yet|not recorded/.test(line));
}

/** The heading's words, then the mark of rows below in one of its forms (`↓ 7 more below`, `↓7`, `(7 below)`, `+7`). */
const HEADING = /^Day\s+Value(\s+Goal)?(\s+(progress|%))?(\s+Comment)?(\s+(\S )?\d+ more below|\s+\S\d+|\s+\(\d+ below\))?$/;

describe.each([
  ['Unicode', NO_COLOUR_THEME],
  ['ASCII', ASCII_THEME],
])('the table of values (%s)', (_name, theme) => {
  describe.each([
    [60, 20],
    [80, 24],
    [160, 50],
  ])('at %ix%i', (columns, rows) => {
    const width = paneWidth(columns, rows);
    describe.each([
      ['the list has the keys', false],
      ['the table has the keys', true],
    ])('when %s', (_keys, selected) => {
      const room = selected ? width - 2 : width;
      for (const [indicator, histories] of [
        [oee, oeeHistories],
        [scrap, scrapHistories],
      ] as const) {
        it(`shows every column of ${indicator.name} whole, or not at all`, () => {
          const [heading = '', ...body] = tableOf(indicator, histories, width, theme, selected);
          expect(heading.trimEnd()).toMatch(HEADING);
          expect(heading).not.toContain(theme.glyphs.ellipsis);
          expect(heading).not.toMatch(/\bpr(?!ogress)|Goal\S/);
          const withGoal = /\sGoal(\s|$)/.test(heading);
          const withProgress = /\s(progress|%)(\s|$)/.test(heading);
          // The goal gives way before the progress does.
          if (!withProgress) expect(withGoal).toBe(false);
          for (const line of body) {
            expect(line.length).toBeLessThanOrEqual(room);
            const [day = '', ...cells] = line.trim().split(/\s+/);
            const history = histories.find((row) => row.day === day);
            expect(history, `a row of a known day: ${line}`).toBeDefined();
            if (history?.value === null) {
              // A target row says what it is: its goal under Goal, or `target 85` in its place.
              expect(cells).toEqual(withGoal ? [history.goal, ...(withProgress ? ['–'] : [])] : ['target', history.goal]);
              continue;
            }
            expect(cells[0]).toBe(history?.value);
            // The goal the value is judged against: its month's target row where there is one (one rule, targets.ts).
            if (withGoal) expect(cells[1]).toBe(formatValue(valueGoal(history!, indicator, histories)));
            if (withProgress) expect(cells[withGoal ? 2 : 1]).toMatch(/^\d+(\.\d)?%$/);
            expect(cells).toHaveLength(1 + (withGoal ? 1 : 0) + (withProgress ? 1 : 0));
          }
        });
      }
    });
  });
});

describe('the order in which columns give way', () => {
  const rows = (values: readonly string[], percent: string): TableRow[] =>
    values.map((value) => ({ day: '2026-10-31', value, goal: '85', percent, comment: '' }));

  it('at 60x20 keeps the goal with the heading `%` where that fits, else leaves out the goal first', () => {
    // The foundry's short figures: every column, the progress headed `%` (25 cells).
    expect(tableColumns(rows(['3.4'], '77%'), 25)).toMatchObject({ goal: 2 + 2, percent: 3, percentHeading: '%' });
    // OEE's wider figures: the goal gives way and the progress keeps its name.
    expect(tableColumns(rows(['86.4'], '104%'), 25)).toMatchObject({ goal: null, percent: 8, percentHeading: 'progress' });
    // The table's keys take two cells more: the heading shortens as well.
    expect(tableColumns(rows(['86.4'], '104%'), 23)).toMatchObject({ goal: null, percent: 4, percentHeading: '%' });
    // Narrower than any: day and value only, each whole.
    expect(tableColumns(rows(['86.4'], '104%'), 17)).toMatchObject({ value: 5, goal: null, percent: null });
  });

  it('shows every column at 80x24, in the roomy widths at 160x50, a value wider than them whole', () => {
    expect(tableColumns(rows(['86.4'], '104%'), paneWidth(80, 24))).toMatchObject({
      value: 5,
      goal: 4,
      percent: 8,
      percentHeading: 'progress',
    });
    const wide = paneWidth(160, 50);
    expect(tableColumns(rows(['86.4'], '104%'), wide)).toMatchObject({ value: 10, goal: 10, percent: 8, percentHeading: 'progress' });
    expect(tableColumns(rows(['123456789.25'], '104%'), wide)).toMatchObject({ value: 12, goal: 10 });
  });
});
