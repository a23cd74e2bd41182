// Reading the stored index lazily: the entries under one parent are read the first time any of
// them is needed, so a command touches only the part of a large store it uses.
import { kindSpec, type KindName, type ParentKindName } from '../catalogue/catalogue.js';
import { parentKey, scopeKey } from './entry-keys.js';
import type { EntryFilter, IndexEntry, IndexSource, PlanReads } from './index-entry.js';
import type { IndexTables } from './index-tables.js';

export class StoredEntryReader {
  readonly #source: IndexSource | undefined;
  readonly #tables: IndexTables;
  /** Parents whose stored entries were read (or are being read) from the source. */
  readonly #loadedParents = new Set<string>();
  /** Entries looked for in the source, found or not. */
  readonly #probed = new Set<string>();
  /** Kinds read whole from the source. */
  readonly #loadedKinds = new Set<KindName>();

  constructor(source: IndexSource | undefined, tables: IndexTables) {
    this.#source = source;
    this.#tables = tables;
  }

  /** Puts the source's entries of one parent that memory lacks; returns how many. */
  loadParent(parentKind: ParentKindName | null, parentId: number | null): number {
    const source = this.#source;
    if (!source) return 0;
    const key = parentKey(parentKind, parentId);
    if (this.#loadedParents.has(key)) return 0;
    this.#loadedParents.add(key);
    const stored = source.childrenOf({ parentKind, parentId });
    let added = 0;
    this.#tables.loading = true;
    try {
      for (const entry of stored.entries) {
        const entryKey = `${entry.kind}:${entry.id}`;
        const known = (this.#tables.byKind.get(entry.kind) as Map<number, IndexEntry>).has(entry.id);
        // Known fresher here, or removed here since: memory wins.
        if (known || this.#probed.has(entryKey)) continue;
        this.#probed.add(entryKey);
        this.#tables.put(entry);
        added += 1;
      }
      for (const scope of stored.complete) {
        const scopeId = scopeKey(scope.parentKind, scope.parentId, scope.childKind);
        if (!this.#tables.complete.has(scopeId)) this.#tables.complete.set(scopeId, scope);
      }
    } finally {
      this.#tables.loading = false;
    }
    return added;
  }

  /** Reads every stored entry of a kind (its parents' files) before the kind is used whole. */
  loadKind(kind: KindName): void {
    if (!this.#source || this.#loadedKinds.has(kind)) return;
    this.#loadedKinds.add(kind);
    for (const parent of this.#source.parentsOf(kindSpec(kind).parent)) this.loadParent(parent.parentKind, parent.parentId);
  }

  /** Makes sure the stored entry (and its siblings) are in memory before it is looked up. */
  fault(kind: KindName, id: number): void {
    if (!this.#source) return;
    const key = `${kind}:${id}`;
    if (this.#probed.has(key)) return;
    this.#probed.add(key);
    if ((this.#tables.byKind.get(kind) as Map<number, IndexEntry>).has(id)) return;
    const parent = this.#source.parentOf(kind, id);
    if (parent) {
      this.#probed.delete(key); // the parent's load decides
      this.loadParent(parent.parentKind, parent.parentId);
      this.#probed.add(key);
    }
  }

  /**
   * An indicator's values a month's standing reads (IndexSource.monthValuesOf), straight from the
   * store and not kept; null when memory holds its values already or the source cannot say.
   */
  monthValues(indicatorId: number, month: string): readonly IndexEntry[] | null {
    if (!this.#source?.monthValuesOf || this.#loadedParents.has(parentKey('indicator', indicatorId))) return null;
    return this.#source.monthValuesOf(indicatorId, month);
  }

  /**
   * The stored entries that can match a query's filter (IndexSource.candidatesOf), taken into
   * memory; memory's own copy where it has one, none removed here. Undefined without such a store.
   */
  candidates(filter: EntryFilter): IndexEntry[] | undefined {
    if (!this.#source?.candidatesOf) return undefined;
    const found: IndexEntry[] = [];
    this.#tables.loading = true;
    try {
      for (const entry of this.#source.candidatesOf(filter)) {
        const known = (this.#tables.byKind.get(entry.kind) as Map<number, IndexEntry>).get(entry.id);
        if (known) found.push(known);
        else if (!this.#probed.has(`${entry.kind}:${entry.id}`)) {
          this.#probed.add(`${entry.kind}:${entry.id}`);
          this.#tables.put(entry);
          found.push(entry);
        }
      }
    } finally {
      this.#tables.loading = false;
    }
    return found;
  }

  /** The coverage rule's counts from the store (IndexSource.plan); undefined without such a store. */
  get plan(): PlanReads | undefined {
    return this.#source?.plan;
  }

  /** A removed entry is not read back from the store. */
  forget(entry: IndexEntry): void {
    this.#probed.add(`${entry.kind}:${entry.id}`);
  }
}
