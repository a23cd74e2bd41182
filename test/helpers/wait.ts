// Waiting in tests: poll what can be seen until a condition holds or a deadline passes, never a
// fixed sleep that hopes something has happened by then.

/** How long a wait in process lasts by default: seconds, even on a loaded 2-core machine. */
export const WAIT_MS = 5_000;

/** How long a wait on another process lasts by default (a start of Node, a pty, tmux): the end-to-end suite's. */
export const PROCESS_WAIT_MS = 15_000;

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

/** Something that says when it changed (a console's frames). */
export interface Changes {
  on(event: 'change', listener: () => void): unknown;
  off(event: 'change', listener: () => void): unknown;
}

/**
 * Resolves with the first value `check` gives, looking now and then again each time `changes`
 * says something changed (no polling: a condition met is seen at once); fails after the deadline
 * as pollUntil does.
 */
export function waitForChange<T>(
  changes: Changes,
  check: () => T | undefined | false,
  what: string,
  options: PollOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? WAIT_MS;
  return new Promise<T>((resolve, reject) => {
    const look = (): boolean => {
      let value: T | undefined | false;
      try {
        value = check();
      } catch (error) {
        finish();
        reject(error instanceof Error ? error : new Error(String(error)));
        return true;
      }
      if (value === undefined || value === false) return false;
      finish();
      resolve(value);
      return true;
    };
    const listener = (): void => void look();
    const timer = setTimeout(() => {
      finish();
      const detail = options.detail?.();
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}${detail ? `; ${detail}` : ''}`));
    }, timeoutMs);
    function finish(): void {
      clearTimeout(timer);
      changes.off('change', listener);
    }
    changes.on('change', listener);
    look();
  });
}
