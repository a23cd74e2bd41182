// The lists the console's tree opens; answers flow into the index through the client's events.
import { childKinds, kindSpec, type KindName } from '../catalogue/catalogue.js';
import type { ResourceClient } from '../core/resource.js';
import { countedChildren, isListableUnder } from '../index/counters.js';
import type { LocalIndex } from '../index/model.js';
import { refreshChildren } from './open-resource.js';

/** A list of the tree: the children of one kind under a parent (none: the companies), or a parent's groups. */
export type TreeList =
  | {
      readonly type: 'children';
      readonly parentKind: KindName | null;
      readonly parentId: number | null;
      readonly childKind: KindName;
    }
  | { readonly type: 'groups'; readonly parentKind: KindName; readonly parentId: number };

/** Child kinds of a list the service can list (companies; indicators and tasks of an objective). */
export function listableKinds(list: TreeList): KindName[] {
  const kinds = list.type === 'children' ? [list.childKind] : childKinds(list.parentKind).map((spec) => spec.name);
  return kinds.filter((kind) => kindSpec(kind).list?.scope === (list.parentKind ?? null));
}

/** Fetches what the service can list of a list just opened; the answers complete the index. */
export async function fetchList(client: ResourceClient, list: TreeList): Promise<void> {
  for (const kind of listableKinds(list)) await client.list(kind, list.parentId);
}

/** `r`: the lists the service offers under the owner, and a re-get of every known child it cannot list. */
export async function refreshList(client: ResourceClient, index: LocalIndex, list: TreeList): Promise<void> {
  const owner = list.parentKind === null || list.parentId === null ? null : { kind: list.parentKind, id: list.parentId };
  if (owner) await client.get(owner.kind, owner.id);
  await refreshChildren(client, index, owner?.kind ?? null, owner?.id ?? null);
}

/** `r` on an objective or one of its groups: the lists the service offers under it. Resolves with how many of each kind. */
export async function fetchLists(
  client: ResourceClient,
  kind: KindName,
  id: number,
): Promise<{ readonly kind: KindName; readonly count: number }[]> {
  const counts: { kind: KindName; count: number }[] = [];
  for (const child of childKinds(kind)) {
    if (isListableUnder(kind, child.name)) counts.push({ kind: child.name, count: (await client.list(child.name, id)).length });
  }
  return counts;
}

/** `r` on a group the service cannot list: the parent's counters and a re-get of the known children. */
export async function refreshUnlistable(
  client: ResourceClient,
  index: LocalIndex,
  parentKind: KindName,
  parentId: number,
  childKind: KindName,
): Promise<{ readonly known: number; readonly counted: number | null }> {
  const parent = await client.get(parentKind, parentId);
  await refreshChildren(client, index, parentKind, parentId, { kinds: [childKind] });
  return {
    known: index.children(parentKind, parentId, childKind).length,
    counted: countedChildren(parentKind, parent, childKind),
  };
}
