// The known resources of one service in the database: `entries` (one row per resource, filed
// under its parent) and `complete_lists` (which child lists were fetched whole). A command reads
// only the parents it touches, through the index on (service, parent); a change is a few rows.
import { isKindName, type KindName, type ParentKindName } from '../catalogue/catalogue.js';
import type { CompleteScope, IndexChange, IndexEntry, ParentRef } from './index-entry.js';
import { sentJson } from '../catalogue/typed-resource.js';
import { touchedIndicators, writeStandings } from './standing-rows.js';
import { storedEntry, storedScope } from './stored-entries.js';
import type { HoshinDatabase } from '../store/hoshin-database.js';

/** The root (companies) is parent '' 0; an entry that names no parent is under 0 of its parent kind. */
function parentColumns(parentKind: ParentKindName | null, parentId: number | null): [string, number] {
  return [parentKind ?? '', parentId ?? 0];
}

function parentRef(kind: string, id: number): ParentRef {
  return kind === '' ? { parentKind: null, parentId: null } : { parentKind: kind as ParentKindName, parentId: id === 0 ? null : id };
}

/** The columns beside an entry (store/schema.ts): what a query and the coverage rule read of it. */
const ENTRY_COLUMNS = ['name', 'owner_id', 'hoshin_id', 'objective_id', 'next_update', 'deadline', 'fetched', 'day', 'valued'];

