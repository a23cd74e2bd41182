// The bowling chart (monthly-review.md): indicators x months, each cell the month's latest value, met or not.
import { readDecimal } from '../catalogue/values.js';
import { compareDays, readDay } from './dates.js';
import { advanceByFrequency, DEFAULT_WORST, isFrequency, type HistoryLike, type IndicatorLike } from './indicator.js';
import { progressNumber, progressOf, type Progress } from './progress.js';
import { latestInMonth, monthTarget, type GoalFrom } from './targets.js';

export type BowlingMark = 'green' | 'red' | 'none';

/** Marks so the chart reads without colour; red is not `-`, which would read as a minus sign. */
export const BOWLING_MARKS: Readonly<Record<BowlingMark, string>> = { green: '+', red: 'x', none: '.' };

/** Why a month has no value, as far as can be told without a list of values (the service has none). */
export type EmptyMonth = 'unknown' | 'unrecorded' | 'not-due' | 'no-update' | 'before';

/** Each empty month's mark: only what can be looked for shows one; a month with nothing to look for is blank. */
export const EMPTY_MARKS: Readonly<Record<EmptyMonth, string>> = {
  unknown: '.',
  unrecorded: '!',
  'not-due': ' ',
  'no-update': ' ',
  before: ' ',
};

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
  readonly goalFrom: GoalFrom | null;
  /** The progress figure as shown (domain/progress.ts). */
  readonly tpc: number | null;
  readonly progress: Progress | null;
  readonly mark: BowlingMark;
  readonly empty: EmptyMonth | null;
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
  return Array.from({ length: count }, (_, offset) => {
    const index = end - count + 1 + offset;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

function cellFor(month: string, input: BowlingInput, emptyWhy: (month: string) => EmptyMonth): BowlingCell {
  const latest = latestInMonth(input.histories, month, (history) => readDecimal(history.value) !== null);
  if (!latest) {
    const empty = emptyWhy(month);
    return { month, value: null, goal: null, goalFrom: null, tpc: null, progress: null, mark: 'none', empty, historyId: null };
  }
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
 * Why each month of a row without a value is empty. No value lies after last_update (a value moves
 * it): after it, a month whose scheduled update passed went unrecorded; up to it, the service may hold
 * a value it cannot list. A value due today is not missing until tomorrow.
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
      // A quarterly indicator's months between its quarters hold no value to look for (the newest value's month excepted).
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

export function unknownMonths(cells: readonly BowlingCell[]): string[] {
  return cells.filter((cell) => cell.empty === 'unknown').map((cell) => cell.month);
}

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

export function cellMark(cell: BowlingCell): string {
  return cell.empty === null ? BOWLING_MARKS[cell.mark] : EMPTY_MARKS[cell.empty];
}
