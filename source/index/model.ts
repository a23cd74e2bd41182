// The local index of known resources: the service cannot list most children (nothing lists hoshins, areas,
// goals or objectives), so the console remembers everything its answers showed. Pure: no I/O; the store
// persists snapshots.
import {
  KIND_NAMES,
  ancestorKinds,
  childKinds,
  fieldSpec,
  isKindName,
  kindSpec,
  type KindName,
  type ParentKindName,
} from '../catalogue/catalogue.js';
import { HoshinError } from '../core/errors.js';
import type { Resource, ResourceEvent } from '../core/resource.js';
import { KEPT_LINE_CHARACTERS, keptResource } from './kept-fields.js';

export interface IndexEntry {
  readonly kind: KindName;
  readonly id: number;
  /** Catalogue parent kind (null for companies); 'subscription' for invoices. */
  readonly parentKind: ParentKindName | null;
  /** Null for companies, or when the resource did not name its parent. */
  readonly parentId: number | null;
  /** Value of the kind's title field (a history's day), null when blank. */
  readonly name: string | null;
  /** What the index keeps of the last answer (kept-fields.ts); null when known only from an imported export. */
  readonly resource: Resource | null;
  /** Fields of `resource` cut short (a description longer than the index keeps); absent when none. */
  readonly cut?: readonly string[];
  /** When the service last showed it (epoch ms); null when never fetched here. */
  readonly seenAt: number | null;
}

/** What leaves the machine on export: ids, kinds, parents and names only. */
export interface ExportedEntry {
  readonly kind: KindName;
  readonly id: number;
  readonly parentKind: ParentKindName | null;
  readonly parentId: number | null;
  readonly name: string | null;
}

export const EXPORT_FORMAT = 'hoshin-index';
export const EXPORT_VERSION = 1;

export interface IndexExport {
  readonly format: typeof EXPORT_FORMAT;
  readonly version: typeof EXPORT_VERSION;
  readonly entries: readonly ExportedEntry[];
}

export interface ImportResult {
  readonly added: number;
  readonly updated: number;
  readonly unchanged: number;
}

/** The store's file: every entry with its resource, and which lists were fetched whole. */
export interface IndexSnapshot {
  readonly format: 'hoshin-index-store';
  readonly version: 1;
  readonly entries: readonly IndexEntry[];
  readonly complete: readonly CompleteScope[];
}

export interface CompleteScope {
  readonly parentKind: ParentKindName | null;
  readonly parentId: number | null;
  readonly childKind: KindName;
  readonly fetchedAt: number;
}

export interface LocalIndexOptions {
  /** Clock for seenAt (epoch ms). */
  readonly now?: () => number;
  /** Where entries not yet in memory are read from, on first use (the store on disk). */
  readonly source?: IndexSource;
}

/** Where the entries under one parent live: a company's parent is the root (kind and id null). */
export interface ParentRef {
  readonly parentKind: ParentKindName | null;
  readonly parentId: number | null;
}

/**
 * A stored index read lazily: the index asks for the entries under one parent the first time it
 * needs any of them, so a command touches only the part of a large store it uses.
 */
export interface IndexSource {
  /** The parent the store keeps the entry under; undefined when it is not stored. */
  parentOf(kind: KindName, id: number): ParentRef | undefined;
  /** Every stored entry under one parent, and which of its child lists were fetched whole. */
  childrenOf(parent: ParentRef): { readonly entries: readonly IndexEntry[]; readonly complete: readonly CompleteScope[] };
  /** Every parent of this kind the store holds entries under (for a whole kind: all, count). */
  parentsOf(parentKind: ParentKindName | null): readonly ParentRef[];
}

/** One change to persist: what the store appends (loading from the store records none). */
export type IndexChange =
  | { readonly type: 'put'; readonly entry: IndexEntry }
  | { readonly type: 'remove'; readonly entry: IndexEntry }
  | { readonly type: 'complete'; readonly scope: CompleteScope };

const ROOT_KEY = 'root';
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function parentKey(parentKind: ParentKindName | null, parentId: number | null): string {
  return parentKind === null ? ROOT_KEY : `${parentKind}:${parentId}`;
}

