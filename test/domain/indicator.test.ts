import { describe, expect, it } from 'vitest';
import { parseResource } from '../../source/catalogue/typed-resource.js';
import { directionOf, historyProgress, indicatorFigures, trendOf, updateStatusOf } from '../../source/domain/indicator.js';
import { planRecordValue } from '../../source/domain/record-plan.js';
import { addMonths, dayNumber, dayFromNumber, readDay } from '../../source/domain/dates.js';

describe('direction and percent of goal', () => {
  it('higher is better when worst value lies below the goal', () => {
    const figures = indicatorFigures({ value: '33.74', goal: '50.0', worst_value: '30.0' }, '2025-01-01');
    expect(figures.direction).toBe('higher');
    expect(figures.percent).toBeCloseTo(18.7, 5);
    expect(figures.state).toBe('behind');
  });

  it('lower is better when worst value lies above the goal, and the percent follows', () => {
    const indicator = { value: '20', goal: '10', worst_value: '50' };
    expect(directionOf(indicator)).toBe('lower');
    const figures = indicatorFigures(indicator, '2025-01-01');
    expect(figures.percent).toBe(75);
    expect(figures.state).toBe('behind');
    expect(indicatorFigures({ ...indicator, value: '8' }, '2025-01-01').state).toBe('on-track');
    expect(indicatorFigures({ ...indicator, value: '17' }, '2025-01-01').state).toBe('at-risk');
  });

  it('assumes higher and the defaults 100/0 when goal or worst value is missing', () => {
    const figures = indicatorFigures({ value: 85, goal: null, worst_value: null }, '2025-01-01');
    expect(figures.direction).toBe('higher');
    expect(figures.goal).toBe(100);
    expect(figures.worst).toBe(0);
    expect(figures.percent).toBe(85);
    expect(figures.state).toBe('at-risk');
    expect(directionOf({ goal: null, worst_value: '500' })).toBe('higher');
  });

  it('gives no percent without a value or when goal equals worst value, and says there is no progress figure', () => {
    expect(indicatorFigures({ value: null, goal: '10', worst_value: '0' }, '2025-01-01').percent).toBeNull();
    const flat = indicatorFigures({ value: '5', goal: '10', worst_value: '10' }, '2025-01-01');
    expect(flat.percent).toBeNull();
    expect(flat.progress).toEqual({ kind: 'none', met: false, goal: 10 });
    // Below its goal all the same.
    expect(flat.state).toBe('behind');
  });

  it('history progress uses the history goal, else the indicator goal', () => {
    expect(historyProgress({ value: '40', goal: '80' }, { goal: '50', worst_value: '0' })).toEqual({
      kind: 'figure',
      percent: 50,
      met: false,
    });
    expect(historyProgress({ value: '40', goal: null }, { goal: '50', worst_value: '0' })).toEqual({
      kind: 'figure',
      percent: 80,
      met: false,
    });
    expect(historyProgress({ value: null }, { goal: '50' })).toBeNull();
  });
});

describe('trend', () => {
  it('compares with the last value in the better direction', () => {
    expect(trendOf(10, 8, 'higher')).toBe('positive');
    expect(trendOf(10, 8, 'lower')).toBe('negative');
    expect(trendOf(6, 8, 'lower')).toBe('positive');
    expect(trendOf(8, 8, 'higher')).toBe('equal');
    expect(trendOf(8, null, 'higher')).toBeNull();
    expect(indicatorFigures({ value: '39.6', last_value: '40', goal: '10', worst_value: '50' }, '2025-01-01').trend).toBe('positive');
  });
});

describe('update status', () => {
  it('current, due, overdue, multioverdue by frequency', () => {
    expect(updateStatusOf('2025-03-10', 'monthly', '2025-03-09')).toBe('current');
    expect(updateStatusOf('2025-03-10', 'monthly', '2025-03-10')).toBe('due');
    expect(updateStatusOf('2025-03-10', 'monthly', '2025-04-09')).toBe('overdue');
    expect(updateStatusOf('2025-03-10', 'monthly', '2025-04-10')).toBe('multioverdue');
    expect(updateStatusOf('2025-03-10', 'weekly', '2025-03-16')).toBe('overdue');
    expect(updateStatusOf('2025-03-10', 'weekly', '2025-03-17')).toBe('multioverdue');
    expect(updateStatusOf('2025-03-10', 'quarterly', '2025-06-09')).toBe('overdue');
    expect(updateStatusOf('2025-03-10', 'quarterly', '2025-06-10')).toBe('multioverdue');
  });

  it('null without next update; overdue (not guessed further) without frequency', () => {
    expect(updateStatusOf(null, 'monthly', '2025-01-01')).toBeNull();
    expect(updateStatusOf('2024-01-01', null, '2025-01-01')).toBe('overdue');
  });

  it('reads next_update from the indicator', () => {
    expect(indicatorFigures({ next_update: '2021-08-08', frequency: 'weekly' }, '2021-08-12').updateStatus).toBe('overdue');
  });
});

