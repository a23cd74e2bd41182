// What `n` can create from the selected row. Pure: the catalogue and the tree decide.
import { childKinds, kindSpec, type KindName } from '../../catalogue/catalogue.js';
import type { Resource } from '../../core/resource.js';
import { listOpenedBy, titleOf, type ListRef, type RowRef } from './tree-shape.js';

export interface CreateChoice {
  readonly kind: KindName;
  readonly parentId: number | null;
  readonly label: string;
  readonly hint?: string;
}

/** Under a group, its kind; under a resource, one of its child kinds; else a sibling (at the top, a company too). */
export function createChoices(
  list: ListRef,
  ref: RowRef | undefined,
  source: { resource: (kind: KindName, id: number) => Resource | undefined },
): CreateChoice[] {
  const inList = (): CreateChoice[] => {
    if (list.type !== 'children') return [];
    const spec = kindSpec(list.childKind);
    if (spec.readOnly || spec.paths.create === null) return [];
    return [
      {
        kind: list.childKind,
        parentId: list.parentId,
        label: `new ${spec.label.toLowerCase()}`,
        hint: list.parentId === null ? '' : 'here',
      },
    ];
  };
  if (ref?.type === 'group') {
    const spec = kindSpec(ref.childKind);
    return [{ kind: ref.childKind, parentId: ref.parentId, label: `new ${spec.label.toLowerCase()}` }];
  }
  if (ref?.type === 'resource') {
    const children = listOpenedBy(ref);
    if (children) {
      const kinds = children.type === 'groups' ? childKinds(ref.kind).map((spec) => spec.name) : [children.childKind];
      const parentTitle = titleOf(ref.kind, source.resource(ref.kind, ref.id), ref.id);
      const under: CreateChoice[] = kinds.map((kind) => ({
        kind,
        parentId: ref.id,
        label: `new ${kindSpec(kind).label.toLowerCase()}`,
        hint: `in ${parentTitle}`,
      }));
      return list.type === 'children' && list.parentKind === null ? [...under, ...inList()] : under;
    }
  }
  return inList();
}
