// The one database of a user: everything hoshin keeps about services (known resources, the journal
// of changes, values sent, what was learned of each service, people, the signing ledger) in
// <state>/hoshin.db, through node:sqlite. WAL, so readers never wait for a writer; a busy timeout,
// so processes that write at once take turns; every change of several rows in one transaction.
// Opened once per process and state directory. The state directory is checked first
// (state-dir.ts); a file that is not a database is moved aside with one warning and hoshin starts
// with a new one; a database of a newer hoshin is refused.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { HoshinPaths } from '../config/paths.js';
import { HoshinError } from '../core/errors.js';
import { BUSY_TIMEOUT_MS, inodeOf, isNotADatabase, openFile, sqliteCode } from './database-file.js';
import { Database, NotOurs } from './database-connection.js';
import type { HoshinDatabase } from './hoshin-database.js';
import { sequenceFile, sequenceProblem } from './journal-sequence.js';
import { moveAside } from './salvage.js';
import type { SQLInputValue } from './sqlite.js';
import { checkStateDir, checkStateFile } from './state-dir.js';

export const DATABASE_FILE_NAME = 'hoshin.db';
export function databaseFile(paths: HoshinPaths): string {
  return join(paths.stateDir, DATABASE_FILE_NAME);
}

function openChecked(paths: HoshinPaths): Database {
  try {
    checkStateDir(paths.stateDir);
  } catch (error) {
    if (error instanceof HoshinError) throw error;
    throw new HoshinError('usage', `cannot use the state directory ${paths.stateDir} (${sqliteCode(error)})`, { cause: error });
  }
  const file = databaseFile(paths);
  for (const suffix of ['', '-wal', '-shm', '-journal']) checkStateFile(`${file}${suffix}`);
  const notices: string[] = [];
  for (let attempt = 0; ; attempt += 1) {
    let database: Database | undefined;
    try {
      database = new Database(file, openFile(file));
      database.notices.push(...notices);
      database.createSchema();
      const problem = sequenceProblem(database);
      if (problem) database.notices.push(problem);
      return database;
    } catch (error) {
      database?.close();
      if (error instanceof HoshinError) throw error;
      if (attempt === 0 && (error instanceof NotOurs || isNotADatabase(error))) {
        const reason = error instanceof NotOurs ? error.message : 'it is not an SQLite database';
        const movedTo = moveAside(file, Date.now());
        rmSync(sequenceFile(file), { force: true });
        notices.push(`${file} is not a hoshin database (${reason}); it was moved to ${movedTo} and hoshin starts a new one`);
        continue;
      }
      throw new HoshinError('usage', `cannot open the database ${file} (${sqliteCode(error)})`, { cause: error });
    }
  }
}

const opened = new Map<string, Database>();

/** What opening had to say goes to the first caller that can say it (a command's warnings), once. */
function said(database: Database, warn: ((message: string) => void) | undefined): Database {
  if (warn) {
    database.warnTo = warn;
    for (const notice of database.notices.splice(0)) warn(notice);
  }
  return database;
}

/**
 * The database of this state directory, opened once per process (again if its file was replaced).
 * Throws a HoshinError (exit 2) naming the path and the fix when the directory or file may not be
 * used. `warn` receives, once per process, what opening it had to say; a caller without one (a
 * lookup on the way) leaves it for the next that has one.
 */
export function openDatabase(paths: HoshinPaths, warn?: (message: string) => void): HoshinDatabase {
  const file = databaseFile(paths);
  const known = opened.get(file);
  if (known) {
    if (inodeOf(file) === known.ino) {
      checkStateDir(paths.stateDir);
      return said(known, warn);
    }
    known.close();
    opened.delete(file);
  }
  const database = openChecked(paths);
  database.ino = inodeOf(file) ?? -1;
  if (!closingAtExit) {
    // Closed (and checkpointed) when the process exits, whether its loop ran out or main.ts ended
    // it after the command (decision 0362), not left to Node's teardown.
    closingAtExit = true;
    process.once('exit', closeAtExit);
  }
  opened.set(file, database);
  return said(database, warn);
}

let closingAtExit = false;

function closeAtExit(): void {
  for (const database of opened.values()) {
    try {
      database.close();
    } catch {
      // The process is ending: SQLite recovers a database left open (its WAL) at the next start.
    }
  }
  opened.clear();
}

/** Closes the database of these paths, if this process opened it (before its directory is removed). */
export function closeDatabase(paths: HoshinPaths): void {
  const file = databaseFile(paths);
  opened.get(file)?.close();
  opened.delete(file);
}

/** Closes every database this process opened (tests that remove their directories). */
export function closeDatabases(): void {
  for (const database of opened.values()) database.close();
  opened.clear();
}

export { BUSY_TIMEOUT_MS };
export type { HoshinDatabase, SQLInputValue };
