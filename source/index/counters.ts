// What a parent's counter columns say about children the service cannot list (the parent sends only counts): a
// company's hoshins_count, a hoshin's areas_count and goals_count. Pure; derived from the catalogue.
import { fieldSpec, isKindName, kindSpec, type KindName, type ParentKindName } from '../catalogue/catalogue.js';
import type { Resource } from '../core/resource.js';

/** True when the service offers the full list of these children (companies; an objective's indicators and tasks). */
export function isListableUnder(parentKind: ParentKindName | null, childKind: KindName): boolean {
  const list = kindSpec(childKind).list;
  return list !== null && list.scope === parentKind;
}

/** The parent's column counting these children (`<plural>_count`), or null when it has none (areas count no objectives). */
export function counterField(parentKind: ParentKindName, childKind: KindName): string | null {
  if (!isKindName(parentKind)) return null;
  const name = `${kindSpec(childKind).plural}_count`;
  return fieldSpec(parentKind, name)?.type.kind === 'integer' ? name : null;
}

/** How many children the parent says it has; null without a counter or a readable value. */
export function countedChildren(parentKind: ParentKindName, parent: Resource | null | undefined, childKind: KindName): number | null {
  const field = counterField(parentKind, childKind);
  if (field === null || !parent) return null;
  const value = parent[field];
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
  return null;
}
