// How each indicator stands in each month its values fall in (red or green), kept beside its entry
// in `indicator_standings` and written in the transaction that writes the indicator or its values,
// so that `status:red` is an index read of the month and not every indicator's values judged. The
// standing is the review pack's cell (domain/query-match.ts valuedStandings): a month with a value
// stands the same whatever the day; one without one (unrecorded, not known here) depends on the day
// and is judged on reading, as before.
import type { HistoryLike } from '../domain/indicator.js';
import { valuedStandings } from '../domain/query-match.js';
import type { HoshinDatabase } from '../store/hoshin-database.js';
import type { IndexChange, IndexEntry } from './index-entry.js';
import { storedEntry } from './stored-entries.js';

/** A known value as the month's cell reads it: one known only by name is its day, without a figure. */
export function knownHistory(entry: IndexEntry): HistoryLike {
  return entry.resource ?? { id: entry.id, day: entry.name };
}

/** The indicators a batch of changes touches, read before the changes are written. */
export interface TouchedIndicators {
  /** Judged again: an indicator removed, or one of whose values was put or removed (where it is filed now and where it was). */
  readonly judged: Set<number>;
  /** Put with no value changed: its resource as stored before (JSON; null when none), judged again only when it differs. */
  readonly put: Map<number, string | null>;
}

/** The indicators whose standings these changes can move; read before the changes are written. */
export function touchedIndicators(db: HoshinDatabase, service: number, changes: readonly IndexChange[]): TouchedIndicators {
  const judged = new Set<number>();
  const put = new Map<number, string | null>();
  const values: number[] = [];
  const stored = db.statement("SELECT entry FROM entries WHERE service = ? AND kind = 'indicator' AND id = ?");
  for (const change of changes) {
    if (change.type === 'complete') continue;
    const { entry } = change;
    if (entry.kind === 'indicator' && change.type === 'remove') judged.add(entry.id);
    else if (entry.kind === 'indicator' && !put.has(entry.id)) {
      const row = stored.get(service, entry.id) as { entry: string } | undefined;
      const before = row === undefined ? undefined : parsed(row.entry)?.resource;
      put.set(entry.id, before ? JSON.stringify(before) : null);
    }
    if (entry.kind !== 'indicator_history') continue;
    values.push(entry.id);
    if (entry.parentKind === 'indicator' && entry.parentId !== null) judged.add(entry.parentId);
  }
  if (values.length === 0) return { judged, put };
  // Where the values are filed now (a value may move to another indicator), in one statement for the batch.
  const before = db
    .statement(
      `SELECT DISTINCT e.parent_id FROM json_each(?) AS j JOIN entries AS e
         ON e.service = ? AND e.kind = 'indicator_history' AND e.id = j.value AND e.parent_kind = 'indicator'`,
    )
    .all(JSON.stringify(values), service) as { parent_id: number }[];
  for (const row of before) judged.add(row.parent_id);
  return { judged, put };
}

function parsed(text: string): IndexEntry | undefined {
  try {
    return storedEntry(JSON.parse(text) as unknown);
  } catch {
    // A row the index cannot read is skipped when read (and said then): it judges nothing here.
    return undefined;
  }
}

/**
 * Writes again the standings of these indicators from what the store now holds of them and their
 * values; `written`: the rows this transaction wrote and kept, as read back (not parsed a second time).
 */
export function writeStandings(
  db: HoshinDatabase,
  service: number,
  touched: TouchedIndicators,
  written: ReadonlyMap<string, IndexEntry | undefined>,
): void {
  if (touched.judged.size === 0 && touched.put.size === 0) return;
  const row = db.statement('SELECT entry FROM entries WHERE service = ? AND kind = ? AND id = ?');
  // A row this transaction wrote is taken as read back; another is read and parsed (a bad one judges nothing).
  const entryOf = (kind: string, id: number): IndexEntry | undefined => {
    const key = `${kind}:${id}`;
    if (written.has(key)) return written.get(key);
    const stored = row.get(service, kind, id) as { entry: string } | undefined;
    return stored === undefined ? undefined : parsed(stored.entry);
  };
  const valueIds = db.statement(
    `SELECT id FROM entries INDEXED BY entries_under WHERE service = ? AND parent_kind = 'indicator' AND parent_id = ?
       AND kind = 'indicator_history'`,
  );
  const clear = db.statement('DELETE FROM indicator_standings WHERE service = ? AND indicator = ?');
  const put = db.statement('INSERT INTO indicator_standings (service, indicator, month, standing) VALUES (?, ?, ?, ?)');
  for (const id of new Set([...touched.judged, ...touched.put.keys()])) {
    const indicator = entryOf('indicator', id);
    // Seen again as it was, and none of its values changed: its standings stand (they read its resource and values only).
    const before = touched.put.get(id);
    if (!touched.judged.has(id) && before && indicator?.resource && JSON.stringify(indicator.resource) === before) continue;
    clear.run(service, id);
    if (!indicator?.resource || indicator.id !== id) continue;
    // The values as the store reads them back for a month (entry-rows.ts monthRows): filed under this indicator.
    const known = (valueIds.all(service, id) as { id: number }[]).flatMap((value) => {
      const entry = entryOf('indicator_history', value.id);
      return entry?.kind === 'indicator_history' && entry.id === value.id && entry.parentKind === 'indicator' && entry.parentId === id
        ? [knownHistory(entry)]
        : [];
    });
    for (const [month, standing] of valuedStandings(indicator.resource, known)) put.run(service, id, month, standing);
  }
}

/** The SQL condition (on `entries`) an indicator meets when its value for the month stands as one of these; and its values. */
export function standingCondition(
  service: number,
  standing: { readonly month: string; readonly standings: readonly string[] },
): { readonly sql: string; readonly values: readonly (string | number)[] } {
  return {
    sql: `kind = 'indicator' AND id IN (SELECT indicator FROM indicator_standings INDEXED BY indicator_standings_of_month
      WHERE service = ? AND month = ? AND standing IN (${standing.standings.map(() => '?').join(', ') || 'NULL'}))`,
    values: [service, standing.month, ...standing.standings],
  };
}
