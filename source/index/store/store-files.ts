// The store's files for one service, read lazily and appended to as the index changes:
//   entries/root.jsonl, entries/<parent kind>/<parent id>.jsonl  what is known under each parent
//   ids/<kind>/<id / 1024>.jsonl                                  under which parent each entry is
// A command reads only the parents it touches; a change is a few small appends, no rewrite.
// Records carry the time they were written; for one entry the newest wins, whichever process wrote it.
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { isKindName, kindSpec, type KindName, type ParentKindName } from '../../catalogue/catalogue.js';
import { storedEntry, storedScope } from '../stored-entries.js';
import type { CompleteScope, IndexChange, IndexEntry, IndexSource, ParentRef } from '../index-entry.js';
import { appendRecords, compactRecords, readRecords } from './append-log.js';

const LOCATOR_BUCKET = 1024;

/** A record under a parent: an entry put, an entry removed, a child list fetched whole. */
type ParentRecord =
  | { readonly t: 'p'; readonly at: number; readonly e: IndexEntry }
  | { readonly t: 'd'; readonly at: number; readonly k: KindName; readonly id: number }
  | { readonly t: 'c'; readonly at: number; readonly s: CompleteScope };

/** A record of where an entry is: its parent's id (null when it named none). */
interface LocatorRecord {
  readonly id: number;
  readonly p: number | null;
  readonly at: number;
}

export interface BadFile {
  readonly file: string;
  readonly movedTo: string;
  readonly reason: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkedParentRecord(raw: unknown): ParentRecord {
  if (!isRecord(raw) || typeof raw.at !== 'number') throw new Error('not a store record');
  if (raw.t === 'p') return { t: 'p', at: raw.at, e: storedEntry(raw.e) };
  if (raw.t === 'd' && typeof raw.k === 'string' && isKindName(raw.k) && typeof raw.id === 'number')
    return { t: 'd', at: raw.at, k: raw.k, id: raw.id };
  if (raw.t === 'c') return { t: 'c', at: raw.at, s: storedScope(raw.s) };
  throw new Error('not a store record');
}

function checkedLocatorRecord(raw: unknown): LocatorRecord {
  if (!isRecord(raw) || typeof raw.id !== 'number' || typeof raw.at !== 'number' || !(raw.p === null || typeof raw.p === 'number')) {
    throw new Error('not a store record');
  }
  return { id: raw.id, p: raw.p, at: raw.at };
}

/**
 * What the records under a parent come to: the last record of each entry and list wins. Appends are
 * atomic and ordered, so a file's order is the order the store learned things in, whichever process
 * wrote them; record times from two processes can disagree within a millisecond, so they do not decide.
 */
interface FoldedParent {
  readonly entries: Map<string, { readonly at: number; readonly entry: IndexEntry | null }>;
  readonly complete: Map<string, { readonly at: number; readonly scope: CompleteScope }>;
  readonly records: number;
}

function foldParent(records: readonly ParentRecord[]): FoldedParent {
  const entries = new Map<string, { at: number; entry: IndexEntry | null }>();
  const complete = new Map<string, { at: number; scope: CompleteScope }>();
  for (const record of records) {
    if (record.t === 'c') {
      complete.set(record.s.childKind, { at: record.at, scope: record.s });
      continue;
    }
    const key = record.t === 'p' ? `${record.e.kind}:${record.e.id}` : `${record.k}:${record.id}`;
    entries.set(key, { at: record.at, entry: record.t === 'p' ? record.e : null });
  }
  return { entries, complete, records: records.length };
}

function compactTimestamp(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

export class StoreFiles implements IndexSource {
  readonly #dir: string;
  readonly #onBadFile: (bad: BadFile) => void;
  /** Locator bucket file -> id -> parent id, as read and written by this process. */
  readonly #locators = new Map<string, Map<number, number | null>>();
  #clock = 0;

  constructor(dir: string, onBadFile: (bad: BadFile) => void) {
    this.#dir = dir;
    this.#onBadFile = onBadFile;
  }

  /** Record times strictly increase within a process, so its own later record always wins. */
  #now(): number {
    this.#clock = Math.max(Date.now(), this.#clock + 0.001);
    return this.#clock;
  }

  parentFile(parentKind: ParentKindName | null, parentId: number | null): string {
    return parentKind === null
      ? join(this.#dir, 'entries', 'root.jsonl')
      : join(this.#dir, 'entries', parentKind, `${parentId ?? 'none'}.jsonl`);
  }

  #locatorFile(kind: KindName, id: number): string {
    return join(this.#dir, 'ids', kind, `${Math.floor(id / LOCATOR_BUCKET)}.jsonl`);
  }

  /** Reads a file's records; a file with a record that is not ours is moved aside and counts as empty. */
  #read<T>(file: string, check: (raw: unknown) => T): T[] {
    let raw: readonly unknown[];
    try {
      raw = readRecords(file).records;
    } catch (error) {
      this.#moveAside(file, `it cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
      return [];
    }
    const checked: T[] = [];
    for (const [position, record] of raw.entries()) {
      try {
        checked.push(check(record));
      } catch (error) {
        this.#moveAside(file, `record ${position + 1} is not a hoshin store record (${(error as Error).message})`);
        return [];
      }
    }
    return checked;
  }

  #moveAside(file: string, reason: string): void {
    const movedTo = `${file}.corrupt-${compactTimestamp(Date.now())}`;
    try {
      renameSync(file, movedTo);
    } catch {
      return; // another process moved it first, or it cannot be moved: it is skipped either way
    }
    this.#onBadFile({ file, movedTo, reason });
  }

  #locator(kind: KindName, id: number): Map<number, number | null> {
    const file = this.#locatorFile(kind, id);
    let bucket = this.#locators.get(file);
    if (bucket) return bucket;
    const records = this.#read(file, checkedLocatorRecord);
    const newest = new Map<number, LocatorRecord>();
    // The last record of an id wins, as in a parent's file.
    for (const record of records) newest.set(record.id, record);
    bucket = new Map([...newest].map(([key, record]) => [key, record.p]));
    this.#locators.set(file, bucket);
    if (records.length > 2 * newest.size + 64) compactRecords(file, () => [...newest.values()]);
    return bucket;
  }

