// What signs each attempt: the dialect to try (given, learned or auto-detected) and a timestamp
// no request to the same path has used, in the service's estimated time: a second of the window
// picked at random (signed-url-ledger.ts), so that another machine with the same key rarely
// signs the same path in the same second.
import type { DialectSetting } from '../core/credentials.js';
import { DIALECTS, formatTimestamp, type Dialect } from '../signing/signing.js';
import type { BaseUrl } from './base-url.js';
import type { SkewEstimator } from './clock-skew.js';
import { rememberChanges, type ServiceState } from './service-state.js';

// Auto-detection tries the public implementation's dialect, then the spec's literal reading; a
// wrong secret then costs two requests, not three. `encoded` is there for --dialect.
const AUTO_DIALECTS: readonly Dialect[] = ['hoshinplan', 'plain'];
/** Bound on remembered second texts: a window (241 seconds) and the lifetime after it (300) fit. */
const MAX_SECOND_TEXTS = 1024;
const ONLY = new Map<Dialect, readonly Dialect[]>(DIALECTS.map((dialect) => [dialect, [dialect]]));

export interface SigningContext {
  readonly setting: DialectSetting;
  readonly state: ServiceState;
  readonly clock: SkewEstimator;
  readonly now: () => number;
  readonly base: BaseUrl;
  /** Which of a path's free seconds to sign in, counted latest first: at random unless a test says. */
  readonly pickSecond?: ((n: number) => number) | undefined;
}

export interface AttemptSigner {
  readonly dialectOrder: () => readonly Dialect[];
  readonly untriedDialect: (tried: readonly Dialect[]) => Dialect | undefined;
  readonly learnDialect: (dialect: Dialect) => void;
  /** A second of the path's window no request to it used, at random; null when none is free now. */
  readonly claimTimestamp: (fullPath: string) => string | null;
  /** A free second, waiting for the next one while every second of the path's window is taken; null when `signal` aborts first. */
  readonly awaitTimestamp: (fullPath: string, signal: AbortSignal) => Promise<string | null>;
  /**
   * The latest second, waiting for the next one while this process has used it for the path (or
   * another process owns it); null when `signal` aborts first.
   */
  readonly awaitFreshTimestamp: (fullPath: string, signal: AbortSignal) => Promise<string | null>;
}

export function attemptSigner({ setting, state, clock, now, base, pickSecond }: SigningContext): AttemptSigner {
  // Seconds are drawn at random from the window: their texts are kept, not only the last one's.
  const secondTexts = new Map<number, string>();

  /** The dialects to try, in order: the one given or known, else the two auto-detection tries. */
  function dialectOrder(): readonly Dialect[] {
    if (setting !== 'auto') return ONLY.get(setting) as readonly Dialect[];
    const known = state.dialect;
    return known ? (ONLY.get(known) as readonly Dialect[]) : AUTO_DIALECTS;
  }

  /** A dialect worth naming after two refusals: only when nothing is known of how the service signs. */
  function untriedDialect(tried: readonly Dialect[]): Dialect | undefined {
    if (setting !== 'auto' || state.dialect) return undefined;
    return DIALECTS.find((dialect) => !tried.includes(dialect));
  }

  function learnDialect(dialect: Dialect): void {
    if (setting !== 'auto' || state.dialect === dialect) return;
    state.dialect = dialect;
    rememberChanges(state, base.key);
  }

  /** A timestamp no request to this path has used, in the service's estimated time; null when none is free now. */
  function textOf(second: number): string {
    // Requests share the seconds of the window: each second's text is formatted once.
    let text = secondTexts.get(second);
    if (text === undefined) {
      if (secondTexts.size >= MAX_SECOND_TEXTS) secondTexts.clear();
      text = formatTimestamp(second * 1000);
      secondTexts.set(second, text);
    }
    return text;
  }

  function claimTimestamp(fullPath: string): string | null {
    const second = state.ledger.claim(fullPath, Math.floor(clock.signingTimeMs(now()) / 1000), undefined, pickSecond);
    return second === null ? null : textOf(second);
  }

  // A request given up (its deadline, the console quitting) stops waiting at once: left waiting, it
  // would still take a second from the requests that go on.
  async function awaitTimestamp(fullPath: string, signal: AbortSignal): Promise<string | null> {
    while (!signal.aborted) {
      const timestamp = claimTimestamp(fullPath);
      if (timestamp !== null) return timestamp;
      // Every second of this path's window is taken: the next second frees one.
      await sleep(1001 - (clock.signingTimeMs(now()) % 1000), signal);
    }
    return null;
  }

  // A write sent again after a clash: the latest second, never an earlier one, where another process
  // (another state directory, another machine) may have used the same path, as the clash showed one had.
  async function awaitFreshTimestamp(fullPath: string, signal: AbortSignal): Promise<string | null> {
    while (!signal.aborted) {
      const second = state.ledger.claim(fullPath, Math.floor(clock.signingTimeMs(now()) / 1000), 0);
      if (second !== null) return textOf(second);
      await sleep(Math.min(250, 1001 - (clock.signingTimeMs(now()) % 1000)), signal);
    }
    return null;
  }

  return { dialectOrder, untriedDialect, learnDialect, claimTimestamp, awaitTimestamp, awaitFreshTimestamp };
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
