// The journal's rows: intent written durably before sending; a conclusive outcome wins over unknown, and the answer over a settlement.
import { isKindName } from '../catalogue/catalogue.js';
import type { Change, ChangeOutcome, ChangeWhat, IntentLine, OutcomeLine, Values } from './change.js';
import type { HoshinDatabase } from '../store/hoshin-database.js';
import { countIntent } from '../store/journal-sequence.js';
import type { SQLInputValue } from '../store/sqlite.js';

interface ChangeRow {
  change: string;
  at: string;
  what: string;
  kind: string;
  id: number | null;
  parent: number | null;
  sent: string;
  before: string | null;
  session: string;
  follows: string | null;
  undoes: string | null;
  outcome: string | null;
  outcome_at: string | null;
  result_id: number | null;
  reason: string | null;
  settled: number;
  in_group: string | null;
}

const WHATS: readonly string[] = ['create', 'update', 'delete', 'record', 'move'];
const OUTCOMES: readonly string[] = ['done', 'refused', 'unknown'];

function values(text: string | null): Values | null {
  if (text === null) return null;
  const parsed = JSON.parse(text) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object of values');
  return parsed as Values;
}

/** A row read back, checked: null for one hoshin did not write. */
function changeOf(row: ChangeRow): Change | null {
  try {
    if (!WHATS.includes(row.what) || !isKindName(row.kind) || (row.outcome !== null && !OUTCOMES.includes(row.outcome))) return null;
    const sent = values(row.sent);
    if (sent === null) return null;
    const outcome = (row.outcome ?? 'unknown') as ChangeOutcome;
    return {
      v: 1,
      type: 'intent',
      change: row.change,
      at: row.at,
      what: row.what as ChangeWhat,
      kind: row.kind,
      id: row.id,
      parent: row.parent,
      sent,
      before: values(row.before),
      session: row.session,
      ...(row.follows === null ? {} : { follows: row.follows }),
      ...(row.undoes === null ? {} : { undoes: row.undoes }),
      ...(row.in_group === null ? {} : { group: row.in_group }),
      outcome,
      unanswered: row.outcome === null,
      resultId: row.result_id ?? (outcome === 'done' ? row.id : null),
      reason: row.reason ?? (row.outcome === null ? 'no answer was recorded (the process ended before it)' : null),
      settled: row.settled === 1,
      outcomeAt: row.outcome_at,
    };
  } catch {
    return null;
  }
}

