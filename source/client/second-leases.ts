// Which signing seconds this process may use, so that no two hoshin processes on one machine sign
// the same path in the same second (the same signed URL: the method and body are not signed, and
// the public implementation has no replay protection). A second is taken by creating a file named
// after it with O_EXCL in a shared directory: the file system decides, no lock and no daemon.
// One file per second a process signs in, not per request, so the cost is a few system calls a second.
import { closeSync, mkdirSync, openSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { SIGNATURE_LIFETIME_SECONDS } from '../signing/signing.js';

export interface SecondLeases {
  /** True when this process owns the second (taking it now if nobody has). */
  owns(second: number): boolean;
}

/** Leases held in memory only: one process, no neighbours (tests, the sandbox's own checks). */
export const PROCESS_ONLY_LEASES: SecondLeases = { owns: () => true };

// Files older than a signature's lifetime plus the ledger's step-back are of no use to anyone.
const KEEP_SECONDS = 2 * SIGNATURE_LIFETIME_SECONDS;
const SWEEP_EVERY = 64;

export class FileSecondLeases implements SecondLeases {
  private readonly decided = new Map<number, boolean>();
  private ready = false;
  private unusable = false;
  private takenSinceSweep = 0;

  constructor(
    private readonly directory: string,
    private readonly onProblem?: (message: string) => void,
  ) {}

  owns(second: number): boolean {
    const known = this.decided.get(second);
    if (known !== undefined) return known;
    const mine = this.take(second);
    this.decided.set(second, mine);
    if (this.decided.size > 4 * KEEP_SECONDS) this.forget(second);
    return mine;
  }

  private take(second: number): boolean {
    if (this.unusable) return true;
    try {
      if (!this.ready) {
        mkdirSync(this.directory, { recursive: true, mode: 0o700 });
        this.ready = true;
      }
      closeSync(openSync(join(this.directory, String(second)), 'wx', 0o600));
      if (++this.takenSinceSweep >= SWEEP_EVERY) this.sweep(second);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      // A read-only or full disk must not stop the client: fall back to this process's own ledger.
      this.unusable = true;
      this.onProblem?.(
        `cannot share signing seconds through ${this.directory} (${(error as NodeJS.ErrnoException).code ?? String(error)}); another hoshin started in the same second could sign the same request`,
      );
      return true;
    }
  }

  private sweep(latest: number): void {
    this.takenSinceSweep = 0;
    try {
      for (const name of readdirSync(this.directory)) {
        const second = Number(name);
        if (Number.isInteger(second) && second < latest - KEEP_SECONDS) unlinkSync(join(this.directory, name));
      }
    } catch {
      // Another process swept first, or the directory went: nothing to do.
    }
  }

  private forget(latest: number): void {
    for (const second of this.decided.keys()) if (second < latest - KEEP_SECONDS) this.decided.delete(second);
  }
}
