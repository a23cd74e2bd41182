// A delete takes the whole subtree, so the service is asked what is under a created resource now, besides this journal's own.
import { childKinds, kindSpec, pluralWords, type KindName } from '../catalogue/catalogue.js';
import type { Resource, ResourceClient } from '../core/resource.js';
import { countedChildren, isListableUnder } from '../index/counters.js';
import { resourceLabel, targetId, type Change } from '../journal/change.js';

type Reader = Pick<ResourceClient, 'get' | 'list'>;

/** The ids this journal created under a parent, by kind, leaving out creates undone since. */
function createdHere(changes: readonly Change[], parentId: number, childKind: KindName): Set<number> {
  const undone = new Set(changes.filter((change) => change.undoes && change.outcome === 'done').map((change) => change.undoes));
  const ids = new Set<number>();
  for (const change of changes) {
    const id = targetId(change);
    const made = change.what === 'create' || change.what === 'record';
    if (
      made &&
      change.kind === childKind &&
      change.parent === parentId &&
      change.outcome === 'done' &&
      id !== null &&
      !undone.has(change.change)
    )
      ids.add(id);
  }
  return ids;
}

/** How many of a kind are under the resource that this journal did not create, or why that cannot be known. */
async function othersOfKind(
  client: Reader,
  kind: KindName,
  resource: Resource,
  childKind: KindName,
  changes: readonly Change[],
): Promise<number | string> {
  const ours = createdHere(changes, resource.id, childKind);
  if (isListableUnder(kind, childKind)) {
    const listed = await client.list(childKind, resource.id);
    return listed.filter((child) => !ours.has(child.id)).length;
  }
  const counted = countedChildren(kind, resource, childKind);
  if (counted !== null) return Math.max(0, counted - ours.size);
  if (kind === 'area' && childKind === 'objective') {
    // The service counts a hoshin's objectives, not an area's: only none in the whole plan is sure.
    const hoshinId = Number(resource.hoshin_id);
    const hoshin = Number.isSafeInteger(hoshinId) ? await client.get('hoshin', hoshinId) : null;
    const inPlan = countedChildren('hoshin', hoshin, 'objective');
    if (inPlan === null) return `the service cannot say how many objectives it holds`;
    // Those this journal made in the plan's other areas it made (a rollover's) are its own too.
    const areas = [...createdHere(changes, hoshinId, 'area')].filter((area) => area !== resource.id);
    const others = areas.reduce((count, area) => count - createdHere(changes, area, 'objective').size, inPlan - ours.size);
    return others <= 0 ? 0 : `its hoshin counts ${inPlan} objectives and the service cannot say in which areas they are`;
  }
  if (kind === 'indicator' && childKind === 'indicator_history') {
    // The service lists no values; a last update shows one was recorded (a create records none).
    const lastUpdate = resource.last_update;
    const recorded = typeof lastUpdate === 'string' && lastUpdate !== '';
    return recorded && ours.size === 0 ? `it holds values recorded since (last update ${lastUpdate}), which the service cannot list` : 0;
  }
  return `the service cannot say how many ${pluralWords(kindSpec(childKind))} it holds`;
}

/** Null when there are none. */
export async function othersUnder(client: Reader, kind: KindName, resource: Resource, changes: readonly Change[]): Promise<string | null> {
  const kinds = [...childKinds(kind).map((spec) => spec.name), ...(kind === 'hoshin' ? (['hoshin'] as const) : [])];
  const label = resourceLabel(kind, resource.id, resource);
  let others = 0;
  for (const childKind of kinds) {
    const found = await othersOfKind(client, kind, resource, childKind, changes);
    if (typeof found === 'string')
      return `${label} may have resources under it that this change did not create: ${found}; deleting it would delete them too, so nothing is sent`;
    others += found;
  }
  if (others === 0) return null;
  return `${label} has ${others} resource${others === 1 ? '' : 's'} under it that this change did not create; deleting it would delete them too, so nothing is sent`;
}
