// The bowling chart: indicators x calendar months, each cell the month's value (the latest history
// value dated in that month) marked green when it met its goal and red when not (monthly-review.md).
// Pure: the caller gathers the indicators and the history values it knows.
import { readDecimal } from '../catalogue/values.js';
import { compareDays, readDay } from './dates.js';
import { advanceByFrequency, DEFAULT_WORST, isFrequency, type HistoryLike, type IndicatorLike } from './indicator.js';
import { progressNumber, progressOf, type Progress } from './progress.js';
import { monthTarget, type GoalFrom } from './targets.js';

export type BowlingMark = 'green' | 'red' | 'none';

/**
 * The mark of each cell, so the chart reads without colour (printouts, plain terminals). Red is
 * not `-`: before a figure it would read as a minus sign ("-100" for 99.9 percent).
 */
export const BOWLING_MARKS: Readonly<Record<BowlingMark, string>> = { green: '+', red: 'x', none: '.' };

/**
 * Why a month has no value, as far as can be told without a list of values (the service has none):
 * - `unknown`: not known here: the service may hold one (it is not after the indicator's last update);
 * - `unrecorded`: nobody recorded it: an update fell due and passed after the indicator's last update;
 * - `not-due`: its update has not come yet;
 * - `no-update`: after the last value and before the month of the next update: none fell due in it;
 * - `before`: before the indicator began.
 */
export type EmptyMonth = 'unknown' | 'unrecorded' | 'not-due' | 'no-update' | 'before';

/** Each empty month's mark: only what can be looked for shows one; a month with nothing to look for is blank. */
export const EMPTY_MARKS: Readonly<Record<EmptyMonth, string>> = {
  unknown: '.',
  unrecorded: '!',
  'not-due': ' ',
  'no-update': ' ',
  before: ' ',
};

/** Each empty month in words, the same in every view. */
export const EMPTY_WORDS: Readonly<Record<EmptyMonth, string>> = {
  unknown: 'not known here',
  unrecorded: 'not recorded',
  'not-due': 'not due yet',
  'no-update': 'no update due',
  before: 'before the indicator began',
};

export interface BowlingCell {
  readonly month: string;
  readonly value: number | null;
  readonly goal: number | null;
  /** Where the goal comes from (domain/targets.ts): the month's target row, the goal booked with the value, or the indicator's goal; null without a value. */
  readonly goalFrom: GoalFrom | null;
  /** The progress figure as shown (domain/progress.ts); null without a value or a figure. */
  readonly tpc: number | null;
  /** The progress of the value against its goal; null without a value. */
  readonly progress: Progress | null;
  readonly mark: BowlingMark;
  /** Why there is no value; null for a cell with one. */
  readonly empty: EmptyMonth | null;
  /** The history value the cell shows (to open or correct it), null when none. */
  readonly historyId: number | null;
}

export interface BowlingRow {
  readonly id: number;
  readonly name: string;
  readonly objective_id: number | null;
  readonly cells: readonly BowlingCell[];
}

export interface BowlingInput {
  readonly indicator: IndicatorLike & {
    readonly id: number;
    readonly name?: unknown;
    readonly objective_id?: unknown;
    readonly created_at?: unknown;
  };
  readonly histories: readonly HistoryLike[];
}

export interface BowlingChart {
  readonly months: readonly string[];
  readonly indicators: readonly BowlingRow[];
  /** Indicators with a month not known here (the service may hold its value). */
  readonly incomplete: number;
  /** Indicators with a month whose update passed unrecorded. */
  readonly unrecorded: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(text: string): boolean {
  return MONTH.test(text);
}

/** `count` calendar months ending with `last` (YYYY-MM), oldest first. */
export function monthsEnding(last: string, count: number): string[] {
  const match = MONTH.exec(last);
  if (!match) throw new RangeError(`not a month: ${last}`);
  const end = Number(match[1]) * 12 + Number(match[2]) - 1;
  const months: string[] = [];
  for (let index = end - count + 1; index <= end; index++) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    months.push(`${year}-${month < 10 ? '0' : ''}${month}`);
  }
  return months;
}

function cellFor(month: string, input: BowlingInput, emptyWhy: (month: string) => EmptyMonth): BowlingCell {
  let latest: HistoryLike | undefined;
  let latestDay = '';
  for (const history of input.histories) {
    const day = readDay(history.day);
    if (day === null || day.slice(0, 7) !== month || readDecimal(history.value) === null) continue;
    if (day > latestDay) {
      latest = history;
      latestDay = day;
    }
  }
  if (!latest)
    return {
      month,
      value: null,
      goal: null,
      goalFrom: null,
      tpc: null,
      progress: null,
      mark: 'none',
      empty: emptyWhy(month),
      historyId: null,
    };
  const value = readDecimal(latest.value) as number;
  // Each month against its own target (the one rule of domain/targets.ts).
  const target = monthTarget(input.indicator, input.histories, month);
  const progress = progressOf(value, target.goal, readDecimal(input.indicator.worst_value) ?? DEFAULT_WORST);
  return {
    month,
    value,
    goal: target.goal,
    goalFrom: target.from,
    tpc: progressNumber(progress),
    progress,
    // Met or not is decided on the values, never on a rounded ratio.
    mark: progress.met ? 'green' : 'red',
    empty: null,
    historyId: typeof latest.id === 'number' ? latest.id : null,
  };
}

