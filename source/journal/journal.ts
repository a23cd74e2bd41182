// One service's journal: an intent that cannot be committed before sending stops the write, unless --unjournalled.
import { nodeCrypto } from '../core/node-crypto.js';
import { HoshinError } from '../core/errors.js';
import type { KindName } from '../catalogue/catalogue.js';
import {
  changeCount,
  changeRow,
  changesStartingWith,
  changeRows,
  changesNaming,
  changesOf,
  dropChangesBefore,
  insertIntent,
  newestChanges,
  newestPage,
  recordOutcome,
  undoneAmong,
  unsettledRows,
} from './change-rows.js';
import { dropGroupsBefore, insertGroup } from './group-rows.js';
import type { HoshinDatabase } from '../store/hoshin-database.js';
import { JOURNAL_VERSION, reasonText, scrub, type Change, type IntentLine } from './change.js';
import type { Intent, JournalOptions, Outcome } from './journal-options.js';

export const DEFAULT_KEEP_DAYS = 90;
const DAY_MS = 86_400_000;

export type { Intent, JournalOptions, Outcome } from './journal-options.js';

/** How many ids a change tries before the journal is taken as unwritable. */
const ID_TRIES = 20;

/** A change id: its time (sortable, base 36) and 4 random hex digits. */
function newChangeId(now: number): string {
  return `${now.toString(36)}-${nodeCrypto().randomBytes(2).toString('hex')}`;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class Journal {
  /** Where the journal is kept (the database file), for messages. */
  readonly file: string;
  #session: string | undefined;
  #db: HoshinDatabase | undefined;
  #service: number;
  #newDatabase: JournalOptions['newDatabase'];
  readonly #now: () => number;
  readonly #secrets: readonly string[];
  readonly #keepDays: number;
  readonly #warn: (message: string) => void;
  readonly #unjournalled: boolean;
  #missing: string;
  #warned = false;
  #compactChecked = false;
  /** While an undo runs: the change it undoes, named by each write it sends. */
  undoing: string | null = null;
  /** While a bulk change runs: the group each write it sends belongs to (journal/groups.ts opens it). */
  grouping: { readonly id: string; readonly label: string } | null = null;
  /** Counts what this process wrote, so a reader knows when to read again. */
  version = 0;
  /** The intents this process wrote, oldest first. */
  readonly written: IntentLine[] = [];

  constructor(options: JournalOptions) {
    this.#db = options.db;
    this.#service = options.service ?? 0;
    this.#newDatabase = options.newDatabase;
    this.file = options.db?.file ?? options.newDatabase?.file ?? '(no journal)';
    this.#now = options.now ?? Date.now;
    this.#secrets = options.secrets ?? [];
    this.#keepDays = options.keepDays ?? DEFAULT_KEEP_DAYS;
    this.#warn = options.warn ?? (() => undefined);
    this.#unjournalled = options.unjournalled === true;
    this.#missing = options.missing ?? 'no database';
  }

  /** This process's id in the journal: the console's session is the changes made under it. */
  get session(): string {
    // Made on first use: node:crypto loads when the console first writes or lists, not at its start.
    return (this.#session ??= `${process.pid.toString(36)}-${nodeCrypto().randomBytes(3).toString('hex')}`);
  }

  /** Opens a new database now (the demo's, after its first frame); one that cannot be opened leaves the journal without. */
  open(): void {
    const opening = this.#newDatabase;
    this.#newDatabase = undefined;
    try {
      if (opening) ({ db: this.#db, service: this.#service } = opening.open());
    } catch (error) {
      this.#missing = reasonOf(error);
    }
  }

  /** Changes older than the journal keeps go, once per process, before its first change. */
  #compact(now: number): void {
    this.open();
    if (this.#compactChecked || !this.#db) return;
    this.#compactChecked = true;
    try {
      const db = this.#db;
      const cutoff = new Date(now - this.#keepDays * DAY_MS).toISOString();
      db.transaction(() => dropChangesBefore(db, this.#service, cutoff) + dropGroupsBefore(db, this.#service, cutoff));
    } catch {
      // A compaction that cannot run now runs another time.
    }
  }

  #cannotWrite(reason: string): void {
    if (!this.#unjournalled)
      throw new HoshinError(
        'usage',
        `cannot write the journal of changes in ${this.file} (${reason}): nothing was sent, as hoshin sends a change only once it is journalled; fix that, or pass --unjournalled to send it without a journal`,
      );
    if (this.#warned) return;
    this.#warned = true;
    this.#warn(`cannot write the journal of changes in ${this.file} (${reason}); --unjournalled: changes go on without it`);
  }

  /** Commits the intent durably; returns the change id. Throws (nothing to send) when it cannot be committed. */
  begin(intent: Intent): string {
    const now = this.#now();
    this.#compact(now);
    let line: IntentLine = {
      v: JOURNAL_VERSION,
      type: 'intent',
      change: newChangeId(now),
      at: new Date(now).toISOString(),
      what: intent.what,
      kind: intent.kind,
      id: intent.id,
      parent: intent.parent,
      sent: scrub(intent.sent, this.#secrets),
      before: intent.before === null ? null : scrub(intent.before, this.#secrets),
      session: this.session,
      ...(intent.follows ? { follows: intent.follows } : {}),
      ...((intent.undoes ?? this.undoing) ? { undoes: intent.undoes ?? (this.undoing as string) } : {}),
      ...(this.grouping ? { group: this.grouping.id } : {}),
    };
    const grouping = this.grouping;
    const db = this.#db;
    if (!db) this.#cannotWrite(this.#missing);
    else {
      try {
        // Another process took this id in the same millisecond (1 in 65,536): take another rather than go unrecorded.
        db.durable(() => {
          if (grouping) insertGroup(db, this.#service, { ...grouping, at: line.at, session: this.session });
          for (let tries = 1; !insertIntent(db, this.#service, line); tries += 1) {
            if (tries === ID_TRIES) throw new Error(`no free change id after ${ID_TRIES} tries`);
            line = { ...line, change: newChangeId(now) };
          }
        });
      } catch (error) {
        this.#cannotWrite(reasonOf(error));
      }
    }
    this.written.push(line);
    this.version += 1;
    return line.change;
  }

  /** Records the outcome; a read of the resource can always tell it again, so no fsync. */
  finish(change: string, outcome: Outcome): void {
    this.version += 1;
    const db = this.#db;
    if (!db) return;
    try {
      db.transaction(() =>
        recordOutcome(db, this.#service, {
          v: JOURNAL_VERSION,
          type: 'outcome',
          change,
          at: new Date(this.#now()).toISOString(),
          outcome: outcome.outcome,
          ...(outcome.id === undefined ? {} : { id: outcome.id }),
          ...(outcome.reason === undefined ? {} : { reason: reasonText(outcome.reason, this.#secrets) }),
          ...(outcome.settled ? { settled: true } : {}),
        }),
      );
    } catch (error) {
      if (this.#warned) return;
      this.#warned = true;
      this.#warn(
        `cannot write the outcome of change ${change} to the journal in ${this.file} (${reasonOf(error)}); a read of the resource settles it later`,
      );
    }
  }

  #skippedWarning(skipped: number): void {
    if (skipped > 0) this.#warn(`skipped ${skipped} unreadable change${skipped === 1 ? '' : 's'} of the journal in ${this.file}`);
  }

  /** Without a database a read says so rather than answer a false "no changes". */
  #reading(): HoshinDatabase {
    if (this.#db) return this.#db;
    throw new HoshinError('usage', `cannot read the journal of changes: ${this.#missing}`);
  }

  /** A read of the journal (`empty` from a new database not opened yet); SQLite's failure named as the journal's. */
  #read<T>(read: (db: HoshinDatabase) => T, empty: T): T {
    if (this.#newDatabase) return empty;
    const db = this.#reading();
    try {
      return read(db);
    } catch (error) {
      if (error instanceof HoshinError) throw error;
      throw new HoshinError('usage', `cannot read the journal of changes in ${this.file} (${reasonOf(error)})`, { cause: error });
    }
  }

  /** A read of the journal's own rows (its groups: journal/groups.ts), failures named as the journal's. */
  readRows<T>(read: (db: HoshinDatabase, service: number) => T): T {
    this.open();
    return this.#read((db) => read(db, this.#service), undefined as T);
  }

  /** Every change kept, oldest first; rows that are not hoshin's are skipped with a warning. */
  changes(): Change[] {
    const read = this.#read((db) => changeRows(db, this.#service), { changes: [], skipped: 0 });
    this.#skippedWarning(read.skipped);
    return read.changes;
  }

  /** The changes newest first, read one at a time (a journal of any size in bounded memory). */
  *newest(sinceIso: string | null = null): Generator<Change> {
    if (this.#newDatabase) return;
    const db = this.#reading();
    let skipped = 0;
    const rows = newestChanges(db, this.#service, sinceIso, () => (skipped += 1));
    for (;;) {
      const next = this.#read(() => rows.next(), { done: true, value: undefined });
      if (next.done === true) break;
      yield next.value;
    }
    this.#skippedWarning(skipped);
  }

  /** How many changes the journal holds, and how many of them have an unknown outcome. */
  count(): { readonly all: number; readonly unknown: number } {
    return this.#read((db) => changeCount(db, this.#service), { all: 0, unknown: 0 });
  }

  /** `limit` changes from the `offset`-th newest, newest first: a page of a journal of any size. */
  page(offset: number, limit: number): Change[] {
    const read = this.#read((db) => newestPage(db, this.#service, offset, limit), { changes: [], skipped: 0 });
    this.#skippedWarning(read.skipped);
    return read.changes;
  }

  /** Of these change ids, the ones a done undo took back. */
  undone(changes: readonly string[]): Set<string> {
    return this.#read((db) => undoneAmong(db, this.#service, changes), new Set());
  }

  /** The changes that name this one (its undos, the writes that were part of it), oldest first. */
  naming(change: string): Change[] {
    return this.#read((db) => changesNaming(db, this.#service, change), []);
  }

  /** The newest changes of one resource (an indicator's recorded values too), parts of others left out, newest first. */
  of(kind: KindName, id: number, limit: number): Change[] {
    return this.#read((db) => changesOf(db, this.#service, kind, id, limit), []);
  }

  /** At most `limit` changes whose id starts with `prefix`. */
  startingWith(prefix: string, limit: number): Change[] {
    return this.#read((db) => changesStartingWith(db, this.#service, prefix, limit), []);
  }

  /** One change by its id. */
  change(id: string): Change | undefined {
    return this.#read((db) => changeRow(db, this.#service, id), undefined);
  }

  /** The changes whose outcome is not known yet (no answer, or an unknown one), oldest first. */
  unsettled(): Change[] {
    return this.#read((db) => unsettledRows(db, this.#service), []);
  }
}
