// Counts the rows read from the journal's table of changes, to show that a view or a command reads
// a page or a few rows of a large journal, not the whole table.
import type { HoshinDatabase } from '../../source/store/hoshin-database.js';
import type { StatementSync } from '../../source/store/sqlite.js';

/** A statement whose every row read (all, get, iterate) adds to `count`. */
function countingStatement(statement: StatementSync, count: (rows: number) => void): StatementSync {
  return new Proxy(statement, {
    get(target, property) {
      if (property === 'all')
        return (...parameters: never[]) => {
          const all = target.all(...parameters);
          count(all.length);
          return all;
        };
      if (property === 'get')
        return (...parameters: never[]) => {
          const row = target.get(...parameters);
          if (row !== undefined) count(1);
          return row;
        };
      if (property === 'iterate')
        return function* (...parameters: never[]) {
          for (const row of target.iterate(...parameters)) {
            count(1);
            yield row;
          }
        };
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The rows read from `changes` through `db` from now on: its statements on that table are counted in place. */
export function countJournalRows(db: HoshinDatabase): () => number {
  let rows = 0;
  const statement = db.statement.bind(db);
  Object.assign(db, {
    statement: (sql: string) =>
      /\bFROM changes\b/.test(sql) ? countingStatement(statement(sql), (read) => (rows += read)) : statement(sql),
  });
  return () => rows;
}
