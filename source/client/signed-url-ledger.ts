// Remembers which (path, timestamp) pairs were signed recently, so the client never sends the same
// signed URL twice: the signed string is path + app key + timestamp, and the method and body are
// not signed, so two identical requests in one second would otherwise carry the same signature.
import { SIGNATURE_LIFETIME_SECONDS } from '../signing/signing.js';

export interface LedgerOptions {
  /** How far back a timestamp may be stepped; leaves the rest of the 5 minutes for the trip. */
  readonly maxStepBackSeconds?: number;
  /** Soft bound on remembered pairs; the oldest are forgotten first. */
  readonly maxEntries?: number;
}

export const DEFAULT_MAX_STEP_BACK_SECONDS = 240;
export const DEFAULT_MAX_LEDGER_ENTRIES = 200_000;
const PRUNE_EVERY = 1024;

export class SignedUrlLedger {
  private readonly used = new Map<string, number>();
  private readonly maxStepBack: number;
  private readonly maxEntries: number;
  private claimsSincePrune = 0;

  constructor(options: LedgerOptions = {}) {
    this.maxStepBack = Math.min(options.maxStepBackSeconds ?? DEFAULT_MAX_STEP_BACK_SECONDS, SIGNATURE_LIFETIME_SECONDS - 1);
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_LEDGER_ENTRIES;
  }

  get size(): number {
    return this.used.size;
  }

  /**
   * Records and returns the latest second at or before `latestSecond` not yet used for `path`,
   * stepping back a second at a time; null when the whole window is used (wait for the next second).
   */
  claim(path: string, latestSecond: number): number | null {
    if (++this.claimsSincePrune >= PRUNE_EVERY) this.prune(latestSecond);
    for (let second = latestSecond; second >= latestSecond - this.maxStepBack; second--) {
      const key = `${second} ${path}`;
      if (this.used.has(key)) continue;
      this.used.set(key, second);
      if (this.used.size > this.maxEntries) this.forgetOldestInserted();
      return second;
    }
    return null;
  }

  /** Drops pairs the service would refuse as too old anyway. */
  prune(latestSecond: number): void {
    this.claimsSincePrune = 0;
    const horizon = latestSecond - SIGNATURE_LIFETIME_SECONDS - this.maxStepBack;
    for (const [key, second] of this.used) if (second < horizon) this.used.delete(key);
  }

  private forgetOldestInserted(): void {
    const oldest = this.used.keys().next();
    if (!oldest.done) this.used.delete(oldest.value);
  }
}
