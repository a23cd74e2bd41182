// The journal's groups: one row per bulk change, written with its first change.
import type { HoshinDatabase } from '../store/hoshin-database.js';

export interface ChangeGroup {
  /** `g-` then a change id's form: `g-mi4x2k1z-3f0a`. */
  readonly id: string;
  readonly at: string;
  /** What the bulk change was, in the person's words: `move --where "…" completed`. */
  readonly label: string;
  readonly session: string;
}

function groupOf(row: Record<string, unknown>): ChangeGroup | null {
  const { id, at, label, session } = row;
  if (typeof id !== 'string' || typeof at !== 'string' || typeof label !== 'string' || typeof session !== 'string') return null;
  return { id, at, label, session };
}

/** Adds the group once (a second change of the group finds it there). */
export function insertGroup(db: HoshinDatabase, service: number, group: ChangeGroup): void {
  db.statement('INSERT OR IGNORE INTO change_groups (service, id, at, label, session) VALUES (?, ?, ?, ?, ?)').run(
    service,
    group.id,
    group.at,
    group.label,
    group.session,
  );
}

export function groupRow(db: HoshinDatabase, service: number, id: string): ChangeGroup | undefined {
  const row = db.statement('SELECT * FROM change_groups WHERE service = ? AND id = ?').get(service, id);
  return row === undefined ? undefined : (groupOf(row) ?? undefined);
}

/** At most `limit` groups whose id starts with `prefix`, by id. */
export function groupsStartingWith(db: HoshinDatabase, service: number, prefix: string, limit: number): ChangeGroup[] {
  const rows = db
    .statement('SELECT * FROM change_groups WHERE service = ? AND id >= ? AND id < ? ORDER BY id LIMIT ?')
    .all(service, prefix, `${prefix}~`, limit) as Record<string, unknown>[];
  return rows.map(groupOf).filter((group) => group !== null);
}

/** How many changes each group holds. */
export function groupSize(db: HoshinDatabase, service: number, id: string): number {
  return (db.statement('SELECT count(*) AS n FROM changes WHERE service = ? AND in_group = ?').get(service, id) as { n: number }).n;
}

/** Drops the groups older than the cutoff (their changes go by the same cutoff). */
export function dropGroupsBefore(db: HoshinDatabase, service: number, cutoffIso: string): number {
  return Number(db.statement('DELETE FROM change_groups WHERE service = ? AND at < ?').run(service, cutoffIso).changes);
}
