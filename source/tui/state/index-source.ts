// The local index seen as a tree source: resources as last fetched, or a stub with the id and
// name when the index knows only those (imported entries).
import { kindSpec, type KindName } from '../../catalogue/catalogue.js';
import type { Resource } from '../../client/types.js';
import type { IndexEntry, LocalIndex } from '../../index/model.js';
import type { TreeSource } from './tree.js';

export function entryResource(entry: IndexEntry): Resource {
  if (entry.resource) return entry.resource;
  const stub: Record<string, unknown> = { id: entry.id, [kindSpec(entry.kind).titleField]: entry.name };
  const parentField = kindSpec(entry.kind).parentField;
  if (parentField && entry.parentId !== null) stub[parentField] = entry.parentId;
  return stub as Resource;
}

export function indexTreeSource(index: LocalIndex): TreeSource {
  return {
    resource(kind: KindName, id: number) {
      const entry = index.get(kind, id);
      return entry ? entryResource(entry) : undefined;
    },
    children(parentKind, parentId, childKind) {
      return index.children(parentKind, parentId, childKind).map(entryResource);
    },
    isComplete(parentKind, parentId, childKind) {
      return index.isComplete(parentKind, parentId, childKind);
    },
  };
}