/** The months of the scheduled updates before today, from a next update that has passed; empty when none has passed. */
function passedUpdateMonths(next: string | null, frequency: unknown, today: string): Set<string> {
  const months = new Set<string>();
  if (next === null) return months;
  let day = next;
  // Bounded: a weekly indicator forgotten for twenty years is still a few thousand steps.
  for (let step = 0; step < 5000 && compareDays(day, today) < 0; step += 1) {
    months.add(day.slice(0, 7));
    if (!isFrequency(frequency)) break;
    day = advanceByFrequency(day, frequency);
  }
  return months;
}

/**
 * Why each month of a row without a value is empty. The service's last_update is the day of its
 * newest value (a value moves it), so no value lies after it. After it: a month in which a
 * scheduled update (the next update, and each period after it) fell due and passed went unrecorded;
 * an earlier month with none had no update due; this month and later ones are not due yet (a value
 * due today is not missing until tomorrow). Up to it, a month may hold a value
 * the service cannot list: not known here; but a quarterly indicator's month with no update due
 * (between its quarters) has none to look for: no update due. Months before the indicator existed (or before its first
 * known value, when that is earlier) are before it began; without its creation day, none is. Without today, every month after the
 * indicator began is not known here.
 */
export function emptyMonthRule(input: BowlingInput, today?: string): (month: string) => EmptyMonth {
  const known = input.histories
    .filter((history) => readDecimal(history.value) !== null)
    .map((history) => readDay(history.day))
    .filter((day): day is string => day !== null)
    .sort();
  const created = typeof input.indicator.created_at === 'string' ? input.indicator.created_at.slice(0, 7) : '';
  const firstKnown = known[0]?.slice(0, 7);
  // Without its creation day nothing says when it began: every month may hold a value.
  const since = firstKnown !== undefined && created !== '' && firstKnown < created ? firstKnown : created;
  const lastUpdate = readDay(input.indicator.last_update);
  const newestKnown = known[known.length - 1] ?? null;
  const last = lastUpdate !== null && (newestKnown === null || lastUpdate > newestKnown) ? lastUpdate : newestKnown;
  const thisMonth = today?.slice(0, 7);
  const next = readDay(input.indicator.next_update);
  const passed = today === undefined ? new Set<string>() : passedUpdateMonths(next, input.indicator.frequency, today);
  return (month) => {
    if (month < since) return 'before';
    if (today === undefined || thisMonth === undefined) return 'unknown';
    if (last !== null && month <= last.slice(0, 7)) {
      // A quarterly indicator is due one month in three (its schedule runs back from the next
      // update): a month between holds no value to look for, so it is blank and known (the month of
      // the service's newest value excepted: that one holds a value, wherever it fell).
      if (input.indicator.frequency === 'quarterly' && next !== null && month !== last.slice(0, 7) && !sameQuarterPhase(month, next))
        return 'no-update';
      return 'unknown';
    }
    if (month > thisMonth) return 'not-due';
    // No schedule to say when a value was due: the months before this one went unrecorded.
    if (next === null) return month < thisMonth ? 'unrecorded' : 'not-due';
    if (passed.has(month)) return 'unrecorded';
    return month < thisMonth ? 'no-update' : 'not-due';
  };
}

/** Whether a month (YYYY-MM) is a whole number of quarters from the month of `day`. */
function sameQuarterPhase(month: string, day: string): boolean {
  const index = (text: string): number => Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7));
  return (((index(month) - index(day)) % 3) + 3) % 3 === 0;
}

/** The months of a row not known here (the service may hold their values). */
export function unknownMonths(cells: readonly BowlingCell[]): string[] {
  return cells.filter((cell) => cell.empty === 'unknown').map((cell) => cell.month);
}

/** The months of a row whose update passed with no value recorded. */
export function unrecordedMonths(cells: readonly BowlingCell[]): string[] {
  return cells.filter((cell) => cell.empty === 'unrecorded').map((cell) => cell.month);
}

/** `today` (YYYY-MM-DD) tells the months not known here from those not recorded and those not due yet. */
export function bowlingChart(months: readonly string[], inputs: readonly BowlingInput[], today?: string): BowlingChart {
  let incomplete = 0;
  let unrecorded = 0;
  const indicators = inputs.map((input): BowlingRow => {
    const why = emptyMonthRule(input, today);
    const cells = months.map((month) => cellFor(month, input, why));
    if (unknownMonths(cells).length > 0) incomplete += 1;
    if (unrecordedMonths(cells).length > 0) unrecorded += 1;
    const objective = input.indicator.objective_id;
    return {
      id: input.indicator.id,
      name: typeof input.indicator.name === 'string' ? input.indicator.name : `Indicator ${input.indicator.id}`,
      objective_id: typeof objective === 'number' ? objective : null,
      cells,
    };
  });
  return { months, indicators, incomplete, unrecorded };
}

/** A cell's mark: met, below, or why it is empty. */
export function cellMark(cell: BowlingCell): string {
  return cell.empty === null ? BOWLING_MARKS[cell.mark] : EMPTY_MARKS[cell.empty];
}
