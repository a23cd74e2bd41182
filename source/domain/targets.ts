// Monthly targets are history rows with a goal and no value (monthly-review.md); `monthTarget` is the one rule every view uses.
import { readDecimal } from '../catalogue/values.js';
import { addMonths, readDay } from './dates.js';
import { DEFAULT_GOAL, DEFAULT_WORST, historyGoal, type HistoryLike, type IndicatorLike } from './indicator.js';
import { progressOf, type Progress } from './progress.js';

/** Where a month's goal comes from: its target row, the goal booked with its value, or the indicator's goal. */
export type GoalFrom = 'target' | 'recorded' | 'indicator';

export interface MonthTarget {
  readonly month: string;
  readonly goal: number;
  readonly from: GoalFrom;
  readonly day: string | null;
  readonly historyId: number | null;
}

export function isTargetRow(history: HistoryLike): boolean {
  return readDecimal(history.value) === null && readDecimal(history.goal) !== null && readDay(history.day) !== null;
}

function idOf(history: HistoryLike): number | null {
  return typeof history.id === 'number' ? history.id : null;
}

/** The latest row of the month that `accept` takes, by day (the first of a day). */
export function latestInMonth(histories: readonly HistoryLike[], month: string, accept: (history: HistoryLike) => boolean) {
  const rows = histories.filter((history) => readDay(history.day)?.slice(0, 7) === month && accept(history));
  const dayOf = (history: HistoryLike): string => readDay(history.day) ?? '';
  return rows.reduce<HistoryLike | undefined>((found, row) => (found && dayOf(found) >= dayOf(row) ? found : row), undefined);
}

/** The target a month (YYYY-MM) is judged against: its latest target row, else the goal booked with its latest value, else the indicator's. */
export function monthTarget(indicator: IndicatorLike, histories: readonly HistoryLike[], month: string): MonthTarget {
  const target = latestInMonth(histories, month, isTargetRow);
  if (target) return { month, goal: readDecimal(target.goal) as number, from: 'target', day: readDay(target.day), historyId: idOf(target) };
  const valued = latestInMonth(histories, month, (history) => readDecimal(history.value) !== null);
  const booked = valued === undefined ? null : readDecimal(valued.goal);
  if (valued && booked !== null) return { month, goal: booked, from: 'recorded', day: readDay(valued.day), historyId: idOf(valued) };
  return { month, goal: readDecimal(indicator.goal) ?? DEFAULT_GOAL, from: 'indicator', day: null, historyId: null };
}

/** The goal a history value is judged against in every view: its month's target row, else its booked goal, else the indicator's. */
export function valueGoal(history: HistoryLike, indicator: IndicatorLike, histories: readonly HistoryLike[]): number {
  const day = readDay(history.day);
  const target = day === null ? undefined : latestInMonth(histories, day.slice(0, 7), isTargetRow);
  return target ? (readDecimal(target.goal) as number) : historyGoal(history, indicator);
}

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

/** The same after a figure that names the goal already. */
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

export function targetSteps(histories: readonly HistoryLike[]): TargetStep[] {
  return histories
    .filter(isTargetRow)
    .map((history) => ({ day: readDay(history.day) as string, goal: readDecimal(history.goal) as number, historyId: idOf(history) }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

export function nextMonth(month: string): string {
  return addMonths(`${month}-01`, 1).slice(0, 7);
}

export interface RampStep {
  readonly month: string;
  /** The first day: the daily job moves the goal that morning, so it holds all month. */
  readonly day: string;
  readonly goal: number;
}

function decimalsOf(value: number): number {
  const text = String(value);
  const point = text.indexOf('.');
  return point === -1 || text.includes('e') ? 0 : text.length - point - 1;
}

/** The most steps a ramp takes: twenty years of months (a plan's horizon is five). */
export const MAX_RAMP_MONTHS = 240;

export function monthsAfter(thisMonth: string, by: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(by) - index(thisMonth);
}

/**
 * Equal monthly steps to `goal` from the month after `thisMonth` to `by`, the last exactly the goal,
 * each rounded to one decimal finer than start and goal (at most 4); null rather than a shorter ramp.
 */
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

export function rampStart(indicator: IndicatorLike): { readonly value: number; readonly from: 'value' | 'goal' } {
  const value = readDecimal(indicator.value);
  if (value !== null) return { value, from: 'value' };
  return { value: readDecimal(indicator.goal) ?? DEFAULT_GOAL, from: 'goal' };
}

export type TargetPlan =
  | { readonly type: 'create' }
  | { readonly type: 'same'; readonly historyId: number | null }
  | { readonly type: 'update'; readonly historyId: number; readonly previous: number | null; readonly holdsValue: boolean }
  /** The day holds a value whose row is not known here (rows cannot be listed). */
  | { readonly type: 'unreachable'; readonly value: number | null }
  /** A month is judged against one target, so a second on another day is refused. */
  | { readonly type: 'month-taken'; readonly day: string; readonly goal: number };

/** What setting `goal` as the target of `day` does; a value the day's row holds is kept. */
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
