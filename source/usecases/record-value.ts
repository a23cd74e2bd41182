// The one record operation behind every front end; outcomes are data, the front ends only word them.
import { parseDay, type TypedResource } from '../catalogue/typed-resource.js';
import type { JsonValue } from '../catalogue/values.js';
import { HoshinError, isHoshinError } from '../core/errors.js';
import type { Resource, ResourceClient } from '../core/resource.js';
import { decideRecord, type RecordDecision } from '../domain/record-decision.js';
import type { HistoryFields } from '../domain/record-plan.js';
import type { IndexEntry } from '../index/index-entry.js';
import { keptFields } from '../index/kept-fields.js';
import type { LocalIndex } from '../index/model.js';
import { refreshDerivedFigures } from './derived-figures.js';
import type { RecordOptions, RecordOutcome, RecordResult, Said, ValueToRecord } from './record-outcome.js';

export { dayForValue, type DaySource, type ValueDay } from '../domain/value-day.js';

type Indicator = TypedResource<'indicator'>;

/** A known history value as the index holds it (typed there), or known by its day alone. */
function knownHistory(entry: IndexEntry): HistoryFields {
  return keptFields('indicator_history', entry) ?? { id: entry.id, day: parseDay(entry.name) };
}

function noFrequency(indicatorId: number): { readonly error: HoshinError; readonly noFrequency: true } {
  return {
    error: new HoshinError(
      'invalid',
      `indicator ${indicatorId} has no frequency, and the service cannot move it to a new value without one`,
    ),
    noFrequency: true,
  };
}

/** The service refused a second value on a day (the public implementation without saying why). */
function isDuplicateDay(error: unknown): boolean {
  return (
    isHoshinError(error) &&
    error.kind === 'invalid' &&
    (error.details.fieldErrors === undefined || error.details.fieldErrors.day !== undefined)
  );
}

export async function recordValue(
  client: Pick<ResourceClient, 'get' | 'create' | 'update'>,
  index: LocalIndex,
  request: ValueToRecord,
  options: RecordOptions,
): Promise<RecordResult> {
  // Typed where it was read: the client's answer, or the index's entry.
  const indicator = options.indicator ?? (await client.get('indicator', request.indicatorId));
  const result = await recordOnce(client, index, request, indicator, options);
  const changed = result.outcome.type === 'recorded' || result.outcome.type === 'unmoved' || result.outcome.type === 'finished';
  if (options.followThrough && changed) await refreshDerivedFigures(client, index, 'indicator', indicator, indicator.id);
  return result;
}

async function recordOnce(
  client: Pick<ResourceClient, 'get' | 'create' | 'update'>,
  index: LocalIndex,
  request: ValueToRecord,
  indicator: Indicator,
  options: RecordOptions,
): Promise<RecordResult> {
  const { indicatorId, value } = request;
  // What is known first (the index), then one decision (domain/record-decision.ts), then the sends.
  const histories = index.children('indicator', indicatorId, 'indicator_history').map(knownHistory);
  const { said, decision } = decideRecord(indicator, histories, request, options.today, options.allowFuture);
  const done = (outcome: RecordOutcome, now: Indicator = indicator): RecordResult => ({ outcome, indicator: now });
  switch (decision.type) {
    case 'future':
      return done({ ...said, type: 'failed', error: new HoshinError('invalid', decision.problem) });
    case 'conflict':
      return done({ ...said, type: 'conflict', existing: decision.existing, historyId: decision.historyId });
    case 'no-frequency':
      return done({ ...said, type: 'failed', ...noFrequency(indicatorId) });
    case 'skip':
      return done({ ...said, type: 'skipped', historyId: decision.historyId });
    case 'fill-target':
      return fillTarget(client, request, indicator, said, decision, options);
    case 'finish':
      if (options.dryRun) return done({ ...said, type: 'would-finish', historyId: decision.historyId });
      return finishMove(client, indicatorId, indicator, said, value, decision.historyId);
    case 'create':
      return create(client, request, indicator, said, decision, options);
  }
}

