// Settling writes whose outcome is unknown (a timeout, a dropped connection, a crash): the next
// read of the resource shows whether the values sent are there. An update or move is done when the
// resource holds what was sent, not applied when it holds something else; a delete is done when the
// resource is gone; a create or record is done when a list (or a read) shows a resource under its
// parent with the values sent, not applied when the service's whole list has none.
import { kindSpec, type KindName } from '../catalogue/catalogue.js';
import type { Resource, ResourceEvent } from '../core/resource.js';
import { differences, type Change, type IntentLine } from './change.js';
import type { Journal } from './journal.js';
import { clearPending, listPending } from './journal-file.js';

/** A write with no answer yet may still be under way in another process: left alone this long. */
const IN_FLIGHT_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

function matchesCreate(intent: IntentLine, resource: Resource): boolean {
  const parentField = kindSpec(intent.kind).parentField;
  if (parentField && intent.parent !== null && Number(resource[parentField]) !== intent.parent) return false;
  // Only the fields a create keeps: a created_at after the intent's time, and every value sent.
  const created = typeof resource.created_at === 'string' ? Date.parse(resource.created_at) : Number.NaN;
  if (!Number.isNaN(created) && created < Date.parse(intent.at) - 5_000) return false;
  return differences(intent.kind, intent.sent, resource).length === 0;
}

function describeFound(kind: KindName, intent: IntentLine, resource: Resource): string {
  return differences(kind, intent.sent, resource)
    .map((d) => `${d.field} is ${JSON.stringify(d.found)}, not ${JSON.stringify(d.expected)}`)
    .join(', ');
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
    // One readdir when nothing waits: the journal is read only when something does.
    const pending = listPending(this.#journal.file).filter(
      (marker) => !this.#journal.written.some((line) => line.change === marker.change),
    );
    if (pending.length === 0) return;
    let changes: Change[];
    try {
      changes = this.#journal.changes();
    } catch {
      return;
    }
    const byId = new Map(changes.map((change) => [change.change, change]));
    const now = Date.now();
    for (const marker of pending) {
      const change = byId.get(marker.change);
      if (!change) {
        // Compacted away, or a journal of another version: the marker outlived its change.
        if (now - marker.markedAt > DAY_MS) clearPending(this.#journal.file, marker.change);
        continue;
      }
      if (change.outcome !== 'unknown') clearPending(this.#journal.file, marker.change);
      else if (!(change.unanswered && now - Date.parse(change.at) < IN_FLIGHT_MS)) this.#unknown.set(change.change, change);
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
        // The service's whole list under the parent has no such resource: it was not created.
        else if (event.type === 'listed' && event.scopeId === intent.parent)
          this.#settle(
            intent,
            'refused',
            undefined,
            `not applied: the service's list has no such ${kindSpec(intent.kind).label.toLowerCase()} (checked ${seenAt})`,
          );
        continue;
      }
      const resource = resources.find((candidate) => candidate.id === intent.id);
      if (!resource) continue;
      if (intent.what === 'delete') this.#settle(intent, 'refused', undefined, `not applied: the service still has it (checked ${seenAt})`);
      else if (differences(intent.kind, intent.sent, resource).length === 0)
        this.#settle(intent, 'done', intent.id, `the service holds the values sent (checked ${seenAt})`);
      else this.#settle(intent, 'refused', undefined, `not applied: ${describeFound(intent.kind, intent, resource)} (checked ${seenAt})`);
    }
  }
}
