// The day a value without one is for: the same day again when the same command runs again.
import { describe, expect, it } from 'vitest';
import { dayForValue, futureDayProblem, isFutureDay } from '../../source/domain/value-day.js';

const TODAY = '2026-11-27';
/** Waiting for October's value. */
const WAITING = { value: 3.4, last_update: '2026-09-30', next_update: '2026-10-31', frequency: 'monthly' };
/** The same after `record 104 3.1`: the service moved it to October and its next update on a month. */
const MOVED = { value: 3.1, last_update: '2026-10-31', next_update: '2026-11-30', frequency: 'monthly' };

describe('dayForValue', () => {
  it('takes the update the indicator waits for when it has passed, whatever the value', () => {
    expect(dayForValue(WAITING, TODAY, 3.1)).toEqual({ day: '2026-10-31', source: 'scheduled' });
    expect(dayForValue(WAITING, TODAY)).toEqual({ day: '2026-10-31', source: 'scheduled' });
  });

  it('takes the latest day again for the very value it holds, when the indicator waits for no other', () => {
    expect(dayForValue(MOVED, TODAY, 3.1)).toEqual({ day: '2026-10-31', source: 'latest' });
    // Another value is the next one: November's, due on the 30th, three days from now.
    expect(dayForValue(MOVED, TODAY, 3.2)).toEqual({ day: '2026-11-30', source: 'due' });
    // Without the value (a form asks the day first), the same.
    expect(dayForValue(MOVED, TODAY)).toEqual({ day: '2026-11-30', source: 'due' });
    // A week and more before it falls due, today.
    expect(dayForValue(MOVED, '2026-11-20', 3.2)).toEqual({ day: '2026-11-20', source: 'today' });
    // A value recorded early today, run again tomorrow: still its day.
    const early = { value: 5, last_update: TODAY, next_update: '2026-11-30', frequency: 'monthly' };
    expect(dayForValue(early, '2026-11-28', 5)).toEqual({ day: TODAY, source: 'latest' });
  });

  it("books the month's value typed on the 28th on its due day, the 30th; a value typed again finds that day", () => {
    const due = { value: 3.1, last_update: '2026-10-31', next_update: '2026-11-30', frequency: 'monthly' };
    expect(dayForValue(due, '2026-11-28', 4)).toEqual({ day: '2026-11-30', source: 'due' });
    // As the service leaves it: booked on the 30th, the next update a month on.
    const booked = { value: 4, last_update: '2026-11-30', next_update: '2026-12-30', frequency: 'monthly' };
    expect(dayForValue(booked, '2026-11-28', 4)).toEqual({ day: '2026-11-30', source: 'latest' });
    // A corrected value typed the next day: the same day, where the month's value is (refused as taken, naming it).
    expect(dayForValue(booked, '2026-11-29', 4.5)).toEqual({ day: '2026-11-30', source: 'latest' });
    // Once the day has come, a new value is the next period's.
    expect(dayForValue(booked, '2026-12-02', 4.5)).toEqual({ day: '2026-12-02', source: 'today' });
  });

  it('does not take a latest day from before the period that leads to the next update', () => {
    // Its next update was moved on by hand: September's value is not this period's.
    const stale = { value: 3.1, last_update: '2026-09-30', next_update: '2026-12-31', frequency: 'monthly' };
    expect(dayForValue(stale, TODAY, 3.1)).toEqual({ day: TODAY, source: 'today' });
    // Quarterly: a value from two months before the next update is this period's.
    const quarterly = { value: 7, last_update: '2026-09-30', next_update: '2026-12-31', frequency: 'quarterly' };
    expect(dayForValue(quarterly, TODAY, 7)).toEqual({ day: '2026-09-30', source: 'latest' });
    // No frequency, no period: today.
    expect(dayForValue({ ...MOVED, frequency: null }, TODAY, 3.1)).toEqual({ day: TODAY, source: 'today' });
  });
});

describe('days that have not come', () => {
  it('are after today, and say so with today', () => {
    expect(isFutureDay('2026-11-28', TODAY)).toBe(true);
    expect(isFutureDay(TODAY, TODAY)).toBe(false);
    expect(futureDayProblem('2027-01-31', TODAY)).toBe(
      '2027-01-31 has not come yet (today is 2026-11-27): a value is for a day that has passed or is today',
    );
    expect(futureDayProblem('2026-10-31', TODAY)).toBeUndefined();
  });
});
