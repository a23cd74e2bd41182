// The day a recorded value is for, and the days a value may not be for. One rule for `record`,
// `record --csv` and the console, chosen so that running the same `record ID VALUE` again lands on
// the day the first run chose, however the first run moved the indicator. Pure.
import { readDecimal } from '../catalogue/values.js';
import { addDays, compareDays, readDay } from './dates.js';
import { advanceByFrequency, isFrequency, type IndicatorLike } from './indicator.js';

/**
 * Where the day came from: typed; the indicator's passed next update (the value it waits for, as
 * the service books one); its latest value when that is the very value typed and the indicator is
 * not waiting for another (a re-run of the same command); or today.
 */
export type DaySource = 'given' | 'scheduled' | 'latest' | 'today';

export interface ValueDay {
  readonly day: string;
  readonly source: DaySource;
}

/** Months differ by up to three days (a period from January 31 ends on February 28). */
const MONTH_END_SLACK_DAYS = 3;

/** The latest value is for the period before the next update: one period after it reaches the next update. */
function inCurrentPeriod(last: string, next: string, frequency: unknown): boolean {
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
 * - Else today.
 * Without `value` (a form that asks the day before the value) the second rule does not apply.
 */
export function dayForValue(indicator: IndicatorLike, today: string, value?: number): ValueDay {
  const next = readDay(indicator.next_update);
  if (next !== null && compareDays(next, today) < 0) return { day: next, source: 'scheduled' };
  const last = readDay(indicator.last_update);
  if (value !== undefined && last !== null && next !== null && readDecimal(indicator.value) === value) {
    if (inCurrentPeriod(last, next, indicator.frequency) && compareDays(last, today) <= 0) return { day: last, source: 'latest' };
  }
  return { day: today, source: 'today' };
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
