// Settling unknown outcomes by a later read: done when it holds what was sent (or is gone, for a delete);
// other values prove nothing, so the outcome stays unknown, never "refused".
import { kindSpec } from '../catalogue/catalogue.js';
import type { Resource, ResourceEvent } from '../core/resource.js';
import { differences, type IntentLine } from './change.js';
import type { Journal } from './journal.js';

/** A write with no answer yet may still be under way in another process: left alone this long. */
export const IN_FLIGHT_MS = 5 * 60_000;

function matchesCreate(intent: IntentLine, resource: Resource): boolean {
  const parentField = kindSpec(intent.kind).parentField;
  if (parentField && intent.parent !== null && Number(resource[parentField]) !== intent.parent) return false;
  // Only the fields a create keeps: a created_at after the intent's time, and every value sent.
  const created = typeof resource.created_at === 'string' ? Date.parse(resource.created_at) : Number.NaN;
  if (!Number.isNaN(created) && created < Date.parse(intent.at) - 5_000) return false;
  return differences(intent.kind, intent.sent, resource).length === 0;
}

export class Settler {
  readonly #journal: Journal;
  #loaded = false;
  readonly #unknown = new Map<string, IntentLine>();

  constructor(journal: Journal) {
    this.#journal = journal;
  }

  /** A write of this process just ended with an unknown outcome. */
  pending(change: string): void {
    const intent = this.#journal.written.find((line) => line.change === change);
    if (intent) this.#unknown.set(change, intent);
  }

  #load(): void {
    this.#loaded = true;
    let unsettled;
    try {
      unsettled = this.#journal.unsettled();
    } catch {
      return;
    }
    const now = Date.now();
    for (const change of unsettled) {
      if (this.#journal.written.some((line) => line.change === change.change)) continue;
      if (!(change.unanswered && now - Date.parse(change.at) < IN_FLIGHT_MS)) this.#unknown.set(change.change, change);
    }
  }

  #settle(intent: IntentLine, outcome: 'done' | 'refused', id: number | undefined, reason: string): void {
    this.#unknown.delete(intent.change);
    this.#journal.finish(intent.change, { outcome, ...(id === undefined ? {} : { id }), reason, settled: true });
  }

  hear(event: ResourceEvent): void {
    if (!this.#loaded) this.#load();
    if (this.#unknown.size === 0) return;
    const seenAt = new Date().toISOString().slice(0, 19);
    for (const intent of [...this.#unknown.values()]) {
      if (intent.kind !== event.kind) continue;
      if (event.type === 'gone') {
        if (intent.id === event.id && intent.what === 'delete')
          this.#settle(intent, 'done', event.id, `the service no longer has it (checked ${seenAt})`);
        continue;
      }
      const resources = event.type === 'seen' ? [event.resource] : event.resources;
      if (intent.id === null) {
        const match = resources.find((resource) => matchesCreate(intent, resource));
        if (match) this.#settle(intent, 'done', match.id, `found on the service (checked ${seenAt})`);
        continue;
      }
      const resource = resources.find((candidate) => candidate.id === intent.id);
      if (!resource) continue;
      if (intent.what === 'delete') this.#settle(intent, 'refused', undefined, `not applied: the service still has it (checked ${seenAt})`);
      else if (differences(intent.kind, intent.sent, resource).length === 0)
        this.#settle(intent, 'done', intent.id, `the service holds the values sent (checked ${seenAt})`);
    }
  }
}
