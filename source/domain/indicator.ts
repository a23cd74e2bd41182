// Indicator rules, as the public implementation computes them (its Indicator model), plus what recording a
// value does (a PUT with value, a history create). Pure: the CLI's `record` and the TUI share these.
import { INDICATOR_FREQUENCIES } from '../catalogue/catalogue.js';
import { readDecimal, type JsonValue } from '../catalogue/values.js';
import { addDays, addMonths, compareDays, readDay } from './dates.js';
import { progressOf, progressState, type IndicatorState, type Progress } from './progress.js';

/** Which way the indicator improves: derived from goal and worst value, there is no field for it. */
export type Direction = 'higher' | 'lower';

export type { IndicatorState } from './progress.js';

/** How each front end says a state. */
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

/** The indicator fields these rules read; decimals may arrive as strings ("33.74"). */
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
  /** The exact ratio of the progress figure in percent (the bar), null without a value or when goal equals worst value. */
  readonly percent: number | null;
  /** The progress figure (domain/progress.ts): what every view shows; null without a value. */
  readonly progress: Progress | null;
  readonly state: IndicatorState | null;
  readonly trend: Trend | null;
  readonly updateStatus: UpdateStatus | null;
  readonly nextUpdate: string | null;
}

/** Higher is better unless the worst value lies above the goal; missing either means higher (no field says it). */
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

/**
 * Today against next_update. Without a frequency the service cannot tell overdue from
 * multioverdue (it raises); we call it overdue rather than guess a period.
 */
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

/** The goal a history value is judged against: its own, else the indicator's, else the service's default. */
export function historyGoal(history: HistoryLike, indicator: IndicatorLike): number {
  return readDecimal(history.goal) ?? readDecimal(indicator.goal) ?? DEFAULT_GOAL;
}

/**
 * The progress of a history value against its own goal (or the indicator's), with the indicator's
 * worst value: the one computation behind every view of a value (table, chart cell, pack, outputs).
 */
export function historyProgress(history: HistoryLike, indicator: IndicatorLike): Progress | null {
  const value = readDecimal(history.value);
  if (value === null) return null;
  return progressOf(value, historyGoal(history, indicator), readDecimal(indicator.worst_value) ?? DEFAULT_WORST);
}

/**
 * The history values known of an indicator, plus its own current value on its last_update day (the
 * service keeps a history row for that day) when no known value has that day: what is known of its
 * values, the same in every view.
 */
export function withCurrentValue<T extends HistoryLike>(indicator: IndicatorLike, histories: readonly T[]): (T | HistoryLike)[] {
  const lastUpdate = readDay(indicator.last_update);
  if (lastUpdate === null || readDecimal(indicator.value) === null || histories.some((history) => readDay(history.day) === lastUpdate))
    return [...histories];
  return [...histories, { id: null, day: lastUpdate, value: indicator.value, goal: indicator.goal }];
}

/** Histories sorted by day, oldest first; entries without a readable day are dropped. */
export function sortHistories<T extends HistoryLike>(histories: readonly T[]): T[] {
  return histories.filter((h) => readDay(h.day) !== null).sort((a, b) => compareDays(readDay(a.day) as string, readDay(b.day) as string));
}

// ---- recording a value ----

export interface RecordBody {
  readonly day: string;
  readonly value: number;
  readonly goal?: number;
  readonly comment?: string;
}

export type RecordPlan =
  | {
      readonly ok: true;
      /** Body of the indicator_history create. */
      readonly history: Readonly<Record<string, JsonValue>> & RecordBody;
      /** PUT body for the indicator when the day is the newest known, else null (back-dated value). */
      readonly indicatorUpdate: { readonly value: number; readonly last_update: string } | null;
      /** Percent of the recorded value against the goal it is booked with. */
      readonly percent: number | null;
    }
  | {
      readonly ok: false;
      readonly reason: 'duplicate-day';
      /** The known history that already holds this day. */
      readonly existing: HistoryLike;
    }
  | {
      /** The newest value must move the indicator, which the service refuses without a frequency (a 500). */
      readonly ok: false;
      readonly reason: 'no-frequency';
    };

