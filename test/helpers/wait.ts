// Waiting in tests: poll what can be seen until a condition holds or a deadline passes, never a
// fixed sleep that hopes something has happened by then.

/** How long a wait lasts by default: generous, a loaded 2-core machine can be slow. */
export const WAIT_MS = 20_000;

export interface PollOptions {
  /** The deadline, from now (default WAIT_MS). */
  readonly timeoutMs?: number;
  /** How often to look again (default 10 ms; 0 looks again at the next turn of the event loop). */
  readonly everyMs?: number;
  /** What to show after the timeout, to tell why (the screen, the frame). */
  readonly detail?: () => string;
}

/**
 * Looks at `check` until it gives a value (anything but undefined or false) and resolves with it;
 * after the deadline, fails with "timed out after N ms waiting for <what>" and the detail.
 */
export async function pollUntil<T>(check: () => T | undefined | false, what: string, options: PollOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? WAIT_MS;
  const everyMs = options.everyMs ?? 10;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() >= deadline) {
      const detail = options.detail?.();
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${detail ? `; ${detail}` : ''}`);
    }
    await new Promise((resolve) => (everyMs === 0 ? setImmediate(resolve) : setTimeout(resolve, everyMs)));
  }
}
