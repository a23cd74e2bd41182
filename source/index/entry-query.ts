// A query's candidates read by SQLite rather than by reading every entry: its kinds, the words of
// its name, its owner, an indicator's standing in a month (standing-rows.ts), tested in SQL (the entries' columns of store/schema.ts) so that only the rows that
// pass are read and parsed. A superset:
// the one matcher still decides over what this returns (usecases/find-known.ts).
import type { HoshinDatabase } from '../store/hoshin-database.js';
import type { BadRow } from './entry-rows.js';
import type { EntryFilter, IndexEntry } from './index-entry.js';
import { standingCondition } from './standing-rows.js';
import { storedEntry } from './stored-entries.js';

/** A word SQLite's LIKE can test: printable ASCII only (LIKE folds the case of ASCII letters alone; a name with more bytes than characters is not ASCII). */
const PLAIN = /^[ -~]+$/;

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Parses stored rows as entries; a row that is not one is skipped and said. */
export function entriesOf(rows: readonly { kind: string; id: number; entry: string }[], onBad: BadRow): IndexEntry[] {
  return rows.flatMap((row) => {
    try {
      const entry = storedEntry(JSON.parse(row.entry) as unknown);
      if (entry.kind !== row.kind || entry.id !== row.id) throw new Error('filed under another resource than it names');
      return [entry];
    } catch (error) {
      onBad(`${row.kind} ${row.id}`, (error as Error).message);
      return [];
    }
  });
}

/**
 * The stored entries that can match the filter: of its kinds, whose name (or "kind id" when it has
 * none) holds every plain word case-insensitively, or holds a character outside ASCII
 * (the matcher's Unicode case rules decide those), and whose responsible is one of the owners.
 */
export function candidateRows(db: HoshinDatabase, service: number, filter: EntryFilter, onBad: BadRow): IndexEntry[] {
  if (filter.kinds.length === 0) return [];
  const where: string[] = [`kind IN (${filter.kinds.map(() => '?').join(', ')})`];
  const values: (string | number)[] = [...filter.kinds];
  const words = filter.words.filter((each) => PLAIN.test(each));
  for (const word of words) {
    where.push(`(name LIKE ? ESCAPE '\\' OR octet_length(name) > length(name))`);
    values.push(likePattern(word));
  }
  if (filter.ownerIds !== undefined) {
    where.push(`owner_id IN (${filter.ownerIds.map(() => '?').join(', ') || 'NULL'})`);
    values.push(...filter.ownerIds);
  }
  if (filter.standing !== undefined) {
    const condition = standingCondition(service, filter.standing);
    where.push(condition.sql);
    values.push(...condition.values);
  }
  // The keys from the index of the name (or of the owner), then only those rows' entries.
  const index = words.length > 0 ? 'INDEXED BY entries_named' : filter.ownerIds !== undefined ? 'INDEXED BY entries_owned' : '';
  const keys = `SELECT kind, id FROM entries ${index} WHERE service = ? AND ${where.join(' AND ')}`;
  const sql = `SELECT e.kind, e.id, e.entry FROM (${keys}) AS k JOIN entries AS e ON e.service = ? AND e.kind = k.kind AND e.id = k.id`;
  const rows = db.statement(sql).all(service, ...values, service) as { kind: string; id: number; entry: string }[];
  return entriesOf(rows, onBad);
}
