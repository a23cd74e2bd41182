// The local index of known resources: the service cannot list most children (nothing lists hoshins, areas,
// goals or objectives), so the console remembers everything its answers showed. Pure: no I/O; the store
// persists snapshots.
import { KIND_NAMES, childKinds, isKindName, kindSpec, type KindName, type ParentKindName } from '../catalogue/catalogue.js';
import type { Resource, ResourceEvent } from '../core/resource.js';
import { isId, scopeKey } from './entry-keys.js';
import {
  type CompleteScope,
  type EntryFilter,
  type ImportResult,
  type IndexChange,
  type IndexEntry,
  type IndexExport,
  type IndexSnapshot,
  type LocalIndexOptions,
  type ParentRef,
  type PlanReads,
} from './index-entry.js';
import { IndexTables } from './index-tables.js';
import { searchEntries } from './search-ranking.js';
import { exportOf, validateExport } from './stored-entries.js';
import { StoredEntryReader } from './stored-entry-reader.js';

export class LocalIndex {
  /** The entries, their links and caches; the store's entries are read into them lazily. */
  readonly #tables = new IndexTables();
  readonly #reader: StoredEntryReader;
  readonly #listeners = new Set<() => void>();
  readonly #recorders = new Set<(changes: readonly IndexChange[]) => void>();
  readonly #now: () => number;
  #revision = 0;

  constructor(options: LocalIndexOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#reader = new StoredEntryReader(options.source, this.#tables);
  }

  /** Receives every change as made (puts, removals, complete lists; not what is read from the source), once per event or import. */
  onChanges(recorder: (changes: readonly IndexChange[]) => void): () => void {
    this.#recorders.add(recorder);
    return () => this.#recorders.delete(recorder);
  }

