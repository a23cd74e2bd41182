// The day a recorded value is for, and the days a value may not be for. One rule for `record`,
// `record --csv` and the console, chosen so that running the same `record ID VALUE` again lands on
// the day the first run chose, however the first run moved the indicator. Pure.
import { addDays, compareDays } from './dates.js';
import { advanceByFrequency, isFrequency } from './indicator.js';
import type { IndicatorFields } from './record-plan.js';

/**
 * Where the day came from: typed; the indicator's passed next update (the value it waits for, as
 * the service books one); its latest value when that is the very value typed and the indicator is
 * not waiting for another (a re-run of the same command), or when that value was booked ahead of
 * today (the period's value, to correct rather than to book twice); its next update a few days
 * ahead (the period's value typed early: `due`); or today.
 */
export type DaySource = 'given' | 'scheduled' | 'latest' | 'due' | 'today';

/** How many days before its next update a value typed is that update's (the month's value typed on the 28th for the 30th). */
const EARLY_DAYS = { weekly: 1, monthly: 7, quarterly: 7 } as const;

export interface ValueDay {
  readonly day: string;
  readonly source: DaySource;
}

/** Months differ by up to three days (a period from January 31 ends on February 28). */
const MONTH_END_SLACK_DAYS = 3;

/** The latest value is for the period before the next update: one period after it reaches the next update. */
function inCurrentPeriod(last: string, next: string, frequency: string | null | undefined): boolean {
  if (!isFrequency(frequency)) return false;
  const slack = frequency === 'weekly' ? 0 : MONTH_END_SLACK_DAYS;
  return compareDays(addDays(advanceByFrequency(last, frequency), slack), next) >= 0;
}

/**
 * The day a value typed without one is for.
 * - The indicator's next update when it has passed: the value it waits for (October's value typed in
 *   November goes on October's day), as the service books a value sent without a day.
 * - Its latest value's day (last_update) when the indicator is not waiting for another value, that
 *   day is within the period before the next update, and it holds the very value typed: the same
 *   command run again (a retry after a timeout) finds its own value there instead of booking it twice.
 * - Its latest value's day when that lies after today (booked on its due day ahead): this period's
 *   value, so another value typed is refused as the day's, naming it, not booked beside it.
 * - Its next update when that falls within a few days (EARLY_DAYS): the period's value typed early.
 * - Else today.
 * Without `value` (a form that asks the day before the value) the rule of the very value does not apply.
 */
export function dayForValue(indicator: IndicatorFields, today: string, value?: number): ValueDay {
  const next = indicator.next_update ?? null;
  if (next !== null && compareDays(next, today) < 0) return { day: next, source: 'scheduled' };
  const last = indicator.last_update ?? null;
  if (last !== null && next !== null && inCurrentPeriod(last, next, indicator.frequency)) {
    // Booked on its due day ahead of today: this period's value, found again (a correction is
    // refused naming it, never booked beside it).
    if (compareDays(last, today) > 0 && typeof indicator.value === 'number') return { day: last, source: 'latest' };
    if (value !== undefined && indicator.value === value && compareDays(last, today) <= 0) return { day: last, source: 'latest' };
  }
  // The period's value typed a few days before it falls due: booked on its day, so the day asks no more.
  if (
    next !== null &&
    isFrequency(indicator.frequency) &&
    compareDays(next, today) > 0 &&
    compareDays(next, addDays(today, EARLY_DAYS[indicator.frequency])) <= 0
  )
    return { day: next, source: 'due' };
  return { day: today, source: 'today' };
}

/**
 * Whether a day after today is the indicator's own: the update due within days, or its latest value
 * booked ahead (what dayForValue offers). A value for it needs no --allow-future.
 */
export function isOwnScheduledDay(indicator: IndicatorFields, day: string, today: string): boolean {
  const offered = dayForValue(indicator, today);
  return offered.day === day && (offered.source === 'due' || offered.source === 'latest');
}

/** A day after today: a value for it is refused unless asked for explicitly. */
export function isFutureDay(day: string, today: string): boolean {
  return compareDays(day, today) > 0;
}

/** Why a value cannot be for this day, without the front end's way to insist; undefined when it can. */
export function futureDayProblem(day: string, today: string): string | undefined {
  return isFutureDay(day, today)
    ? `${day} has not come yet (today is ${today}): a value is for a day that has passed or is today`
    : undefined;
}
