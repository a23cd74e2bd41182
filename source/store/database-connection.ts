// One connection to the user's database (database.ts opens it): statements that survive a damaged
// page (guarded-statement.ts, salvage.ts), transactions, the wait for another process's lock (a
// moment for the cache, the command's --timeout for a journal intent, then who holds it), the
// journal's sequence noted after each durable commit, and the schema created.
import { HoshinError } from '../core/errors.js';
import { BUSY_TIMEOUT_MS, inodeOf, openFile, sqliteCode } from './database-file.js';
import { guardedStatement } from './guarded-statement.js';
import type { HoshinDatabase } from './hoshin-database.js';
import { noteSequence } from './journal-sequence.js';
import { isLocked, lockHolderWords } from './lock-holder.js';
import { isDamage, salvage, salvageNotice } from './salvage.js';
import { OUR_TABLES, SCHEMA, SCHEMA_VERSION } from './schema.js';
import type { DatabaseSync, StatementSync } from './sqlite.js';

/** A database that holds another program's tables. */
export class NotOurs extends Error {}

/** How long cache writes skip waiting after a lock was held past their wait. */
const NO_WAIT_MS = 30_000;

export class Database implements HoshinDatabase {
  readonly file: string;
  #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  readonly #guarded = new Map<string, StatementSync>();
  readonly #services = new Map<string, number>();
  #depth = 0;
  #closed = false;
  /** How long a journal intent waits for another process's write lock (the command's --timeout). */
  #writeWaitMs = 10_000;
  /** After a write found the lock held past its wait, cache writes do not wait until then (ms). */
  #noWaitUntil = 0;
  /** How long the cache's writes already waited for a lock: a change waits only what is left of --timeout. */
  #lockWaitedMs = 0;
  /** The file was found damaged and copied into a new one once in this process: a second time is not tried. */
  #salvaged = false;
  /** The inode of the file this connection has open (a salvage puts a new file in its place). */
  ino = -1;
  /** What opening it had to say (a file moved aside), kept for the first opener that listens. */
  readonly notices: string[] = [];
  /** The latest opener's warnings: a salvage in the middle of a command says it there. */
  warnTo: ((message: string) => void) | undefined;

  constructor(file: string, db: DatabaseSync) {
    this.file = file;
    this.#db = db;
  }

  /** The statement prepared on the connection open now (a salvage opens another). */
  prepared(sql: string): StatementSync {
    let prepared = this.#statements.get(sql);
    if (!prepared) {
      prepared = this.#db.prepare(sql);
      this.#statements.set(sql, prepared);
    }
    return prepared;
  }

  statement(sql: string): StatementSync {
    let guarded = this.#guarded.get(sql);
    if (!guarded) {
      guarded = guardedStatement(sql, this);
      this.#guarded.set(sql, guarded);
    }
    return guarded;
  }

  /** A read outside a transaction that met a damaged page may salvage the file and be read again. */
  maySalvage(error: unknown): boolean {
    return this.#depth === 0 && !this.#salvaged && !this.#closed && isDamage(error);
  }

  /**
   * Copies what reads of the damaged file into a new one in its place (store/salvage.ts), the damaged
   * one moved aside, and goes on with the new one; says so in one line.
   */
  salvage(error: unknown): void {
    this.#salvaged = true;
    this.#statements.clear();
    this.#services.clear();
    try {
      this.#db.close();
    } catch {
      // closed already
    }
    // Another process salvaged it first (the file is another): that one is read.
    const replaced = inodeOf(this.file) !== this.ino;
    const salvaged = replaced ? undefined : salvage(this.file, Date.now());
    this.#db = openFile(this.file);
    this.ino = inodeOf(this.file) ?? -1;
    if (!salvaged) return;
    const line = salvageNotice(this.file, sqliteCode(error), salvaged);
    if (this.warnTo) this.warnTo(line);
    else this.notices.push(line);
  }

  exec(sql: string): void {
    this.#db.exec(sql);
  }

  writeWait(ms: number): void {
    this.#writeWaitMs = Math.max(0, Math.round(ms));
  }

