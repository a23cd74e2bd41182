// The overall deadline of one request: connect, headers and the whole answer, retries included.
// undici's own timeouts are per phase and per read, so a service that trickles a byte every few
// seconds never trips them; this one counts from the start and aborts whatever is in flight.
import { HoshinError } from '../core/errors.js';

/** How long a request may take in all when nothing else is said (--timeout, HOSHIN_TIMEOUT). */
export const DEFAULT_DEADLINE_MS = 60_000;

export interface Deadline {
  /** Aborted when the time is up, or when the client is closed in a hurry (the `stop` signal). */
  readonly signal: AbortSignal;
  /** The time is up (not merely aborted by `stop`). */
  readonly expired: boolean;
  /** What is left of the time, in ms (0 once it is up). */
  remainingMs(): number;
  /** Waits `ms` (a retry's pause); false when the deadline or `stop` ended the wait first. */
  pause(ms: number): Promise<boolean>;
  /** The failure to report once the signal is aborted; `sent`: the whole request had reached the service. */
  failure(host: string, sent: boolean, request: string): HoshinError;
  /** Stops the timer: the request is over. */
  clear(): void;
}

/** "60 s", "2.5 s", "500 ms": the deadline as the user gave it. */
export function describeDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(3))} s`;
}

// The process's monotonic clock: a wall clock set back must not lengthen the deadline.
const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

export function startDeadline(ms: number, stop?: AbortSignal): Deadline {
  return new RequestDeadline(ms, stop);
}

// A class, not an object of closures: one is made per request, and its methods are made once.
class RequestDeadline implements Deadline {
  private readonly controller = new AbortController();
  private readonly startedMs = monotonicMs();
  private timedOut = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly ms: number,
    private readonly stop: AbortSignal | undefined,
  ) {
    this.timer = setTimeout(expire, ms, this);
    // A timer must not keep a process alive that has nothing else to do.
    this.timer.unref();
    if (stop?.aborted) this.onStop();
    else stop?.addEventListener('abort', this, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get expired(): boolean {
    return this.timedOut;
  }

  /** The time is up: what is in flight is aborted. */
  expire(): void {
    this.timedOut = true;
    this.controller.abort(new Error('deadline'));
  }

  private onStop(): void {
    this.controller.abort(this.stop?.reason);
  }

  /** The `stop` signal's listener (an object listener: no closure per request). */
  handleEvent(): void {
    this.onStop();
  }

  remainingMs(): number {
    return this.controller.signal.aborted ? 0 : Math.max(0, this.ms - (monotonicMs() - this.startedMs));
  }

  pause(pauseMs: number): Promise<boolean> {
    const signal = this.controller.signal;
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      // Not unref'd: the request is still under way and the process must wait for it.
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve(true);
      }, pauseMs);
      const onAbort = (): void => {
        clearTimeout(timer);
        resolve(false);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  failure(host: string, sent: boolean, request: string): HoshinError {
    if (!this.timedOut)
      return new HoshinError('network', `the request to ${host} was cancelled: the client is closing`, {
        request,
        sent,
      });
    return new HoshinError('timeout', `${host} did not answer within ${describeDuration(this.ms)} (--timeout, HOSHIN_TIMEOUT)`, {
      request,
      sent,
      deadlineMs: this.ms,
    });
  }

  clear(): void {
    clearTimeout(this.timer);
    this.stop?.removeEventListener('abort', this);
  }
}

function expire(deadline: RequestDeadline): void {
  deadline.expire();
}
