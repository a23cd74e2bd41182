// A hoshin's place (`ancestry`, set through `parent_id`) and state, as the public implementation keeps them (facts 4.10, 5.2).
import type { JsonValue } from '../catalogue/values.js';
import type { FieldErrors } from './answers.js';
import { reply, type SandboxReply } from './replies.js';
import type { Resource, SandboxStore } from './sandbox-records-store.js';

const pathOf = (hoshin: Resource): string =>
  typeof hoshin.ancestry === 'string' && hoshin.ancestry !== '' ? `${hoshin.ancestry}/${hoshin.id}` : String(hoshin.id);

/** Sets the ancestry the sent parent_id names (or notes why not); parent_id itself is never kept. */
export function applyParent(store: SandboxStore, hoshin: Resource, parentId: JsonValue | undefined, errors: FieldErrors): void {
  delete hoshin.parent_id;
  if (parentId === undefined) return;
  if (parentId === null) {
    hoshin.ancestry = null;
    return;
  }
  const parent = typeof parentId === 'number' ? store.get('hoshin', parentId) : undefined;
  const below = parent !== undefined && hoshin.id !== null && pathOf(parent).split('/').includes(String(hoshin.id));
  if (!parent || parent.company_id !== hoshin.company_id || below) {
    errors.parent_id = ['is invalid'];
    return;
  }
  hoshin.ancestry = pathOf(parent);
}

/** After a hoshin moved, the plans below it move with it (their ancestry starts with its path). */
export function moveDescendants(store: SandboxStore, before: Resource, after: Resource): void {
  const from = pathOf(before);
  const to = pathOf(after);
  if (from === to) return;
  for (const hoshin of store.all('hoshin')) {
    const ancestry = typeof hoshin.ancestry === 'string' ? hoshin.ancestry : '';
    if (ancestry === from || ancestry.startsWith(`${from}/`))
      store.put('hoshin', { ...hoshin, ancestry: to + ancestry.slice(from.length) });
  }
}

/** PUT /hoshins/:id/archive or /activate: 403 when the transition is not available from its state or to this user. */
export function transition(store: SandboxStore, hoshin: Resource, field: string, value: string, at: string): SandboxReply {
  if (hoshin[field] === value || hoshin.creator_id !== store.ownerId)
    return reply(403, { status: '403', error: 'Forbidden', message: `the transition to ${value} is not available` });
  store.put('hoshin', { ...hoshin, [field]: value, updated_at: at });
  return reply(200, store.get('hoshin', hoshin.id as number), undefined, true);
}
