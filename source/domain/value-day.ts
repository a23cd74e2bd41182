// The day a recorded value is for: one rule for every front end, so a re-run lands on the day the first run chose. Pure.
import { addDays, compareDays } from './dates.js';
import { advanceByFrequency, isFrequency } from './indicator.js';
import type { IndicatorFields } from './record-plan.js';

export type DaySource = 'given' | 'scheduled' | 'latest' | 'due' | 'today';

/** How many days before its next update a value typed is that update's. */
const EARLY_DAYS = { weekly: 1, monthly: 7, quarterly: 7 } as const;

export interface ValueDay {
  readonly day: string;
  readonly source: DaySource;
}

/** Months differ by up to three days (a period from January 31 ends on February 28). */
const MONTH_END_SLACK_DAYS = 3;

/** Whether the latest value is for the period before the next update. */
function inCurrentPeriod(last: string, next: string, frequency: string | null | undefined): boolean {
  if (!isFrequency(frequency)) return false;
  const slack = frequency === 'weekly' ? 0 : MONTH_END_SLACK_DAYS;
  return compareDays(addDays(advanceByFrequency(last, frequency), slack), next) >= 0;
}

/**
 * The day a value typed without one is for: a passed next update (as the service books it); the
 * latest value's day when it holds this very value (a retry finds its own) or lies ahead (corrected,
 * not booked beside); a next update within EARLY_DAYS; else today.
 */
export function dayForValue(indicator: IndicatorFields, today: string, value?: number): ValueDay {
  const next = indicator.next_update ?? null;
  if (next !== null && compareDays(next, today) < 0) return { day: next, source: 'scheduled' };
  const last = indicator.last_update ?? null;
  if (last !== null && next !== null && inCurrentPeriod(last, next, indicator.frequency)) {
    if (compareDays(last, today) > 0 && typeof indicator.value === 'number') return { day: last, source: 'latest' };
    if (value !== undefined && indicator.value === value && compareDays(last, today) <= 0) return { day: last, source: 'latest' };
  }
  if (
    next !== null &&
    isFrequency(indicator.frequency) &&
    compareDays(next, today) > 0 &&
    compareDays(next, addDays(today, EARLY_DAYS[indicator.frequency])) <= 0
  )
    return { day: next, source: 'due' };
  return { day: today, source: 'today' };
}

/** A day after today that dayForValue offers needs no --allow-future. */
export function isOwnScheduledDay(indicator: IndicatorFields, day: string, today: string): boolean {
  const offered = dayForValue(indicator, today);
  return offered.day === day && (offered.source === 'due' || offered.source === 'latest');
}

export function isFutureDay(day: string, today: string): boolean {
  return compareDays(day, today) > 0;
}

/** Why a value cannot be for this day, without the front end's way to insist; undefined when it can. */
export function futureDayProblem(day: string, today: string): string | undefined {
  return isFutureDay(day, today)
    ? `${day} has not come yet (today is ${today}): a value is for a day that has passed or is today`
    : undefined;
}