/** Adds the intent; false when the journal already holds a change of that id (nothing is added). */
export function insertIntent(db: HoshinDatabase, service: number, line: IntentLine): boolean {
  const result = db
    .statement(
      `INSERT OR IGNORE INTO changes (service, change, at, what, kind, id, parent, sent, before, session, follows, undoes, in_group)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      service,
      line.change,
      line.at,
      line.what,
      line.kind,
      line.id,
      line.parent,
      JSON.stringify(line.sent),
      line.before === null ? null : JSON.stringify(line.before),
      line.session,
      line.follows ?? null,
      line.undoes ?? null,
      line.group ?? null,
    );
  const added = Number(result.changes) === 1;
  if (added) countIntent(db);
  return added;
}

/** unknown 0 < settled by a read 1 < the write's own answer 2; no outcome yet is -1. */
const RANK = `CASE WHEN outcome IS NULL THEN -1 WHEN outcome = 'unknown' THEN 0 WHEN settled = 1 THEN 1 ELSE 2 END`;

export function recordOutcome(db: HoshinDatabase, service: number, line: OutcomeLine): boolean {
  const rank = line.outcome === 'unknown' ? 0 : line.settled ? 1 : 2;
  const result = db
    .statement(
      `UPDATE changes SET outcome = ?, outcome_at = ?, result_id = ?, reason = ?, settled = ?
       WHERE service = ? AND change = ? AND ${RANK} < ?`,
    )
    .run(line.outcome, line.at, line.id ?? null, line.reason ?? null, line.settled ? 1 : 0, service, line.change, rank);
  return Number(result.changes) > 0;
}

function read(db: HoshinDatabase, sql: string, ...parameters: SQLInputValue[]): { changes: Change[]; skipped: number } {
  const changes: Change[] = [];
  let skipped = 0;
  // Read whole, so a damaged page met on the way is salvaged and read again (guarded-statement.ts).
  for (const row of db.statement(sql).all(...parameters) as unknown as ChangeRow[]) {
    const change = changeOf(row);
    if (change) changes.push(change);
    else skipped += 1;
  }
  return { changes, skipped };
}

/** Every change of the service, oldest first. */
export function changeRows(db: HoshinDatabase, service: number): { changes: Change[]; skipped: number } {
  return read(db, 'SELECT * FROM changes WHERE service = ? ORDER BY at, rowid', service);
}

/** The changes whose outcome is not known yet, oldest first. */
export function unsettledRows(db: HoshinDatabase, service: number): Change[] {
  return read(db, "SELECT * FROM changes WHERE service = ? AND (outcome IS NULL OR outcome = 'unknown') ORDER BY at, rowid", service)
    .changes;
}

/** One change by its id. */
/** At most `limit` changes whose id starts with `prefix` (ids are [0-9a-z-]), read by the key's order. */
export function changesStartingWith(db: HoshinDatabase, service: number, prefix: string, limit: number): Change[] {
  return read(
    db,
    'SELECT * FROM changes WHERE service = ? AND change >= ? AND change < ? ORDER BY change LIMIT ?',
    service,
    prefix,
    `${prefix}~`,
    limit,
  ).changes;
}

export function changeRow(db: HoshinDatabase, service: number, change: string): Change | undefined {
  return read(db, 'SELECT * FROM changes WHERE service = ? AND change = ?', service, change).changes[0];
}

/** One at a time, in bounded memory; rows not hoshin's are counted through `skipped`. */
export function* newestChanges(db: HoshinDatabase, service: number, sinceIso: string | null, skipped: () => void): Generator<Change> {
  const rows =
    sinceIso === null
      ? db.statement('SELECT * FROM changes WHERE service = ? ORDER BY at DESC, rowid DESC').iterate(service)
      : db.statement('SELECT * FROM changes WHERE service = ? AND at >= ? ORDER BY at DESC, rowid DESC').iterate(service, sinceIso);
  for (const row of rows as Iterable<ChangeRow>) {
    const change = changeOf(row);
    if (change) yield change;
    else skipped();
  }
}

/** The changes of a group, oldest first (on its own index). */
export function groupChangeRows(db: HoshinDatabase, service: number, group: string): Change[] {
  return read(db, 'SELECT * FROM changes WHERE service = ? AND in_group = ? ORDER BY at, rowid', service, group).changes;
}

/** Drops changes older than the cutoff; returns how many. */
export function dropChangesBefore(db: HoshinDatabase, service: number, cutoffIso: string): number {
  return Number(db.statement('DELETE FROM changes WHERE service = ? AND at < ?').run(service, cutoffIso).changes);
}

export function changeCount(db: HoshinDatabase, service: number): { readonly all: number; readonly unknown: number } {
  const all = db.statement('SELECT count(*) AS n FROM changes WHERE service = ?').get(service) as { n: number };
  const unknown = db
    .statement("SELECT count(*) AS n FROM changes WHERE service = ? AND (outcome IS NULL OR outcome = 'unknown')")
    .get(service) as { n: number };
  return { all: all.n, unknown: unknown.n };
}

/** A page of the changes, newest first: `limit` of them from the `offset`-th newest; rows not hoshin's are counted in skipped. */
export function newestPage(db: HoshinDatabase, service: number, offset: number, limit: number): { changes: Change[]; skipped: number } {
  return read(db, 'SELECT * FROM changes WHERE service = ? ORDER BY at DESC, rowid DESC LIMIT ? OFFSET ?', service, limit, offset);
}

/** Of these changes, the ones a later change undid (an undo whose outcome is done). */
export function undoneAmong(db: HoshinDatabase, service: number, changes: readonly string[]): Set<string> {
  if (changes.length === 0) return new Set();
  const rows = db
    .statement(
      `SELECT DISTINCT undoes FROM changes WHERE service = ? AND undoes IS NOT NULL AND outcome = 'done'
       AND undoes IN (SELECT value FROM json_each(?))`,
    )
    .all(service, JSON.stringify(changes)) as { undoes: string }[];
  return new Set(rows.map((row) => row.undoes));
}

/** The changes that name this one: its undos and the writes that were part of it, oldest first. */
export function changesNaming(db: HoshinDatabase, service: number, change: string): Change[] {
  // Two queries, each on its own index (a UNION of them is planned as a walk of the whole journal).
  const undos = read(db, 'SELECT * FROM changes WHERE service = ? AND undoes = ? AND undoes IS NOT NULL', service, change).changes;
  const parts = read(db, 'SELECT * FROM changes WHERE service = ? AND follows = ? AND follows IS NOT NULL', service, change).changes;
  return [...undos, ...parts].sort((a, b) => a.at.localeCompare(b.at) || a.change.localeCompare(b.change));
}

/** Not counting parts of another change; each query walks its index newest first and stops at `limit`. */
export function changesOf(db: HoshinDatabase, service: number, kind: string, id: number, limit: number): Change[] {
  const own = read(
    db,
    'SELECT * FROM changes WHERE service = ? AND kind = ? AND coalesce(id, result_id) = ? AND follows IS NULL ORDER BY at DESC, rowid DESC LIMIT ?',
    service,
    kind,
    id,
    limit,
  ).changes;
  const recorded =
    kind === 'indicator'
      ? read(
          db,
          "SELECT * FROM changes WHERE service = ? AND what = 'record' AND parent = ? AND follows IS NULL ORDER BY at DESC, rowid DESC LIMIT ?",
          service,
          id,
          limit,
        ).changes
      : [];
  const seen = new Set<string>();
  return [...own, ...recorded]
    .filter((change) => !seen.has(change.change) && Boolean(seen.add(change.change)))
    .sort((a, b) => b.at.localeCompare(a.at) || b.change.localeCompare(a.change))
    .slice(0, limit);
}