describe('dates', () => {
  it('adds months clamping to the month end', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(addMonths('2025-03-15', -3)).toBe('2024-12-15');
  });

  it('round-trips day numbers and reads service dates', () => {
    expect(dayFromNumber(dayNumber('2025-03-31'))).toBe('2025-03-31');
    expect(readDay('2021-07-08T18:20:01.530Z')).toBe('2021-07-08');
    expect(readDay('2021-02-30')).toBeNull();
    expect(readDay(null)).toBeNull();
  });
});

// Recording reads typed fields (catalogue/typed-resource.ts): the client parsed the service's text once.
describe('planRecordValue', () => {
  const indicator = {
    id: 7,
    value: 40,
    goal: 100,
    worst_value: 0,
    last_update: '2025-02-28',
    frequency: 'monthly',
  };
  const histories = [
    { id: 1, day: '2025-01-31', value: 30, goal: 90 },
    { id: 2, day: '2025-02-28', value: 40, goal: 95 },
  ];

  it('a newest value creates the history with the indicator goal and updates the indicator', () => {
    const plan = planRecordValue(indicator, histories, '2025-03-31', 55, 'march');
    expect(plan).toEqual({
      ok: true,
      history: { day: '2025-03-31', value: 55, goal: 100, comment: 'march' },
      indicatorUpdate: { value: 55, last_update: '2025-03-31' },
      percent: 55,
    });
  });

  it('a back-dated value takes the goal of the nearest earlier value and leaves the indicator alone', () => {
    const plan = planRecordValue(indicator, histories, '2025-02-15', 35);
    expect(plan.ok && plan.history).toEqual({ day: '2025-02-15', value: 35, goal: 90 });
    expect(plan.ok && plan.indicatorUpdate).toBeNull();
  });

  it('a value older than the indicator last_update is not the newest even with no histories known', () => {
    const plan = planRecordValue(indicator, [], '2025-01-15', 10);
    expect(plan.ok && plan.indicatorUpdate).toBeNull();
    expect(plan.ok && plan.history.goal).toBe(100);
  });

  it('the day of last_update itself counts as newest', () => {
    const plan = planRecordValue(indicator, [], '2025-02-28', 41);
    expect(plan.ok && plan.indicatorUpdate).toEqual({ value: 41, last_update: '2025-02-28' });
  });

  it('falls back to the last value goal when the indicator has none, and omits an empty goal', () => {
    const noGoal = { ...indicator, goal: null };
    const plan = planRecordValue(noGoal, histories, '2025-03-31', 50);
    expect(plan.ok && plan.history.goal).toBe(95);
    const none = planRecordValue({ goal: null, frequency: 'weekly' }, [], '2025-03-31', 50);
    expect(none.ok && 'goal' in none.history).toBe(false);
    expect(none.ok && none.percent).toBe(50);
  });

  it('refuses a newest value for an indicator without frequency (the service cannot move it); back-dated is fine', () => {
    const noFrequency = { ...indicator, frequency: null };
    expect(planRecordValue(noFrequency, histories, '2025-03-31', 50)).toEqual({ ok: false, reason: 'no-frequency' });
    expect(planRecordValue(noFrequency, histories, '2025-02-15', 50).ok).toBe(true);
  });

  it('refuses a day that already has a known value', () => {
    const plan = planRecordValue(indicator, histories, '2025-02-28', 45);
    expect(plan).toEqual({ ok: false, reason: 'duplicate-day', existing: histories[1] });
  });

  it('reads typed fields only: the text the service renders is parsed once, before the rules see it', () => {
    // @ts-expect-error a decimal as the service renders it ("40") is not a typed value
    const raw = planRecordValue({ value: '40', last_update: '2025-02-28', frequency: 'monthly' }, [], '2025-03-31', 55);
    expect(raw.ok).toBe(true);
    const typed = planRecordValue(
      parseResource('indicator', { id: 7, value: '40', goal: '50.0', last_update: '2025-02-28T00:00:00Z', frequency: 'monthly' }),
      [parseResource('indicator_history', { id: 1, day: '2025-02-28', value: '40', goal: '45.0' })],
      '2025-03-31',
      25,
    );
    expect(typed).toMatchObject({
      ok: true,
      history: { goal: 50 },
      indicatorUpdate: { value: 25, last_update: '2025-03-31' },
      percent: 50,
    });
  });

  it('the percent respects lower-is-better', () => {
    const plan = planRecordValue({ goal: 10, worst_value: 50, frequency: 'quarterly' }, [], '2025-03-31', 20);
    expect(plan.ok && plan.percent).toBe(75);
  });
});
