// The public implementation refuses any timestamp in its future, so we keep the lowest consistent offset and sign a little behind it.

/** How far behind the service's estimated time we sign. */
export const SIGNING_MARGIN_MS = 2000;

export interface ClockSample {
  /** The answer's Date header, in epoch ms (whole seconds). */
  readonly serverDateMs: number;
  /** Our clock when the request was sent and when the answer arrived. */
  readonly sentMs: number;
  readonly receivedMs: number;
}

/** Parses an HTTP Date header (IMF-fixdate); null when absent or unreadable. */
export function parseHttpDate(header: string | readonly string[] | undefined): number | null {
  const text = typeof header === 'string' || header === undefined ? header : header[0];
  if (typeof text !== 'string' || text === '') return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

/** Each sample bounds the offset, as the service stamped its Date between our send and receive; a contradicting one starts over. */
export class SkewEstimator {
  private low: number | undefined;
  private high: number | undefined;

  /** Lowest offset consistent with the samples (ms to add to our clock), undefined before any. */
  get offsetMs(): number | undefined {
    return this.low;
  }

  add(sample: ClockSample): void {
    const [low, high] = bounds(sample);
    if (this.low === undefined || this.high === undefined || low > this.high || high < this.low) {
      this.low = low;
      this.high = high;
      return;
    }
    this.low = Math.max(this.low, low);
    this.high = Math.min(this.high, high);
  }

  /** Both bounds, to remember between processes; undefined before any sample. */
  get bounds(): { lowMs: number; highMs: number } | undefined {
    return this.low === undefined || this.high === undefined ? undefined : { lowMs: this.low, highMs: this.high };
  }

  /** Starts from bounds an earlier process measured; the first contradicting sample replaces them. */
  restore(lowMs: number, highMs: number): void {
    if (this.low !== undefined || lowMs > highMs) return;
    this.low = lowMs;
    this.high = highMs;
  }

  /** Forgets earlier samples: the service told us our timestamp was wrong. */
  reset(sample: ClockSample): void {
    [this.low, this.high] = bounds(sample);
  }

  /** The time to sign with: the service's estimated now, minus the margin. */
  signingTimeMs(localNowMs: number): number {
    return localNowMs + (this.low ?? 0) - SIGNING_MARGIN_MS;
  }
}

function bounds(sample: ClockSample): [number, number] {
  const sent = Math.min(sample.sentMs, sample.receivedMs);
  return [sample.serverDateMs - sample.receivedMs, sample.serverDateMs + 999 - sent];
}
