// What recording one value will do, decided at once from what is known: its day, whether it may, which write. Pure.
import { compareDays } from './dates.js';
import { DEFAULT_GOAL, DEFAULT_WORST, isFrequency, percentOfGoal } from './indicator.js';
import { historiesByDay, knownDay, planRecordValue, type HistoryFields, type IndicatorFields, type RecordPlan } from './record-plan.js';
import { dayForValue, futureDayProblem, isOwnScheduledDay, type DaySource } from './value-day.js';

export interface ValueAsked {
  readonly value: number;
  readonly day?: string;
  readonly comment?: string;
}

export interface DaySaid {
  readonly day: string;
  readonly daySource: DaySource;
}

export type RecordDecision =
  | { readonly type: 'future'; readonly problem: string }
  /** The day holds another value: never overwritten silently. */
  | { readonly type: 'conflict'; readonly existing: number | null; readonly historyId: number | null }
  /** The service refuses to move an indicator without a frequency. */
  | { readonly type: 'no-frequency' }
  | { readonly type: 'skip'; readonly historyId: number | null }
  /** The day holds this value, but the indicator never moved to it. */
  | { readonly type: 'finish'; readonly historyId: number | null }
  | { readonly type: 'fill-target'; readonly historyId: number; readonly newest: boolean; readonly percent: number | null }
  /** `awaitsMove`: were the day found taken by this run's own earlier send, whether the indicator would still need moving. */
  | { readonly type: 'create'; readonly plan: Extract<RecordPlan, { ok: true }>; readonly awaitsMove: boolean };

/** Newer than the indicator's last_update and than every other known value. */
export function awaitsMove(indicator: IndicatorFields, histories: readonly HistoryFields[], day: string): boolean {
  const lastUpdate = indicator.last_update ?? null;
  if (lastUpdate !== null && compareDays(day, lastUpdate) <= 0) return false;
  return !historiesByDay(histories).some((history) => compareDays(history.day, day) > 0 && typeof history.value === 'number');
}

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

/** A day after today is refused unless it is the indicator's own or `allowFuture` asks for it. */
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