function scopeKey(parentKind: ParentKindName | null, parentId: number | null, childKind: KindName): string {
  return `${childKind}@${parentKey(parentKind, parentId)}`;
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Ids arrive as numbers; accept digit strings too rather than lose the link. */
export function readId(value: unknown): number | null {
  if (isId(value)) return value;
  if (typeof value === 'string' && /^[1-9]\d*$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
  return null;
}

function readName(kind: KindName, resource: Resource): string | null {
  const value = resource[kindSpec(kind).titleField];
  if (value === null || value === undefined) return null;
  const text = String(value);
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
    const byOrder = collator.compare(String(left), String(right));
    if (byOrder !== 0) return byOrder;
  }
  const byName = collator.compare(a.name ?? '', b.name ?? '');
  return byName !== 0 ? byName : a.id - b.id;
}

/** "objective 42 “Sales”": how messages name an entry. */
export function describeEntry(kind: KindName, id: number, name?: string | null): string {
  const label = kindSpec(kind).label.toLowerCase();
  return name ? `${label} ${id} “${name}”` : `${label} ${id}`;
}

export class LocalIndex {
  readonly #byKind = new Map<KindName, Map<number, IndexEntry>>(KIND_NAMES.map((kind) => [kind, new Map()]));
  /** parentKey -> child kind -> child ids. */
  readonly #children = new Map<string, Map<KindName, Set<number>>>();
  /** scopeKey -> when the service's full list of that scope was fetched. */
  readonly #complete = new Map<string, CompleteScope>();
  /** scopeKey -> children sorted; dropped whenever that scope changes. */
  readonly #sorted = new Map<string, readonly IndexEntry[]>();
  readonly #listeners = new Set<() => void>();
  readonly #recorders = new Set<(changes: readonly IndexChange[]) => void>();
  /** Changes since the last notification, for the recorders. */
  #pending: IndexChange[] = [];
  readonly #source: IndexSource | undefined;
  /** Parents whose stored entries were read (or are being read) from the source. */
  readonly #loadedParents = new Set<string>();
  /** Entries looked for in the source, found or not. */
  readonly #probed = new Set<string>();
  /** Kinds read whole from the source. */
  readonly #loadedKinds = new Set<KindName>();
  /** True while entries from the source are put: they are not changes. */
  #loading = false;
  readonly #now: () => number;
  #size = 0;
  #revision = 0;

  constructor(options: LocalIndexOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#source = options.source;
  }

  /**
   * Receives every change as it is made (puts, removals, complete lists), once per event or
   * import; what is read from the source is not a change. Returns the unsubscribe function.
   */
  onChanges(recorder: (changes: readonly IndexChange[]) => void): () => void {
    this.#recorders.add(recorder);
    return () => this.#recorders.delete(recorder);
  }

  /**
   * Reads the stored entries of these parents now (what a full view needs: search, counts); the
   * views hear of it once. Entries already in memory are at least as new and are kept.
   */
  loadStored(parents: readonly ParentRef[]): void {
    let added = 0;
    for (const parent of parents) added += this.#loadParent(parent.parentKind, parent.parentId);
    if (added === 0) return;
    this.#revision += 1;
    for (const listener of this.#listeners) listener();
  }

  /** Puts the source's entries of one parent that memory lacks; returns how many. */
  #loadParent(parentKind: ParentKindName | null, parentId: number | null): number {
    const source = this.#source;
    if (!source) return 0;
    const key = parentKey(parentKind, parentId);
    if (this.#loadedParents.has(key)) return 0;
    this.#loadedParents.add(key);
    const stored = source.childrenOf({ parentKind, parentId });
    let added = 0;
    this.#loading = true;
    try {
      for (const entry of stored.entries) {
        const entryKey = `${entry.kind}:${entry.id}`;
        const known = (this.#byKind.get(entry.kind) as Map<number, IndexEntry>).has(entry.id);
        // Known fresher here, or removed here since: memory wins.
        if (known || this.#probed.has(entryKey)) continue;
        this.#probed.add(entryKey);
        this.#put(entry);
        added += 1;
      }
      for (const scope of stored.complete) {
        const scopeId = scopeKey(scope.parentKind, scope.parentId, scope.childKind);
        if (!this.#complete.has(scopeId)) this.#complete.set(scopeId, scope);
      }
    } finally {
      this.#loading = false;
    }
    return added;
  }

  /** Reads every stored entry of a kind (its parents' files) before the kind is used whole. */
  #loadKind(kind: KindName): void {
    if (!this.#source || this.#loadedKinds.has(kind)) return;
    this.#loadedKinds.add(kind);
    for (const parent of this.#source.parentsOf(kindSpec(kind).parent)) this.#loadParent(parent.parentKind, parent.parentId);
  }

  /** Makes sure the stored entry (and its siblings) are in memory before it is looked up. */
  #fault(kind: KindName, id: number): void {
    if (!this.#source) return;
    const key = `${kind}:${id}`;
    if (this.#probed.has(key)) return;
    this.#probed.add(key);
    if ((this.#byKind.get(kind) as Map<number, IndexEntry>).has(id)) return;
    const parent = this.#source.parentOf(kind, id);
    if (parent) {
      this.#probed.delete(key); // the parent's load decides
      this.#loadParent(parent.parentKind, parent.parentId);
      this.#probed.add(key);
    }
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
        if (!this.#upsertResource(event.kind, event.resource, at, null)) return;
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
    this.#fault(kind, id);
    return this.#byKind.get(kind)?.get(id);
  }

  /** Known children of one kind, in the service's order (position column, then name; histories by day). */
  children(parentKind: ParentKindName | null, parentId: number | null, childKind: KindName): readonly IndexEntry[] {
    this.#loadParent(parentKind, parentId);
    const key = scopeKey(parentKind, parentId, childKind);
    const cached = this.#sorted.get(key);
    if (cached) return cached;
    const ids = this.#children.get(parentKey(parentKind, parentId))?.get(childKind);
    const kindMap = this.#byKind.get(childKind);
    const list: IndexEntry[] = [];
    if (ids && kindMap) for (const id of ids) list.push(kindMap.get(id) as IndexEntry);
    list.sort(compareSiblings);
    this.#sorted.set(key, list);
    return list;
  }

  /** Known companies, by name. */
  roots(): readonly IndexEntry[] {
    return this.children(null, null, 'company');
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
    this.#loadParent(parentKind, parentId);
    return this.#complete.has(scopeKey(parentKind, parentId, childKind));
  }

  /** True when every child kind of the resource is completely known (false for objectives' areas etc.). */
  allChildrenKnown(kind: KindName, id: number): boolean {
    return childKinds(kind).every((child) => this.isComplete(kind, id, child.name));
  }

  /** When the scope's full list was last fetched, if ever. */
  completeSince(parentKind: ParentKindName | null, parentId: number | null, childKind: KindName): number | undefined {
    this.#loadParent(parentKind, parentId);
    return this.#complete.get(scopeKey(parentKind, parentId, childKind))?.fetchedAt;
  }

  /**
   * Entries whose id equals the text, or whose name contains it (case-insensitive), best first:
   * id matches, then names starting with the text, then names with a word starting with it, then the
   * rest; ties go to the kind higher in the hierarchy, then by name.
   */
  search(text: string, options: { readonly kind?: KindName; readonly limit?: number } = {}): readonly IndexEntry[] {
    const needle = text.trim().toLowerCase();
    const limit = options.limit ?? 50;
    if (needle === '' || limit <= 0) return [];
    const kinds = options.kind ? [options.kind] : KIND_NAMES;
    const ranked: { entry: IndexEntry; rank: number }[] = [];
    const numeric = /^\d+$/.test(needle) ? Number(needle) : null;
    for (const kind of kinds) {
      for (const entry of (this.#byKind.get(kind) as Map<number, IndexEntry>).values()) {
        let rank = -1;
        if (entry.id === numeric) rank = 0;
        else if (entry.name) {
          const name = entry.name.toLowerCase();
          const at = name.indexOf(needle);
          if (at === 0) rank = 1;
          else if (at > 0) rank = /[\s\-_/.(]/.test(name.charAt(at - 1)) ? 2 : 3;
        }
        if (rank >= 0) ranked.push({ entry, rank });
      }
    }
    ranked.sort(
      (a, b) =>
        a.rank - b.rank ||
        KIND_NAMES.indexOf(a.entry.kind) - KIND_NAMES.indexOf(b.entry.kind) ||
        collator.compare(a.entry.name ?? '', b.entry.name ?? '') ||
        a.entry.id - b.entry.id,
    );
    return ranked.slice(0, limit).map((item) => item.entry);
  }

  /** Every known entry of a kind, by id (the whole kind is read from the store first). */
  all(kind: KindName): readonly IndexEntry[] {
    this.#loadKind(kind);
    return [...(this.#byKind.get(kind) as Map<number, IndexEntry>).values()].sort((a, b) => a.id - b.id);
  }

  /**
   * The entries of a kind already read into memory, unordered, without reading the store: what
   * search covers now (the console reads the store in the background).
   */
  loaded(kind: KindName): Iterable<IndexEntry> {
    return (this.#byKind.get(kind) as Map<number, IndexEntry>).values();
  }

  /** Number of entries read into memory so far, without reading the store. */
  get loadedCount(): number {
    return this.#size;
  }

  /** Number of known entries, of one kind or of all. */
  count(kind?: KindName): number {
    for (const each of kind ? [kind] : KIND_NAMES) this.#loadKind(each);
    return kind ? (this.#byKind.get(kind) as Map<number, IndexEntry>).size : this.#size;
  }

  // ---- export / import (names and links only) ----

  exportIndex(): IndexExport {
    const entries: ExportedEntry[] = [];
    for (const kind of KIND_NAMES) {
      for (const entry of this.all(kind)) {
        entries.push({ kind: entry.kind, id: entry.id, parentKind: entry.parentKind, parentId: entry.parentId, name: entry.name });
      }
    }
    return { format: EXPORT_FORMAT, version: EXPORT_VERSION, entries };
  }

  /**
   * Validates the whole document first (HoshinError 'invalid' naming the first bad entry; nothing
   * merged), then merges: new entries are added, name-only entries updated, fetched ones left alone.
   */
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
      this.#put({ ...incoming, resource: null, seenAt: known?.seenAt ?? null });
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
      for (const theirs of (other.#byKind.get(kind) as Map<number, IndexEntry>).values()) {
        const ours = this.get(kind, theirs.id);
        const newer =
          !ours ||
          (ours.resource === null && theirs.resource !== null) ||
          (theirs.resource !== null && (theirs.seenAt ?? 0) > (ours.seenAt ?? 0));
        if (!newer || ours === theirs) continue;
        this.#put(theirs);
        changed += 1;
      }
    }
    for (const [key, scope] of other.#complete) {
      const ours = this.#complete.get(key);
      if (ours && ours.fetchedAt >= scope.fetchedAt) continue;
      this.#complete.set(key, scope);
      this.#pending.push({ type: 'complete', scope });
      changed += 1;
    }
    if (changed > 0) this.#changed();
    return changed;
  }

  // ---- persistence (the store writes these; validation throws on anything unexpected) ----

  toSnapshot(): IndexSnapshot {
    const entries: IndexEntry[] = [];
    for (const kind of KIND_NAMES) entries.push(...(this.#byKind.get(kind) as Map<number, IndexEntry>).values());
    return { format: 'hoshin-index-store', version: 1, entries, complete: [...this.#complete.values()] };
  }

  static fromSnapshot(snapshot: unknown, options: LocalIndexOptions = {}): LocalIndex {
    const index = new LocalIndex(options);
    if (!isRecord(snapshot) || snapshot.format !== 'hoshin-index-store' || snapshot.version !== 1) {
      throw new Error('not a hoshin index (format or version missing)');
    }
    if (!Array.isArray(snapshot.entries) || !Array.isArray(snapshot.complete)) throw new Error('entries or complete missing');
    snapshot.entries.forEach((raw: unknown, position: number) => {
      let entry: IndexEntry;
      try {
        entry = storedEntry(raw);
      } catch (error) {
        throw new Error(`entry ${position + 1}: ${(error as Error).message}`);
      }
      if (index.get(entry.kind, entry.id)) throw new Error(`entry ${position + 1}: duplicate ${entry.kind} ${entry.id}`);
      index.#put(entry);
    });
    snapshot.complete.forEach((raw: unknown, position: number) => {
      let scope: CompleteScope;
      try {
        scope = storedScope(raw);
      } catch {
        throw new Error(`complete list ${position + 1} is malformed`);
      }
      index.#complete.set(scopeKey(scope.parentKind, scope.parentId, scope.childKind), scope);
    });
    index.#pending = [];
    return index;
  }

  // ---- internals ----

  #changed(): void {
    this.#revision += 1;
    const changes = this.#pending;
    this.#pending = [];
    if (changes.length > 0) for (const recorder of this.#recorders) recorder(changes);
    for (const listener of this.#listeners) listener();
  }

  /** Upserts what the service sent; false when the resource has no usable id. */
  #upsertResource(kind: KindName, resource: Resource, at: number, fallbackParentId: number | null): boolean {
    if (!isRecord(resource) || !isId(resource.id)) return false;
    const spec = kindSpec(kind);
    const parentId = spec.parentField ? (readId(resource[spec.parentField]) ?? fallbackParentId) : null;
    const kept = keptResource(kind, resource);
    this.#put({
      kind,
      id: resource.id,
      parentKind: spec.parent,
      parentId,
      name: readName(kind, resource),
      resource: kept.resource,
      ...(kept.cut.length > 0 ? { cut: kept.cut } : {}),
      seenAt: at,
    });
    return true;
  }

  /** Inserts or replaces an entry, keeping the parent links and sort caches right. */
  #put(entry: IndexEntry): void {
    const kindMap = this.#byKind.get(entry.kind) as Map<number, IndexEntry>;
    const previous = kindMap.get(entry.id);
    if (previous) {
      this.#sorted.delete(scopeKey(previous.parentKind, previous.parentId, previous.kind));
      if (previous.parentId !== entry.parentId) this.#unlink(previous);
    } else {
      this.#size += 1;
    }
    kindMap.set(entry.id, entry);
    if (!previous || previous.parentId !== entry.parentId) this.#link(entry);
    this.#sorted.delete(scopeKey(entry.parentKind, entry.parentId, entry.kind));
    if (!this.#loading) this.#pending.push({ type: 'put', entry });
  }

  #link(entry: IndexEntry): void {
    if (entry.parentKind !== null && entry.parentId === null) return; // parent unknown: no sibling list
    const key = parentKey(entry.parentKind, entry.parentId);
    let byKind = this.#children.get(key);
    if (!byKind) this.#children.set(key, (byKind = new Map()));
    let ids = byKind.get(entry.kind);
    if (!ids) byKind.set(entry.kind, (ids = new Set()));
    ids.add(entry.id);
  }

  #unlink(entry: IndexEntry): void {
    const key = parentKey(entry.parentKind, entry.parentId);
    const byKind = this.#children.get(key);
    const ids = byKind?.get(entry.kind);
    if (!byKind || !ids) return;
    ids.delete(entry.id);
    if (ids.size === 0) byKind.delete(entry.kind);
    if (byKind.size === 0) this.#children.delete(key);
  }

  /** Removes the entry and all its known descendants; false when it was not known. */
  #remove(kind: KindName, id: number): boolean {
    const root = this.get(kind, id);
    if (!root) return false;
    const doomed = new Set<IndexEntry>([root, ...this.descendants(kind, id)]);
    for (const orphan of this.#namingAncestor(kind, id)) {
      if (doomed.has(orphan)) continue;
      doomed.add(orphan);
      for (const below of this.descendants(orphan.kind, orphan.id)) doomed.add(below);
    }
    for (const entry of doomed) {
      this.#pending.push({ type: 'remove', entry });
      this.#probed.add(`${entry.kind}:${entry.id}`);
      (this.#byKind.get(entry.kind) as Map<number, IndexEntry>).delete(entry.id);
      this.#size -= 1;
      this.#unlink(entry);
      this.#sorted.delete(scopeKey(entry.parentKind, entry.parentId, entry.kind));
      this.#children.delete(parentKey(entry.kind, entry.id));
      for (const child of childKinds(entry.kind)) {
        this.#complete.delete(scopeKey(entry.kind, entry.id, child.name));
        this.#sorted.delete(scopeKey(entry.kind, entry.id, child.name));
      }
    }
    return true;
  }

  /**
   * Fetched entries that name the resource as an ancestor (an indicator's hoshin_id) though their
   * chain to it is broken: their parent was never fetched here, so descendants() cannot reach them.
   */
  #namingAncestor(kind: KindName, id: number): IndexEntry[] {
    const found: IndexEntry[] = [];
    for (const other of KIND_NAMES) {
      const field = `${kind}_id`;
      const reference = fieldSpec(other, field)?.type;
      if (!ancestorKinds(other).includes(kind) || reference?.kind !== 'reference' || reference.to !== kind) continue;
      for (const entry of (this.#byKind.get(other) as Map<number, IndexEntry>).values()) {
        if (entry.resource && readId(entry.resource[field]) === id) found.push(entry);
      }
    }
    return found;
  }

  /** A list the service offers is complete: upsert it, drop known siblings it no longer has. */
  #applyList(kind: KindName, scopeId: number | null, resources: readonly Resource[], at: number): void {
    const list = kindSpec(kind).list;
    const fallbackParentId = list?.scope ? scopeId : null;
    const listed = new Set<number>();
    for (const resource of resources) {
      if (this.#upsertResource(kind, resource, at, fallbackParentId)) listed.add(resource.id);
    }
    if (!list || (list.scope !== null && !isId(scopeId))) return;
    const parentKind = list.scope;
    const parentId = list.scope === null ? null : scopeId;
    for (const entry of this.children(parentKind, parentId, kind)) {
      if (!listed.has(entry.id)) this.#remove(entry.kind, entry.id);
    }
    const scope: CompleteScope = { parentKind, parentId, childKind: kind, fetchedAt: at };
    this.#complete.set(scopeKey(parentKind, parentId, kind), scope);
    this.#pending.push({ type: 'complete', scope });
  }
}

// ---- validation of stored entries (the store's files) ----

/** An entry as the store keeps it, checked; throws an Error saying what is wrong. */
export function storedEntry(raw: unknown): IndexEntry {
  const problem = entryProblem(raw);
  if (problem) throw new Error(problem);
  const record = raw as Record<string, unknown>;
  const resource = record.resource;
  const seenAt = record.seenAt;
  if (resource !== null && (!isRecord(resource) || resource.id !== record.id)) throw new Error('bad resource');
  if (seenAt !== null && (typeof seenAt !== 'number' || !Number.isFinite(seenAt))) throw new Error('bad seenAt');
  const cutBefore = record.cut;
  if (cutBefore !== undefined && (!Array.isArray(cutBefore) || !cutBefore.every((name) => typeof name === 'string'))) {
    throw new Error('bad cut');
  }
  const entry = exportedEntry(record);
  // A file written before the index bounded what it keeps is cut down as it is read.
  const kept = resource === null ? null : keptResource(entry.kind, resource as Resource);
  const cut = kept ? [...new Set([...((cutBefore as string[] | undefined) ?? []), ...kept.cut])].filter((name) => name in kept.resource) : [];
  return { ...entry, resource: kept ? kept.resource : null, ...(cut.length > 0 ? { cut } : {}), seenAt: seenAt as number | null };
}

/** A complete list as the store keeps it, checked; throws when malformed. */
export function storedScope(raw: unknown): CompleteScope {
  if (
    !isRecord(raw) ||
    typeof raw.childKind !== 'string' ||
    !isKindName(raw.childKind) ||
    typeof raw.fetchedAt !== 'number' ||
    kindSpec(raw.childKind).list?.scope !== raw.parentKind ||
    !(raw.parentKind === null ? raw.parentId === null : isId(raw.parentId))
  ) {
    throw new Error('malformed complete list');
  }
  return { parentKind: raw.parentKind as ParentKindName | null, parentId: raw.parentId as number | null, childKind: raw.childKind, fetchedAt: raw.fetchedAt };
}

// ---- validation of exported documents ----

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const EXPORTED_KEYS = ['kind', 'id', 'parentKind', 'parentId', 'name'];

/** What is wrong with an exported entry's kind, id, parent and name, or undefined. */
function entryProblem(raw: unknown): string | undefined {
  if (!isRecord(raw)) return 'is not an object';
  const { kind, id, parentKind, parentId, name } = raw;
  if (typeof kind !== 'string' || !isKindName(kind)) return `kind ${JSON.stringify(kind)} is not a kind of resource`;
  if (!isId(id)) return `${kind} id ${JSON.stringify(id)} is not a positive whole number`;
  const spec = kindSpec(kind);
  if (parentKind !== spec.parent) {
    return `${kind} ${id}: parentKind must be ${spec.parent === null ? 'null' : `"${spec.parent}"`}, got ${JSON.stringify(parentKind)}`;
  }
  if (spec.parent === null ? parentId !== null : parentId !== null && !isId(parentId)) {
    return `${kind} ${id}: parentId ${JSON.stringify(parentId)} is not ${spec.parent === null ? 'null' : 'a positive whole number or null'}`;
  }
  if (name !== null && typeof name !== 'string') return `${kind} ${id}: name must be text or null`;
  if (typeof name === 'string' && name.length > 65_535) return `${kind} ${id}: name is too long`;
  return undefined;
}

function exportedEntry(record: Record<string, unknown>): ExportedEntry {
  return {
    kind: record.kind as KindName,
    id: record.id as number,
    parentKind: record.parentKind as ParentKindName | null,
    parentId: record.parentId as number | null,
    // Names are kept to a bound, as from an answer (an import may carry longer ones).
    name: record.name === '' || record.name === null ? null : (record.name as string).slice(0, KEPT_LINE_CHARACTERS),
  };
}

/** Checks an export document strictly; throws HoshinError 'invalid' naming the first problem. */
export function validateExport(document: unknown): readonly ExportedEntry[] {
  const invalid = (message: string) => new HoshinError('invalid', message);
  if (!isRecord(document)) throw invalid('not an index export (expected a JSON object)');
  if (document.format !== EXPORT_FORMAT) throw invalid(`not an index export (format must be "${EXPORT_FORMAT}")`);
  if (document.version !== EXPORT_VERSION) {
    throw invalid(`unsupported index export version ${JSON.stringify(document.version)} (this hoshin reads version ${EXPORT_VERSION})`);
  }
  const extra = Object.keys(document).filter((key) => !['format', 'version', 'entries'].includes(key));
  if (extra.length > 0) throw invalid(`unexpected field "${extra[0]}" in the index export`);
  if (!Array.isArray(document.entries)) throw invalid('the index export has no "entries" list');
  const seen = new Map<string, number>();
  const entries: ExportedEntry[] = [];
  document.entries.forEach((raw: unknown, position: number) => {
    const where = `entry ${position + 1} of ${(document.entries as unknown[]).length}`;
    const problem = entryProblem(raw);
    if (problem) throw invalid(`${where}: ${problem}`);
    const record = raw as Record<string, unknown>;
    const unknownKey = Object.keys(record).find((key) => !EXPORTED_KEYS.includes(key));
    if (unknownKey) throw invalid(`${where}: unexpected field "${unknownKey}"`);
    const entry = exportedEntry(record);
    const key = `${entry.kind}:${entry.id}`;
    const first = seen.get(key);
    if (first !== undefined) throw invalid(`${where}: ${entry.kind} ${entry.id} is already entry ${first}`);
    seen.set(key, position + 1);
    entries.push(entry);
  });
  return entries;
}
