// Why a month of a bowling chart is empty, told apart: not known here (the service may hold its
// value and cannot list them), not recorded (its update passed after the indicator's last value),
// not due yet, and before the indicator began.
import { describe, expect, it } from 'vitest';
import { bowlingChart, unknownMonths, unrecordedMonths } from '../../source/domain/bowling.js';

const months = ['2026-08', '2026-09', '2026-10', '2026-11'];
const today = '2026-11-23';
const empties = (chart: ReturnType<typeof bowlingChart>) => chart.indicators[0]!.cells.map((cell) => cell.empty);

describe('bowlingChart: empty months', () => {
  it("calls a quarterly indicator's months between its quarters no update due, known: only its quarters' months are not known here", () => {
    // Due at the end of each quarter (next: December); the service's newest value is September's.
    const indicator = {
      id: 1,
      created_at: '2025-10-31T09:00:00Z',
      last_update: '2026-09-30',
      value: '95',
      next_update: '2026-12-31',
      frequency: 'quarterly',
    };
    const quarters = ['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
    const chart = bowlingChart(quarters, [{ indicator, histories: [] }], today);
    expect(empties(chart)).toEqual(['no-update', 'no-update', 'unknown', 'no-update', 'no-update', 'unknown', 'no-update', 'not-due']);
    // Known whole once the quarters' values are known.
    const known = bowlingChart(
      quarters,
      [
        {
          indicator,
          histories: [
            { day: '2026-06-30', value: '90' },
            { day: '2026-09-30', value: '95' },
          ],
        },
      ],
      today,
    );
    expect(known.incomplete).toBe(0);
  });

  it('calls the month of an update still to come not due yet, and months up to the last value not known here', () => {
    const indicator = {
      id: 1,
      created_at: '2025-10-31T09:00:00Z',
      last_update: '2026-10-31',
      value: '95',
      next_update: '2026-11-30',
      frequency: 'monthly',
    };
    const chart = bowlingChart(months, [{ indicator, histories: [{ day: '2026-10-31', value: '95' }] }], today);
    expect(empties(chart)).toEqual(['unknown', 'unknown', null, 'not-due']);
    expect(chart.incomplete).toBe(1);
    expect(chart.unrecorded).toBe(0);
  });

  it('calls a month whose update passed after the last value not recorded, not unknown', () => {
    // October's update (the 31st) passed; the service's last value is September's.
    const indicator = {
      id: 1,
      created_at: '2025-10-31T09:00:00Z',
      last_update: '2026-09-30',
      value: '90',
      next_update: '2026-10-31',
      frequency: 'monthly',
    };
    const chart = bowlingChart(months, [{ indicator, histories: [{ day: '2026-09-30', value: '90' }] }], today);
    expect(empties(chart)).toEqual(['unknown', null, 'unrecorded', 'not-due']);
    expect(unrecordedMonths(chart.indicators[0]!.cells)).toEqual(['2026-10']);
    expect(unknownMonths(chart.indicators[0]!.cells)).toEqual(['2026-08']);
    expect(chart.unrecorded).toBe(1);
  });

  it('counts every missed update of an indicator left for months', () => {
    const indicator = { id: 1, last_update: '2026-07-31', value: '90', next_update: '2026-08-31', frequency: 'monthly' };
    const chart = bowlingChart(months, [{ indicator, histories: [{ day: '2026-07-31', value: '90' }] }], today);
    expect(empties(chart)).toEqual(['unrecorded', 'unrecorded', 'unrecorded', 'not-due']);
  });

  it('says an indicator with no last update holds none: its passed months are not recorded, never not known here', () => {
    const indicator = { id: 1, created_at: '2026-09-02T10:00:00Z', next_update: '2026-09-30', frequency: 'monthly' };
    const chart = bowlingChart(months, [{ indicator, histories: [] }], today);
    expect(empties(chart)).toEqual(['before', 'unrecorded', 'unrecorded', 'not-due']);
    expect(chart.incomplete).toBe(0);
  });

  it('calls a month between the last value and the month of the next update one with no update due', () => {
    // Quarterly: after June's value the next update is at the end of September, which has passed.
    const indicator = {
      id: 1,
      created_at: '2025-10-31T09:00:00Z',
      last_update: '2026-06-30',
      next_update: '2026-09-30',
      frequency: 'quarterly',
    };
    const chart = bowlingChart(['2026-06', ...months], [{ indicator, histories: [{ day: '2026-06-30', value: '40' }] }], today);
    expect(empties(chart)).toEqual([null, 'no-update', 'unrecorded', 'no-update', 'not-due']);
  });

  it('without today, or its creation day, calls every empty month not known here', () => {
    const chart = bowlingChart(months, [{ indicator: { id: 1 }, histories: [{ day: '2026-09-30', value: '90' }] }]);
    expect(empties(chart)).toEqual(['unknown', null, 'unknown', 'unknown']);
  });
});
