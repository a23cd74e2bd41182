// Property test (fast-check): the figure shown for a cell (a value against its goal and the
// indicator's worst value) is the same in every view for the same inputs: the CLI's record output
// and bowling chart, the console's figure line, value table and bowling chart, and the review pack;
// it never shows 100 below the goal nor a sign against the worst value, and says n/a where the goal
// equals the worst value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartJson, chartText } from '../../source/cli/commands/bowling/bowling.js';
import { bowlingChart } from '../../source/domain/bowling.js';
import { historyProgress } from '../../source/domain/indicator.js';
import { progressBetween, progressText } from '../../source/domain/progress.js';
import { UNICODE_GLYPHS } from '../../source/terminal/glyphs.js';
import { indicatorFigureUnits } from '../../source/tui/detail/indicator-figures.js';
import { historyRows } from '../../source/tui/detail/indicator-view.js';
import { bowlingCellText } from '../../source/tui/bowling/bowling-view.js';
import { cellSentence } from '../../source/tui/bowling/bowling-pane.js';
import { cellTitle, percentText } from '../../source/usecases/report/words.js';

const TODAY = '2026-11-15';
const DAY = '2026-10-31';

/** Numbers as a plan holds them (at most 15 significant digits, as typed): whole, with decimals, near one another. */
const figure = fc.oneof(
  fc.integer({ min: -2000, max: 2000 }),
  fc.integer({ min: -200_000, max: 200_000 }).map((value) => value / 100),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((value) => Number(value.toFixed(6))),
);
const cellInputs = fc.oneof(
  fc.tuple(figure, figure, figure),
  // A value just short of its goal, or at it.
  fc.tuple(figure, figure, fc.integer({ min: 1, max: 1000 })).map(([goal, worst, off]) => [goal - off / 10_000, goal, worst] as const),
  fc.tuple(figure, figure).map(([goal, worst]) => [goal, goal, worst] as const),
  // The goal equal to the worst value.
  fc.tuple(figure, figure).map(([value, goal]) => [value, goal, goal] as const),
);

/** The figure as every view of one cell writes it. */
function views(value: number, goal: number, worst: number) {
  const indicator = {
    id: 1,
    name: 'Indicator',
    objective_id: 7,
    value,
    goal,
    worst_value: worst,
    last_update: DAY,
    next_update: '2026-11-30',
    frequency: 'monthly',
    created_at: '2025-01-01T00:00:00Z',
  };
  const history = { id: 2, day: DAY, value, goal };
  const chart = bowlingChart(['2026-10'], [{ indicator, histories: [history] }], TODAY);
  const row = chart.indicators[0]!;
  const cell = row.cells[0]!;
  const percentOf = (text: string): string => {
    // Where there is room, the reason stands in for the figure.
    if (text.includes('no progress: the goal ') && text.includes(' equals the worst value')) return 'n/a';
    const match = /progress (-?\d+(\.\d)?%|n\/a)/.exec(text);
    return match?.[1] ?? `(none in "${text}")`;
  };
  const detail = indicatorFigureUnits(indicator, { today: TODAY, wide: true, glyphs: UNICODE_GLYPHS, nameOf: () => null })[0]
    .map((unit) => unit.text)
    .join(' · ');
  const cliCell = /Indicator\s+\S(\S+)/.exec(chartText(chart, new Map([[7, 'Objective']])))?.[1] ?? '';
  const progress = historyProgress(history, indicator);
  return {
    mark: cell.mark,
    figures: {
      'record (CLI)': percentOf(progressBetween(progress, goal, worst)),
      'bowling (CLI)': cliCell === 'n/a' ? 'n/a' : `${cliCell}%`,
      // JSON carries the exact ratio (a script rounds it as it likes): it is the figure's own, rounded by the one rule.
      'bowling --json (CLI)': (() => {
        const tpc = (chartJson(chart) as { indicators: { cells: { tpc: number | null }[] }[] }).indicators[0]!.cells[0]!.tpc;
        if (tpc === null) return 'n/a';
        expect(progress?.kind === 'figure' ? progress.percent : null).toBe(tpc);
        return progressText({ kind: 'figure', percent: tpc, met: progress?.met ?? false });
      })(),
      'figure line (console)': /progress (\S+)/.exec(detail)?.[1] ?? '',
      'value table (console)': historyRows(indicator, [history])[0]!.percent,
      'bowling cell (console)': (() => {
        const text = bowlingCellText(cell, 40).slice(1);
        return text === 'n/a' ? text : `${text}%`;
      })(),
      'bowling sentence (console)': percentOf(cellSentence(row, cell, worst)),
      'pack cell': percentText(cell.progress),
      'pack cell title': percentOf(cellTitle(cell, 'higher')),
    },
  };
}

describe('one figure for a cell', () => {
  it('is the same in every view, never 100 below the goal, never a sign against the worst value', () => {
    fc.assert(
      fc.property(cellInputs, ([value, goal, worst]) => {
        const { mark, figures } = views(value, goal, worst);
        const shown = new Set(Object.values(figures));
        expect(shown.size, `${value} against ${goal} from ${worst}: ${JSON.stringify(figures)}`).toBe(1);
        const [text] = [...shown] as [string];
        const met = worst > goal ? value <= goal : value >= goal;
        expect(mark).toBe(met ? 'green' : 'red');
        if (goal === worst) {
          expect(text).toBe('n/a');
          return;
        }
        const number = Number(text.replace('%', ''));
        if (met) expect(number, text).toBeGreaterThanOrEqual(100);
        else expect(number, text).toBeLessThan(100);
        // Past the worst value (the other side of it from the goal): a negative figure, never 0.
        const pastWorst = worst > goal ? value > worst : value < worst;
        if (pastWorst) expect(number, text).toBeLessThan(0);
        else expect(number, text).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1500 },
    );
  });
});
