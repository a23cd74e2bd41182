// What recording a value does: the history create, whether the indicator moves, what a day holds. Pure.
import type { TypedResource } from '../catalogue/typed-resource.js';
import type { JsonValue } from '../catalogue/values.js';
import { compareDays } from './dates.js';
import { DEFAULT_GOAL, DEFAULT_WORST, isFrequency, percentOfGoal } from './indicator.js';

/** Parsed once (catalogue/typed-resource.ts): no rule here reads them again. */
export type IndicatorFields = Pick<
  TypedResource<'indicator'>,
  'value' | 'goal' | 'worst_value' | 'last_update' | 'next_update' | 'frequency'
>;

/** A row known by its day alone has no id. */
export type HistoryFields = Pick<TypedResource<'indicator_history'>, 'day' | 'value' | 'goal'> & { readonly id?: number | null };

export function historiesByDay<T extends HistoryFields>(histories: readonly T[]): (T & { readonly day: string })[] {
  return histories
    .filter((history): history is T & { readonly day: string } => typeof history.day === 'string')
    .sort((a, b) => compareDays(a.day, b.day));
}

export interface RecordBody {
  readonly day: string;
  readonly value: number;
  readonly goal?: number;
  readonly comment?: string;
}

export type RecordPlan =
  | {
      readonly ok: true;
      readonly history: Readonly<Record<string, JsonValue>> & RecordBody;
      /** Null for a back-dated value. */
      readonly indicatorUpdate: { readonly value: number; readonly last_update: string } | null;
      readonly percent: number | null;
    }
  | { readonly ok: false; readonly reason: 'duplicate-day'; readonly existing: HistoryFields }
  | {
      /** The newest value must move the indicator, which the service refuses without a frequency (a 500). */
      readonly ok: false;
      readonly reason: 'no-frequency';
    };

/**
 * The day is unique per indicator; the goal is the one in effect that day (the indicator's for the
 * newest value, the nearest earlier one's for a back-dated value); only the newest moves the indicator.
 */
export function planRecordValue(
  indicator: IndicatorFields,
  knownHistories: readonly HistoryFields[],
  day: string,
  value: number,
  comment?: string,
): RecordPlan {
  const sorted = historiesByDay(knownHistories);
  const existing = sorted.find((h) => h.day === day);
  if (existing) return { ok: false, reason: 'duplicate-day', existing };

  const lastUpdate = indicator.last_update ?? null;
  // Target rows (a goal, no value yet) set for later months do not make a value back-dated.
  const newerKnown = sorted.some((h) => compareDays(h.day, day) > 0 && typeof h.value === 'number');
  // Nor does a last update on a target row's day with no value (where a deleted value can leave it).
  const isNewest = !newerKnown && (lastUpdate === null || typeof indicator.value !== 'number' || compareDays(day, lastUpdate) >= 0);

  if (isNewest && !isFrequency(indicator.frequency)) return { ok: false, reason: 'no-frequency' };

  const indicatorGoal = indicator.goal ?? null;
  const earlier = sorted.filter((h) => compareDays(h.day, day) < 0 && typeof h.goal === 'number');
  const earlierGoal = earlier[earlier.length - 1]?.goal ?? null;
  const goal = isNewest ? (indicatorGoal ?? earlierGoal) : (earlierGoal ?? indicatorGoal);

  const history: Record<string, JsonValue> & RecordBody = {
    day,
    value,
    ...(goal === null ? {} : { goal }),
    ...(comment === undefined || comment === '' ? {} : { comment }),
  };
  const worst = indicator.worst_value ?? DEFAULT_WORST;
  return {
    ok: true,
    history,
    indicatorUpdate: isNewest ? { value, last_update: day } : null,
    percent: percentOfGoal(value, goal ?? DEFAULT_GOAL, worst),
  };
}

export type KnownDay =
  | { readonly type: 'free' }
  /** A target row: the value fills it, the goal stays. */
  | { readonly type: 'target'; readonly historyId: number; readonly goal: number | null }
  | { readonly type: 'same'; readonly historyId: number | null }
  /** Never overwritten silently. */
  | { readonly type: 'other'; readonly value: number | null; readonly historyId: number | null };

/** A history value known here, or the indicator's own on its last_update day (the service keeps that row). */
export function knownDay(indicator: IndicatorFields, knownHistories: readonly HistoryFields[], day: string, value: number): KnownDay {
  const existing = knownHistories.find((history) => history.day === day);
  if (existing) {
    const known = existing.value ?? null;
    const historyId = existing.id ?? null;
    if (known === null && historyId !== null) return { type: 'target', historyId, goal: existing.goal ?? null };
    return known === value ? { type: 'same', historyId } : { type: 'other', value: known, historyId };
  }
  if (indicator.last_update === day) {
    const current = indicator.value ?? null;
    return current === value ? { type: 'same', historyId: null } : { type: 'other', value: current, historyId: null };
  }
  return { type: 'free' };
}