  /** Reads these parents' stored entries now (search, counts); views hear of it once; entries in memory are kept. */
  loadStored(parents: readonly ParentRef[]): void {
    let added = 0;
    for (const parent of parents) added += this.#reader.loadParent(parent.parentKind, parent.parentId);
    if (added === 0) return;
    this.#revision += 1;
    for (const listener of this.#listeners) listener();
  }

  /** Grows by one on every change; lets views memoise cheaply. */
  get revision(): number {
    return this.#revision;
  }

  /** Called after every change (once per event or import). Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  applyEvent(event: ResourceEvent): void {
    const at = this.#now();
    switch (event.type) {
      case 'seen':
        if (!this.#tables.upsertResource(event.kind, event.resource, at, null)) return;
        break;
      case 'listed':
        this.#applyList(event.kind, event.scopeId, event.resources, at);
        break;
      case 'gone':
        if (!this.#remove(event.kind, event.id)) return;
        break;
    }
    this.#changed();
  }

  get(kind: KindName, id: number): IndexEntry | undefined {
    this.#reader.fault(kind, id);
    return this.#tables.byKind.get(kind)?.get(id);
  }

  /** Known children of one kind, in the service's order (position column, then name; histories by day). */
  children(parentKind: ParentKindName | null, parentId: number | null, childKind: KindName): readonly IndexEntry[] {
    this.#reader.loadParent(parentKind, parentId);
    return this.#tables.sortedChildren(parentKind, parentId, childKind);
  }

  /** Known companies, by name. */
  roots(): readonly IndexEntry[] {
    return this.children(null, null, 'company');
  }

  /** An indicator's values dated in a month, its oldest and newest valued ones (stored-entry-reader.ts); null: read children(). */
  monthValues(indicatorId: number, month: string): readonly IndexEntry[] | null {
    return this.#reader.monthValues(indicatorId, month);
  }

  /** Known ancestors, root first, without the entry itself; stops where the chain is not known. */
  ancestors(kind: KindName, id: number): readonly IndexEntry[] {
    const chain: IndexEntry[] = [];
    let entry = this.get(kind, id);
    while (entry && entry.parentKind !== null && entry.parentId !== null && isKindName(entry.parentKind)) {
      const parent = this.get(entry.parentKind, entry.parentId);
      if (!parent) break;
      chain.unshift(parent);
      entry = parent;
    }
    return chain;
  }

  /** Every known descendant, parents before their children (what a delete takes with it). */
  descendants(kind: KindName, id: number): readonly IndexEntry[] {
    const found: IndexEntry[] = [];
    const visit = (parentKind: KindName, parentId: number): void => {
      for (const child of childKinds(parentKind)) {
        for (const entry of this.children(parentKind, parentId, child.name)) {
          found.push(entry);
          visit(entry.kind, entry.id);
        }
      }
    };
    visit(kind, id);
    return found;
  }

  /** True only when the service lists this child kind under this parent and that list was fetched. */
  isComplete(parentKind: ParentKindName | null, parentId: number | null, childKind: KindName): boolean {
    this.#reader.loadParent(parentKind, parentId);
    return this.#tables.complete.has(scopeKey(parentKind, parentId, childKind));
  }

  /** True when every child kind of the resource is completely known (false for objectives' areas etc.). */
  allChildrenKnown(kind: KindName, id: number): boolean {
    return childKinds(kind).every((child) => this.isComplete(kind, id, child.name));
  }

  /** When the scope's full list was last fetched, if ever. */
  completeSince(parentKind: ParentKindName | null, parentId: number | null, childKind: KindName): number | undefined {
    this.#reader.loadParent(parentKind, parentId);
    return this.#tables.complete.get(scopeKey(parentKind, parentId, childKind))?.fetchedAt;
  }

  /** The entries that can match a query's filter, as the store's SQL finds them (a superset); undefined without such a store: all(). */
  candidates(filter: EntryFilter): readonly IndexEntry[] | undefined {
    return this.#reader.candidates(filter);
  }

  /** What the coverage rule counts, as the store's SQL counts it; undefined without such a store. */
  get plan(): PlanReads | undefined {
    return this.#reader.plan;
  }

  search(text: string, options: { readonly kind?: KindName; readonly limit?: number } = {}): readonly IndexEntry[] {
    return searchEntries((kind) => this.loaded(kind), text, options);
  }

  /** Every known entry of a kind, by id (the whole kind is read from the store first). */
  all(kind: KindName): readonly IndexEntry[] {
    this.#reader.loadKind(kind);
    return [...(this.#tables.byKind.get(kind) as Map<number, IndexEntry>).values()].sort((a, b) => a.id - b.id);
  }

  /** The entries of a kind read into memory so far, unordered (what search covers while the console reads the store). */
  loaded(kind: KindName): Iterable<IndexEntry> {
    return (this.#tables.byKind.get(kind) as Map<number, IndexEntry>).values();
  }

  /** Number of entries read into memory so far, without reading the store. */
  get loadedCount(): number {
    return this.#tables.size;
  }

  /** Number of known entries, of one kind or of all. */
  count(kind?: KindName): number {
    for (const each of kind ? [kind] : KIND_NAMES) this.#reader.loadKind(each);
    return kind ? (this.#tables.byKind.get(kind) as Map<number, IndexEntry>).size : this.#tables.size;
  }

  // ---- export / import (names and links only) ----

  exportIndex(): IndexExport {
    return exportOf((kind) => this.all(kind));
  }

  /** Validates the whole document first (HoshinError 'invalid'; nothing merged), then adds new entries, updates name-only ones. */
  importIndex(document: unknown): ImportResult {
    const entries = validateExport(document);
    let added = 0;
    let updated = 0;
    let unchanged = 0;
    for (const incoming of entries) {
      const known = this.get(incoming.kind, incoming.id);
      if (known && known.resource !== null) {
        unchanged += 1; // richer data from the service wins
        continue;
      }
      if (known && known.name === incoming.name && known.parentId === incoming.parentId) {
        unchanged += 1;
        continue;
      }
      this.#tables.put({ ...incoming, resource: null, seenAt: known?.seenAt ?? null });
      if (known) updated += 1;
      else added += 1;
    }
    if (added + updated > 0) this.#changed();
    return { added, updated, unchanged };
  }

  /**
   * Takes in what another copy of the index learned (another hoshin process saved the same file):
   * entries this one lacks, and entries the other saw more recently. Returns how many changed.
   * Removals the other copy made are not replayed; a later 404 prunes those again.
   */
  absorb(other: LocalIndex): number {
    let changed = 0;
    for (const kind of KIND_NAMES) {
      for (const theirs of (other.#tables.byKind.get(kind) as Map<number, IndexEntry>).values()) {
        const ours = this.get(kind, theirs.id);
        const newer =
          !ours ||
          (ours.resource === null && theirs.resource !== null) ||
          (theirs.resource !== null && (theirs.seenAt ?? 0) > (ours.seenAt ?? 0));
        if (!newer || ours === theirs) continue;
        this.#tables.put(theirs);
        changed += 1;
      }
    }
    for (const [key, scope] of other.#tables.complete) {
      const ours = this.#tables.complete.get(key);
      if (ours && ours.fetchedAt >= scope.fetchedAt) continue;
      this.#tables.complete.set(key, scope);
      this.#tables.pending.push({ type: 'complete', scope });
      changed += 1;
    }
    if (changed > 0) this.#changed();
    return changed;
  }

  // ---- persistence (the store writes these; validation throws on anything unexpected) ----

  toSnapshot(): IndexSnapshot {
    return this.#tables.toSnapshot();
  }

  static fromSnapshot(snapshot: unknown, options: LocalIndexOptions = {}): LocalIndex {
    const index = new LocalIndex(options);
    index.#tables.readSnapshot(snapshot);
    return index;
  }

  // ---- internals ----

  #changed(): void {
    this.#revision += 1;
    const changes = this.#tables.pending;
    this.#tables.pending = [];
    if (changes.length > 0) for (const recorder of this.#recorders) recorder(changes);
    for (const listener of this.#listeners) listener();
  }

  /** Removes the entry and all its known descendants; false when it was not known. */
  #remove(kind: KindName, id: number): boolean {
    const root = this.get(kind, id);
    if (!root) return false;
    const doomed = new Set<IndexEntry>([root, ...this.descendants(kind, id)]);
    for (const orphan of this.#tables.namingAncestor(kind, id)) {
      if (doomed.has(orphan)) continue;
      doomed.add(orphan);
      for (const below of this.descendants(orphan.kind, orphan.id)) doomed.add(below);
    }
    for (const entry of doomed) {
      this.#reader.forget(entry);
      this.#tables.drop(entry);
    }
    return true;
  }

  /** A list the service offers is complete: upsert it, drop known siblings it no longer has. */
  #applyList(kind: KindName, scopeId: number | null, resources: readonly Resource[], at: number): void {
    const list = kindSpec(kind).list;
    const fallbackParentId = list?.scope ? scopeId : null;
    const listed = new Set<number>();
    for (const resource of resources) {
      if (this.#tables.upsertResource(kind, resource, at, fallbackParentId)) listed.add(resource.id);
    }
    if (!list || (list.scope !== null && !isId(scopeId))) return;
    const parentKind = list.scope;
    const parentId = list.scope === null ? null : scopeId;
    for (const entry of this.children(parentKind, parentId, kind)) {
      if (!listed.has(entry.id)) this.#remove(entry.kind, entry.id);
    }
    const scope: CompleteScope = { parentKind, parentId, childKind: kind, fetchedAt: at };
    this.#tables.complete.set(scopeKey(parentKind, parentId, kind), scope);
    this.#tables.pending.push({ type: 'complete', scope });
  }
}
