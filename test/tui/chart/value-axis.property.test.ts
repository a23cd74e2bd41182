// Property tests (fast-check) of the chart's value axis: for any series (tiny, huge, negative,
// constant, a single value), the labels read as numbers that rise strictly by one round step
// (1, 2 or 5 x 10^n), no label twice, the ticks cover every value, their rows are an equal number
// apart, and a value is drawn on the scale the labels name. Then the same read off a drawn chart.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderHistoryChart, type ChartPoint } from '../../../source/tui/chart/history-chart.js';
import { valueAxis } from '../../../source/tui/chart/scale.js';

const SUFFIX: Record<string, number> = { k: 1e3, M: 1e6, G: 1e9 };

/** A label as the number it names: 12k, 1.5M, -2G, 1e-7, 0.25. */
function labelValue(label: string): number {
  const match = /^(-?[0-9.]+(?:e-?\d+)?)([kMG]?)$/.exec(label);
  if (!match) throw new Error(`not a number label: "${label}"`);
  return Number(match[1]) * (SUFFIX[match[2] ?? ''] ?? 1);
}

/** Whether `step` is 1, 2 or 5 times a power of ten. */
function isNiceStep(step: number): boolean {
  const magnitude = 10 ** Math.floor(Math.log10(step));
  const factor = step / magnitude;
  return [1, 2, 5, 10].some((nice) => Math.abs(factor - nice) < 1e-6);
}

const close = (a: number, b: number, scale: number) => Math.abs(a - b) <= 1e-6 * scale;

const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
/** Series of every kind a plan holds, and a few it should not. */
const series = fc.oneof(
  fc.array(finite(-1e15, 1e15), { minLength: 1, maxLength: 20 }),
  fc.array(finite(-1e-6, 1e-6), { minLength: 1, maxLength: 20 }),
  fc.array(finite(1e9, 1e15), { minLength: 1, maxLength: 20 }),
  fc.array(finite(-500, -1), { minLength: 1, maxLength: 20 }),
  fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 20 }),
  fc.tuple(finite(-1e12, 1e12), fc.integer({ min: 1, max: 12 })).map(([value, count]) => new Array<number>(count).fill(value)),
  finite(-1e15, 1e15).map((value) => [value]),
  fc.tuple(finite(-1e6, 1e6), finite(0, 1e-3)).map(([base, spread]) => [base, base + spread, base + spread / 2]),
  fc.constantFrom([0], [0, 5e-324], [1e-300, 2e-300], [85, 80, 70, 88.4], [30, 104], [-0, 0]),
);

describe('the value axis, for any series', () => {
  it('labels round equal steps, rising strictly, covering the data, each on its own row, values on the same scale', () => {
    fc.assert(
      fc.property(series, fc.integer({ min: 2, max: 40 }), (values, rows) => {
        const min = Math.min(...values);
        const max = Math.max(...values);
        const axis = valueAxis(min, max, rows);
        // One interval (two rows) has round bounds on one side of zero only.
        if (rows === 2 && min < 0 && max > 0) return;
        expect(axis).not.toBeNull();
        if (!axis) return;
        const { ticks, labels, step } = axis;
        const span = Math.max(Math.abs(ticks[0]!), Math.abs(ticks.at(-1)!), step);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(isNiceStep(step), `step ${step}`).toBe(true);
        // Equal steps, strictly rising, covering the data.
        ticks.slice(1).forEach((tick, i) => expect(close(tick - ticks[i]!, step, span), `${ticks.join(' ')}`).toBe(true));
        expect(ticks[0]!).toBeLessThanOrEqual(min);
        expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
        // The labels name those ticks, no two alike, rising by the step.
        expect(new Set(labels).size).toBe(labels.length);
        const named = labels.map(labelValue);
        named.slice(1).forEach((value, i) => {
          expect(value, labels.join(' ')).toBeGreaterThan(named[i]!);
          expect(close(value - named[i]!, step, span * 100), labels.join(' ')).toBe(true);
        });
        // Rows: inside the plot, top to bottom as values fall, an equal number apart.
        axis.rows.forEach((row, i) => {
          expect(row).toBeGreaterThanOrEqual(0);
          expect(row).toBeLessThan(rows);
          if (i > 0) expect(axis.rows[i - 1]! - row).toBe(axis.spacing);
        });
        // A tick's value is drawn on its label's row; every value inside the plot, higher values higher.
        ticks.forEach((tick, i) => expect(Math.floor(axis.dotOf(tick) / 4)).toBe(axis.rows[i]));
        for (const value of values) {
          const dot = axis.dotOf(value);
          expect(dot).toBeGreaterThanOrEqual(axis.dotOf(ticks.at(-1)!));
          expect(dot).toBeLessThanOrEqual(axis.dotOf(ticks[0]!));
          expect(dot).toBeLessThan(rows * 4);
        }
        const sorted = [...values].sort((a, b) => a - b);
        sorted.slice(1).forEach((value, i) => expect(axis.dotOf(value)).toBeLessThanOrEqual(axis.dotOf(sorted[i]!)));
      }),
      { numRuns: 400 },
    );
  });
});

/** Each labelled row of a drawn chart as [row, label]. */
function axisRows(lines: readonly string[]): [number, string][] {
  return lines.flatMap((line, row) => {
    const label = /^\s*(\S+)┤/.exec(line)?.[1];
    return label === undefined ? [] : [[row, label] as [number, string]];
  });
}

describe('a drawn chart, for any series', () => {
  it('labels its axis at equal steps on rows an equal number apart, never the goal among them', () => {
    const point = fc.record({ value: finite(-1e9, 1e9), goal: fc.option(finite(-1e9, 1e9), { nil: null }) });
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 14 }),
        fc.integer({ min: 30, max: 120 }),
        fc.integer({ min: 5, max: 40 }),
        (raw, width, height) => {
          const points: ChartPoint[] = raw.map((p, i) => ({ ...p, day: `2025-${String(i + 1).padStart(2, '0')}-28` }));
          const rows = axisRows(renderHistoryChart(points, { width, height, colour: false }));
          const values = points.flatMap((p) => [p.value, p.goal ?? p.value]);
          if (height - 3 === 2 && Math.min(...values) < 0 && Math.max(...values) > 0) return;
          expect(rows.length).toBeGreaterThanOrEqual(2);
          const named = rows.map(([, label]) => labelValue(label));
          const gaps = named.slice(1).map((value, i) => named[i]! - value);
          for (const gap of gaps) {
            expect(gap, rows.join(' ')).toBeGreaterThan(0);
            expect(close(gap, gaps[0]!, Math.max(...named.map(Math.abs), gaps[0]!) * 100), rows.join(' ')).toBe(true);
          }
          const spacing = rows.slice(1).map(([row], i) => row - rows[i]![0]);
          expect(new Set(spacing).size, rows.join(' ')).toBe(1);
        },
      ),
      { numRuns: 200 },
    );
  });
});
