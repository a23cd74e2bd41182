// The review meeting's decisions, written at once through the journalled client; marks live only in the record.
import type { JsonValue } from '../../catalogue/values.js';
import { isHoshinError } from '../../core/errors.js';
import type { Resource, ResourceClient } from '../../core/resource.js';
import { keptFields } from '../../index/kept-fields.js';
import { compareDays, endOfMonth } from '../../domain/dates.js';
import type { ItemMark } from '../../domain/review-walk.js';
import { statusChange, type TaskStatus } from '../../domain/task.js';
import type { LocalIndex } from '../../index/model.js';
import type { ValuesSent } from '../../index/values-sent.js';
import { UNSETTLED, type MeetingDecision, type MeetingKey, type MeetingRecord } from '../../store/review-rows.js';
import { createResource, updateResource } from '../change-resource.js';
import type { RecordOutcome } from '../record-outcome.js';
import { recordValue } from '../record-value.js';

type Values = Readonly<Record<string, JsonValue>>;

export interface MeetingDesk {
  readonly client: ResourceClient;
  readonly index: LocalIndex;
  readonly record: MeetingRecord;
  readonly meeting: MeetingKey;
  readonly now: () => number;
  readonly sent?: ValuesSent;
}

/** The fields of a task the minutes list, as written. */
function detailOf(values: Values): MeetingDecision['detail'] {
  const detail: Record<string, string | number | null> = {};
  for (const [name, value] of Object.entries(values))
    if (value === null || typeof value === 'string' || typeof value === 'number') detail[name] = value;
  return detail;
}

function note(desk: MeetingDesk, decision: Omit<MeetingDecision, 'at'>): void {
  desk.record.decide(desk.meeting, { ...decision, at: new Date(desk.now()).toISOString() });
}

/** A decision whose write got no answer may have been applied: noted unsettled, the minutes settle it by what was read. */
async function noting<T>(desk: MeetingDesk, decision: Omit<MeetingDecision, 'at'>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isHoshinError(error) && error.kind === 'uncertain') note(desk, unsettled(decision));
    throw error;
  }
}

function unsettled(decision: Omit<MeetingDecision, 'at'>): Omit<MeetingDecision, 'at'> {
  return { ...decision, detail: { ...decision.detail, [UNSETTLED]: 1 } };
}

/** The day a missing value of the month is booked on: the month's last day, or today while the month runs. */
export function dayForMonth(month: string, today: string): string {
  const last = endOfMonth(`${month}-01`);
  return compareDays(last, today) > 0 ? today : last;
}

/** Records the month's missing value; noted when the service holds it (recorded, or already there). */
export async function recordMissingValue(
  desk: MeetingDesk,
  item: string,
  indicatorId: number,
  value: number,
  today: string,
): Promise<RecordOutcome> {
  const day = dayForMonth(desk.meeting.month, today);
  const indicator = keptFields('indicator', desk.index.get('indicator', indicatorId)) ?? (await desk.client.get('indicator', indicatorId));
  const { outcome } = await recordValue(
    desk.client,
    desk.index,
    { indicatorId, value, day },
    { today, indicator, followThrough: true, ...(desk.sent ? { sent: desk.sent } : {}) },
  );
  const historyId =
    outcome.type === 'recorded' || outcome.type === 'unmoved'
      ? outcome.history.id
      : outcome.type === 'finished' || outcome.type === 'skipped'
        ? outcome.historyId
        : null;
  if (outcome.type === 'failed' && outcome.error.kind === 'uncertain')
    note(desk, unsettled({ item, decision: 'value', kind: 'indicator_history', id: 0, detail: { value, day, indicator_id: indicatorId } }));
  if (historyId !== null && outcome.type !== 'skipped')
    note(desk, {
      item,
      decision: 'value',
      kind: 'indicator_history',
      id: historyId,
      detail: { value, day: outcome.day, indicator_id: indicatorId },
    });
  return outcome;
}

/** Starts a countermeasure: a task under the objective, with the values the room agreed. */
export async function startCountermeasure(desk: MeetingDesk, item: string, objectiveId: number, values: Values): Promise<Resource> {
  const decision = {
    item,
    decision: 'countermeasure-started',
    kind: 'task',
    id: 0,
    detail: { ...detailOf(values), objective_id: objectiveId },
  } as const;
  const task = await noting(desk, decision, () =>
    createResource(desk.client, desk.index, 'task', objectiveId, values, { followThrough: true }),
  );
  note(desk, { ...decision, id: task.id, detail: detailOf(values) });
  return task;
}

/** A status goes the way the board moves it (null: nothing sent). */
export async function changeCountermeasure(desk: MeetingDesk, item: string, taskId: number, values: Values): Promise<Resource | null> {
  let body: Values = values;
  if (typeof values.status === 'string') {
    const task = desk.index.get('task', taskId)?.resource ?? (await desk.client.get('task', taskId));
    const change = statusChange(task, values.status as TaskStatus);
    const { status: _status, ...rest } = values;
    body = change === null ? rest : { ...rest, ...change };
  }
  if (Object.keys(body).length === 0) return null;
  const sent = { item, decision: 'countermeasure-changed', kind: 'task', id: taskId, detail: { name: null, ...detailOf(body) } } as const;
  const task = await noting(desk, sent, () => updateResource(desk.client, desk.index, 'task', taskId, body, { followThrough: true }));
  note(desk, {
    item,
    decision: 'countermeasure-changed',
    kind: 'task',
    id: taskId,
    detail: { name: typeof task.name === 'string' ? task.name : null, ...detailOf(body) },
  });
  return task;
}

/** Writes the month's explanation as the comment of its history value. */
export async function writeExplanation(desk: MeetingDesk, item: string, historyId: number, comment: string): Promise<Resource> {
  const written = { item, decision: 'comment', kind: 'indicator_history', id: historyId, detail: { comment, indicator_id: null } } as const;
  const history = await noting(desk, written, () =>
    updateResource(desk.client, desk.index, 'indicator_history', historyId, { comment }, { followThrough: true }),
  );
  const indicatorId = typeof history.indicator_id === 'number' ? history.indicator_id : null;
  note(desk, { item, decision: 'comment', kind: 'indicator_history', id: historyId, detail: { comment, indicator_id: indicatorId } });
  return history;
}

/** Marks an item reviewed or to escalate, or takes its mark back (null). Kept in the meeting's record. */
export function markItem(desk: MeetingDesk, item: string, mark: ItemMark | null): void {
  desk.record.mark(desk.meeting, item, mark, new Date(desk.now()).toISOString());
}
