import { describe, expect, it } from 'vitest';
import {
  GOAL_GLYPH,
  NO_VALUES_MESSAGE,
  placeDateLabels,
  renderHistoryChart,
  type ChartPoint,
} from '../../../source/tui/chart/history-chart.js';
import { formatTick, niceScale } from '../../../source/tui/chart/scale.js';
import { ANSI_CHART_THEME } from '../../../source/tui/chart/styled.js';
import { MONTHLY_HISTORY } from './monthly-history.js';

const ANSI = /\u001b\[/;
const BRAILLE = /[\u2801-\u28ff]/;
const width = (line: string) => [...line].length;

const monthly = MONTHLY_HISTORY;

function render(points: readonly ChartPoint[], w: number, h: number, colour = false) {
  return renderHistoryChart(points, { width: w, height: h, colour });
}

/** The label printed on the value axis, row by row ('' for unlabelled rows). */
function axisLabels(lines: readonly string[]): string[] {
  return lines.map((line) => /^\s*(\S*)┤/.exec(line)?.[1] ?? '').filter((label) => label !== '');
}

// Unicode's numbering of the eight braille dots, by [row][column] of the cell (independent of the source).
const UNICODE_DOT_BITS = [
  [0x01, 0x08],
  [0x02, 0x10],
  [0x04, 0x20],
  [0x40, 0x80],
];

/** Every braille dot of the plot rows as [x, y]: x from the left edge of the plot, y from its top. */
function plottedDots(plotLines: readonly string[]): [number, number][] {
  const dots: [number, number][] = [];
  plotLines.forEach((line, row) => {
    const cells = [...line];
    const axis = cells.findIndex((cell) => cell === '┤' || cell === '│');
    cells.slice(axis + 1).forEach((cell, column) => {
      const code = cell.codePointAt(0)! - 0x2800;
      if (code <= 0 || code > 0xff) return;
      UNICODE_DOT_BITS.forEach((bits, dotRow) =>
        bits.forEach((bit, dotColumn) => {
          if ((code & bit) !== 0) dots.push([column * 2 + dotColumn, row * 4 + dotRow]);
        }),
      );
    });
  });
  return dots;
}

describe('renderHistoryChart', () => {
  it('runs time from left to right: a rising series climbs to the right, dot by dot', () => {
    const rising: ChartPoint[] = [
      { day: '2025-01-01', value: 0, goal: null },
      { day: '2025-03-01', value: 100, goal: null },
    ];
    const dots = plottedDots(render(rising, 20, 12).slice(0, 9));
    expect(dots.length).toBeGreaterThan(20);
    for (const [x1, y1] of dots) {
      for (const [x2, y2] of dots) if (x1 < x2) expect(y1, `dot (${x1}, ${y1}) left of (${x2}, ${y2})`).toBeGreaterThanOrEqual(y2);
    }
    const xs = dots.map(([x]) => x);
    expect(Math.min(...xs)).toBe(0);
    // The oldest value, the lowest, sits at the left edge; the newest at the right.
    const lowest = Math.max(...dots.map(([, y]) => y));
    expect(dots.filter(([, y]) => y === lowest).every(([x]) => x <= 1)).toBe(true);
  });

  it('orders the points by day whatever order they arrive in', () => {
    expect(render([...monthly].reverse(), 60, 14)).toEqual(render(monthly, 60, 14));
    const shuffled = [monthly[3]!, monthly[0]!, monthly[6]!, monthly[1]!, monthly[5]!, monthly[2]!, monthly[4]!];
    expect(render(shuffled, 60, 14)).toEqual(render(monthly, 60, 14));
  });

  it('fits exactly the given size for many widths and heights', () => {
    for (const [w, h] of [
      [100, 30],
      [60, 14],
      [40, 10],
      [30, 8],
      [24, 6],
      [12, 5],
      [8, 4],
      [5, 3],
      [1, 1],
      [80, 2],
    ] as const) {
      const lines = render(monthly, w, h);
      expect(lines, `${w}x${h}`).toHaveLength(h);
      for (const line of lines) expect(width(line), `${w}x${h}: "${line}"`).toBe(w);
    }
  });

  it('colour on keeps the visible width; colour off writes no escape codes at all', () => {
    const plain = render(monthly, 60, 14, false);
    expect(plain.join('\n')).not.toMatch(ANSI);
    const coloured = render(monthly, 60, 14, true);
    expect(coloured.join('\n')).toMatch(ANSI);
    const strip = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');
    expect(coloured.map(strip)).toEqual(plain);
  });

  it('colours with the 16 basic colours whatever the depth: cyan values, yellow goal, dim axes', () => {
    expect(ANSI_CHART_THEME.value('12.5')).toBe('\u001b[36m12.5\u001b[39m');
    expect(ANSI_CHART_THEME.goal('20')).toBe('\u001b[33m20\u001b[39m');
    expect(ANSI_CHART_THEME.axis('│')).toBe('\u001b[2m│\u001b[22m');
    expect(ANSI_CHART_THEME.muted('Jan')).toBe('\u001b[2mJan\u001b[22m');
  });

  it('labels the value axis with round numbers from bottom to top', () => {
    const lines = render(monthly, 60, 14);
    expect(axisLabels(lines)).toEqual(['120', '100', '80', '60', '40', '20']);
    expect(lines[0]).toMatch(/^120┤/);
    expect(lines[10]).toMatch(/^ 20┤/);
  });

  it('labels the axis at equal steps on rows an equal number apart, the goal in the legend (no 85 between 90 and 80 unless 5 is the step)', () => {
    const oee: ChartPoint[] = [
      { day: '2026-06-30', value: 72, goal: 85 },
      { day: '2026-07-31', value: 78, goal: 85 },
      { day: '2026-08-31', value: 80, goal: 85 },
      { day: '2026-09-30', value: 83.2, goal: 85 },
      { day: '2026-10-31', value: 88.4, goal: 85 },
    ];
    for (const height of [6, 7, 8, 10, 12]) {
      const lines = render(oee, 70, height);
      const labelled = lines.flatMap((line, row) => (/^\s*\d+┤/.test(line) ? [row] : []));
      const values = axisLabels(lines).map(Number);
      const steps = new Set(values.slice(1).map((value, i) => values[i]! - value));
      const spacing = new Set(labelled.slice(1).map((row, i) => row - labelled[i]!));
      expect([steps.size, spacing.size], `height ${height}: ${values.join(' ')}`).toEqual([1, 1]);
      expect(lines[height - 1]).toContain(`${GOAL_GLYPH}${GOAL_GLYPH} goal 85`);
    }
  });

  it('draws the values in braille and the goal with its own glyph, both named in the legend', () => {
    const lines = render(monthly, 60, 14);
    const plot = lines.slice(0, 11).join('\n');
    expect(plot).toMatch(BRAILLE);
    expect(plot).toContain(GOAL_GLYPH.repeat(10));
    // The goal of 100 sits on the row labelled 100.
    expect(lines[2]).toMatch(/^100┤.*┄┄┄/);
    expect(lines[13]).toContain(`${GOAL_GLYPH}${GOAL_GLYPH} goal 100`);
    const legend = lines[13]!;
    expect(legend).toContain('value');
    expect(legend).toContain(`${GOAL_GLYPH}${GOAL_GLYPH} goal 100`);
    expect(legend).toContain('7 values, last 104 on 2025-07-31');
  });

  it('leaves the goal out of the legend when no point has one', () => {
    const lines = render(
      monthly.map((p) => ({ ...p, goal: null })),
      60,
      14,
    );
    expect(lines.join('\n')).not.toContain(GOAL_GLYPH);
    expect(lines[13]).not.toContain('goal');
  });

  it('labels the time axis with the first and last dates and some in between, never overlapping', () => {
    const lines = render(monthly, 60, 14);
    const dates = lines[12]!;
    expect(dates.trimStart().startsWith('2025-01-31')).toBe(true);
    expect(dates.trimEnd().endsWith('2025-07-31')).toBe(true);
    const labels = dates.trim().split(/\s+/);
    expect(labels.length).toBeGreaterThan(2);
    expect(labels.every((l) => /^\d{4}-\d{2}-\d{2}$/.test(l))).toBe(true);
    // Each label has a tick on the axis line.
    expect([...lines[11]!].filter((c) => c === '┬')).toHaveLength(labels.length);
  });

  it('falls back to shorter dates on narrow charts and keeps the labels apart', () => {
    const lines = render(monthly, 24, 8);
    const labels = lines[6]!.trim().split(/\s+/);
    expect(labels[0]).toBe('01-31');
    expect(labels[labels.length - 1]).toBe('07-31');
    const labelsSpanningYears = placeDateLabels(
      [
        { day: '2024-11-30', column: 0 },
        { day: '2025-01-31', column: 9 },
        { day: '2025-03-31', column: 17 },
      ],
      18,
    );
    expect(labelsSpanningYears.map((l) => l.text)).toEqual(['2024-11', '2025-03']);
    for (const [a, b] of [[0, 1]] as const) {
      const left = labelsSpanningYears[a]!;
      expect(left.start + left.text.length + 2).toBeLessThanOrEqual(labelsSpanningYears[b]!.start);
    }
  });

  it('never places overlapping labels, even with many close dates', () => {
    const daily = Array.from({ length: 60 }, (_, i) => ({
      day: `2025-03-${String((i % 28) + 1).padStart(2, '0')}`,
      column: i,
    }));
    const placed = placeDateLabels(daily.slice(0, 28), 50);
    for (let i = 1; i < placed.length; i++) {
      expect(placed[i - 1]!.start + placed[i - 1]!.text.length + 2).toBeLessThanOrEqual(placed[i]!.start);
    }
    expect(placed.every((l) => l.start >= 0 && l.start + l.text.length <= 50)).toBe(true);
  });

  it('shows a clear message for an empty history', () => {
    const lines = render([], 30, 5);
    expect(lines).toHaveLength(5);
    expect(lines[2]!.trim()).toBe(NO_VALUES_MESSAGE);
    expect(lines.every((l) => width(l) === 30)).toBe(true);
  });

  it('draws a single point with its date and goal', () => {
    const lines = render([{ day: '2025-01-31', value: 30, goal: 90 }], 40, 8);
    const plot = lines.slice(0, 5).join('\n');
    expect(plot).toMatch(BRAILLE);
    expect(plot).toContain(GOAL_GLYPH);
    expect(lines[6]!.trim()).toBe('2025-01-31');
    expect(lines[7]).toContain('last 30');
  });

  it('handles negative values and large ranges with compact labels', () => {
    const lines = render(
      [
        { day: '2025-01-01', value: -1_200_000, goal: null },
        { day: '2025-06-01', value: 3_400_000, goal: null },
        { day: '2025-09-01', value: 100, goal: null },
      ],
      50,
      10,
    );
    expect(axisLabels(lines)).toEqual(['4M', '2M', '0', '-2M']);
    expect(lines.slice(0, 7).join('')).toMatch(BRAILLE);
  });

  it('draws a flat series in the middle of a widened scale', () => {
    const lines = render(
      [
        { day: '2025-01-01', value: 5, goal: null },
        { day: '2025-02-01', value: 5, goal: null },
      ],
      40,
      7,
    );
    expect(axisLabels(lines)).toEqual(['5.5', '5.0', '4.5']);
    expect(lines[1]).toMatch(/^5\.0┤[\u2801-\u28ff]+\s*$/);
  });

  it('ignores non-finite values and too-small boxes fall back to a summary', () => {
    const lines = render([...monthly, { day: '2025-08-31', value: Number.NaN, goal: null }], 8, 4);
    expect(lines).toHaveLength(4);
    expect(lines.join('\n')).toContain('7 values');
    expect(lines.join('\n')).not.toMatch(BRAILLE);
  });
});

describe('scale', () => {
  it('chooses round bounds and steps', () => {
    // Steps of 1, 2 or 5 x 10^n only: 25 is not among them.
    expect(niceScale(30, 104, 5)).toMatchObject({ lo: 20, hi: 120, step: 20, ticks: [20, 40, 60, 80, 100, 120] });
    expect(niceScale(30, 104, 4)).toMatchObject({ lo: 0, hi: 200, step: 50 });
    expect(niceScale(0.12, 0.37, 2).ticks).toEqual([0, 0.2, 0.4]);
    expect(niceScale(0.1, 0.3, 2).ticks).toEqual([0.1, 0.2, 0.3]);
    expect(niceScale(-7, -3, 2).ticks).toEqual([-10, -5, 0]);
    expect(niceScale(0, 0, 2).ticks).toEqual([-1, 0, 1]);
  });

  it('formats ticks with the decimals the step needs and compact suffixes', () => {
    expect(formatTick(2.5, 2.5, 10)).toBe('2.5');
    expect(formatTick(50, 25, 125)).toBe('50');
    expect(formatTick(15000, 5000, 20000)).toBe('15k');
    expect(formatTick(1_500_000, 500_000, 2_000_000)).toBe('1.5M');
    expect(formatTick(0, 500_000, 2_000_000)).toBe('0');
    expect(formatTick(-2_000_000, 2_000_000, 4_000_000)).toBe('-2M');
  });
});