/**
 * Decides what recording `value` on `day` does. The day is unique per indicator, so a known
 * history on that day refuses the record. The goal is the one in effect that day: the indicator's
 * current goal for the newest value (as the service itself books it), the goal of
 * the nearest earlier known value for a back-dated one. Only the newest value moves the indicator's
 * value and last_update: creating a history alone does not move it. That update fails on the
 * service when the indicator has no frequency, so such a record is refused before anything is sent.
 */
export function planRecordValue(
  indicator: IndicatorLike,
  knownHistories: readonly HistoryLike[],
  day: string,
  value: number,
  comment?: string,
): RecordPlan {
  const sorted = sortHistories(knownHistories);
  const existing = sorted.find((h) => readDay(h.day) === day);
  if (existing) return { ok: false, reason: 'duplicate-day', existing };

  const lastUpdate = readDay(indicator.last_update);
  // Target rows (a goal, no value yet) set for later months do not make a value back-dated.
  const newerKnown = sorted.some((h) => compareDays(readDay(h.day) as string, day) > 0 && readDecimal(h.value) !== null);
  // Nor does a last update on a target row's day with no value (where a deleted value can leave it).
  const isNewest = !newerKnown && (lastUpdate === null || readDecimal(indicator.value) === null || compareDays(day, lastUpdate) >= 0);

  if (isNewest && !isFrequency(indicator.frequency)) return { ok: false, reason: 'no-frequency' };

  const indicatorGoal = readDecimal(indicator.goal);
  const earlier = sorted.filter((h) => compareDays(readDay(h.day) as string, day) < 0 && readDecimal(h.goal) !== null);
  const earlierGoal = earlier.length > 0 ? readDecimal(earlier[earlier.length - 1]?.goal) : null;
  const goal = isNewest ? (indicatorGoal ?? earlierGoal) : (earlierGoal ?? indicatorGoal);

  const history: Record<string, JsonValue> & RecordBody = {
    day,
    value,
    ...(goal === null ? {} : { goal }),
    ...(comment === undefined || comment === '' ? {} : { comment }),
  };
  const worst = readDecimal(indicator.worst_value) ?? DEFAULT_WORST;
  return {
    ok: true,
    history,
    indicatorUpdate: isNewest ? { value, last_update: day } : null,
    percent: percentOfGoal(value, goal ?? DEFAULT_GOAL, worst),
  };
}

/**
 * Editing the value of the history row the indicator's current value comes from (its last_update
 * day) must move the indicator too, or the chart and the figures disagree. The service's value
 * update (a PUT with value) books `value` on `last_update` and upserts that row, so one PUT keeps both.
 * Null when the edit leaves the indicator as it is.
 */
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

// ---- recording many values (a spreadsheet of the month) ----

export type KnownDay =
  | { readonly type: 'free' }
  /** The day holds a target row (a goal and no value yet): the value fills it, the goal stays. */
  | { readonly type: 'target'; readonly historyId: number; readonly goal: number | null }
  /** The day already holds this very value: recording it again changes nothing. */
  | { readonly type: 'same'; readonly historyId: number | null }
  /** The day holds another value: never overwritten silently. */
  | { readonly type: 'other'; readonly value: number | null; readonly historyId: number | null };

/**
 * What is known of a day of an indicator: a history value known here, or the indicator's own value
 * when the day is its last_update (the service keeps a history row for that day).
 */
export function knownDay(indicator: IndicatorLike, knownHistories: readonly HistoryLike[], day: string, value: number): KnownDay {
  const existing = knownHistories.find((history) => readDay(history.day) === day);
  if (existing) {
    const known = readDecimal(existing.value);
    const historyId = typeof existing.id === 'number' ? existing.id : null;
    if (known === null && historyId !== null) return { type: 'target', historyId, goal: readDecimal(existing.goal) };
    return known === value ? { type: 'same', historyId } : { type: 'other', value: known, historyId };
  }
  if (readDay(indicator.last_update) === day) {
    const current = readDecimal(indicator.value);
    return current === value ? { type: 'same', historyId: null } : { type: 'other', value: current, historyId: null };
  }
  return { type: 'free' };
}
