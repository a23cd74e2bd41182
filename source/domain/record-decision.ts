// What recording one value will do, decided at once from what is known (the indicator and the
// known values of its days, typed): the day it is for, whether that day may take it, and which
// write it needs, if any. Pure: usecases/record-value.ts reads the index, asks this once, then
// sends what it says.
import { compareDays } from './dates.js';
import { DEFAULT_GOAL, DEFAULT_WORST, isFrequency, percentOfGoal } from './indicator.js';
import { historiesByDay, knownDay, planRecordValue, type HistoryFields, type IndicatorFields, type RecordPlan } from './record-plan.js';
import { dayForValue, futureDayProblem, isOwnScheduledDay, type DaySource } from './value-day.js';

/** The value to record: a day when one was typed, a comment when given. */
export interface ValueAsked {
  readonly value: number;
  readonly day?: string;
  readonly comment?: string;
}

/** The day a value is for and where that day came from, as every outcome says it. */
export interface DaySaid {
  readonly day: string;
  readonly daySource: DaySource;
}

export type RecordDecision =
  /** A day that has not come, not the indicator's own and not allowed explicitly. */
  | { readonly type: 'future'; readonly problem: string }
  /** The day holds another value: never overwritten silently. */
  | { readonly type: 'conflict'; readonly existing: number | null; readonly historyId: number | null }
  /** The value must move the indicator, which the service refuses without a frequency. */
  | { readonly type: 'no-frequency' }
  /** The day already holds this value and the indicator stands on it (or past it). */
  | { readonly type: 'skip'; readonly historyId: number | null }
  /** The day holds this value, but the indicator never moved to it: the move is all that is left. */
  | { readonly type: 'finish'; readonly historyId: number | null }
  /** The day holds a target row (a goal, no value): the value fills it; the newest moves the indicator. */
  | { readonly type: 'fill-target'; readonly historyId: number; readonly newest: boolean; readonly percent: number | null }
  /**
   * A new history value, and the indicator's move when it is the newest. `awaitsMove`: were the
   * day found taken by this run's own earlier send, whether the indicator would still need moving.
   */
  | { readonly type: 'create'; readonly plan: Extract<RecordPlan, { ok: true }>; readonly awaitsMove: boolean };

/** The known day holds the value, but the indicator never moved to it: newer than its last_update and than every other known value. */
export function awaitsMove(indicator: IndicatorFields, histories: readonly HistoryFields[], day: string): boolean {
  const lastUpdate = indicator.last_update ?? null;
  if (lastUpdate !== null && compareDays(day, lastUpdate) <= 0) return false;
  return !historiesByDay(histories).some((history) => compareDays(history.day, day) > 0 && typeof history.value === 'number');
}

/** The day the value is for: the one typed, else the indicator's rule (value-day.ts). */
function daySaid(indicator: IndicatorFields, asked: ValueAsked, today: string): DaySaid {
  if (asked.day !== undefined) return { day: asked.day, daySource: 'given' };
  const { day, source } = dayForValue(indicator, today, asked.value);
  return { day, daySource: source };
}

function decide(indicator: IndicatorFields, histories: readonly HistoryFields[], asked: ValueAsked, day: string): RecordDecision {
  const { value } = asked;
  const known = knownDay(indicator, histories, day, value);
  if (known.type === 'other') return { type: 'conflict', existing: known.value, historyId: known.historyId };
  if (known.type === 'target') {
    const newest = awaitsMove(indicator, histories, day) || (indicator.last_update ?? null) === null;
    if (newest && !isFrequency(indicator.frequency)) return { type: 'no-frequency' };
    const goal = known.goal ?? indicator.goal ?? DEFAULT_GOAL;
    return {
      type: 'fill-target',
      historyId: known.historyId,
      newest,
      percent: percentOfGoal(value, goal, indicator.worst_value ?? DEFAULT_WORST),
    };
  }
  if (known.type === 'same') {
    if (!awaitsMove(indicator, histories, day)) return { type: 'skip', historyId: known.historyId };
    return isFrequency(indicator.frequency) ? { type: 'finish', historyId: known.historyId } : { type: 'no-frequency' };
  }
  const plan = planRecordValue(indicator, histories, day, value, asked.comment);
  if (plan.ok) return { type: 'create', plan, awaitsMove: awaitsMove(indicator, histories, day) };
  if (plan.reason === 'no-frequency') return { type: 'no-frequency' };
  return { type: 'conflict', existing: null, historyId: plan.existing.id ?? null };
}

/**
 * What recording `asked` does, from the indicator and its known values: the day (said), and the
 * decision. A day after today is refused unless it is the indicator's own (its update due within
 * days, or its latest value booked ahead) or `allowFuture` asks for it.
 */
export function decideRecord(
  indicator: IndicatorFields,
  histories: readonly HistoryFields[],
  asked: ValueAsked,
  today: string,
  allowFuture = false,
): { readonly said: DaySaid; readonly decision: RecordDecision } {
  const said = daySaid(indicator, asked, today);
  const { day, daySource } = said;
  const own = daySource === 'due' || daySource === 'latest' || isOwnScheduledDay(indicator, day, today);
  const problem = allowFuture || own ? undefined : futureDayProblem(day, today);
  if (problem !== undefined) return { said, decision: { type: 'future', problem } };
  return { said, decision: decide(indicator, histories, asked, day) };
}
