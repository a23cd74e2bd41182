// A change of many resources as one journal group: each read fresh first and what holds already is left out, so a re-run sends nothing.
import type { KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import { HoshinError, isHoshinError, isMissingRecord } from '../core/errors.js';
import type { Resource, ResourceClient } from '../core/resource.js';
import { isTaskStatus, statusOf } from '../domain/task.js';
import type { LocalIndex } from '../index/model.js';
import { differences, resourceLabel, type Values } from '../journal/change.js';
import { inGroup } from '../journal/groups.js';
import type { Journal } from '../journal/journal.js';
import { failureOutcome } from '../journal/journaling-client.js';
import { updateResource } from './change-resource.js';

export interface BulkTarget {
  readonly kind: KindName;
  readonly id: number;
}

/** What to send to each: values (a task's status among them is a move). */
export type BulkValues = (target: BulkTarget, current: Resource) => Values;

export type BulkItem =
  | { readonly state: 'to-send'; readonly target: BulkTarget; readonly label: string; readonly values: Values; readonly before: Values }
  | { readonly state: 'already'; readonly target: BulkTarget; readonly label: string; readonly values: Values }
  /** Not readable now (gone, refused): nothing is sent to it. */
  | { readonly state: 'unreadable'; readonly target: BulkTarget; readonly label: string; readonly reason: string }
  | { readonly state: 'done'; readonly target: BulkTarget; readonly label: string; readonly values: Values; readonly before: Values }
  /** Sent and refused: nothing of it was applied. */
  | { readonly state: 'refused'; readonly target: BulkTarget; readonly label: string; readonly values: Values; readonly reason: string }
  | { readonly state: 'unknown'; readonly target: BulkTarget; readonly label: string; readonly values: Values; readonly reason: string }
  /** Not sent: an earlier item's outcome is unknown, so the run stopped. */
  | { readonly state: 'not-sent'; readonly target: BulkTarget; readonly label: string; readonly values: Values };

export interface BulkPlan {
  /** The group's label in the journal: the command as the person gave it. */
  readonly label: string;
  readonly items: readonly BulkItem[];
  /** Once sent: the group of the journal its changes are in (`hoshin undo` it). */
  readonly group?: string;
}

/** The fields of `values` the resource does not hold yet (a task's status compared as its lifecycle's). */
function stillToSend(kind: KindName, values: Values, current: Resource): Values {
  const differing = new Set(differences(kind, values, current).map((d) => d.field));
  return Object.fromEntries(
    Object.entries(values).filter(([field, value]) =>
      kind === 'task' && field === 'status' && isTaskStatus(value) ? statusOf(current) !== value : differing.has(field),
    ),
  );
}

/** Reads each target now and decides what it needs; sends nothing. */
export async function planBulk(
  client: Pick<ResourceClient, 'get'>,
  label: string,
  targets: readonly BulkTarget[],
  valuesFor: BulkValues,
): Promise<BulkPlan> {
  const items: BulkItem[] = [];
  for (const target of targets) {
    let current: Resource;
    try {
      current = await client.get(target.kind, target.id);
    } catch (error) {
      const missing = isMissingRecord(error);
      if (!missing && !(isHoshinError(error) && error.kind === 'permission')) throw error;
      const reason = missing ? 'gone from the service' : (error as Error).message;
      items.push({ state: 'unreadable', target, label: resourceLabel(target.kind, target.id), reason });
      continue;
    }
    const name = resourceLabel(target.kind, target.id, current);
    const values = valuesFor(target, current);
    const send = stillToSend(target.kind, values, current);
    const before: Record<string, JsonValue> = {};
    for (const field of Object.keys(send))
      before[field] = (field === 'status' && target.kind === 'task' ? statusOf(current) : current[field]) as JsonValue;
    items.push(
      Object.keys(send).length === 0
        ? { state: 'already', target, label: name, values }
        : { state: 'to-send', target, label: name, values: send, before },
    );
  }
  return { label, items };
}

/** A refusal leaves that item and the next goes on; an unknown outcome stops the run. */
export async function runBulk(plan: BulkPlan, client: ResourceClient, index: LocalIndex, journal: Journal | null): Promise<BulkPlan> {
  const items: BulkItem[] = [];
  let stopped = false;
  let group: string | undefined;
  const grouped = async (run: () => Promise<void>) =>
    journal
      ? inGroup(journal, plan.label, async (id) => {
          group = id;
          await run();
        })
      : run();
  await grouped(async () => {
    for (const item of plan.items) {
      if (item.state !== 'to-send') items.push(item);
      else if (stopped) items.push({ state: 'not-sent', target: item.target, label: item.label, values: item.values });
      else {
        try {
          const { kind, id } = item.target;
          const answer = await updateResource(client, index, kind, id, item.values);
          const status = item.values.status;
          // A move reads its status back: a task answered in another status was not moved.
          if (kind === 'task' && isTaskStatus(status) && answer.status !== undefined && statusOf(answer) !== status)
            throw new HoshinError('server', `the service answered it ${statusOf(answer)}, not ${status}`);
          items.push({ ...item, state: 'done' });
        } catch (error) {
          const outcome = failureOutcome(error);
          const reason = error instanceof Error ? error.message : String(error);
          if (outcome.outcome === 'refused')
            items.push({ state: 'refused', target: item.target, label: item.label, values: item.values, reason });
          else {
            items.push({ state: 'unknown', target: item.target, label: item.label, values: item.values, reason });
            stopped = true;
          }
        }
      }
    }
  });
  const sent = items.some((item) => item.state === 'done' || item.state === 'refused' || item.state === 'unknown');
  return { label: plan.label, items, ...(group !== undefined && sent ? { group } : {}) };
}

export function bulkCounts(plan: BulkPlan): Readonly<Record<BulkItem['state'], number>> {
  const counts = { 'to-send': 0, already: 0, unreadable: 0, done: 0, refused: 0, unknown: 0, 'not-sent': 0 };
  for (const item of plan.items) counts[item.state] += 1;
  return counts;
}

/** What a sent bulk change came to: 0 all there, 7 part, an error when nothing went or an outcome is unknown. */
export function bulkExit(result: BulkPlan): number {
  const counts = bulkCounts(result);
  if (counts.unknown > 0) throw new HoshinError('uncertain', `an item's outcome is unknown: hoshin log shows it, a read of it settles it`);
  const missed = counts.refused + counts['not-sent'] + counts.unreadable;
  if (missed === 0) return 0;
  if (counts.done === 0 && counts.already === 0) throw new HoshinError('invalid', `nothing was changed: the service refused every item`);
  return 7;
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 30 ? `${text.slice(0, 29)}…` : text;
}

/** `status: active -> completed` for each field sent. */
export function valuesText(item: BulkItem): string {
  if (!('values' in item)) return '';
  const before = 'before' in item ? item.before : null;
  return Object.entries(item.values)
    .map(([field, value]) =>
      before && field in before ? `${field}: ${shown(before[field])} -> ${shown(value)}` : `${field} -> ${shown(value)}`,
    )
    .join(', ');
}

export function bulkItemText(item: BulkItem): string {
  switch (item.state) {
    case 'to-send':
      return `${item.label}: ${valuesText(item)}`;
    case 'done':
      return `${item.label}: ${valuesText(item)} (done)`;
    case 'already':
      return `${item.label}: already so, skipped`;
    case 'unreadable':
      return `${item.label}: NOT CHANGED: ${item.reason}`;
    case 'refused':
      return `${item.label}: NOT CHANGED (refused): ${item.reason}`;
    case 'unknown':
      return `${item.label}: UNKNOWN: ${item.reason}`;
    case 'not-sent':
      return `${item.label}: not sent (an earlier outcome is unknown)`;
  }
}
