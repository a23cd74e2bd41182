// Which signed targets arrived in the last 300 s, to count reuses in either flavour; bounded, oldest forgotten first.
import { SIGNATURE_LIFETIME_SECONDS } from '../signing/signing.js';

export class SignedTargetMemory {
  // Insertion order is arrival order (a target seen again moves to the end), so pruning stops early.
  private readonly seenAt = new Map<string, number>();

  constructor(private readonly capacity = 100_000) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('signed target memory capacity must be a positive integer');
  }

  /** Records the target; true when it had already arrived within the signature lifetime. */
  arrive(target: string, nowMs: number): boolean {
    this.prune(nowMs);
    const before = this.seenAt.get(target);
    const reused = before !== undefined && nowMs - before <= SIGNATURE_LIFETIME_SECONDS * 1000;
    this.seenAt.delete(target);
    while (this.seenAt.size >= this.capacity) {
      const oldest = this.seenAt.keys().next().value;
      if (oldest === undefined) break;
      this.seenAt.delete(oldest);
    }
    this.seenAt.set(target, nowMs);
    return reused;
  }

  get size(): number {
    return this.seenAt.size;
  }

  private prune(nowMs: number): void {
    const oldestKept = nowMs - SIGNATURE_LIFETIME_SECONDS * 1000;
    for (const [target, at] of this.seenAt) {
      if (at >= oldestKept) break;
      this.seenAt.delete(target);
    }
  }
}
