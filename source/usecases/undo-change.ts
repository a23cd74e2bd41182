// Undoing a change is a conditional write: sent only while a fresh read shows what the change set; a delete cannot be undone.
import { truncateToWidth } from '../core/cell-text.js';
import { kindSpec, type KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import { HoshinError, isMissingRecord } from '../core/errors.js';
import type { Resource, ResourceClient } from '../core/resource.js';
import { differences, resourceLabel, sameValue, targetId, type Change, type Values } from '../journal/change.js';
import type { Journal } from '../journal/journal.js';
import { othersUnder } from './undo-children.js';

/** Each step names what the resource must still hold (`holds`: what the change set) for it to be sent. */
export type UndoStep =
  | { readonly type: 'update'; readonly kind: KindName; readonly id: number; readonly values: Values; readonly holds: Values }
  /** `journal`: the changes whose creates under it are its own (asked of the service again before the delete). */
  | {
      readonly type: 'delete';
      readonly kind: KindName;
      readonly id: number;
      readonly label: string;
      readonly holds: Values;
      readonly journal: readonly Change[];
    }
  /** After a recorded value is deleted: the indicator's value, day and next update as they were. */
  | { readonly type: 'restore-indicator'; readonly id: number; readonly before: Values; readonly holds: Values };

export type UndoPlan =
  | { readonly ok: true; readonly change: Change; readonly steps: readonly UndoStep[] }
  | { readonly ok: false; readonly change: Change; readonly reason: string };

export interface UndoContext {
  readonly client: Pick<ResourceClient, 'get' | 'list' | 'update' | 'remove'>;
  /** Every change of the journal, oldest first. */
  readonly changes: readonly Change[];
  readonly knownChildren?: (kind: KindName, id: number) => number;
}

/** The most cells a value takes in a refusal: a 60,000-character description made one 120 KB line. */
const SHOWN_VALUE_CELLS = 60;

function shown(value: unknown): string {
  return value === null || value === undefined || value === '' ? 'none' : truncateToWidth(JSON.stringify(value), SHOWN_VALUE_CELLS);
}

/** Why the resource no longer holds what the change set (each field before, as set, and now), or null. */
function changedSince(kind: KindName, id: number, sent: Values, current: Resource, before: Values | null = null): string | null {
  const found = differences(kind, sent, current);
  if (found.length === 0) return null;
  const what = found
    .map((d) =>
      before && d.field in before
        ? `${d.field} was ${shown(before[d.field])} before, the change set ${shown(d.expected)}, it is ${shown(d.found)} now`
        : `${d.field} is ${shown(d.found)} now, the change set ${shown(d.expected)}`,
    )
    .join('; ');
  return `${resourceLabel(kind, id)} changed since: ${what}; an undo would overwrite that, so nothing is sent`;
}

async function current(client: UndoContext['client'], kind: KindName, id: number): Promise<Resource | string> {
  try {
    return await client.get(kind, id);
  } catch (error) {
    if (isMissingRecord(error)) return `${resourceLabel(kind, id)} is gone from the service`;
    throw error;
  }
}

function previousValues(change: Change): Values | string {
  const before = change.before;
  const missing = Object.keys(change.sent).filter((field) => !before || !(field in before));
  if (missing.length > 0)
    return `the values before are not known (${missing.join(', ')}): hoshin had not read ${resourceLabel(change.kind, change.id)} before the change`;
  return Object.fromEntries(Object.keys(change.sent).map((field) => [field, (before as Values)[field] as JsonValue]));
}

/** An indicator's value and day put back by one value update, its next update by another. */
function indicatorSteps(id: number, values: Values, before: Values, holds: Values): UndoStep[] | string {
  if ('value' in values) {
    if (before.value === null || before.value === undefined)
      return `indicator ${id} had no value before, and the service cannot take a value away`;
    return [{ type: 'restore-indicator', id, before, holds }];
  }
  return [{ type: 'update', kind: 'indicator', id, values, holds }];
}

async function planChange(change: Change, context: UndoContext, followers: readonly Change[]): Promise<UndoStep[] | string> {
  const id = targetId(change);
  if (change.what === 'delete')
    return `a delete cannot be undone: the service removed ${resourceLabel(change.kind, id, change.before)} and everything under it`;
  if (id === null)
    return `its outcome is unknown and the service never named the ${kindSpec(change.kind).label.toLowerCase()} it created: nothing to undo until a read shows it (hoshin log)`;
  const resource = await current(context.client, change.kind, id);
  if (typeof resource === 'string') return resource;
  const since = changedSince(change.kind, id, change.sent, resource, change.before);
  if (since)
    return change.outcome === 'unknown'
      ? `its outcome is unknown and ${since.replace(/ changed since:/, ' does not hold what it sent:')}`
      : since;

  const steps: UndoStep[] = [];
  if (change.what === 'create' || change.what === 'record') {
    // Work added under it since, from another state directory or machine: the service says.
    const others = await othersUnder(context.client, change.kind, resource, context.changes);
    if (others) return others;
    const children = context.knownChildren?.(change.kind, id) ?? 0;
    if (children > 0)
      return `${resourceLabel(change.kind, id, resource)} has ${children} known resource${children === 1 ? '' : 's'} under it now; delete it with: hoshin delete ${change.kind} ${id}`;
    const label = resourceLabel(change.kind, id, resource);
    steps.push({ type: 'delete', kind: change.kind, id, label, holds: change.sent, journal: context.changes });
  } else {
    const previous = previousValues(change);
    if (typeof previous === 'string') return previous;
    if (change.kind === 'indicator') {
      const more = indicatorSteps(id, previous, change.before as Values, change.sent);
      if (typeof more === 'string') return more;
      steps.push(...more);
    } else steps.push({ type: 'update', kind: change.kind, id, values: previous, holds: change.sent });
  }
  // The indicator a recorded or changed value moved: still as the change left it, then put back.
  for (const follower of followers) {
    if (follower.outcome === 'refused') continue;
    const indicator = await current(context.client, follower.kind, follower.id as number);
    if (typeof indicator === 'string') return indicator;
    const moved = changedSince(follower.kind, follower.id as number, follower.sent, indicator, follower.before);
    if (moved) return moved;
    if (!follower.before) return `the values of indicator ${follower.id} before the change are not known`;
    if (change.what === 'record')
      steps.push({ type: 'restore-indicator', id: follower.id as number, before: follower.before, holds: follower.sent });
    else {
      const more = indicatorSteps(follower.id as number, follower.sent, follower.before, follower.sent);
      if (typeof more === 'string') return more;
      steps.push(...more);
    }
  }
  return steps;
}

export function undoneBy(change: Change, changes: readonly Change[]): Change | undefined {
  return changes.find((other) => other.undoes === change.change && other.outcome === 'done');
}

export async function planUndo(change: Change, context: UndoContext): Promise<UndoPlan> {
  const refuse = (reason: string): UndoPlan => ({ ok: false, change, reason });
  const undone = undoneBy(change, context.changes);
  if (undone) return refuse(`it was undone already (change ${undone.change})`);
  if (change.outcome === 'refused') return refuse(`it was not applied (${change.reason ?? 'refused'}): nothing to undo`);
  if (change.follows) return refuse(`it is part of change ${change.follows}: undo that one (hoshin undo ${change.follows})`);
  const followers = context.changes.filter((other) => other.follows === change.change);
  const steps = await planChange(change, context, followers);
  return typeof steps === 'string' ? refuse(steps) : { ok: true, change, steps };
}

function valueList(values: Values): string {
  return Object.entries(values)
    .map(([field, value]) => `${field}=${value === null ? 'none' : String(value)}`)
    .join(' ');
}

/** What each step sends, for the confirmation. */
export function describeStep(step: UndoStep): string {
  switch (step.type) {
    case 'delete':
      return `delete ${step.label}`;
    case 'update':
      return `update ${resourceLabel(step.kind, step.id)}: ${valueList(step.values)}`;
    case 'restore-indicator': {
      const { value, last_update: day, next_update: next } = step.before;
      return `put indicator ${step.id} back to value=${String(value ?? 'none')} last_update=${String(day ?? 'none')}${next === undefined ? '' : ` next_update=${String(next ?? 'none')}`} (only what differs is sent)`;
    }
  }
}

/** The resource read just before a step is sent; a refusal when it no longer holds what the change set. */
async function stillHolds(client: UndoContext['client'], kind: KindName, id: number, holds: Values): Promise<Resource> {
  const resource = await current(client, kind, id);
  if (typeof resource === 'string') throw new HoshinError('invalid', `${resource}; nothing more is sent`);
  const since = changedSince(kind, id, holds, resource);
  if (since) throw new HoshinError('invalid', since);
  return resource;
}

/** The service moves the indicator to a later target row when the row of its last update is deleted (api facts: destroyed_history!). */
function movedToTargetRow(indicator: Resource, holds: Values): boolean {
  const day = indicator.last_update;
  const recorded = holds.last_update;
  return (indicator.value ?? null) === null && typeof day === 'string' && typeof recorded === 'string' && day > recorded;
}

async function restoreIndicator(client: UndoContext['client'], id: number, before: Values, holds: Values): Promise<void> {
  let indicator = await client.get('indicator', id);
  // The service may have put the indicator back already, or moved it to a later target row.
  const back = ['value', 'last_update'].every(
    (field) => !(field in before) || sameValue('indicator', field, indicator[field], before[field]),
  );
  const onTarget = !back && movedToTargetRow(indicator, holds);
  if (!back && !onTarget) indicator = await stillHolds(client, 'indicator', id, holds);
  const valueBack =
    sameValue('indicator', 'value', indicator.value, before.value) &&
    sameValue('indicator', 'last_update', indicator.last_update, before.last_update);
  if (!valueBack && before.value !== null && before.value !== undefined) {
    const body: Record<string, JsonValue> = { value: before.value };
    if (before.last_update !== null && before.last_update !== undefined) body.last_update = before.last_update;
    indicator = await client.update('indicator', id, body);
  }
  // The service ignores other keys beside a value: the next update and a target row's goal go in one more update.
  const rest: Record<string, JsonValue> = {};
  if (before.next_update !== undefined && !sameValue('indicator', 'next_update', indicator.next_update, before.next_update))
    rest.next_update = before.next_update;
  if (onTarget && before.goal !== undefined && before.goal !== null && !sameValue('indicator', 'goal', indicator.goal, before.goal))
    rest.goal = before.goal;
  if (Object.keys(rest).length > 0) await client.update('indicator', id, rest);
}

/** Sends the steps, each a journalled write naming the change it undoes. */
export async function runUndo(plan: Extract<UndoPlan, { ok: true }>, client: UndoContext['client'], journal: Journal): Promise<void> {
  journal.undoing = plan.change.change;
  let sent = 0;
  try {
    for (const step of plan.steps) {
      if (step.type === 'restore-indicator') await restoreIndicator(client, step.id, step.before, step.holds);
      else {
        // Read again just before sending: someone may have changed it since the undo was planned.
        const resource = await stillHolds(client, step.kind, step.id, step.holds);
        if (step.type === 'delete') {
          const others = await othersUnder(client, step.kind, resource, step.journal);
          if (others) throw new HoshinError('invalid', others);
          await client.remove(step.kind, step.id);
        } else await client.update(step.kind, step.id, step.values);
      }
      sent += 1;
    }
  } catch (error) {
    // A refusal after some steps went: say which, so the person knows the undo is partial.
    if (sent === 0 || !(error instanceof HoshinError) || error.kind !== 'invalid') throw error;
    const done = plan.steps.slice(0, sent).map(describeStep).join('; ');
    throw new HoshinError(
      'invalid',
      `${error.message.replace(/so nothing is sent$/, 'so nothing more is sent')} (sent before it: ${done})`,
    );
  } finally {
    journal.undoing = null;
  }
}
