// What recording a value does, read from typed fields (catalogue/typed-resource.ts): the history
// create, whether the indicator moves, and what a day already holds. Pure: the CLI's `record`, its
// `--csv` and the console share these through usecases/record-value.ts.
import type { TypedResource } from '../catalogue/typed-resource.js';
import type { JsonValue } from '../catalogue/values.js';
import { compareDays } from './dates.js';
import { DEFAULT_GOAL, DEFAULT_WORST, isFrequency, percentOfGoal } from './indicator.js';

/** The indicator fields recording a value reads, parsed once (catalogue/typed-resource.ts): no rule here reads them again. */
export type IndicatorFields = Pick<
  TypedResource<'indicator'>,
  'value' | 'goal' | 'worst_value' | 'last_update' | 'next_update' | 'frequency'
>;

/** A known history value as recording reads it, parsed; a row known by its day alone has no id. */
export type HistoryFields = Pick<TypedResource<'indicator_history'>, 'day' | 'value' | 'goal'> & { readonly id?: number | null };

/** Known history values that have a day, oldest first. */
export function historiesByDay<T extends HistoryFields>(histories: readonly T[]): (T & { readonly day: string })[] {
  return histories
    .filter((history): history is T & { readonly day: string } => typeof history.day === 'string')
    .sort((a, b) => compareDays(a.day, b.day));
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
      readonly existing: HistoryFields;
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
