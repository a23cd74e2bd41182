// What the rest of hoshin sees of the database (database.ts opens it): statements, transactions,
// the row of a service. Its own module, so the tables' code and the opening code need not import
// each other.
import type { StatementSync } from './sqlite.js';

export interface HoshinDatabase {
  readonly file: string;
  /** A prepared statement, kept for the life of the connection. */
  statement(sql: string): StatementSync;
  /** Runs `work` in one write transaction (BEGIN IMMEDIATE); inside another, as part of it. */
  transaction<T>(work: () => T): T;
  /** How long a durable write (a journal intent) waits for another process's lock: the command's --timeout. */
  writeWait(ms: number): void;
  /** As transaction, and the commit reaches the disk before it returns (fsync); waits for a lock up to writeWait, then names who holds it. */
  durable<T>(work: () => T): T;
  /** The row id of a service (its identity hash), added on first use. */
  serviceRow(identity: string, baseUrl?: string, appKey?: string): number;
  close(): void;
}