/** A new history value, then the indicator's move when it is the newest. */
async function create(
  client: Pick<ResourceClient, 'get' | 'create' | 'update'>,
  request: ValueToRecord,
  indicator: Indicator,
  said: Said,
  decision: Extract<RecordDecision, { type: 'create' }>,
  options: RecordOptions,
): Promise<RecordResult> {
  const { indicatorId, value } = request;
  const { plan } = decision;
  const done = (outcome: RecordOutcome, now: Indicator = indicator): RecordResult => ({ outcome, indicator: now });
  if (options.dryRun) return done({ ...said, type: 'would-record', moves: plan.indicatorUpdate !== null });
  const body: Record<string, JsonValue> = request.goal === undefined ? { ...plan.history } : { ...plan.history, goal: request.goal };
  let history: Resource;
  const sentBefore = options.sent?.sentValue(indicatorId, said.day);
  options.sent?.note(indicatorId, said.day, value);
  try {
    history = await client.create('indicator_history', indicatorId, body);
  } catch (error) {
    // An earlier run sent this very value and was stopped before the answer: the indicator may still need its move.
    if (isDuplicateDay(error) && sentBefore === value) {
      if (!decision.awaitsMove) return done({ ...said, type: 'skipped', historyId: null });
      return finishMove(client, indicatorId, indicator, said, value, null);
    }
    // Otherwise answered, even if with a refusal: the note no longer stands for an unanswered send.
    if (isHoshinError(error) && error.details.status !== undefined) options.sent?.settle(indicatorId, said.day);
    if (isDuplicateDay(error)) return takenDay(client, indicatorId, indicator, said, value);
    if (!isHoshinError(error)) throw error;
    return done({ ...said, type: 'failed', error });
  }
  await options.afterCreate?.();
  options.sent?.settle(indicatorId, said.day);
  if (!plan.indicatorUpdate) return done({ ...said, type: 'recorded', history, indicator: null, percent: plan.percent });
  try {
    const moved = await client.update('indicator', indicatorId, plan.indicatorUpdate);
    return done({ ...said, type: 'recorded', history, indicator: moved, percent: plan.percent }, moved);
  } catch (error) {
    if (!isHoshinError(error)) throw error;
    return done({ ...said, type: 'unmoved', history, percent: plan.percent, error });
  }
}

/** A target row: the value fills it and its goal stays; the newest value moves the indicator instead. */
async function fillTarget(
  client: Pick<ResourceClient, 'get' | 'update'>,
  request: ValueToRecord,
  indicator: Indicator,
  said: Said,
  target: Extract<RecordDecision, { type: 'fill-target' }>,
  options: RecordOptions,
): Promise<RecordResult> {
  const { indicatorId, value } = request;
  const { newest, percent } = target;
  if (options.dryRun) return { outcome: { ...said, type: 'would-record', moves: newest }, indicator };
  try {
    if (!newest) {
      const body: Record<string, JsonValue> = { value };
      if (request.comment !== undefined && request.comment !== '') body.comment = request.comment;
      const history = await client.update('indicator_history', target.historyId, body);
      return { outcome: { ...said, type: 'recorded', history, indicator: null, percent }, indicator };
    }
    const moved = await client.update('indicator', indicatorId, { value, last_update: said.day });
    const history = await client.get('indicator_history', target.historyId);
    return { outcome: { ...said, type: 'recorded', history, indicator: moved, percent }, indicator: moved };
  } catch (error) {
    if (!isHoshinError(error)) throw error;
    return { outcome: { ...said, type: 'failed', error }, indicator };
  }
}

/** The service holds the value (this run's, an interrupted one's, or known here): the indicator moves to it. */
async function finishMove(
  client: Pick<ResourceClient, 'update'>,
  indicatorId: number,
  indicator: Indicator,
  said: Said,
  value: number,
  historyId: number | null,
): Promise<RecordResult> {
  try {
    const moved = await client.update('indicator', indicatorId, { value, last_update: said.day });
    return { outcome: { ...said, type: 'finished', historyId, indicator: moved }, indicator: moved };
  } catch (error) {
    if (!isHoshinError(error)) throw error;
    return { outcome: { ...said, type: 'failed', error }, indicator };
  }
}

/** The day is taken and nothing says it is this run's: only a value read to differ is a conflict. */
async function takenDay(
  client: Pick<ResourceClient, 'get'>,
  indicatorId: number,
  indicator: Indicator,
  said: Said,
  value: number,
): Promise<RecordResult> {
  let now = indicator;
  try {
    now = await client.get('indicator', indicatorId);
  } catch {
    // the read made before the send stands
  }
  if (now.last_update === said.day) {
    const held = now.value ?? null;
    if (held !== null && held !== value) return { outcome: { ...said, type: 'conflict', existing: held, historyId: null }, indicator: now };
    return { outcome: { ...said, type: 'skipped', historyId: null }, indicator: now };
  }
  return { outcome: { ...said, type: 'skipped', historyId: null, valueUnseen: true }, indicator: now };
}
