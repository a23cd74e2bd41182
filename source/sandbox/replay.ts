// Signed requests used, by signature, so none is accepted twice; an evicted entry raises the timestamp floor, so it stays refused.
import { SIGNATURE_LIFETIME_SECONDS } from '../signing/signing.js';

export type ReplayVerdict = 'fresh' | 'replayed' | 'below-floor';

export class ReplayMemory {
  private readonly seen = new Map<string, number>();
  private floorMs = Number.NEGATIVE_INFINITY;
  private lastPruneMs = Number.NEGATIVE_INFINITY;

  constructor(private readonly capacity = 50_000) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('replay memory capacity must be a positive integer');
  }

  /** Records the target if it was not seen; pure apart from the memory itself. */
  use(target: string, timestampMs: number, nowMs: number): ReplayVerdict {
    this.prune(nowMs);
    if (this.seen.has(target)) return 'replayed';
    if (timestampMs <= this.floorMs) return 'below-floor';
    while (this.seen.size >= this.capacity) {
      const oldest = this.seen.entries().next().value;
      if (!oldest) break;
      this.seen.delete(oldest[0]);
      this.floorMs = Math.max(this.floorMs, oldest[1]);
    }
    this.seen.set(target, timestampMs);
    return 'fresh';
  }

  get size(): number {
    return this.seen.size;
  }

  private prune(nowMs: number): void {
    // A full scan at most once a second, or when full.
    if (nowMs - this.lastPruneMs < 1000 && this.seen.size < this.capacity) return;
    this.lastPruneMs = nowMs;
    const oldestValid = nowMs - SIGNATURE_LIFETIME_SECONDS * 1000;
    for (const [target, timestampMs] of this.seen) {
      if (timestampMs < oldestValid) this.seen.delete(target);
    }
  }
}
