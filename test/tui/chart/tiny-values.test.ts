// Indicators measured in millionths and less: the value axis keeps the decimals it needs, and a
// chart of them draws like any other (a range that rounded to nothing once made it loop forever).
import { describe, expect, it } from 'vitest';
import { BrailleCanvas } from '../../../source/terminal/braille.js';
import { renderHistoryChart, type ChartPoint } from '../../../source/tui/chart/history-chart.js';
import { decimalsOf, niceScale } from '../../../source/tui/chart/scale.js';

describe('an axis for tiny values', () => {
  it('prints as many decimals as a tiny step needs', () => {
    expect([decimalsOf(1e-7), decimalsOf(2.5e-9), decimalsOf(0.25), decimalsOf(50)]).toEqual([7, 10, 2, 0]);
  });

  it('keeps a range below a millionth apart instead of rounding it to one value', () => {
    expect(niceScale(0, 1e-7, 1)).toEqual({ lo: 0, hi: 1e-7, step: 1e-7, ticks: [0, 1e-7] });
    const finest = niceScale(0, 1e-30, 4);
    expect(finest.hi).toBeGreaterThan(finest.lo);
    expect(finest.ticks).toHaveLength(5);
  });
});

describe('a chart of tiny values', () => {
  it('draws the series and labels its axis', () => {
    const points: ChartPoint[] = [
      { day: '2025-01-31', value: 0, goal: null },
      { day: '2025-02-28', value: 1e-7, goal: null },
      { day: '2025-03-31', value: 5e-8, goal: null },
    ];
    const lines = renderHistoryChart(points, { width: 40, height: 10, colour: false });
    const text = lines.join('\n');
    expect(text).toContain('0.0000001');
    expect(text).toMatch(/[\u2801-\u28ff]/);
  });
});

describe('a braille line', () => {
  it('ends on any end points: fractions are rounded, non-numbers draw nothing', () => {
    const canvas = new BrailleCanvas(4, 1);
    canvas.line(0.4, 0, 3.6, 3.2);
    canvas.line(Number.NaN, 0, 5, 3);
    expect([0, 1, 2, 3].map((column) => canvas.isSet(column, 0))).toEqual([true, true, true, false]);
  });
});
