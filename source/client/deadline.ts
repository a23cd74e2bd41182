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
  /** The failure to report once the signal is aborted; `sent`: the whole request had reached the service. */
  failure(host: string, sent: boolean, request: string): HoshinError;
  /** Stops the timer: the request is over. */
  clear(): void;
}

/** "60 s", "2.5 s", "500 ms": the deadline as the user gave it. */
export function describeDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(3))} s`;
}

export function startDeadline(ms: number, stop?: AbortSignal): Deadline {
  const controller = new AbortController();
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
