// Undoing a group newest first by undo-change.ts's rule: a re-run sends nothing more; what the group made under itself goes first (decision 0315).
import { HoshinError, isHoshinError } from '../core/errors.js';
import { kindSpec, type KindName } from '../catalogue/catalogue.js';
import { resourceLabel, targetId, type Change } from '../journal/change.js';
import { changeSummary } from '../journal/describe.js';
import { groupChanges, inGroup, type ChangeGroup } from '../journal/groups.js';
import type { Journal } from '../journal/journal.js';
import { failureOutcome } from '../journal/journaling-client.js';
import { describeStep, planUndo, runUndo, undoneBy, type UndoContext, type UndoPlan } from './undo-change.js';

export type GroupItem =
  | { readonly state: 'to-undo'; readonly change: Change; readonly plan: Extract<UndoPlan, { ok: true }> }
  | { readonly state: 'undone'; readonly change: Change; readonly sent: readonly string[] }
  /** Undone before this run (by that change): nothing to send. */
  | { readonly state: 'already'; readonly change: Change; readonly by: string }
  /** Not applied in the first place (refused): nothing to undo. */
  | { readonly state: 'not-applied'; readonly change: Change; readonly reason: string }
  /** Left alone: changed since, gone, or the service refused the undo; nothing of it was applied. */
  | { readonly state: 'left'; readonly change: Change; readonly reason: string }
  /** Its undo was sent and no answer says whether it was applied. */
  | { readonly state: 'unknown'; readonly change: Change; readonly reason: string }
  /** Not tried: an earlier item's outcome is unknown, so the run stopped. */
  | { readonly state: 'not-tried'; readonly change: Change };

export interface GroupUndo {
  readonly group: ChangeGroup;
  /** Newest first, as they are undone. */
  readonly items: readonly GroupItem[];
}

export interface GroupUndoContext {
  readonly client: UndoContext['client'];
  /** The resources the local index knows under one (the group's own are not counted against it). */
  readonly knownDescendants?: (kind: KindName, id: number) => readonly { readonly kind: KindName; readonly id: number }[];
}

/** The resources the group made: its creates (and recorded values) the service applied. */
function madeByGroup(changes: readonly Change[]): Change[] {
  return changes.filter(
    (change) => (change.what === 'create' || change.what === 'record') && change.outcome === 'done' && targetId(change) !== null,
  );
}

/** Null when nothing the group made directly under it stays. */
function stayingUnder(change: Change, done: readonly GroupItem[]): string | null {
  const id = targetId(change);
  if (change.what !== 'create' || id === null) return null;
  const staying = done.find(
    (item) =>
      (item.state === 'left' || item.state === 'unknown' || item.state === 'not-tried') &&
      kindSpec(item.change.kind).parent === change.kind &&
      item.change.parent === id,
  );
  if (!staying) return null;
  const child = resourceLabel(staying.change.kind, targetId(staying.change) ?? staying.change.id ?? 0);
  return `${resourceLabel(change.kind, id)} keeps ${child} under it, which stays (${staying.change.change}); deleting it would delete that too, so nothing is sent`;
}

/** The changes an item's undo reads as this journal's own: those naming it, then the group's made resources standing. */
function withStanding(naming: readonly Change[], standing: readonly Change[]): Change[] {
  const named = new Set(naming.map((change) => change.change));
  return [...naming, ...standing.filter((change) => !named.has(change.change))];
}

