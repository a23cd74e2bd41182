// One month, one progress figure: a value is judged against its month's target row in the history
// table, the detail and the bowling chart alike; JSON carries the figure unrounded.
import { describe, expect, it } from 'vitest';
import { bowlingChart } from '../../source/domain/bowling.js';
import { exactProgress, progressOf, progressText } from '../../source/domain/progress.js';
import { valueGoal, valueProgress } from '../../source/domain/targets.js';
import { historyRows } from '../../source/tui/detail/indicator-view.js';

const INDICATOR = { id: 101, goal: '85', worst_value: '50', frequency: 'monthly', last_update: '2026-05-31', value: '84.9' };
// May: a target row of 80 on the 1st, then the value booked with the indicator's goal of 85.
const HISTORIES = [
  { id: 1, day: '2026-05-01', value: null, goal: '80' },
  { id: 2, day: '2026-05-31', value: '84.9', goal: '85' },
  { id: 3, day: '2026-04-30', value: '83', goal: '85' },
];

describe('the progress of a value', () => {
  it("is judged against the month's target row where there is one, else the goal booked with it", () => {
    expect(valueGoal(HISTORIES[1]!, INDICATOR, HISTORIES)).toBe(80);
    expect(valueGoal(HISTORIES[2]!, INDICATOR, HISTORIES)).toBe(85);
  });

  it('reads the same in the history table and the bowling chart', () => {
    const may = historyRows(INDICATOR, HISTORIES).find((row) => row.day === '2026-05-31')!;
    const cell = bowlingChart(['2026-05'], [{ indicator: INDICATOR, histories: HISTORIES }], '2026-06-15').indicators[0]!.cells[0]!;
    expect(may.goal).toBe('80');
    expect(may.percent).toBe(progressText(cell.progress));
    expect(may.percent).toBe(progressText(valueProgress(HISTORIES[1]!, INDICATOR, HISTORIES)));
  });

  it('is exact where a script reads it', () => {
    expect(exactProgress(progressOf(72.5, 60, 50))).toBe(225);
    expect(exactProgress(progressOf(61.25, 60, 50))).toBe(112.5);
    expect(exactProgress(null)).toBeNull();
  });
});
