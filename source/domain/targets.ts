// Monthly targets: the service keeps them as history rows that carry a goal for a day and no value;
// its daily job moves the indicator's goal to each row's goal on that day (monthly-review.md). A
// month is judged against its own target: `monthTarget` is the one rule every view uses. Pure.
import { readDecimal } from '../catalogue/values.js';
import { addMonths, readDay } from './dates.js';
import { DEFAULT_GOAL, DEFAULT_WORST, historyGoal, type HistoryLike, type IndicatorLike } from './indicator.js';
import { progressOf, type Progress } from './progress.js';

/**
 * Where a month's goal comes from:
 * - `target`: a target row dated in the month (a goal and no value);
 * - `recorded`: no target row, but the month's value was booked with a goal (the goal in effect that day);
 * - `indicator`: neither: the indicator's current goal, said so wherever the month is judged.
 */
export type GoalFrom = 'target' | 'recorded' | 'indicator';

export interface MonthTarget {
  readonly month: string;
  readonly goal: number;
  readonly from: GoalFrom;
  /** The day of the target row (or of the value whose goal it is); null for the indicator's goal. */
  readonly day: string | null;
  /** The history row the goal was read from; null for the indicator's goal or a row whose id is not known. */
  readonly historyId: number | null;
}

/** A target row: a history row with a goal and no value yet. */
export function isTargetRow(history: HistoryLike): boolean {
  return readDecimal(history.value) === null && readDecimal(history.goal) !== null && readDay(history.day) !== null;
}

function idOf(history: HistoryLike): number | null {
  return typeof history.id === 'number' ? history.id : null;
}

/** The latest row of the month that `accept` takes, by day. */
function latestInMonth(
  histories: readonly HistoryLike[],
  month: string,
  accept: (history: HistoryLike) => boolean,
): HistoryLike | undefined {
  let found: HistoryLike | undefined;
  let foundDay = '';
  for (const history of histories) {
    const day = readDay(history.day);
    if (day === null || day.slice(0, 7) !== month || !accept(history)) continue;
    if (day > foundDay) {
      found = history;
      foundDay = day;
    }
  }
  return found;
}

/**
 * The target a month (YYYY-MM) is judged against: its target row (the latest in the month when
 * there are several), else the goal booked with the month's latest value, else the indicator's goal
 * (the service's default 100 when it has none).
 */
export function monthTarget(indicator: IndicatorLike, histories: readonly HistoryLike[], month: string): MonthTarget {
  const target = latestInMonth(histories, month, isTargetRow);
  if (target) return { month, goal: readDecimal(target.goal) as number, from: 'target', day: readDay(target.day), historyId: idOf(target) };
  const valued = latestInMonth(histories, month, (history) => readDecimal(history.value) !== null);
  const booked = valued === undefined ? null : readDecimal(valued.goal);
  if (valued && booked !== null) return { month, goal: booked, from: 'recorded', day: readDay(valued.day), historyId: idOf(valued) };
  return { month, goal: readDecimal(indicator.goal) ?? DEFAULT_GOAL, from: 'indicator', day: null, historyId: null };
}

/**
 * The goal a history value is judged against, the same in every view (the history table, the
 * detail, the chart, the bowling chart): its month's target row when the month has one (a month is
 * judged against its own target), else the goal booked with the value, else the indicator's goal.
 */
export function valueGoal(history: HistoryLike, indicator: IndicatorLike, histories: readonly HistoryLike[]): number {
  const day = readDay(history.day);
  const target = day === null ? undefined : latestInMonth(histories, day.slice(0, 7), isTargetRow);
  return target ? (readDecimal(target.goal) as number) : historyGoal(history, indicator);
}

/** The progress of a history value against valueGoal, with the indicator's worst value; null without a value. */
export function valueProgress(history: HistoryLike, indicator: IndicatorLike, histories: readonly HistoryLike[]): Progress | null {
  const value = readDecimal(history.value);
  if (value === null) return null;
  return progressOf(value, valueGoal(history, indicator, histories), readDecimal(indicator.worst_value) ?? DEFAULT_WORST);
}

/** How a month's goal is said in every view: "against the month's target of 9", "against the indicator's goal of 12 (no target for the month)". */
export function againstGoal(goalText: string, from: GoalFrom | null): string {
  if (from === 'target') return `against the month's target of ${goalText}`;
  if (from === 'indicator') return `against the indicator's goal of ${goalText} (no target for the month)`;
  return `against a goal of ${goalText}`;
}

/** The same said after a figure that names the goal already: '' for a goal booked with the value. */
export function goalFromNote(from: GoalFrom | null): string {
  if (from === 'target') return "; the goal is the month's target";
  if (from === 'indicator') return "; no target for the month: the indicator's goal";
  return '';
}

/** "10.5 (the target row of 2026-12-01)", "12 (no target row for the month: the indicator's goal)". */
export function monthTargetText(target: MonthTarget): string {
  if (target.from === 'target') return `${target.goal} (the target row of ${target.day ?? target.month})`;
  if (target.from === 'recorded') return `${target.goal} (no target row: the goal booked with the value of ${target.day ?? target.month})`;
  return `${target.goal} (no target row for ${target.month}: the indicator's goal)`;
}

