// When a refused request is tried again, and after how long; writes are never sent again on a guess (clash-settlement.ts). Pure.

/** Clashes in a row before a read gives up even with time left: past this, something else is wrong. */
export const MAX_CLASHES = 20;
/** Reads turned away (429, 503) tried again at most this many times. */
export const MAX_BUSY_RETRIES = 5;
/** What a try needs at the least after its pause; a pause that would leave less is not taken. */
export const MIN_ATTEMPT_MS = 250;

// Pauses between clashes: up to 250 ms, then 500 ms, 1 s, 2 s (full jitter).
const FIRST_CLASH_PAUSE_MS = 250;
const MAX_CLASH_PAUSE_MS = 2000;
// A 429 or 503 without Retry-After: 1 s, 2 s, 4 s, 8 s, each between half and all of it.
const FIRST_BUSY_PAUSE_MS = 1000;
const MAX_BUSY_PAUSE_MS = 8000;
// Retry-After: 0 is still a pause, so a service that says 0 each time is not asked in a tight loop.
const SHORTEST_ASKED_PAUSE_MS = 200;

/** What a write sent again after a clash needs of its deadline at the least: the longest first pause and a try. */
export const RESEND_NEEDS_MS = FIRST_CLASH_PAUSE_MS + MIN_ATTEMPT_MS;

export interface ClashRetry {
  readonly pauseMs: number;
}

/** The next try after the `clashes`-th clash in a row (1 for the first). */
export function afterClash(clashes: number, random: () => number): ClashRetry {
  const step = Math.max(0, clashes - 1);
  return {
    pauseMs: Math.floor(random() * Math.min(FIRST_CLASH_PAUSE_MS * 2 ** step, MAX_CLASH_PAUSE_MS)),
  };
}

// IMF-fixdate and the two obsolete forms RFC 9110 asks recipients to read: each starts with a day name.
const HTTP_DATE = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? /;

/** Whole seconds, or an HTTP date read against the answer's own Date; null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, answerDateMs: number | null, receivedMs: number): number | null {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!HTTP_DATE.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - (answerDateMs ?? receivedMs));
}

/** Retry-After plus up to a tenth (at most 1 s) so clients turned away together part; else a doubling backoff with jitter. */
export function busyPauseMs(askedMs: number | null, retry: number, random: () => number): number {
  if (askedMs !== null) {
    const asked = Math.max(askedMs, SHORTEST_ASKED_PAUSE_MS);
    return Math.ceil(asked + random() * Math.min(asked / 10, 1000));
  }
  const ceiling = Math.min(FIRST_BUSY_PAUSE_MS * 2 ** Math.max(0, retry - 1), MAX_BUSY_PAUSE_MS);
  return Math.ceil(ceiling / 2 + (random() * ceiling) / 2);
}
