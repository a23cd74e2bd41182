// Keeps one service's local index in the user's database (entry-rows.ts): opened in a moment
// whatever its size, read lazily as the index needs parents, written as the index changes. Every
// change is committed before the event that made it returns: a process killed at any point has
// kept what it learned.
import type { ResourceClient } from '../core/resource.js';
import { childRows, monthRows, parentRow, parentRows, writeEntryChanges } from './entry-rows.js';
import { candidateRows } from './entry-query.js';
import { planReads } from './plan-rows.js';
import type { HoshinDatabase } from '../store/hoshin-database.js';
import { LocalIndex } from './model.js';
import type {
  CompleteScope,
  EntryFilter,
  IndexChange,
  IndexEntry,
  IndexSource,
  LocalIndexOptions,
  ParentRef,
  PlanReads,
} from './index-entry.js';
import type { ServiceIdentity } from './service-identity.js';

/** Parents whose children the console reads only when shown (an indicator's history values). */
const BACKGROUND_SKIPS = new Set<string>(['indicator']);

export interface IndexStoreOptions extends Omit<LocalIndexOptions, 'source'> {
  /** Receives failures to write a change (the command goes on; the index stays in memory). */
  readonly onSaveError?: (error: unknown) => void;
  /** Receives, once, rows of the store that could not be read (skipped). */
  readonly onBadRow?: (message: string) => void;
}

export interface IndexStore {
  /** The database file the store is kept in. */
  readonly file: string;
  /** The service the store belongs to (named by `index stats`). */
  readonly service: { readonly baseUrl: string; readonly appKey: string };
  readonly index: LocalIndex;
  /** Reads every stored entry into the index now (counts, export, search over everything). */
  loadAll(): void;
  /**
   * Reads the stored entries the console searches, a slice at a time, yielding between slices:
   * every kind but history values, which are most of a large store, are named by their day only
   * and are read with their indicator when it is shown.
   */
  loadInBackground(): Promise<void>;
  /** Records these changes in the store as if the index had made them (a store filled beforehand). */
  write(changes: readonly IndexChange[]): void;
  /** Stops writing the index's changes. */
  close(): Promise<void>;
}

/** The stored index of one service as the index reads it: one query per parent. */
class DatabaseSource implements IndexSource {
  readonly #db: HoshinDatabase;
  readonly #service: number;
  readonly #onBad: (message: string) => void;
  #said = false;

  constructor(db: HoshinDatabase, service: number, onBad: (message: string) => void) {
    this.#db = db;
    this.#service = service;
    this.#onBad = onBad;
  }