export interface TargetStep {
  readonly day: string;
  readonly goal: number;
  readonly historyId: number | null;
}

/** The target rows known, oldest first: the steps of the step line. */
export function targetSteps(histories: readonly HistoryLike[]): TargetStep[] {
  return histories
    .filter(isTargetRow)
    .map((history) => ({ day: readDay(history.day) as string, goal: readDecimal(history.goal) as number, historyId: idOf(history) }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** The month after `month` (YYYY-MM). */
export function nextMonth(month: string): string {
  return addMonths(`${month}-01`, 1).slice(0, 7);
}

// ---- a ramp: equal monthly steps towards a goal ----

export interface RampStep {
  readonly month: string;
  /** The first day of the month: the daily job moves the goal that morning, so it holds all month. */
  readonly day: string;
  readonly goal: number;
}

function decimalsOf(value: number): number {
  const text = String(value);
  const point = text.indexOf('.');
  return point === -1 || text.includes('e') ? 0 : text.length - point - 1;
}

/**
 * Equal monthly steps from `start` to `goal`, one a month from the month after `thisMonth` to `by`
 * (both YYYY-MM), the last exactly the goal. Each step is rounded to one decimal more than the
 * finer of start and goal (at most 4), so 9 to 12 over two months is 10.5 and 12. Null when `by`
 * is not after this month, or more than MAX_RAMP_MONTHS after it (never a silently shorter ramp).
 */
/** The most steps a ramp takes: twenty years of months (a plan's horizon is five). */
export const MAX_RAMP_MONTHS = 240;

/** How many months `by` (YYYY-MM) is after `thisMonth`. */
export function monthsAfter(thisMonth: string, by: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(by) - index(thisMonth);
}

export function rampSteps(start: number, goal: number, thisMonth: string, by: string): RampStep[] | null {
  if (monthsAfter(thisMonth, by) > MAX_RAMP_MONTHS) return null;
  const months: string[] = [];
  for (let month = nextMonth(thisMonth); month <= by; month = nextMonth(month)) months.push(month);
  if (months.length === 0) return null;
  const decimals = Math.min(4, Math.max(decimalsOf(start), decimalsOf(goal)) + 1);
  const factor = 10 ** decimals;
  return months.map((month, index) => {
    const exact = index === months.length - 1 ? goal : start + ((goal - start) * (index + 1)) / months.length;
    const rounded = Math.round(exact * factor) / factor;
    return { month, day: `${month}-01`, goal: Object.is(rounded, -0) ? 0 : rounded };
  });
}

/** Where a ramp starts: the indicator's current value, else its goal (the service's default without one). */
export function rampStart(indicator: IndicatorLike): { readonly value: number; readonly from: 'value' | 'goal' } {
  const value = readDecimal(indicator.value);
  if (value !== null) return { value, from: 'value' };
  return { value: readDecimal(indicator.goal) ?? DEFAULT_GOAL, from: 'goal' };
}

// ---- setting a target on a day ----

export type TargetPlan =
  /** Nothing known on the day: a target row is created. */
  | { readonly type: 'create' }
  /** The day already holds this goal: nothing to send. */
  | { readonly type: 'same'; readonly historyId: number | null }
  /** A known row of the day (a target, or a value keeping its value) gets the goal. */
  | { readonly type: 'update'; readonly historyId: number; readonly previous: number | null; readonly holdsValue: boolean }
  /** The day holds a value whose row is not known here: the service has no way to reach it (rows cannot be listed). */
  | { readonly type: 'unreachable'; readonly value: number | null }
  /** The month already has a target on another day: a month is judged against one target, so a second is refused. */
  | { readonly type: 'month-taken'; readonly day: string; readonly goal: number };

/**
 * What setting `goal` as the target of `day` does, from what is known here: a row of the day is
 * updated with the goal (a value it holds is kept), the indicator's own last_update day (a row the
 * service keeps, its id unknown here) cannot be reached, a day in a month whose target is on
 * another day is refused (the month would silently be judged against the later one), and a free day
 * gets a new target row.
 */
export function planTarget(indicator: IndicatorLike, histories: readonly HistoryLike[], day: string, goal: number): TargetPlan {
  const row = histories.find((history) => readDay(history.day) === day);
  if (row) {
    const previous = readDecimal(row.goal);
    if (previous === goal) return { type: 'same', historyId: idOf(row) };
    const id = idOf(row);
    const value = readDecimal(row.value);
    if (id === null) return { type: 'unreachable', value };
    return { type: 'update', historyId: id, previous, holdsValue: value !== null };
  }
  if (readDay(indicator.last_update) === day) return { type: 'unreachable', value: readDecimal(indicator.value) };
  const other = latestInMonth(histories, day.slice(0, 7), isTargetRow);
  if (other) return { type: 'month-taken', day: readDay(other.day) as string, goal: readDecimal(other.goal) as number };
  return { type: 'create' };
}