/** Reads the group's changes and plans each one's undo (reads the resources; sends nothing). */
export async function planGroupUndo(journal: Journal, group: ChangeGroup, context: GroupUndoContext): Promise<GroupUndo> {
  const items: GroupItem[] = [];
  const changes = groupChanges(journal, group.id);
  const naming = new Map(changes.map((change) => [change.change, journal.naming(change.change)]));
  // What the group made and no undo took back yet: under one another, they are the group's own.
  const standing = madeByGroup(changes).filter((change) => !undoneBy(change, naming.get(change.change) ?? []));
  const ours = new Set(standing.map((change) => `${change.kind} ${String(targetId(change))}`));
  const known = context.knownDescendants;
  const knownChildren = known
    ? (kind: KindName, id: number) => known(kind, id).filter((entry) => !ours.has(`${entry.kind} ${entry.id}`)).length
    : undefined;
  // The writes that were part of another (an indicator a value moved) go back with it.
  for (const change of changes.reverse().filter((item) => !item.follows)) {
    const named = naming.get(change.change) ?? [];
    const undone = undoneBy(change, named);
    const stays = stayingUnder(change, items);
    if (undone) items.push({ state: 'already', change, by: undone.change });
    else if (change.outcome === 'refused') items.push({ state: 'not-applied', change, reason: change.reason ?? 'refused' });
    else if (stays) items.push({ state: 'left', change, reason: stays });
    else {
      const plan = await planUndo(change, {
        client: context.client,
        changes: withStanding(named, standing),
        ...(knownChildren ? { knownChildren } : {}),
      });
      items.push(plan.ok ? { state: 'to-undo', change, plan } : { state: 'left', change, reason: plan.reason });
    }
  }
  return { group, items };
}

/** A refusal leaves that item alone and the next goes on; an unknown outcome stops the run. */
export async function runGroupUndo(plan: GroupUndo, client: UndoContext['client'], journal: Journal): Promise<GroupUndo> {
  const items: GroupItem[] = [];
  // What this run deleted is gone: no longer the group's own under anything.
  const deleted = new Set<string>();
  let stopped = false;
  await inGroup(journal, `undo ${plan.group.id} (${plan.group.label})`, async () => {
    for (const item of plan.items) {
      const stays = item.state === 'to-undo' && !stopped ? stayingUnder(item.change, items) : null;
      if (item.state !== 'to-undo') items.push(item);
      else if (stopped) items.push({ state: 'not-tried', change: item.change });
      else if (stays) items.push({ state: 'left', change: item.change, reason: stays });
      else {
        const steps = item.plan.steps.map((step) =>
          step.type === 'delete' ? { ...step, journal: step.journal.filter((change) => !deleted.has(change.change)) } : step,
        );
        try {
          await runUndo({ ...item.plan, steps }, client, journal);
          deleted.add(item.change.change);
          items.push({ state: 'undone', change: item.change, sent: item.plan.steps.map(describeStep) });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const refused = (isHoshinError(error) && error.kind === 'invalid') || failureOutcome(error).outcome === 'refused';
          if (refused) items.push({ state: 'left', change: item.change, reason });
          else {
            items.push({ state: 'unknown', change: item.change, reason });
            stopped = true;
          }
        }
      }
    }
  });
  return { group: plan.group, items };
}

/** What the group's undo came to: 0 all back, 7 partly back, or an error when nothing or an unknown. */
export function groupUndoExit(result: GroupUndo): number {
  const count = (state: GroupItem['state']) => result.items.filter((item) => item.state === state).length;
  if (count('unknown') > 0)
    throw new HoshinError('uncertain', `the undo of group ${result.group.id} has an item whose outcome is unknown: hoshin log shows it`);
  const notBack = count('left') + count('not-tried');
  if (notBack === 0) return 0;
  if (count('undone') === 0 && count('already') === 0)
    throw new HoshinError('invalid', `nothing of group ${result.group.id} was undone: each item changed since or could not be undone`);
  return 7;
}

/** One item in words, for the CLI and the console. */
export function groupItemText(item: GroupItem): string {
  const what = changeSummary(item.change);
  switch (item.state) {
    case 'to-undo':
      return `${item.change.change} ${what}: will send ${item.plan.steps.map(describeStep).join('; ')}`;
    case 'undone':
      return `${item.change.change} ${what}: undone`;
    case 'already':
      return `${item.change.change} ${what}: undone already (by ${item.by})`;
    case 'not-applied':
      return `${item.change.change} ${what}: never applied, nothing to undo`;
    case 'left':
      return `${item.change.change} ${what}: LEFT ALONE: ${item.reason}`;
    case 'unknown':
      return `${item.change.change} ${what}: UNKNOWN: ${item.reason}`;
    case 'not-tried':
      return `${item.change.change} ${what}: not tried (an earlier undo's outcome is unknown)`;
  }
}