  parentOf(kind: KindName, id: number): ParentRef | undefined {
    const bucket = this.#locator(kind, id);
    if (!bucket.has(id)) return undefined;
    return { parentKind: kindSpec(kind).parent, parentId: bucket.get(id) ?? null };
  }

  childrenOf(parent: ParentRef): { entries: IndexEntry[]; complete: CompleteScope[] } {
    const file = this.parentFile(parent.parentKind, parent.parentId);
    const folded = foldParent(this.#read(file, checkedParentRecord));
    const entries: IndexEntry[] = [];
    for (const { entry } of folded.entries.values()) {
      // An entry filed under another parent than it names is not this parent's.
      if (entry && entry.parentKind === parent.parentKind && entry.parentId === parent.parentId) entries.push(entry);
    }
    const complete = [...folded.complete.values()].map((item) => item.scope);
    if (folded.records > 2 * (entries.length + complete.length) + 64) {
      compactRecords(file, (raw) => {
        // Re-read what is there now: another process may have appended since.
        const current = foldParent(raw.flatMap((record) => safely(() => checkedParentRecord(record)) ?? []));
        const kept: ParentRecord[] = [];
        for (const { at, entry } of current.entries.values()) if (entry) kept.push({ t: 'p', at, e: entry });
        for (const { at, scope } of current.complete.values()) kept.push({ t: 'c', at, s: scope });
        return kept;
      });
    }
    return { entries, complete };
  }

  /** Every parent of one kind the store holds entries under. */
  parentsOf(parentKind: ParentKindName | null): ParentRef[] {
    if (parentKind === null) return existsSync(this.parentFile(null, null)) ? [{ parentKind: null, parentId: null }] : [];
    let files: string[];
    try {
      files = readdirSync(join(this.#dir, 'entries', parentKind));
    } catch {
      return [];
    }
    return files.flatMap((file) => {
      const match = /^(\d+|none)\.jsonl$/.exec(file);
      return match ? [{ parentKind, parentId: match[1] === 'none' ? null : Number(match[1]) }] : [];
    });
  }

  /** Every parent the store holds entries under (for a full load). */
  parents(): ParentRef[] {
    const found: ParentRef[] = [];
    const entriesDir = join(this.#dir, 'entries');
    let names: string[];
    try {
      names = readdirSync(entriesDir);
    } catch {
      return found;
    }
    if (names.includes('root.jsonl')) found.push({ parentKind: null, parentId: null });
    for (const name of names) {
      if (!(isKindName(name) || name === 'subscription')) continue;
      let files: string[];
      try {
        files = readdirSync(join(entriesDir, name));
      } catch {
        continue;
      }
      for (const file of files) {
        const match = /^(\d+|none)\.jsonl$/.exec(file);
        if (match) found.push({ parentKind: name, parentId: match[1] === 'none' ? null : Number(match[1]) });
      }
    }
    return found;
  }

  /** Appends what changed: grouped by file, one append per file. */
  record(changes: readonly IndexChange[]): void {
    const byFile = new Map<string, unknown[]>();
    const add = (file: string, record: unknown): void => {
      const list = byFile.get(file);
      if (list) list.push(record);
      else byFile.set(file, [record]);
    };
    for (const change of changes) {
      const at = this.#now();
      if (change.type === 'complete') {
        add(this.parentFile(change.scope.parentKind, change.scope.parentId), { t: 'c', at, s: change.scope });
        continue;
      }
      const { entry } = change;
      if (change.type === 'remove') {
        add(this.parentFile(entry.parentKind, entry.parentId), { t: 'd', at, k: entry.kind, id: entry.id });
        continue;
      }
      add(this.parentFile(entry.parentKind, entry.parentId), { t: 'p', at, e: entry });
      const bucket = this.#locator(entry.kind, entry.id);
      const filedUnder = bucket.get(entry.id);
      if (bucket.has(entry.id) && filedUnder === entry.parentId) continue;
      // New here, or moved: say where it is now, and take it out of where it was.
      if (bucket.has(entry.id)) add(this.parentFile(entry.parentKind, filedUnder ?? null), { t: 'd', at, k: entry.kind, id: entry.id });
      bucket.set(entry.id, entry.parentId);
      add(this.#locatorFile(entry.kind, entry.id), { id: entry.id, p: entry.parentId, at });
    }
    for (const [file, records] of byFile) appendRecords(file, records);
  }
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
