// Sending one request: attempts (request-attempt.ts) within its deadline, retried as the service's
// answers allow (refusal-retries.ts: clock, replayed second, dialect, a busy service; here: a reset
// socket), and failures turned into HoshinErrors. The sender also ends what waits when it stops.
import { HoshinError } from '../core/errors.js';
import type { Dialect } from '../signing/signing.js';
import { successfulAnswer } from './answer-outcome.js';
import { header, shownRequest } from './answer-reading.js';
import { failureForAnswer } from './answers.js';
import { startDeadline, type Deadline } from './deadline.js';
import { afterBusy, afterSecurityRefusal } from './refusal-retries.js';
import { outgoing, sendAttempt } from './request-attempt.js';
import type { RequestBody } from './request-body.js';
import { afterClash, retryAfterMs } from './retry-policy.js';
import type { SenderContext, Tries } from './sender-context.js';
import type { HttpAnswer, HttpMethod, RequestOptions } from './types.js';

// The service turns a request away for now: a read waits and tries again (retry-policy.ts).
const BUSY_STATUSES = new Set([429, 503]);

export interface RequestSender {
  readonly request: (method: HttpMethod, path: string, body?: RequestBody, requestOptions?: RequestOptions) => Promise<HttpAnswer>;
  readonly closed: boolean;
  /** Refuses new requests and ends those waiting; true when some were cut short (drop the sockets). */
  stop(): boolean;
}

export function requestSender(context: SenderContext): RequestSender {
  let closed = false;
  // close() abandons the requests still waiting (the console quitting): each ends at once.
  const stopping = new AbortController();
  let inFlight = 0;
  // A request ended by its deadline may leave a connection half open (a TLS handshake nobody answers).
  let abandoned = false;

  async function request(method: HttpMethod, path: string, body?: RequestBody, requestOptions: RequestOptions = {}): Promise<HttpAnswer> {
    if (closed) throw new HoshinError('usage', 'the client is closed');
    const { totalMs } = context.timeouts;
    const deadline = startDeadline(Math.min(totalMs, requestOptions.withinMs ?? totalMs), stopping.signal);
    inFlight++;
    try {
      return await requestWithin(context, deadline, method, path, body, requestOptions);
    } finally {
      inFlight--;
      if (deadline.signal.aborted) abandoned = true;
      deadline.clear();
    }
  }

  return {
    request,
    get closed() {
      return closed;
    },
    stop() {
      closed = true;
      const hurry = inFlight > 0 || abandoned;
      stopping.abort(new Error('the client is closing'));
      return hurry;
    },
  };
}

/** Attempts until one answers with success, or a failure allows no other try. */
async function requestWithin(
  context: SenderContext,
  deadline: Deadline,
  method: HttpMethod,
  path: string,
  body: RequestBody | undefined,
  requestOptions: RequestOptions,
): Promise<HttpAnswer> {
  const { base, signer } = context;
  const out = outgoing(base, method, path, body, requestOptions.query);
  const dialects = signer.dialectOrder();
  const tries: Tries = { dialectIndex: 0, clockCorrected: false, resetRetried: false, clashes: 0, busyRetries: 0 };
  // A write sent again after a clash: a pause with jitter, then a second newer than any this
  // process used for the path (the read that settled the clash included), never an earlier one.
  let fresh = requestOptions.afterClash === true;
  if (fresh && !(await deadline.pause(afterClash(1, context.random ?? Math.random).pauseMs)))
    throw deadline.failure(base.host, false, shownRequest(method, base.origin, out.fullPath));

  for (;;) {
    const dialect = dialects[tries.dialectIndex] as Dialect;
    const attempt = await sendAttempt(context, deadline, out, dialect, { fresh, mayRetryReset: !tries.resetRetried });
    fresh = false;
    if (attempt.type === 'reset') {
      tries.resetRetried = true;
      continue;
    }
    const { status, headers } = attempt;
    const askedMs = BUSY_STATUSES.has(status)
      ? retryAfterMs(header(headers, 'retry-after'), attempt.serverDateMs, attempt.receivedMs)
      : null;
    const answer = {
      status,
      contentType: header(headers, 'content-type'),
      location: header(headers, 'location'),
      bodyText: attempt.bodyText,
      retryAfterMs: askedMs,
    };
    const success = successfulAnswer(answer, requestOptions.successRedirect, base, () => attempt.shown);
    if (success) {
      signer.learnDialect(dialect);
      return success;
    }
    const failure = failureForAnswer(answer, {
      method,
      host: base.host,
      request: attempt.shown,
      ...(requestOptions.subject ? { subject: requestOptions.subject } : {}),
    });
    if (status === 401) {
      await afterSecurityRefusal(context, deadline, tries, dialects, method, failure, attempt);
      continue;
    }
    // Anything but a 401 passed authentication (a missing route may not have).
    if (!failure.details.routeMissing) signer.learnDialect(dialect);
    // Turned away for now: a read waits and tries again; a write is never sent again on a guess.
    if (BUSY_STATUSES.has(status) && method === 'GET') {
      await afterBusy(context, deadline, tries, failure, askedMs, attempt.shown);
      continue;
    }
    throw failure;
  }
}
