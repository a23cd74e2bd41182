// The console's view of the journal (L, the detail pane, z); read again when L opens and whenever this console wrote.
import type { KindName } from '../catalogue/catalogue.js';
import type { ResourceClient } from '../core/resource.js';
import type { LocalIndex } from '../index/model.js';
import { resourceLabel, targetId, type Change } from '../journal/change.js';
import { changeSummary } from '../journal/describe.js';
import type { Journal } from '../journal/journal.js';
import { planUndo, runUndo, type UndoPlan } from './undo-change.js';
import { journalGroup } from '../journal/groups.js';
import { planGroupUndo, runGroupUndo, type GroupUndo } from './undo-group.js';

/** A change as L lists it: whether a done undo took it back since, and whether this console sent it. */
export interface ListedChange {
  readonly change: Change;
  readonly undone: boolean;
  readonly mine: boolean;
}

/** How many changes L reads at a time: a journal of any size is listed a page at a time. */
export const LIST_PAGE = 50;

interface Listing {
  readonly version: number;
  readonly count: { readonly all: number; readonly unknown: number };
  readonly pages: Map<number, readonly ListedChange[]>;
}

/** What the service derives figures on from the resources under it (health, progress). */
const DERIVED_ABOVE: readonly KindName[] = ['indicator', 'objective', 'hoshin'];

export class SessionChanges {
  readonly #journal: Journal;
  readonly #client: ResourceClient;
  readonly #index: LocalIndex;
  /** A resource's recent changes as last read, by `kind:id`, until this console writes or L opens. */
  #recent: { readonly version: number; readonly of: Map<string, Change[]> } | null = null;
  #listing: Listing | null = null;
  #unreadable: string | null = null;

  constructor(journal: Journal, client: ResourceClient, index: LocalIndex) {
    this.#journal = journal;
    this.#client = client;
    this.#index = index;
  }

  /** L opens: what other sessions and processes journalled since is read again. */
  reread(): void {
    this.#listing = null;
    this.#recent = null;
  }

  /** Why the journal cannot be read, when its count could not be: L says so rather than "no change". */
  unreadable(): string | null {
    return this.#unreadable;
  }

