// What can be said of an indicator's values beyond those known here, as the bowling chart tells empty months apart. Pure.
import { readDecimal } from '../catalogue/values.js';
import { emptyMonthRule, monthsEnding, type BowlingInput } from './bowling.js';
import { compareDays, readDay } from './dates.js';
import { advanceByFrequency, isFrequency } from './indicator.js';

export interface ValueNotes {
  readonly none: boolean;
  /** Oldest first, at most 12. */
  readonly unrecorded: readonly string[];
  readonly notDue: string | null;
  readonly unknownMonths: readonly string[];
}

const MOST_UNRECORDED = 12;
const MOST_MONTHS = 120;

function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

/** The scheduled days from the next update on: those before today (passed) and the first from today on. */
function schedule(next: string | null, frequency: unknown, today: string): { passed: string[]; coming: string | null } {
  if (next === null) return { passed: [], coming: null };
  const passed: string[] = [];
  let day = next;
  while (compareDays(day, today) < 0) {
    passed.push(day);
    if (!isFrequency(frequency) || passed.length > 5000) return { passed: passed.slice(-MOST_UNRECORDED), coming: null };
    day = advanceByFrequency(day, frequency);
  }
  return { passed: passed.slice(-MOST_UNRECORDED), coming: day };
}

export function valueNotes(input: BowlingInput, today: string): ValueNotes {
  const known = input.histories
    .filter((history) => readDecimal(history.value) !== null)
    .map((history) => readDay(history.day))
    .filter((day): day is string => day !== null)
    .sort();
  const lastUpdate = readDay(input.indicator.last_update);
  const last =
    [lastUpdate, known[known.length - 1] ?? null]
      .filter((day): day is string => day !== null)
      .sort()
      .pop() ?? null;
  const { passed, coming } = schedule(readDay(input.indicator.next_update), input.indicator.frequency, today);
  const unrecorded = passed.filter((day) => last === null || compareDays(day, last) > 0);
  if (last === null) return { none: true, unrecorded, notDue: coming, unknownMonths: [] };
  const created = typeof input.indicator.created_at === 'string' ? input.indicator.created_at.slice(0, 7) : '';
  const first = [created, known[0]?.slice(0, 7) ?? ''].filter((month) => month !== '').sort()[0] ?? last.slice(0, 7);
  const count = Math.min(MOST_MONTHS, Math.max(1, monthIndex(last.slice(0, 7)) - monthIndex(first) + 1));
  const why = emptyMonthRule(input, today);
  const withValue = new Set(known.map((day) => day.slice(0, 7)));
  const unknownMonths = monthsEnding(last.slice(0, 7), count).filter((month) => !withValue.has(month) && why(month) === 'unknown');
  return { none: false, unrecorded, notDue: coming, unknownMonths };
}
