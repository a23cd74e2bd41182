// What `r` refreshes, from the selected row and the open list. Pure.
import { childKinds, type KindName } from '../../catalogue/catalogue.js';
import { isListableUnder } from '../../index/counters.js';
import type { ListRef, RowRef } from './tree-shape.js';

type RefreshTarget =
  /** The lists the service offers under a resource (an objective's indicators and tasks). */
  | { readonly type: 'lists'; readonly kind: KindName; readonly id: number }
  /** A group the service cannot list: the parent's counters and the known ones, and why no more. */
  | {
      readonly type: 'unlistable';
      readonly parentKind: KindName;
      readonly parentId: number;
      readonly childKind: KindName;
    }
  /** The open list: its owner, its lists, and a re-get of the known children. */
  | { readonly type: 'list'; readonly list: ListRef };

const offersLists = (kind: KindName): boolean => childKinds(kind).some((child) => isListableUnder(kind, child.name));

export function refreshTarget(list: ListRef, ref: RowRef | undefined): RefreshTarget {
  if (ref?.type === 'resource' && offersLists(ref.kind)) return { type: 'lists', kind: ref.kind, id: ref.id };
  if (ref?.type === 'group') {
    if (isListableUnder(ref.parentKind, ref.childKind)) return { type: 'lists', kind: ref.parentKind, id: ref.parentId };
    return { type: 'unlistable', parentKind: ref.parentKind, parentId: ref.parentId, childKind: ref.childKind };
  }
  return { type: 'list', list };
}
