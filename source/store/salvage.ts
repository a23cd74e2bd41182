// A damaged database (SQLite: "database disk image is malformed") copied, as far as it reads, into a
// new file that takes its place; the damaged file is kept beside it for the person to look at.
// node:sqlite has no `.recover`, so each table is read row by row through SQL: a scan up to the
// damaged page, then each row the table's indexes still name (an index lives on other pages), read
// alone by its rowid, or, when the table's own page is gone, made of what the index holds when the
// other columns may be empty (a service's identity and id: the journal keeps its owner). The
// cache (known resources and which lists are complete) is not copied: it is rebuilt from the
// service, and half of it would pass for the whole.
import { closeSync, openSync, renameSync, rmSync } from 'node:fs';
import { BUSY_TIMEOUT_MS } from './database-file.js';
import { SCHEMA, SCHEMA_VERSION } from './schema.js';
import { sqlite, type DatabaseSync, type SQLInputValue } from './sqlite.js';

/** Rebuilt from the service rather than copied. */
const CACHE_TABLES: readonly string[] = ['entries', 'complete_lists', 'indicator_standings'];

/** SQLite's word for a damaged file: SQLITE_CORRUPT (11, and its extended codes) or SQLITE_NOTADB (26). */
export function isDamage(error: unknown): boolean {
  const code = (error as { errcode?: unknown }).errcode;
  if (typeof code === 'number') return (code & 0xff) === 11 || (code & 0xff) === 26;
  return /database disk image is malformed/i.test(error instanceof Error ? error.message : '');
}

export interface Salvaged {
  /** Where the damaged file (with its -wal and -shm) now is. */
  readonly movedTo: string;
  /** Rows copied per table. */
  readonly copied: Readonly<Record<string, number>>;
  /** The tables a damaged page stopped a read of: some of their rows may be lost. */
  readonly damaged: readonly string[];
  /** Rows an index still names that could not be read, per table. */
  readonly lost: Readonly<Record<string, number>>;
}

type Row = Record<string, SQLInputValue>;

