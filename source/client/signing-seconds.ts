// Signing seconds shared in the database: a second is taken by inserting its row (SQLite's primary key decides, no lock file).
import type { SecondLeases } from './second-leases.js';
import { SIGNATURE_LIFETIME_SECONDS } from '../signing/signing.js';
import type { HoshinDatabase } from '../store/hoshin-database.js';

// Seconds older than a signature's lifetime plus the ledger's step-back are of no use to anyone.
const KEEP_SECONDS = 2 * SIGNATURE_LIFETIME_SECONDS;
const SWEEP_EVERY = 64;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class DatabaseSecondLeases implements SecondLeases {
  readonly #decided = new Map<number, boolean>();
  readonly #db: () => HoshinDatabase;
  readonly #onProblem: ((message: string) => void) | undefined;
  #unusable = false;
  #takenSinceSweep = 0;

  /** `db` is asked for on the first second taken: a process that signs nothing never opens it. */
  constructor(db: () => HoshinDatabase, onProblem?: (message: string) => void) {
    this.#db = db;
    this.#onProblem = onProblem;
  }

  owns(second: number): boolean {
    const known = this.#decided.get(second);
    if (known !== undefined) return known;
    const mine = this.#take(second);
    this.#decided.set(second, mine);
    if (this.#decided.size > 4 * KEEP_SECONDS) this.#forget(second);
    return mine;
  }

  #take(second: number): boolean {
    if (this.#unusable) return true;
    let db: HoshinDatabase | undefined;
    try {
      db = this.#db();
      const taken = db
        .statement('INSERT OR IGNORE INTO signing_seconds (second, pid, taken_at) VALUES (?, ?, ?)')
        .run(second, process.pid, Date.now());
      if (Number(taken.changes) === 0) return false;
      if (++this.#takenSinceSweep >= SWEEP_EVERY) this.#sweep(db, second);
      return true;
    } catch (error) {
      // A locked or unusable database must not stop the client: fall back to this process's own ledger.
      this.#unusable = true;
      this.#onProblem?.(
        `cannot share signing seconds through ${db?.file ?? 'the database'} (${reasonOf(error)}); another hoshin started in the same second could sign the same request`,
      );
      return true;
    }
  }

  #sweep(db: HoshinDatabase, latest: number): void {
    this.#takenSinceSweep = 0;
    try {
      db.statement('DELETE FROM signing_seconds WHERE second < ?').run(latest - KEEP_SECONDS);
    } catch {
      // Another process sweeps next time.
    }
  }

  #forget(latest: number): void {
    for (const second of this.#decided.keys()) if (second < latest - KEEP_SECONDS) this.#decided.delete(second);
  }
}
