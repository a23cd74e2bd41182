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
  const controller = new AbortController();
  const startedMs = monotonicMs();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new Error('deadline'));
  }, ms);
  // A timer must not keep a process alive that has nothing else to do.
  timer.unref();
  const onStop = (): void => controller.abort(stop?.reason);
  if (stop?.aborted) onStop();
  else stop?.addEventListener('abort', onStop, { once: true });
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    remainingMs() {
      return controller.signal.aborted ? 0 : Math.max(0, ms - (monotonicMs() - startedMs));
    },
    pause(pauseMs) {
      const signal = controller.signal;
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
    },
    failure(host, sent, request) {
      if (!expired)
        return new HoshinError('network', `the request to ${host} was cancelled: the client is closing`, {
          request,
          sent,
        });
      return new HoshinError('timeout', `${host} did not answer within ${describeDuration(ms)} (--timeout, HOSHIN_TIMEOUT)`, {
        request,
        sent,
        deadlineMs: ms,
      });
    },
    clear() {
      clearTimeout(timer);
      stop?.removeEventListener('abort', onStop);
    },
  };
}