  #list(): Listing {
    if (this.#listing?.version !== this.#journal.version) {
      let count = { all: 0, unknown: 0 };
      this.#unreadable = null;
      try {
        count = this.#journal.count();
      } catch (error) {
        // An unreadable journal lists no changes and says why; the writes themselves go on.
        this.#unreadable = error instanceof Error ? error.message : String(error);
      }
      this.#listing = { version: this.#journal.version, count, pages: new Map() };
    }
    return this.#listing;
  }

  count(): { readonly all: number; readonly unknown: number } {
    return this.#list().count;
  }

  /** L's change at a place in the list (0 the newest), reading only its page of the journal. */
  listed(place: number): ListedChange | undefined {
    const listing = this.#list();
    if (place < 0 || place >= listing.count.all) return undefined;
    const number = Math.floor(place / LIST_PAGE);
    let page = listing.pages.get(number);
    if (!page) {
      page = this.#readPage(number * LIST_PAGE);
      listing.pages.set(number, page);
    }
    return page[place % LIST_PAGE];
  }

  #readPage(offset: number): readonly ListedChange[] {
    try {
      const changes = this.#journal.page(offset, LIST_PAGE);
      const undone = this.#journal.undone(changes.filter((change) => change.outcome !== 'refused').map((change) => change.change));
      return changes.map((change) => ({ change, undone: undone.has(change.change), mine: change.session === this.#journal.session }));
    } catch {
      return [];
    }
  }

  sentHere(): number {
    return this.#journal.written.length;
  }

  /** The newest changes of one resource (from any session), newest first: a few rows read by index, kept until this console writes. */
  of(kind: KindName, id: number, count = 3): Change[] {
    if (this.#recent?.version !== this.#journal.version) this.#recent = { version: this.#journal.version, of: new Map() };
    const key = `${kind}:${id}:${count}`;
    let changes = this.#recent.of.get(key);
    if (!changes) {
      try {
        changes = this.#journal.of(kind, id, count);
      } catch {
        // An unreadable journal shows no changes; the writes themselves go on.
        changes = [];
      }
      this.#recent.of.set(key, changes);
    }
    return changes;
  }

  /** Null when a read of it decides; a part names its change by what it did, not by its id. */
  static refusal(listed: ListedChange, partOf?: Change | null): string | null {
    const { change } = listed;
    if (change.follows)
      return partOf
        ? `it is a part of another change (${changeSummary(partOf)}); undo that one`
        : 'it is a part of another change; undo that one';
    if (change.undoes) return 'it is an undo itself';
    if (change.outcome === 'refused') return 'the service refused it: nothing was changed';
    if (listed.undone) return 'it was undone already';
    if (change.what === 'delete')
      return `a delete cannot be undone: the service removed ${resourceLabel(change.kind, targetId(change), change.before)} and everything under it`;
    return null;
  }

  refusalOf(listed: ListedChange): string | null {
    return SessionChanges.refusal(listed, this.#partOf(listed.change));
  }

  /** Why a change of the journal cannot be undone at all, or null when a read of it decides. */
  notUndoable(change: Change): string | null {
    const undone = this.#journal.naming(change.change).some((other) => other.undoes === change.change && other.outcome === 'done');
    return SessionChanges.refusal({ change, undone, mine: change.session === this.#journal.session }, this.#partOf(change));
  }

  #partOf(change: Change): Change | null {
    if (!change.follows) return null;
    try {
      return this.#journal.change(change.follows) ?? null;
    } catch {
      return null;
    }
  }

  /** This session's last change that can still be undone, with a delete sent after it (z passes over it, and says so). */
  last(): { readonly change: Change; readonly afterDelete: Change | null } | undefined {
    let afterDelete: Change | null = null;
    for (const intent of [...this.#journal.written].reverse()) {
      if (intent.follows || intent.undoes) continue;
      const change = this.#journal.change(intent.change);
      if (!change) continue;
      if (this.notUndoable(change) === null) return { change, afterDelete };
      if (change.what === 'delete' && change.outcome !== 'refused') afterDelete ??= change;
    }
    return undefined;
  }

  /** `z`: what undoing the last change would send (after a read of it), or why it cannot be; null with none. */
  async planUndoLast(): Promise<{ readonly plan: UndoPlan; readonly afterDelete: Change | null } | null> {
    const last = this.last();
    return last ? { plan: await this.planUndoOf(last.change), afterDelete: last.afterDelete } : null;
  }

  /** `z` in `L`: what undoing this change would send (after a read of it), or why it cannot be. */
  async planUndoOf(change: Change): Promise<UndoPlan> {
    const reason = this.notUndoable(change);
    if (reason !== null) return { ok: false, change, reason };
    return planUndo(change, {
      client: this.#client,
      // Only the changes that name this one: its undos and its parts (never the whole journal).
      changes: this.#journal.naming(change.change),
      knownChildren: (kind, id) => this.#index.descendants(kind, id).length,
    });
  }

  async undo(plan: Extract<UndoPlan, { ok: true }>): Promise<void> {
    const above = this.#above([plan.change]);
    try {
      await runUndo(plan, this.#client, this.#journal);
    } finally {
      // Applied or not (a failed undo may have been), the figures the service derives are read again, as after a change.
      await this.#readAgain(above);
    }
  }

  /** The known indicator, objective and hoshin above the changes' resources, read before an undo makes the index forget one. */
  #above(changes: readonly Change[]): { readonly kind: KindName; readonly id: number }[] {
    const found = new Map<string, { kind: KindName; id: number }>();
    for (const change of changes) {
      const id = targetId(change);
      if (id === null) continue;
      for (const entry of this.#index.ancestors(change.kind, id))
        if (DERIVED_ABOVE.includes(entry.kind)) found.set(`${entry.kind}:${entry.id}`, { kind: entry.kind, id: entry.id });
    }
    // Innermost first: an objective's figures come from its indicators, a hoshin's from its objectives.
    return [...found.values()].sort((a, b) => DERIVED_ABOVE.indexOf(a.kind) - DERIVED_ABOVE.indexOf(b.kind));
  }

  async #readAgain(resources: readonly { readonly kind: KindName; readonly id: number }[]): Promise<void> {
    try {
      for (const { kind, id } of resources) await this.#client.get(kind, id);
    } catch {
      // The undo's outcome stands as reported; the figures stay as they were until the next refresh.
    }
  }

  /** `z` on a change of a bulk change: the whole group's undo, planned (each item read); null when the group is not kept. */
  async planUndoGroupOf(change: Change): Promise<GroupUndo | null> {
    const group = change.group === undefined ? undefined : journalGroup(this.#journal, change.group);
    if (!group) return null;
    return planGroupUndo(this.#journal, group, {
      client: this.#client,
      knownDescendants: (kind, id) => this.#index.descendants(kind, id),
    });
  }

  async undoGroup(plan: GroupUndo): Promise<GroupUndo> {
    const above = this.#above(plan.items.map((item) => item.change));
    try {
      return await runGroupUndo(plan, this.#client, this.#journal);
    } finally {
      await this.#readAgain(above);
    }
  }
}
