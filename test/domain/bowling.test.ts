import { describe, expect, it } from 'vitest';
import { bowlingChart, isMonth, monthsEnding } from '../../source/domain/bowling.js';
import { progressText } from '../../source/domain/progress.js';

describe('monthsEnding', () => {
  it('counts back across a year end', () => {
    expect(monthsEnding('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsEnding('2026-11', 12)).toHaveLength(12);
    expect(monthsEnding('2026-11', 12)[0]).toBe('2025-12');
    expect(isMonth('2026-13')).toBe(false);
    expect(() => monthsEnding('2026-1', 3)).toThrow(RangeError);
  });
});

describe('bowlingChart', () => {
  const months = ['2026-01', '2026-02', '2026-03'];

  it('takes the latest value of a month, marks it by its own goal, and leaves unknown months blank', () => {
    const chart = bowlingChart(months, [
      {
        indicator: {
          id: 1,
          name: 'OEE',
          objective_id: 7,
          goal: '85',
          worst_value: '50',
          created_at: '2025-06-01T00:00:00Z',
        },
        histories: [
          { id: 10, day: '2026-01-10', value: '90', goal: '85' },
          { id: 11, day: '2026-01-31', value: '70', goal: '85' }, // the latest of January wins
          { id: 12, day: '2026-03-31', value: '85', goal: '80' }, // its own goal: 100 %+ against 80
        ],
      },
    ]);
    expect(
      chart.indicators[0]!.cells.map(({ month, value, goal, tpc, mark, empty }) => ({ month, value, goal, tpc, mark, empty })),
    ).toEqual([
      { month: '2026-01', value: 70, goal: 85, tpc: 57, mark: 'red', empty: null },
      { month: '2026-02', value: null, goal: null, tpc: null, mark: 'none', empty: 'unknown' },
      { month: '2026-03', value: 85, goal: 80, tpc: 117, mark: 'green', empty: null },
    ]);
    expect(chart.incomplete).toBe(1);
  });

  it('reads lower-is-better from the worst value above the goal', () => {
    const chart = bowlingChart(
      ['2026-01'],
      [{ indicator: { id: 2, goal: '2', worst_value: '8' }, histories: [{ day: '2026-01-31', value: '1.5' }] }],
    );
    // 100·(1.5 − 8)/(2 − 8) = 108.3: below the goal is good.
    expect(chart.indicators[0]!.cells[0]).toMatchObject({ tpc: 108, mark: 'green' });
  });

  it('does not count months before an indicator existed as unknown', () => {
    const chart = bowlingChart(months, [
      { indicator: { id: 3, created_at: '2026-03-02T10:00:00Z' }, histories: [{ day: '2026-03-31', value: '120' }] },
    ]);
    expect(chart.incomplete).toBe(0);
  });
});

describe('the figure of a cell', () => {
  it('is the progress by the one rounding rule, and the mark is decided on the values', () => {
    const cell = (value: number, goal: number, worst = 0) =>
      bowlingChart(['2026-07'], [{ indicator: { id: 1, goal, worst_value: worst }, histories: [{ id: 2, day: '2026-07-31', value }] }])
        .indicators[0]!.cells[0]!;
    const near = cell(84.9, 85);
    expect([near.tpc, near.mark, progressText(near.progress)]).toEqual([99.9, 'red', '99.9%']);
    expect([cell(85, 85).tpc, cell(85, 85).mark]).toEqual([100, 'green']);
    expect(cell(104.4, 100).tpc).toBe(104);
    expect(cell(-0.3, 100).tpc).toBe(-0.3);
    expect(cell(-12.6, 100).tpc).toBe(-13);
    expect(cell(0.2, 100).tpc).toBe(0);
    // The goal equals the worst value: no figure, the mark from the values.
    expect(cell(38, 50, 50)).toMatchObject({ tpc: null, mark: 'red', progress: { kind: 'none' } });
  });
});
