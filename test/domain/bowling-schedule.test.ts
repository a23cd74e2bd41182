// Which months of a bowling chart count as not known: not those before the indicator existed, nor
// the month of an update still to come (given today).
import { describe, expect, it } from 'vitest';
import { bowlingChart } from '../../source/domain/bowling.js';

const months = ['2026-09', '2026-10', '2026-11'];
const today = '2026-11-23';
const histories = [
  { day: '2026-09-30', value: '90' },
  { day: '2026-10-31', value: '95' },
];

describe('bowlingChart: months not known here', () => {
  it('does not count the month of the next update, before its value is due', () => {
    const chart = bowlingChart(months, [{ indicator: { id: 1, next_update: '2026-11-30', frequency: 'monthly' }, histories }], today);
    expect(chart.indicators[0]!.cells[2]!.mark).toBe('none');
    expect(chart.incomplete).toBe(0);
  });

  it('counts a month whose update has passed without a value', () => {
    const chart = bowlingChart(
      months,
      [{ indicator: { id: 1, next_update: '2026-10-31', frequency: 'monthly' }, histories: histories.slice(0, 1) }],
      today,
    );
    expect(chart.incomplete).toBe(1);
  });

  it('counts every month since the first value when the indicator has no next update, or today is not given', () => {
    expect(bowlingChart(months, [{ indicator: { id: 1 }, histories }], today).incomplete).toBe(1);
    expect(bowlingChart(months, [{ indicator: { id: 1, next_update: '2026-11-30' }, histories }]).incomplete).toBe(1);
  });
});
