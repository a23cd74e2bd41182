// A statement of the database that survives a damaged page: prepared again on the connection open
// now (a salvage opens a new file), and a read outside a transaction that meets a damaged page
// salvages the file once and reads again, so the command goes on. Inside a transaction the error
// goes up: the transaction rolls back whole and is done again (database.ts).
import type { StatementSync } from './sqlite.js';

export interface Salvageable {
  prepared(sql: string): StatementSync;
  maySalvage(error: unknown): boolean;
  /** A failure outside a transaction (a lock held past the wait) is noted. */
  noteFailure(error: unknown): void;
  salvage(error: unknown): void;
}

export function guardedStatement(sql: string, db: Salvageable): StatementSync {
  const current = () => db.prepared(sql);
  const once =
    <T>(call: (statement: StatementSync) => T) =>
    (): T => {
      try {
        return call(current());
      } catch (error) {
        db.noteFailure(error);
        if (!db.maySalvage(error)) throw error;
        db.salvage(error);
        return call(current());
      }
    };
  return new Proxy(current(), {
    get(_, property) {
      if (property === 'get' || property === 'all' || property === 'run')
        return (...parameters: never[]) =>
          once((statement) => (statement[property] as (...args: never[]) => unknown).apply(statement, parameters))();
      if (property === 'iterate')
        return function* (...parameters: never[]) {
          let read = false;
          try {
            for (const row of current().iterate(...parameters)) {
              read = true;
              yield row;
            }
          } catch (error) {
            // Rows already given cannot be taken back: the file is salvaged for the next read, the error goes up.
            if (!db.maySalvage(error)) throw error;
            db.salvage(error);
            if (read) throw error;
            yield* current().iterate(...parameters);
          }
        };
      const statement = current();
      const value: unknown = Reflect.get(statement, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(statement) : value;
    },
  });
}
