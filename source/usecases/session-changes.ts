// The console's view of the journal of changes: the session's changes (L), a resource's recent
// ones (the detail pane), and undoing the session's last change (z). The journal is read again only
// after this console wrote to it.
import type { KindName } from '../catalogue/catalogue.js';
import type { ResourceClient } from '../core/resource.js';
import type { LocalIndex } from '../index/model.js';
import type { Change } from '../journal/change.js';
import type { Journal } from '../journal/journal.js';
import { planUndo, runUndo, type UndoPlan } from './undo-change.js';

export class SessionChanges {
  readonly #journal: Journal;
  readonly #client: ResourceClient;
  readonly #index: LocalIndex;
  #read: { readonly version: number; readonly all: Change[] } | null = null;

  constructor(journal: Journal, client: ResourceClient, index: LocalIndex) {
    this.#journal = journal;
    this.#client = client;
    this.#index = index;
  }

  /** Every change of the journal, oldest first. */
  all(): Change[] {
    if (this.#read?.version !== this.#journal.version) {
      let all: Change[] = [];
      try {
        all = this.#journal.changes();
      } catch {
        // An unreadable journal shows no changes; the writes themselves go on.
      }
      this.#read = { version: this.#journal.version, all };
    }
    return this.#read.all;
  }

  /** `L`: the changes this console sent, newest first. */
  ofSession(): Change[] {
    return this.all()
      .filter((change) => change.session === this.#journal.session)
      .reverse();
  }

  /** The newest changes of one resource (from any session), newest first. */
  of(kind: KindName, id: number, count = 3): Change[] {
    return (
      this.all()
        // An indicator's recorded values are its changes too; the move that follows one is part of it.
        .filter((change) => !change.follows)
        .filter(
          (change) =>
            (change.kind === kind && (change.id ?? change.resultId) === id) ||
            (kind === 'indicator' && change.what === 'record' && change.parent === id),
        )
        .slice(-count)
        .reverse()
    );
  }

  /** Why a change of the journal cannot be undone at all, or null when a read of it decides. */
  notUndoable(change: Change): string | null {
    if (change.follows) return `it is a part of change ${change.follows}; undo that one`;
    if (change.undoes) return 'it is an undo itself';
    if (change.outcome === 'refused') return 'the service refused it: nothing was changed';
    const undone = this.all().some((other) => other.undoes === change.change && other.outcome === 'done');
    return undone ? 'it was undone already' : null;
  }

  /** This session's last change that can still be undone (not a part of another, not undone). */
  last(): Change | undefined {
    return this.ofSession().find((change) => this.notUndoable(change) === null);
  }

  /** `z`: what undoing the last change would send (after a read of it), or why it cannot be; null with none. */
  async planUndoLast(): Promise<UndoPlan | null> {
    const last = this.last();
    return last ? this.planUndoOf(last) : null;
  }

  /** `z` in `L`: what undoing this change would send (after a read of it), or why it cannot be. */
  async planUndoOf(change: Change): Promise<UndoPlan> {
    const reason = this.notUndoable(change);
    if (reason !== null) return { ok: false, change, reason };
    return planUndo(change, {
      client: this.#client,
      changes: this.all(),
      knownChildren: (kind, id) => this.#index.descendants(kind, id).length,
    });
  }

  async undo(plan: Extract<UndoPlan, { ok: true }>): Promise<void> {
    await runUndo(plan, this.#client, this.#journal);
  }
}
