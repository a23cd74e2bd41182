// Never the same signed URL twice (path + key + second; method and body unsigned); each second picked at random so other machines rarely collide.
import { SIGNATURE_LIFETIME_SECONDS } from '../signing/signing.js';
import { PROCESS_ONLY_LEASES, type SecondLeases } from './second-leases.js';

export interface LedgerOptions {
  /** How far back a timestamp may be stepped; leaves the rest of the 5 minutes for the trip. */
  readonly maxStepBackSeconds?: number;
  /** Soft bound on remembered pairs; the oldest are forgotten first. */
  readonly maxEntries?: number;
  /** Seconds this process may sign in; by default all of them (no other process to mind). */
  readonly leases?: SecondLeases;
  /** A whole number from 0 to n - 1, n counting the free seconds latest first: at random unless a test says. */
  readonly pick?: (n: number) => number;
}

export const DEFAULT_MAX_STEP_BACK_SECONDS = 240;
export const DEFAULT_MAX_LEDGER_ENTRIES = 200_000;
/** Draws from the whole window before counting the free seconds: a path with most of its window used falls back. */
const SAMPLE_DRAWS = 8;

export class SignedUrlLedger {
  /** Paths used, bucketed by second: old seconds are dropped whole, never scanned entry by entry. */
  private readonly bySecond = new Map<number, Set<string>>();
  private readonly maxStepBack: number;
  private readonly maxEntries: number;
  private readonly leases: SecondLeases;
  private readonly pick: (n: number) => number;
  /** The default random pick: a second may be drawn from the whole window and kept when free (see claim). */
  private readonly uniform: boolean;
  /** Seconds another process of this database owns: never candidates. */
  private readonly foreign = new Set<number>();
  private entries = 0;
  private prunedAt = Number.NaN;

  constructor(options: LedgerOptions = {}) {
    this.maxStepBack = Math.min(options.maxStepBackSeconds ?? DEFAULT_MAX_STEP_BACK_SECONDS, SIGNATURE_LIFETIME_SECONDS - 1);
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_LEDGER_ENTRIES;
    this.leases = options.leases ?? PROCESS_ONLY_LEASES;
    // Math.random: the draw spreads processes' seconds apart and need not be secret (the signature
    // is); node:crypto's randomInt cost every command 7 ms to load node:crypto (decision 0362).
    this.pick = options.pick ?? ((n) => Math.floor(Math.random() * n));
    this.uniform = options.pick === undefined;
  }

  get size(): number {
    return this.entries;
  }

  /** Null when the window is used up; `stepBack` 0: that second or none; `pick` a test's choice. */
  claim(path: string, latestSecond: number, stepBack = this.maxStepBack, pick = this.pick): number | null {
    if (latestSecond !== this.prunedAt) this.prune(latestSecond);
    const earliest = latestSecond - Math.min(stepBack, this.maxStepBack);
    // At random: a second drawn from the whole window and kept when free is as uniform among the
    // free seconds as counting them, without scanning the window (240 seconds) on every request.
    if (this.uniform && pick === this.pick) {
      for (let draw = 0; draw < SAMPLE_DRAWS; draw++) {
        const second = latestSecond - pick(latestSecond - earliest + 1);
        if (this.free(path, second) && this.take(path, second)) return second;
      }
    }
    for (;;) {
      let count = 0;
      for (let second = latestSecond; second >= earliest; second--) if (this.free(path, second)) count++;
      if (count === 0) return null;
      let skip = Math.min(pick(count), count - 1);
      let second = latestSecond;
      for (; second >= earliest; second--) if (this.free(path, second) && skip-- === 0) break;
      if (this.take(path, second)) return second;
    }
  }

  private free(path: string, second: number): boolean {
    return !this.foreign.has(second) && this.bySecond.get(second)?.has(path) !== true;
  }

  /** Records the pair; false (and the second marked foreign) when another process owns the second. */
  private take(path: string, second: number): boolean {
    let paths = this.bySecond.get(second);
    if (!paths) {
      // A second is taken only when picked: a process holds the seconds it signs in, no more.
      if (!this.leases.owns(second)) {
        this.foreign.add(second);
        return false;
      }
      paths = new Set();
      this.bySecond.set(second, paths);
    }
    paths.add(path);
    if (++this.entries > this.maxEntries) this.forgetOldest();
    return true;
  }

  /** Drops pairs the service would refuse as too old anyway. */
  prune(latestSecond: number): void {
    this.prunedAt = latestSecond;
    const horizon = latestSecond - SIGNATURE_LIFETIME_SECONDS - this.maxStepBack;
    for (const second of this.foreign) if (second < horizon) this.foreign.delete(second);
    for (const [second, paths] of this.bySecond) {
      if (second >= horizon) continue;
      this.entries -= paths.size;
      this.bySecond.delete(second);
    }
  }

  private forgetOldest(): void {
    let oldest = Number.POSITIVE_INFINITY;
    for (const second of this.bySecond.keys()) if (second < oldest) oldest = second;
    const paths = this.bySecond.get(oldest);
    if (!paths) return;
    const first = paths.values().next();
    if (!first.done) paths.delete(first.value);
    if (paths.size === 0) this.bySecond.delete(oldest);
    this.entries--;
  }
}
