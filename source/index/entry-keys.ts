// How the index keys, names and orders its entries: parent and scope keys, ids, names, sibling order.
import { valueText } from '../catalogue/values.js';
import { kindSpec, type KindName, type ParentKindName } from '../catalogue/catalogue.js';
import type { Resource } from '../core/resource.js';
import { compareNames } from '../core/text-order.js';
import type { IndexEntry } from './index-entry.js';
import { KEPT_LINE_CHARACTERS } from './kept-fields.js';

const ROOT_KEY = 'root';

export function parentKey(parentKind: ParentKindName | null, parentId: number | null): string {
  return parentKind === null ? ROOT_KEY : `${parentKind}:${parentId}`;
}

export function scopeKey(parentKind: ParentKindName | null, parentId: number | null, childKind: KindName): string {
  return `${childKind}@${parentKey(parentKind, parentId)}`;
}

export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Ids arrive as numbers; accept digit strings too rather than lose the link. */
export function readId(value: unknown): number | null {
  if (isId(value)) return value;
  if (typeof value === 'string' && /^[1-9]\d*$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
  return null;
}

export function readName(kind: KindName, resource: Resource): string | null {
  const value = resource[kindSpec(kind).titleField];
  if (value === null || value === undefined) return null;
  const text = valueText(value);
  return text.trim() === '' ? null : text.slice(0, KEPT_LINE_CHARACTERS);
}

/** Sort key from the kind's order field: numbers numerically, texts (days) as text, absent last. */
function orderValue(entry: IndexEntry): number | string | null {
  const field = kindSpec(entry.kind).orderField;
  if (!field) return null;
  const value = field === kindSpec(entry.kind).titleField ? entry.name : entry.resource?.[field];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value !== '') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  return null;
}

export function compareSiblings(a: IndexEntry, b: IndexEntry): number {
  const left = orderValue(a);
  const right = orderValue(b);
  if (left !== right) {
    if (left === null) return 1;
    if (right === null) return -1;
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    const byOrder = compareNames(String(left), String(right));
    if (byOrder !== 0) return byOrder;
  }
  const byName = compareNames(a.name ?? '', b.name ?? '');
  return byName !== 0 ? byName : a.id - b.id;
}

/** "objective 42 “Sales”": how messages name an entry. */
export function describeEntry(kind: KindName, id: number, name?: string | null): string {
  const label = kindSpec(kind).label.toLowerCase();
  return name ? `${label} ${id} “${name}”` : `${label} ${id}`;
}