  /**
   * A write outside a transaction failed: a lock held past the wait means another program keeps
   * it, and the cache's writes stop waiting for it a while (a read never waits on it twice).
   */
  noteFailure(error: unknown): void {
    if (this.#depth > 0 || this.#closed || !isLocked(error)) return;
    if (this.#noWaitUntil === 0) {
      this.#db.exec('PRAGMA busy_timeout = 0');
      this.#lockWaitedMs += BUSY_TIMEOUT_MS;
    }
    this.#noWaitUntil = Date.now() + NO_WAIT_MS;
  }

  #cacheWait(): number {
    if (this.#noWaitUntil === 0 || Date.now() < this.#noWaitUntil) return this.#noWaitUntil === 0 ? BUSY_TIMEOUT_MS : 0;
    this.#noWaitUntil = 0;
    return BUSY_TIMEOUT_MS;
  }

  transaction<T>(work: () => T): T {
    if (this.#depth > 0) return work();
    if (this.#noWaitUntil !== 0 && this.#cacheWait() !== 0) this.#db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    try {
      return this.#transactionOnce(work);
    } catch (error) {
      this.noteFailure(error);
      // Rolled back whole: on the salvaged file it is done again from its start.
      if (!this.maySalvage(error)) throw error;
      this.salvage(error);
      return this.#transactionOnce(work);
    }
  }

  #transactionOnce<T>(work: () => T): T {
    this.#db.exec('BEGIN IMMEDIATE');
    this.#depth += 1;
    try {
      const result = work();
      this.#db.exec('COMMIT');
      return result;
    } catch (error) {
      try {
        this.#db.exec('ROLLBACK');
      } catch {
        // SQLite rolled it back itself (a full disk, an I/O error)
      }
      throw error;
    } finally {
      this.#depth -= 1;
    }
  }

  /** What is left of the change's wait (--timeout) after the cache's writes waited on the same lock. */
  #changeWait(): number {
    return Math.max(0, this.#writeWaitMs - this.#lockWaitedMs);
  }

  durable<T>(work: () => T): T {
    if (this.#depth > 0) return work();
    this.#db.exec('PRAGMA synchronous = FULL');
    this.#db.exec(`PRAGMA busy_timeout = ${this.#changeWait()}`);
    try {
      try {
        return this.#noted(this.#transactionOnce(work));
      } catch (error) {
        if (!this.maySalvage(error)) throw error;
        this.salvage(error);
        this.#db.exec('PRAGMA synchronous = FULL');
        this.#db.exec(`PRAGMA busy_timeout = ${this.#changeWait()}`);
        return this.#noted(this.#transactionOnce(work));
      }
    } catch (error) {
      if (!isLocked(error)) throw error;
      // Who keeps it, as far as the system says: the person can end it, or wait and run again.
      const waited = `${Math.round(Math.max(this.#writeWaitMs, this.#lockWaitedMs) / 100) / 10} s`;
      throw new Error(`the database is locked by ${lockHolderWords(this.file)}; waited ${waited} (--timeout) for it`, { cause: error });
    } finally {
      this.#db.exec('PRAGMA synchronous = NORMAL');
      this.#db.exec(`PRAGMA busy_timeout = ${this.#cacheWait()}`);
    }
  }

  /** After a durable commit: the journal's sequence noted beside the file. */
  #noted<T>(result: T): T {
    noteSequence(this);
    return result;
  }

  serviceRow(identity: string, baseUrl?: string, appKey?: string): number {
    const known = this.#services.get(identity);
    if (known !== undefined && baseUrl === undefined) return known;
    // Read first: a service already known as given needs no write, so no lock another process holds.
    const stored = this.statement('SELECT id, base_url, app_key FROM services WHERE identity = ?').get(identity) as
      { id: number; base_url: string | null; app_key: string | null } | undefined;
    if (stored && (baseUrl === undefined || stored.base_url === baseUrl) && (appKey === undefined || stored.app_key === appKey)) {
      this.#services.set(identity, stored.id);
      return stored.id;
    }
    const row = this.transaction(() => {
      this.statement(
        `INSERT INTO services (identity, base_url, app_key) VALUES (?, ?, ?)
         ON CONFLICT (identity) DO UPDATE SET base_url = coalesce(excluded.base_url, base_url), app_key = coalesce(excluded.app_key, app_key)`,
      ).run(identity, baseUrl ?? null, appKey ?? null);
      return this.statement('SELECT id FROM services WHERE identity = ?').get(identity) as { id: number };
    });
    this.#services.set(identity, row.id);
    return row.id;
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#db.close();
  }

  /** Creates the schema in a new database; one of an unreleased development schema is not ours (moved aside). */
  createSchema(): void {
    const version = (this.statement('PRAGMA user_version').get() as { user_version: number }).user_version;
    if (version === SCHEMA_VERSION) return;
    if (version > SCHEMA_VERSION)
      throw new HoshinError(
        'usage',
        `the database ${this.file} was written by a newer hoshin (schema ${version}; this one knows ${SCHEMA_VERSION}): use that hoshin, or point HOSHIN_STATE_DIR elsewhere`,
      );
    this.transaction(() => {
      // Another process may have created it while this one waited for the lock.
      const now = (this.#db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
      if (now === SCHEMA_VERSION) return;
      // Versions below this one were only ever written by development builds (0.1.0 was never released).
      if (now !== 0) throw new NotOurs(`its schema ${now} is from an unreleased development build`);
      const tables = this.#db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
      if (tables.length > 0 && !OUR_TABLES.every((name) => tables.some((table) => table.name === name)))
        throw new NotOurs('it holds the tables of something else');
      this.#db.exec(SCHEMA);
      this.#db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    });
  }
}