function compactTimestamp(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Moves the file and its -wal and -shm to `<file>.corrupt-<time>`; returns where. */
export function moveAside(file: string, now: number): string {
  const movedTo = `${file}.corrupt-${compactTimestamp(now)}`;
  renameSync(file, movedTo);
  for (const suffix of ['-wal', '-shm']) {
    try {
      renameSync(`${file}${suffix}`, `${movedTo}${suffix}`);
    } catch {
      // none
    }
  }
  return movedTo;
}

function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function names(db: DatabaseSync, sql: string, ...parameters: SQLInputValue[]): string[] {
  return (db.prepare(sql).all(...parameters) as { name: string }[]).map((row) => row.name);
}

/** Copies what reads of one table; returns the rows copied and whether a damaged page stopped a read. */
function copyTable(from: DatabaseSync, to: DatabaseSync, table: string): { rows: number; damaged: boolean; lost: number } {
  // A table with rowids keeps them: the scan and the walk of its indexes then never copy a row twice.
  const rowid = to.prepare('SELECT 1 FROM sqlite_schema WHERE name = ? AND sql NOT LIKE ?').get(table, '%WITHOUT ROWID%') !== undefined;
  const own = names(to, 'SELECT name FROM pragma_table_info(?)', table);
  const integerKey = names(to, "SELECT name FROM pragma_table_info(?) WHERE pk > 0 AND upper(type) = 'INTEGER'", table);
  const keyed = names(to, 'SELECT name FROM pragma_table_info(?) WHERE pk > 0', table).length === 1 ? integerKey[0] : undefined;
  // The rowid under its own name, or the INTEGER PRIMARY KEY that is it.
  const rowidColumn = keyed ?? 'rowid';
  const columns = rowid && keyed === undefined ? ['rowid', ...own] : own;
  const list = columns.map(quoted).join(', ');
  const insert = (row: Row) => {
    const present = columns.filter((column) => column in row);
    const result = to
      .prepare(`INSERT OR IGNORE INTO ${quoted(table)} (${present.map(quoted).join(', ')}) VALUES (${present.map(() => '?').join(', ')})`)
      .run(...present.map((column) => row[column] as SQLInputValue));
    return Number(result.changes);
  };
  let rows = 0;
  try {
    for (const row of from.prepare(`SELECT ${list} FROM ${quoted(table)}`).iterate() as Iterable<Row>) rows += insert(row);
    return { rows, damaged: false, lost: 0 };
  } catch (error) {
    if (!isDamage(error)) throw error;
  }
  if (!rowid) return { rows, damaged: true, lost: 0 };
  // Rows an index names that could not be copied: known lost.
  const named = new Set<SQLInputValue>();
  const single = from.prepare(`SELECT ${list} FROM ${quoted(table)} WHERE rowid = ?`);
  for (const index of names(from, 'SELECT name FROM pragma_index_list(?) WHERE partial = 0', table)) {
    const indexed = names(from, 'SELECT name FROM pragma_index_info(?) WHERE name IS NOT NULL', index);
    let keys: Row[];
    try {
      keys = from
        .prepare(
          `SELECT rowid AS ${quoted(rowidColumn)}, ${indexed.map(quoted).join(', ')} FROM ${quoted(table)} INDEXED BY ${quoted(index)}`,
        )
        .all();
    } catch {
      continue; // this index is damaged too
    }
    for (const key of keys) {
      let whole: Row | undefined;
      try {
        whole = single.get(key[rowidColumn] as number);
      } catch {
        // its page is damaged: what the index holds, when the other columns may be empty (OR IGNORE skips it otherwise)
      }
      rows += insert(whole ?? key);
      named.add(key[rowidColumn] as SQLInputValue);
    }
  }
  const kept = to.prepare(`SELECT 1 FROM ${quoted(table)} WHERE rowid = ?`);
  const lost = [...named].filter((id) => kept.get(id) === undefined).length;
  return { rows, damaged: true, lost };
}

/**
 * Copies what reads of the damaged `file` into a new database, moves the damaged one aside and puts
 * the new one in its place. The caller has closed its own connection to `file`.
 */
export function salvage(file: string, now: number): Salvaged {
  const { DatabaseSync } = sqlite();
  const fresh = `${file}.recovering`;
  rmSync(fresh, { force: true });
  closeSync(openSync(fresh, 'wx', 0o600));
  const to = new DatabaseSync(fresh);
  const from = new DatabaseSync(file);
  try {
    // Other processes' writes wait while it is copied (a lock kept by another program: copied all the same).
    from.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    from.exec('BEGIN IMMEDIATE');
  } catch {
    // copied without the lock
  }
  const copied: Record<string, number> = {};
  const damaged: string[] = [];
  const lost: Record<string, number> = {};
  try {
    to.exec(SCHEMA);
    to.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    // The journal's sequence is the damaged file's, when it reads (a new one otherwise).
    to.exec('DELETE FROM journal_sequence');
    const present = new Set(names(from, "SELECT name FROM sqlite_schema WHERE type = 'table'"));
    to.exec('BEGIN');
    for (const table of names(to, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")) {
      if (CACHE_TABLES.includes(table) || !present.has(table)) continue;
      const result = copyTable(from, to, table);
      copied[table] = result.rows;
      if (result.damaged) damaged.push(table);
      if (result.lost > 0) lost[table] = result.lost;
    }
    to.exec('COMMIT');
  } catch (error) {
    to.close();
    from.close();
    rmSync(fresh, { force: true });
    throw error;
  }
  to.close();
  // In place before the lock is let go: a writer that waited opens the new file on its next open.
  let movedTo: string;
  try {
    movedTo = moveAside(file, now);
    renameSync(fresh, file);
  } finally {
    from.close();
  }
  return { movedTo, copied, damaged, lost };
}

/** The one line that says what happened. */
export function salvageNotice(file: string, reason: string, salvaged: Salvaged): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const changes = salvaged.copied.changes ?? 0;
  const marks = (salvaged.copied.review_marks ?? 0) + (salvaged.copied.review_decisions ?? 0);
  const damaged = salvaged.damaged.filter((table) => !CACHE_TABLES.includes(table));
  const lostChanges = salvaged.lost.changes ?? 0;
  const lost =
    damaged.length === 0
      ? ''
      : ` (what the damaged pages of ${damaged.join(', ')} held is lost${lostChanges > 0 ? `: ${plural(lostChanges, 'journalled change')} at least` : ''})`;
  return (
    `the database ${file} is damaged (${reason}): ${plural(changes, 'journalled change')} and ${plural(marks, 'meeting record')} ` +
    `were copied into a new one${lost}, the local cache starts again from the service; the damaged file was moved to ${salvaged.movedTo}`
  );
}