/** The entry as the index reads its row back (stored-entries.ts), undefined when it cannot (then it is skipped when read). */
function readBack(json: string): IndexEntry | undefined {
  try {
    return storedEntry(JSON.parse(json) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Those columns' values, from the entry as the index reads the row back (stored-entries.ts: a blank
 * name is none, the fields typed): a number only when a number, a day only when text.
 */
function entryColumns(entry: IndexEntry): (string | number | null)[] {
  const resource = entry.resource;
  const number = (field: string) => (typeof resource?.[field] === 'number' ? resource[field] : null);
  const text = (field: string) => (typeof resource?.[field] === 'string' ? resource[field] : null);
  return [
    entry.name ?? `${entry.kind} ${entry.id}`,
    number('responsible_id'),
    number('hoshin_id'),
    number('objective_id'),
    text('next_update'),
    text('deadline'),
    resource === null ? 0 : 1,
    // A history value's day, and whether it holds a value (what a month's standing reads: monthRows).
    text('day'),
    typeof resource?.value === 'number' ? 1 : 0,
  ];
}

/** Writes what the index changed, in one transaction. */
export function writeEntryChanges(db: HoshinDatabase, service: number, changes: readonly IndexChange[]): void {
  if (changes.length === 0) return;
  const put = db.statement(
    `INSERT OR REPLACE INTO entries (service, kind, id, parent_kind, parent_id, entry, ${ENTRY_COLUMNS.join(', ')})
     VALUES (?, ?, ?, ?, ?, ?, ${ENTRY_COLUMNS.map(() => '?').join(', ')})`,
  );
  const remove = db.statement('DELETE FROM entries WHERE service = ? AND kind = ? AND id = ?');
  const removeLists = db.statement('DELETE FROM complete_lists WHERE service = ? AND parent_kind = ? AND parent_id = ?');
  const complete = db.statement(
    'INSERT OR REPLACE INTO complete_lists (service, parent_kind, parent_id, child_kind, fetched_at) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    // The standings of the indicators these changes touch are written again once they are in (standing-rows.ts).
    const touched = touchedIndicators(db, service, changes);
    const written = new Map<string, IndexEntry | undefined>();
    for (const change of changes) {
      if (change.type === 'complete') {
        const { scope } = change;
        complete.run(service, ...parentColumns(scope.parentKind, scope.parentId), scope.childKind, scope.fetchedAt);
      } else if (change.type === 'remove') {
        remove.run(service, change.entry.kind, change.entry.id);
        written.delete(`${change.entry.kind}:${change.entry.id}`);
        removeLists.run(service, change.entry.kind, change.entry.id);
      } else {
        const { entry } = change;
        const json = JSON.stringify(entry, sentJson);
        const read = readBack(json);
        written.set(`${entry.kind}:${entry.id}`, read);
        // A row the index cannot read back is skipped when read; its columns are the entry's own.
        put.run(service, entry.kind, entry.id, ...parentColumns(entry.parentKind, entry.parentId), json, ...entryColumns(read ?? entry));
      }
    }
    writeStandings(db, service, touched, written);
  });
}

/** A row that is not an entry hoshin wrote (a hand edit, a damaged page) is skipped and said. */
export type BadRow = (what: string, reason: string) => void;

// Without statistics SQLite reads the entry column by scanning the service's whole primary key
// (7 ms for 48 rows of a 20,000-entry store); through the parent's index it is 0.4 ms. Read parent
// by parent, the scan made a hoshin of 5,000 objectives take seconds to open in the console.
export const CHILD_ROWS_SQL =
  'SELECT kind, id, entry FROM entries INDEXED BY entries_under WHERE service = ? AND parent_kind = ? AND parent_id = ?';

export function childRows(
  db: HoshinDatabase,
  service: number,
  parent: ParentRef,
  onBad: BadRow,
): { entries: IndexEntry[]; complete: CompleteScope[] } {
  const [parentKind, parentId] = parentColumns(parent.parentKind, parent.parentId);
  const entries: IndexEntry[] = [];
  const rows = db.statement(CHILD_ROWS_SQL).all(service, parentKind, parentId) as { kind: string; id: number; entry: string }[];
  for (const row of rows) {
    try {
      const entry = storedEntry(JSON.parse(row.entry) as unknown);
      if (entry.kind !== row.kind || entry.id !== row.id || entry.parentKind !== parent.parentKind || entry.parentId !== parent.parentId)
        throw new Error('filed under another resource than it names');
      entries.push(entry);
    } catch (error) {
      onBad(`${row.kind} ${row.id}`, (error as Error).message);
    }
  }
  const complete: CompleteScope[] = [];
  const lists = db
    .statement('SELECT child_kind, fetched_at FROM complete_lists WHERE service = ? AND parent_kind = ? AND parent_id = ?')
    .all(service, parentKind, parentId) as { child_kind: string; fetched_at: number }[];
  for (const row of lists) {
    try {
      complete.push(storedScope({ ...parent, childKind: row.child_kind, fetchedAt: row.fetched_at }));
    } catch (error) {
      onBad(`the list of ${row.child_kind}`, (error as Error).message);
    }
  }
  return { entries, complete };
}

/**
 * What a month's standing reads of an indicator's stored values (domain/bowling.ts cellFor,
 * monthTarget, emptyMonthRule): the rows dated in the month, and the oldest and newest rows with a
 * value. A query over thousands of indicators reads these three or four rows of each, not all of them.
 */
const MONTH_ROWS_SQL = `
  SELECT kind, id, entry FROM entries WHERE service = $service AND kind = 'indicator_history' AND id IN (
    SELECT id FROM entries INDEXED BY entries_dated WHERE service = $service AND parent_kind = 'indicator' AND parent_id = $indicator
      AND day >= $month AND day < $month || '~'
    UNION SELECT * FROM (SELECT id FROM entries INDEXED BY entries_valued WHERE service = $service AND parent_kind = 'indicator'
      AND parent_id = $indicator AND valued AND day IS NOT NULL ORDER BY day LIMIT 1)
    UNION SELECT * FROM (SELECT id FROM entries INDEXED BY entries_valued WHERE service = $service AND parent_kind = 'indicator'
      AND parent_id = $indicator AND valued AND day IS NOT NULL ORDER BY day DESC LIMIT 1))`;

export function monthRows(db: HoshinDatabase, service: number, indicator: number, month: string, onBad: BadRow): IndexEntry[] {
  const rows = db.statement(MONTH_ROWS_SQL).all({ service, indicator, month }) as { kind: string; id: number; entry: string }[];
  return rows.flatMap((row) => {
    try {
      const entry = storedEntry(JSON.parse(row.entry) as unknown);
      if (entry.kind !== row.kind || entry.id !== row.id || entry.parentKind !== 'indicator' || entry.parentId !== indicator)
        throw new Error('filed under another resource than it names');
      return [entry];
    } catch (error) {
      onBad(`${row.kind} ${row.id}`, (error as Error).message);
      return [];
    }
  });
}

export function parentRow(db: HoshinDatabase, service: number, kind: KindName, id: number): ParentRef | undefined {
  const row = db
    .statement('SELECT parent_kind, parent_id FROM entries WHERE service = ? AND kind = ? AND id = ?')
    .get(service, kind, id) as { parent_kind: string; parent_id: number } | undefined;
  return row ? parentRef(row.parent_kind, row.parent_id) : undefined;
}

/** Every parent of one kind (or the root) entries are filed under; all parents when `parentKind` is undefined. */
export function parentRows(db: HoshinDatabase, service: number, parentKind?: ParentKindName | null): ParentRef[] {
  const rows = (
    parentKind === undefined
      ? db.statement('SELECT DISTINCT parent_kind, parent_id FROM entries WHERE service = ?').all(service)
      : db
          .statement('SELECT DISTINCT parent_kind, parent_id FROM entries WHERE service = ? AND parent_kind = ?')
          .all(service, parentKind ?? '')
  ) as { parent_kind: string; parent_id: number }[];
  return rows
    .filter((row) => row.parent_kind === '' || isKindName(row.parent_kind) || row.parent_kind === 'subscription')
    .map((row) => parentRef(row.parent_kind, row.parent_id));
}
