// The index's tables in memory: entries by kind, children by parent, complete lists, sorted
// sibling lists, and the changes not yet told; kept consistent by put and drop.
import { KIND_NAMES, ancestorKinds, childKinds, fieldSpec, kindSpec, type KindName, type ParentKindName } from '../catalogue/catalogue.js';
import type { Resource } from '../core/resource.js';
import { compareSiblings, isId, parentKey, readId, readName, scopeKey } from './entry-keys.js';
import type { CompleteScope, IndexChange, IndexEntry, IndexSnapshot } from './index-entry.js';
import { keptResource } from './kept-fields.js';
import { isRecord, storedEntry, storedScope } from './stored-entries.js';

export class IndexTables {
  readonly byKind = new Map<KindName, Map<number, IndexEntry>>(KIND_NAMES.map((kind) => [kind, new Map()]));
  /** parentKey -> child kind -> child ids. */
  readonly children = new Map<string, Map<KindName, Set<number>>>();
  /** scopeKey -> when the service's full list of that scope was fetched. */
  readonly complete = new Map<string, CompleteScope>();
  /** scopeKey -> children sorted; dropped whenever that scope changes. */
  readonly sorted = new Map<string, readonly IndexEntry[]>();
  /** Changes since the last notification, for the recorders. */
  pending: IndexChange[] = [];
  /** True while entries from the source are put: they are not changes. */
  loading = false;
  size = 0;

  get(kind: KindName, id: number): IndexEntry | undefined {
    return this.byKind.get(kind)?.get(id);
  }

  /** Known children of one kind, sorted once per change of their scope. */
  sortedChildren(parentKind: ParentKindName | null, parentId: number | null, childKind: KindName): readonly IndexEntry[] {
    const key = scopeKey(parentKind, parentId, childKind);
    const cached = this.sorted.get(key);
    if (cached) return cached;
    const ids = this.children.get(parentKey(parentKind, parentId))?.get(childKind);
    const kindMap = this.byKind.get(childKind);
    const list: IndexEntry[] = [];
    if (ids && kindMap) for (const id of ids) list.push(kindMap.get(id) as IndexEntry);
    list.sort(compareSiblings);
    this.sorted.set(key, list);
    return list;
  }

  toSnapshot(): IndexSnapshot {
    const entries: IndexEntry[] = [];
    // One push per entry: a spread of a kind's entries overflows the stack past about 150,000.
    for (const kind of KIND_NAMES) for (const entry of (this.byKind.get(kind) as Map<number, IndexEntry>).values()) entries.push(entry);
    return { format: 'hoshin-index-store', version: 1, entries, complete: [...this.complete.values()] };
  }

  /** Reads a store snapshot into these (empty) tables; throws an Error naming the first bad part. */
  readSnapshot(snapshot: unknown): void {
    if (!isRecord(snapshot) || snapshot.format !== 'hoshin-index-store' || snapshot.version !== 1) {
      throw new Error('not a hoshin index (format or version missing)');
    }
    if (!Array.isArray(snapshot.entries) || !Array.isArray(snapshot.complete)) throw new Error('entries or complete missing');
    snapshot.entries.forEach((raw: unknown, position: number) => {
      let entry: IndexEntry;
      try {
        entry = storedEntry(raw);
      } catch (error) {
        throw new Error(`entry ${position + 1}: ${(error as Error).message}`, { cause: error });
      }
      if (this.get(entry.kind, entry.id)) throw new Error(`entry ${position + 1}: duplicate ${entry.kind} ${entry.id}`);
      this.put(entry);
    });
    snapshot.complete.forEach((raw: unknown, position: number) => {
      let scope: CompleteScope;
      try {
        scope = storedScope(raw);
      } catch {
        throw new Error(`complete list ${position + 1} is malformed`);
      }
      this.complete.set(scopeKey(scope.parentKind, scope.parentId, scope.childKind), scope);
    });
    this.pending = [];
  }

  /** Upserts what the service sent; false when the resource has no usable id. */
  upsertResource(kind: KindName, resource: Resource, at: number, fallbackParentId: number | null): boolean {
    if (!isRecord(resource) || !isId(resource.id)) return false;
    const spec = kindSpec(kind);
    const parentId = spec.parentField ? (readId(resource[spec.parentField]) ?? fallbackParentId) : null;
    const kept = keptResource(kind, resource);
    this.put({
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
  put(entry: IndexEntry): void {
    const kindMap = this.byKind.get(entry.kind) as Map<number, IndexEntry>;
    const previous = kindMap.get(entry.id);
    if (previous) {
      this.sorted.delete(scopeKey(previous.parentKind, previous.parentId, previous.kind));
      if (previous.parentId !== entry.parentId) this.#unlink(previous);
    } else {
      this.size += 1;
    }
    kindMap.set(entry.id, entry);
    if (!previous || previous.parentId !== entry.parentId) this.#link(entry);
    this.sorted.delete(scopeKey(entry.parentKind, entry.parentId, entry.kind));
    if (!this.loading) this.pending.push({ type: 'put', entry });
  }

  #link(entry: IndexEntry): void {
    if (entry.parentKind !== null && entry.parentId === null) return; // parent unknown: no sibling list
    const key = parentKey(entry.parentKind, entry.parentId);
    let byKind = this.children.get(key);
    if (!byKind) this.children.set(key, (byKind = new Map<KindName, Set<number>>()));
    let ids = byKind.get(entry.kind);
    if (!ids) byKind.set(entry.kind, (ids = new Set()));
    ids.add(entry.id);
  }

  #unlink(entry: IndexEntry): void {
    const key = parentKey(entry.parentKind, entry.parentId);
    const byKind = this.children.get(key);
    const ids = byKind?.get(entry.kind);
    if (!byKind || !ids) return;
    ids.delete(entry.id);
    if (ids.size === 0) byKind.delete(entry.kind);
    if (byKind.size === 0) this.children.delete(key);
  }

  /** Drops one entry with its links, its sorted lists and its children's complete lists. */
  drop(entry: IndexEntry): void {
    this.pending.push({ type: 'remove', entry });
    (this.byKind.get(entry.kind) as Map<number, IndexEntry>).delete(entry.id);
    this.size -= 1;
    this.#unlink(entry);
    this.sorted.delete(scopeKey(entry.parentKind, entry.parentId, entry.kind));
    this.children.delete(parentKey(entry.kind, entry.id));
    for (const child of childKinds(entry.kind)) {
      this.complete.delete(scopeKey(entry.kind, entry.id, child.name));
      this.sorted.delete(scopeKey(entry.kind, entry.id, child.name));
    }
  }

  /**
   * Fetched entries that name the resource as an ancestor (an indicator's hoshin_id) though their
   * chain to it is broken: their parent was never fetched here, so descendants() cannot reach them.
   */
  namingAncestor(kind: KindName, id: number): IndexEntry[] {
    const found: IndexEntry[] = [];
    for (const other of KIND_NAMES) {
      const field = `${kind}_id`;
      const reference = fieldSpec(other, field)?.type;
      if (!ancestorKinds(other).includes(kind) || reference?.kind !== 'reference' || reference.to !== kind) continue;
      for (const entry of (this.byKind.get(other) as Map<number, IndexEntry>).values()) {
        if (entry.resource && readId(entry.resource[field]) === id) found.push(entry);
      }
    }
    return found;
  }
}
