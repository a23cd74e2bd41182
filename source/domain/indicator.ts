// Indicator rules as the public implementation's Indicator model computes them. Pure.
import { INDICATOR_FREQUENCIES } from '../catalogue/catalogue.js';
import { readDecimal, type JsonValue } from '../catalogue/values.js';
import { addDays, addMonths, compareDays, readDay } from './dates.js';
import { progressOf, progressState, type IndicatorState, type Progress } from './progress.js';

/** Which way the indicator improves: no field says it, goal and worst value do. */
export type Direction = 'higher' | 'lower';

export type { IndicatorState } from './progress.js';

export const STATE_WORDS: Readonly<Record<IndicatorState, string>> = {
  'on-track': 'on track',
  'at-risk': 'at risk',
  behind: 'behind',
};
export { STATE_THRESHOLDS } from './progress.js';

export type Trend = 'positive' | 'negative' | 'equal';

/** The service's `status` of an indicator: where today stands against `next_update`. */
export type UpdateStatus = 'current' | 'due' | 'overdue' | 'multioverdue';

export type Frequency = (typeof INDICATOR_FREQUENCIES)[number];

/** The DB defaults the service uses when goal or worst value is missing. */
export const DEFAULT_GOAL = 100;
export const DEFAULT_WORST = 0;

/** Decimals may arrive as strings ("33.74"). */
export interface IndicatorLike {
  readonly id?: number;
  readonly value?: unknown;
  readonly goal?: unknown;
  readonly worst_value?: unknown;
  readonly last_value?: unknown;
  readonly last_update?: unknown;
  readonly next_update?: unknown;
  readonly frequency?: unknown;
}

export interface HistoryLike {
  readonly id?: number | null;
  readonly day?: unknown;
  readonly value?: unknown;
  readonly goal?: unknown;
  readonly comment?: unknown;
}

export interface IndicatorFigures {
  readonly value: number | null;
  /** Goal and worst value in use (the defaults when the service has none). */
  readonly goal: number;
  readonly worst: number;
  readonly direction: Direction;
  /** The exact ratio in percent (the bar). */
  readonly percent: number | null;
  readonly progress: Progress | null;
  readonly state: IndicatorState | null;
  readonly trend: Trend | null;
  readonly updateStatus: UpdateStatus | null;
  readonly nextUpdate: string | null;
}

/** Higher is better unless the worst value lies above the goal. */
export function directionOf(indicator: IndicatorLike): Direction {
  const goal = readDecimal(indicator.goal);
  const worst = readDecimal(indicator.worst_value);
  if (goal === null || worst === null) return 'higher';
  return worst > goal ? 'lower' : 'higher';
}

/** tpc = 100·(value − worst)/(goal − worst); null when the span is zero. */
export function percentOfGoal(value: number, goal: number, worst: number): number | null {
  if (goal === worst) return null;
  return (100 * (value - worst)) / (goal - worst);
}

export function trendOf(value: number | null, lastValue: number | null, direction: Direction): Trend | null {
  if (value === null || lastValue === null) return null;
  if (value === lastValue) return 'equal';
  const better = direction === 'higher' ? value > lastValue : value < lastValue;
  return better ? 'positive' : 'negative';
}

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (INDICATOR_FREQUENCIES as readonly string[]).includes(value);
}

/** The day one period after `day` (the service advances next_update this way). */
export function advanceByFrequency(day: string, frequency: Frequency): string {
  switch (frequency) {
    case 'weekly':
      return addDays(day, 7);
    case 'monthly':
      return addMonths(day, 1);
    case 'quarterly':
      return addMonths(day, 3);
  }
}

/** Today against next_update; without a frequency the service raises, we say overdue rather than guess a period. */
export function updateStatusOf(nextUpdate: string | null, frequency: unknown, today: string): UpdateStatus | null {
  if (nextUpdate === null) return null;
  const order = compareDays(nextUpdate, today);
  if (order > 0) return 'current';
  if (order === 0) return 'due';
  if (!isFrequency(frequency)) return 'overdue';
  return compareDays(today, advanceByFrequency(nextUpdate, frequency)) < 0 ? 'overdue' : 'multioverdue';
}

export function isUpdateLate(status: UpdateStatus | null): boolean {
  return status === 'overdue' || status === 'multioverdue';
}

export function indicatorFigures(indicator: IndicatorLike, today: string): IndicatorFigures {
  const value = readDecimal(indicator.value);
  const goal = readDecimal(indicator.goal) ?? DEFAULT_GOAL;
  const worst = readDecimal(indicator.worst_value) ?? DEFAULT_WORST;
  const direction = directionOf(indicator);
  const progress = value === null ? null : progressOf(value, goal, worst);
  const nextUpdate = readDay(indicator.next_update);
  return {
    value,
    goal,
    worst,
    direction,
    percent: progress?.kind === 'figure' ? progress.percent : null,
    progress,
    state: progressState(progress),
    trend: trendOf(value, readDecimal(indicator.last_value), direction),
    updateStatus: updateStatusOf(nextUpdate, indicator.frequency, today),
    nextUpdate,
  };
}

/** A history value's own goal, else the indicator's, else the service's default. */
export function historyGoal(history: HistoryLike, indicator: IndicatorLike): number {
  return readDecimal(history.goal) ?? readDecimal(indicator.goal) ?? DEFAULT_GOAL;
}

/** The progress of a history value against historyGoal: one computation for every view. */
export function historyProgress(history: HistoryLike, indicator: IndicatorLike): Progress | null {
  const value = readDecimal(history.value);
  if (value === null) return null;
  return progressOf(value, historyGoal(history, indicator), readDecimal(indicator.worst_value) ?? DEFAULT_WORST);
}

/** The known history values plus the current value on its last_update day (the service keeps a row for it). */
export function withCurrentValue<T extends HistoryLike>(indicator: IndicatorLike, histories: readonly T[]): (T | HistoryLike)[] {
  const lastUpdate = readDay(indicator.last_update);
  if (lastUpdate === null || readDecimal(indicator.value) === null || histories.some((history) => readDay(history.day) === lastUpdate))
    return [...histories];
  return [...histories, { id: null, day: lastUpdate, value: indicator.value, goal: indicator.goal }];
}

/** Oldest first; entries without a readable day are dropped. */
export function sortHistories<T extends HistoryLike>(histories: readonly T[]): T[] {
  return histories.filter((h) => readDay(h.day) !== null).sort((a, b) => compareDays(readDay(a.day) as string, readDay(b.day) as string));
}

/** Editing the last_update day's row must move the indicator too: one value PUT upserts that row and keeps both. */
export function indicatorUpdateForHistoryEdit(
  indicator: IndicatorLike,
  history: HistoryLike,
  changed: Readonly<Record<string, JsonValue>>,
): { value: number; last_update: string } | null {
  const day = readDay(history.day);
  if (day === null || day !== readDay(indicator.last_update)) return null;
  if (changed.day !== undefined && readDay(changed.day) !== day) return null;
  const value = readDecimal(changed.value);
  if (value === null || value === readDecimal(indicator.value)) return null;
  return { value, last_update: day };
}
