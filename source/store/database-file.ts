// Opening the database file with hoshin's settings, and SQLite's failures read: what it said, and
// whether it refused the file as a database at all.
import { closeSync, lstatSync, openSync } from 'node:fs';
import { sqlite, type DatabaseSync } from './sqlite.js';

/**
 * How long a write of the cache (known resources, what was learned, signing seconds) waits for
 * another process's transaction: long enough for other hoshins' (milliseconds each), short enough
 * that a read never waits long on a lock another program keeps. A journal intent waits up to the
 * command's --timeout instead (database.ts, durable).
 */
export const BUSY_TIMEOUT_MS = 2_000;

/** What SQLite said. */
export function sqliteCode(error: unknown): string {
  const record = error as { code?: unknown; message?: unknown };
  if (typeof record.message === 'string' && record.message !== '') return record.message;
  return typeof record.code === 'string' ? record.code : String(error);
}

/** SQLite refused the file as a database (not one, or damaged beyond reading). */
export function isNotADatabase(error: unknown): boolean {
  const code = (error as { errcode?: unknown }).errcode;
  return code === 26 || code === 11 || /not a database|malformed/i.test(sqliteCode(error));
}

/** Opens the file (made 0600 first) in WAL mode with the cache's wait. */
export function openFile(file: string): DatabaseSync {
  const { DatabaseSync } = sqlite();
  // Made 0600 before SQLite opens it: SQLite would make it with the umask's mode.
  closeSync(openSync(file, 'a', 0o600));
  const db = new DatabaseSync(file);
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec('PRAGMA foreign_keys = OFF');
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** The inode of the file now (a replaced file is another), or undefined when there is none. */
export function inodeOf(file: string): number | undefined {
  try {
    return lstatSync(file).ino;
  } catch {
    return undefined;
  }
}
