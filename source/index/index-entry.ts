// What the local index holds and exchanges: entries, complete lists, snapshots, exports, changes.
import type { KindName, ParentKindName } from '../catalogue/catalogue.js';
import type { Resource } from '../core/resource.js';

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
  childrenOf(parent: ParentRef): {
    readonly entries: readonly IndexEntry[];
    readonly complete: readonly CompleteScope[];
  };
  /** Every parent of this kind the store holds entries under (for a whole kind: all, count). */
  parentsOf(parentKind: ParentKindName | null): readonly ParentRef[];
  /** An indicator's stored values dated in the month (YYYY-MM), and its oldest and newest with a value (entry-rows.ts monthRows). */
  monthValuesOf?(indicatorId: number, month: string): readonly IndexEntry[];
  /** The stored entries that can match a query's filter: a superset the matcher decides over (entry-query.ts). */
  candidatesOf?(filter: EntryFilter): readonly IndexEntry[];
  /** What the coverage rule counts, as SQL aggregates (plan-rows.ts). */
  readonly plan?: PlanReads;
}

/** What the coverage rule reads of a plan, counted by the store (usecases/coverage-counts.ts decides with the rule's own functions). */
export interface PlanReads {
  /** The known objectives of every plan (null) or under a hoshin: filed under it, or named by its indicators and tasks. */
  objectiveIds(hoshinId: number | null): readonly number[];
  /** The child kinds listed whole, per objective. */
  listedObjectives(): ReadonlyMap<number, ReadonlySet<string>>;
  /** The fetched indicators and tasks filed under these objectives: counts, and those dated before `before` (a superset of the late). */
  itemsUnder(objectiveIds: readonly number[], before: string): PlanItems;
  /** The hoshins known, or named by a known area, goal, objective, indicator or task, ascending. */
  hoshinIds(): readonly number[];
  /** Every known company, by id, with how many of its hoshins are known. */
  companies(): readonly { readonly entry: IndexEntry; readonly knownHoshins: number }[];
}

export interface PlanItems {
  readonly indicators: number;
  /** {id, next_update, frequency} of the indicators whose next update is before the day. */
  readonly updatedBefore: readonly Resource[];
  /** The tasks' status fields, with how many tasks have each. */
  readonly taskStatuses: readonly { readonly status: unknown; readonly count: number }[];
  /** {id, status, deadline} of the tasks whose deadline is before the day. */
  readonly deadlineBefore: readonly Resource[];
}

/** What the store can test of a query before anything is read (a superset of the matches). */
export interface EntryFilter {
  readonly kinds: readonly KindName[];
  /** Words the name holds, case-insensitively. */
  readonly words: readonly string[];
  /** The responsible is one of these, when given. */
  readonly ownerIds?: readonly number[];
  /** An indicator whose value for the month stands as one of these (index/standing-rows.ts), when given. */
  readonly standing?: { readonly month: string; readonly standings: readonly ('red' | 'green')[] };
}

/** One change to persist: what the store writes (loading from the store records none). */
export type IndexChange =
  | { readonly type: 'put'; readonly entry: IndexEntry }
  | { readonly type: 'remove'; readonly entry: IndexEntry }
  | { readonly type: 'complete'; readonly scope: CompleteScope };