  /** A read that fails (the database locked past its timeout, closed, damaged) is said once; the index goes on without it. */
  #read<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch (error) {
      this.#say(
        `cannot read the local store in ${this.#db.file} (${error instanceof Error ? error.message : String(error)}); hoshin goes on without it`,
      );
      return fallback;
    }
  }

  #say(message: string): void {
    if (this.#said) return;
    this.#said = true;
    this.#onBad(message);
  }

  parentOf(kind: IndexEntry['kind'], id: number): ParentRef | undefined {
    return this.#read(() => parentRow(this.#db, this.#service, kind, id), undefined);
  }

  childrenOf(parent: ParentRef): { entries: IndexEntry[]; complete: CompleteScope[] } {
    return this.#read(
      () =>
        childRows(this.#db, this.#service, parent, (what, reason) =>
          this.#say(`the local store in ${this.#db.file} holds a row hoshin cannot read (${what}: ${reason}); it is skipped`),
        ),
      { entries: [], complete: [] },
    );
  }

  parentsOf(parentKind: ParentRef['parentKind']): ParentRef[] {
    return this.#read(() => parentRows(this.#db, this.#service, parentKind), []);
  }

  monthValuesOf(indicatorId: number, month: string): IndexEntry[] {
    const onBad = (what: string, reason: string) =>
      this.#say(`the local store in ${this.#db.file} holds a row hoshin cannot read (${what}: ${reason}); it is skipped`);
    return this.#read(() => monthRows(this.#db, this.#service, indicatorId, month, onBad), []);
  }

  candidatesOf(filter: EntryFilter): IndexEntry[] {
    return this.#read(() => candidateRows(this.#db, this.#service, filter, this.#badRow), []);
  }

  /** The coverage rule's counts; a read that fails counts nothing (said once), as a parent that cannot be read lists nothing. */
  get plan(): PlanReads {
    const reads = planReads(this.#db, this.#service, this.#badRow);
    return {
      objectiveIds: (hoshinId) => this.#read(() => reads.objectiveIds(hoshinId), []),
      listedObjectives: () => this.#read(() => reads.listedObjectives(), new Map()),
      itemsUnder: (ids, before) =>
        this.#read(() => reads.itemsUnder(ids, before), { indicators: 0, updatedBefore: [], taskStatuses: [], deadlineBefore: [] }),
      hoshinIds: () => this.#read(() => reads.hoshinIds(), []),
      companies: () => this.#read(() => reads.companies(), []),
    };
  }

  readonly #badRow = (what: string, reason: string): void =>
    this.#say(`the local store in ${this.#db.file} holds a row hoshin cannot read (${what}: ${reason}); it is skipped`);

  parents(): ParentRef[] {
    return this.#read(() => parentRows(this.#db, this.#service), []);
  }
}

/** Opens the store of `service` in the database. */
export function openIndexStore(db: HoshinDatabase, service: ServiceIdentity, options: IndexStoreOptions = {}): IndexStore {
  const row = db.serviceRow(service.id, service.baseUrl, service.appKey);
  const source = new DatabaseSource(db, row, options.onBadRow ?? (() => undefined));
  const index = new LocalIndex({ ...(options.now ? { now: options.now } : {}), source });
  const write = (changes: readonly IndexChange[]): void => {
    try {
      writeEntryChanges(db, row, changes);
    } catch (error) {
      options.onSaveError?.(error);
    }
  };
  // Each change is written as it happens, so a created value or target row survives a kill of the
  // command without a save step: the next run knows it is there (the service cannot list them).
  const unsubscribe = index.onChanges(write);
  const SLICE = 64;
  return {
    file: db.file,
    service: { baseUrl: service.baseUrl, appKey: service.appKey },
    index,
    loadAll() {
      index.loadStored(source.parents());
    },
    async loadInBackground() {
      const parents = source.parents().filter((parent) => !BACKGROUND_SKIPS.has(parent.parentKind as string));
      for (let start = 0; start < parents.length; start += SLICE) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        index.loadStored(parents.slice(start, start + SLICE));
      }
    },
    write,
    close() {
      unsubscribe();
      return Promise.resolve();
    },
  };
}

interface Attachment {
  owners: number;
  readonly unsubscribe: () => void;
}

/** index -> client -> its one subscription. */
const attachments = new WeakMap<LocalIndex, Map<object, Attachment>>();

/**
 * Feeds every answer the client reads into the index. Returns the detach function. Attaching the
 * same index to the same client again (the console's connection, then its session) shares one
 * subscription, so no event is applied twice; it ends when the last owner detaches.
 */
export function attachToClient(index: LocalIndex, client: Pick<ResourceClient, 'onEvent'>): () => void {
  let byClient = attachments.get(index);
  if (!byClient) attachments.set(index, (byClient = new Map<object, Attachment>()));
  let attachment = byClient.get(client);
  if (attachment) attachment.owners += 1;
  else byClient.set(client, (attachment = { owners: 1, unsubscribe: client.onEvent((event) => index.applyEvent(event)) }));
  const owned = attachment;
  let detached = false;
  return () => {
    if (detached) return;
    detached = true;
    owned.owners -= 1;
    if (owned.owners > 0) return;
    owned.unsubscribe();
    byClient.delete(client);
  };
}
