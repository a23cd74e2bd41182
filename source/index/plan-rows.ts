// What the coverage rule counts of a plan (usecases/coverage-counts.ts), read by SQLite as counts and
// a few fields instead of every entry: which objectives a scope reaches (through the index of
// parents), how many indicators and tasks are filed under them, their statuses grouped, and only
// the items dated before a day (through the dates' indexes). The rule itself decides in TypeScript.
import { childKinds, type KindName } from '../catalogue/catalogue.js';
import type { Resource } from '../core/resource.js';
import type { HoshinDatabase } from '../store/hoshin-database.js';
import type { BadRow } from './entry-rows.js';
import { entriesOf } from './entry-query.js';
import type { PlanItems, PlanReads } from './index-entry.js';

const IN_IDS = 'IN (SELECT value FROM json_each(?))';

/** The walk a hoshin's objectives are found by (usecases/plan-scope.ts objectiveIdsUnder): through areas and goals. */
const ABOVE_OBJECTIVES: ReadonlySet<KindName> = new Set(['hoshin', 'area', 'goal']);

function parsed(text: string | null): Resource | null {
  return text === null ? null : (JSON.parse(text) as Resource);
}

export function planReads(db: HoshinDatabase, service: number, onBad: BadRow): PlanReads {
  const all = <T>(sql: string, ...values: (string | number)[]) => db.statement(sql).all(service, ...values) as T[];
  return {
    objectiveIds(hoshinId) {
      const ids = new Set<number>();
      const named = (where: string, ...values: (string | number)[]) => {
        const rows = all<{ id: number }>(
          `SELECT DISTINCT objective_id AS id FROM entries INDEXED BY entries_placed WHERE service = ? AND kind IN ('indicator', 'task') AND objective_id IS NOT NULL${where}`,
          ...values,
        );
        for (const row of rows) ids.add(row.id);
      };
      if (hoshinId === null) {
        for (const row of all<{ id: number }>("SELECT id FROM entries INDEXED BY entries_placed WHERE service = ? AND kind = 'objective'"))
          ids.add(row.id);
        named('');
        return [...ids];
      }
      const visit = (parentKind: KindName, parentId: number): void => {
        const kinds = childKinds(parentKind)
          .map((child) => child.name)
          .filter((kind) => kind === 'objective' || ABOVE_OBJECTIVES.has(kind));
        if (kinds.length === 0) return;
        const rows = all<{ kind: KindName; id: number }>(
          `SELECT kind, id FROM entries INDEXED BY entries_under WHERE service = ? AND parent_kind = ? AND parent_id = ? AND kind ${IN_IDS} ORDER BY kind, id`,
          parentKind,
          parentId,
          JSON.stringify(kinds),
        );
        for (const row of rows)
          if (row.kind === 'objective') ids.add(row.id);
          else visit(row.kind, row.id);
      };
      visit('hoshin', hoshinId);
      named(` AND hoshin_id = ?`, hoshinId);
      return [...ids];
    },
    listedObjectives() {
      const listed = new Map<number, Set<string>>();
      for (const row of all<{ id: number; kind: string }>(
        "SELECT parent_id AS id, child_kind AS kind FROM complete_lists WHERE service = ? AND parent_kind = 'objective'",
      ))
        listed.set(row.id, (listed.get(row.id) ?? new Set()).add(row.kind));
      return listed;
    },
    itemsUnder(objectiveIds, before): PlanItems {
      const ids = JSON.stringify(objectiveIds);
      const under = `service = ? AND parent_kind = 'objective' AND parent_id ${IN_IDS}`;
      const count = (index: string, kind: string, extra: string) =>
        (
          db
            .statement(`SELECT count(*) AS n FROM entries INDEXED BY ${index} WHERE ${under} AND kind = '${kind}'${extra}`)
            .get(service, ids) as { n: number }
        ).n;
      // The day from its column (as the index reads it), the text field beside it as sent (the rule reads only its words).
      const dated = (kind: string, field: string, other: string) =>
        all<{ parent: number; item: string | null }>(
          `SELECT parent_id AS parent, json_object('id', id, '${field}', ${field}, '${other}', entry -> '$.resource.${other}') AS item
           FROM entries WHERE service = ? AND kind = '${kind}' AND ${field} < ? AND parent_kind = 'objective'`,
          before,
        );
      const within = new Set(objectiveIds);
      const kept = (rows: { parent: number; item: string | null }[]) =>
        rows.flatMap((row) => (within.has(row.parent) ? [parsed(row.item)].filter((item): item is Resource => item !== null) : []));
      return {
        indicators: count('entries_under', 'indicator', '') - count('entries_unfetched', 'indicator', ' AND NOT fetched'),
        updatedBefore: kept(dated('indicator', 'next_update', 'frequency')),
        taskStatuses: all<{ status: string | null; count: number }>(
          `SELECT entry -> '$.resource.status' AS status, count(*) AS count FROM entries WHERE ${under} AND kind = 'task' AND fetched GROUP BY 1`,
          ids,
        ).map((row) => ({ status: row.status === null ? undefined : (JSON.parse(row.status) as unknown), count: row.count })),
        deadlineBefore: kept(dated('task', 'deadline', 'status')),
      };
    },
    hoshinIds() {
      const ids = new Set<number>();
      for (const row of all<{ id: number }>("SELECT id FROM entries INDEXED BY entries_placed WHERE service = ? AND kind = 'hoshin'"))
        ids.add(row.id);
      for (const row of all<{ id: number }>(
        `SELECT DISTINCT hoshin_id AS id FROM entries INDEXED BY entries_placed WHERE service = ? AND kind IN ('area', 'goal', 'objective', 'indicator', 'task') AND hoshin_id IS NOT NULL`,
      ))
        ids.add(row.id);
      return [...ids].sort((a, b) => a - b);
    },
    companies() {
      const known = new Map(
        all<{ id: number; n: number }>(
          "SELECT parent_id AS id, count(*) AS n FROM entries WHERE service = ? AND parent_kind = 'company' AND kind = 'hoshin' GROUP BY parent_id",
        ).map((row) => [row.id, row.n]),
      );
      const rows = all<{ kind: string; id: number; entry: string }>(
        "SELECT kind, id, entry FROM entries WHERE service = ? AND kind = 'company' ORDER BY id",
      );
      return entriesOf(rows, onBad).map((entry) => ({ entry, knownHoshins: known.get(entry.id) ?? 0 }));
    },
  };
}
