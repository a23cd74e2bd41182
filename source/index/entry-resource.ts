// An index entry as a resource: the JSON last fetched, or a stub with the id, the name and the
// parent's id when the index knows only those (imported entries).
import { kindSpec } from '../catalogue/catalogue.js';
import type { Resource } from '../core/resource.js';
import type { IndexEntry } from './index-entry.js';

export function entryResource(entry: IndexEntry): Resource {
  if (entry.resource) return entry.resource;
  const stub: Record<string, unknown> = { id: entry.id, [kindSpec(entry.kind).titleField]: entry.name };
  const parentField = kindSpec(entry.kind).parentField;
  if (parentField && entry.parentId !== null) stub[parentField] = entry.parentId;
  return stub as Resource;
}
