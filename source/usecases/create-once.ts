// A create run again makes nothing new: a child of the same name holding every value is the earlier run's; other values refuse it.
import { isKindName, kindSpec, type KindName } from '../catalogue/catalogue.js';
import { valueText, type JsonValue } from '../catalogue/values.js';
import { differingFields } from '../client/answer-checks.js';
import { refusalWithHints } from '../core/refusal.js';
import type { Resource, ResourceClient } from '../core/resource.js';
import { countedChildren, isListableUnder } from '../index/counters.js';
import type { LocalIndex } from '../index/model.js';

type Values = Readonly<Record<string, JsonValue>>;

export type CreateOnceOutcome =
  | {
      readonly outcome: 'created';
      readonly resource: Resource;
      /** Only the children known here could be looked at, and the parent counts more. */
      readonly unseen: { readonly known: number; readonly counted: number } | null;
    }
  | { readonly outcome: 'already-there'; readonly resource: Resource };

/** A resource the service keeps but has deleted (deleted_at set, or a task at status deleted). */
export const isGone = (resource: Resource): boolean =>
  (resource.deleted_at !== undefined && resource.deleted_at !== null) || resource.status === 'deleted';

interface Siblings {
  readonly resources: readonly Resource[];
  readonly unseen: { readonly known: number; readonly counted: number } | null;
}

async function siblingsOf(client: ResourceClient, index: LocalIndex, kind: KindName, parentId: number | null): Promise<Siblings> {
  const spec = kindSpec(kind);
  if (isListableUnder(spec.parent, kind)) return { resources: await client.list(kind, parentId), unseen: null };
  // The parent read now: its counter says how many there are, a colleague's latest included.
  const parent = spec.parent && isKindName(spec.parent) && parentId !== null ? await client.get(spec.parent, parentId) : undefined;
  const known = index.children(spec.parent, parentId, kind).flatMap((entry) => (entry.resource ? [entry.resource] : []));
  const counted = spec.parent ? countedChildren(spec.parent, parent, kind) : null;
  return { resources: known, unseen: counted !== null && counted > known.length ? { known: known.length, counted } : null };
}

export async function createOnce(
  client: ResourceClient,
  index: LocalIndex,
  kind: KindName,
  parentId: number | null,
  values: Values,
  options: { readonly again?: boolean } = {},
): Promise<CreateOnceOutcome> {
  const spec = kindSpec(kind);
  const name = spec.titleField === 'name' ? values.name : undefined;
  // A history value is known by its day, of which the service keeps one per indicator.
  if (options.again === true || typeof name !== 'string' || name === '') {
    return { outcome: 'created', resource: await client.create(kind, parentId, values), unseen: null };
  }
  const siblings = await siblingsOf(client, index, kind, parentId);
  const sameName = siblings.resources.filter((resource) => resource.name === name && !isGone(resource));
  const held = sameName.find((resource) => differingFields(kind, values, resource).length === 0);
  if (held) return { outcome: 'already-there', resource: held };
  if (sameName.length > 0) throw sameNameHeld(kind, parentId, name, values, sameName);
  return { outcome: 'created', resource: await client.create(kind, parentId, values), unseen: siblings.unseen };
}

function sameNameHeld(kind: KindName, parentId: number | null, name: string, values: Values, held: readonly Resource[]): Error {
  const spec = kindSpec(kind);
  const label = spec.label.toLowerCase();
  const under = spec.parent && parentId !== null ? `${spec.parent} ${parentId}` : 'the service';
  const first = held[0] as Resource;
  const shown = (value: unknown): string => (value === null || value === undefined || value === '' ? '(empty)' : valueText(value));
  // As it would be typed: `name="Two words"`, `deadline=` for none.
  const typed = (field: string, value: JsonValue): string => {
    const text = value === null ? '' : valueText(value);
    return /[\s"'\\$`]/.test(text) ? `${field}="${text.replace(/["\\$`]/g, '\\$&')}"` : `${field}=${text}`;
  };
  const apart = differingFields(kind, values, first);
  const holds = apart.map(([field]) => `${field}=${shown(first[field])}`).join(' ');
  const sent = apart.map(([field, value]) => `${field}=${shown(value)}`).join(' ');
  const others = held.length > 1 ? ` (and ${held.length - 1} more of that name)` : '';
  return refusalWithHints(
    `${under} already holds ${label} ${String(first.id)} "${name}"${others} with ${holds} where ${sent} was sent; nothing was sent`,
    [
      `To change it: hoshin update ${kind} ${String(first.id)} ${apart.map(([field, value]) => typed(field, value)).join(' ')}`,
      'To make another of that name all the same: add --again.',
    ],
    'invalid',
  );
}
