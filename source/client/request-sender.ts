// Sending one request: signs each attempt, waits within its deadline, retries as the service's
// answers allow (clock, replayed second, dialect, reset socket) and turns failures into HoshinErrors.
import { HoshinError } from '../core/errors.js';
import { signRequest, type Dialect } from '../signing/signing.js';
import { failureForAnswer } from './answers.js';
import { readClashSentence, securityErrorSentence, writeClashSentence } from './security-sentences.js';
import { successfulAnswer } from './answer-outcome.js';
import { header, shownRequest, type HttpDateReader } from './answer-reading.js';
import type { BaseUrl } from './base-url.js';
import type { ClockSample, SkewEstimator } from './clock-skew.js';
import { describeDuration, startDeadline, type Deadline } from './deadline.js';
import { dispatchForText } from './dispatch.js';
import type { RequestBody } from './request-body.js';
import type { AttemptSigner } from './request-signer.js';
import { MAX_BUSY_RETRIES, MAX_CLASHES, MIN_ATTEMPT_MS, afterClash, busyPauseMs, retryAfterMs } from './retry-policy.js';
import { rememberChanges, type ServiceState } from './service-state.js';
import type { SharedPool } from './shared-pools.js';
import { RESET_CODES, errorCode, transportFailure } from './transport-failure.js';
import { USER_AGENT } from '../core/version.js';
import type { ClientOptions, HttpAnswer, HttpMethod, RequestOptions, Timeouts } from './types.js';

// The process's monotonic clock: node:perf_hooks would load a dozen modules for the same reading.
const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

// Shared, never mutated: undici only reads them.
const READ_HEADERS: Readonly<Record<string, string>> = { accept: 'application/json', 'user-agent': USER_AGENT };
const WRITE_HEADERS: Readonly<Record<string, string>> = { ...READ_HEADERS, 'content-type': 'application/json' };
// The service turns a request away for now: a read waits and tries again (retry-policy.ts).
const BUSY_STATUSES = new Set([429, 503]);

export interface SenderContext {
  readonly options: ClientOptions;
  readonly base: BaseUrl;
  readonly timeouts: Timeouts;
  readonly now: () => number;
  readonly state: ServiceState;
  /** The service's clock as this client estimates it (the process's, or its own). */
  readonly clock: SkewEstimator;
  readonly shared: SharedPool;
  readonly signer: AttemptSigner;
  readonly dates: HttpDateReader;
  /** Jitter's randomness (Math.random unless a test gives its own). */
  readonly random?: () => number;
}

export interface RequestSender {
  readonly request: (method: HttpMethod, path: string, body?: RequestBody, requestOptions?: RequestOptions) => Promise<HttpAnswer>;
  readonly closed: boolean;
  /** Refuses new requests and ends those waiting; true when some were cut short (drop the sockets). */
  stop(): boolean;
}

export function requestSender(context: SenderContext): RequestSender {
  const { options, base, timeouts, now, state, clock, shared, signer, dates } = context;
  const random = context.random ?? Math.random;
  const { appKey, secret } = options.credentials;
  const log = options.log;
  const { pool } = shared;
  const { dialectOrder, untriedDialect, learnDialect, claimTimestamp, awaitTimestamp, awaitFreshTimestamp } = signer;
  const readDate = (headerValue: string | string[] | undefined): number | null => dates.read(headerValue);
  let closed = false;
  // close() abandons the requests still waiting (the console quitting): each ends at once.
  const stopping = new AbortController();
  let inFlight = 0;
  // A request ended by its deadline may leave a connection half open (a TLS handshake nobody answers).
  let abandoned = false;

  async function request(method: HttpMethod, path: string, body?: RequestBody, requestOptions: RequestOptions = {}): Promise<HttpAnswer> {
    if (closed) throw new HoshinError('usage', 'the client is closed');
    const deadline = startDeadline(Math.min(timeouts.totalMs, requestOptions.withinMs ?? timeouts.totalMs), stopping.signal);
    inFlight++;
    try {
      return await requestWithin(deadline, method, path, body, requestOptions);
    } finally {
      inFlight--;
      if (deadline.signal.aborted) abandoned = true;
      deadline.clear();
    }
  }

  async function requestWithin(
    deadline: Deadline,
    method: HttpMethod,
    path: string,
    body: RequestBody | undefined,
    requestOptions: RequestOptions,
  ): Promise<HttpAnswer> {
    if (!path.startsWith('/') || path.includes('?') || path.includes('#'))
      throw new Error(`request path must start with / and carry no query: ${path}`);
    const fullPath = `${base.prefix}${path}`;
    const query = requestOptions.query;
    // The ledger keys on what is signed: two queries of one path are two URLs.
    const ledgerPath = query && query.length > 0 ? `${fullPath}?${query.map(([name, value]) => `${name}=${value}`).join('&')}` : fullPath;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = payload === undefined ? READ_HEADERS : WRITE_HEADERS;
    const dialects = dialectOrder();
    let dialectIndex = 0;
    let clockCorrected = false;
    let resetRetried = false;
    // Refusals as already used in a row (each retried on another second), and reads turned away.
    let clashes = 0;
    let busyRetries = 0;
    // A write sent again after a clash: a pause with jitter, then a second newer than any this
    // process used for the path (the read that settled the clash included), never an earlier one.
    let fresh = requestOptions.afterClash === true;
    if (fresh && !(await deadline.pause(afterClash(1, random).pauseMs)))
      throw deadline.failure(base.host, false, shownRequest(method, base.origin, fullPath));

    for (;;) {
      const dialect = dialects[dialectIndex] as Dialect;
      const timestamp = fresh
        ? await awaitFreshTimestamp(ledgerPath, deadline.signal)
        : (claimTimestamp(ledgerPath) ?? (await awaitTimestamp(ledgerPath, deadline.signal)));
      fresh = false;
      if (timestamp === null || deadline.signal.aborted)
        throw deadline.failure(base.host, false, shownRequest(method, base.origin, fullPath));
      const signed = signRequest({ path: fullPath, appKey, secret, timestamp, dialect, ...(query ? { query } : {}) });
      const maybeReusedSocket = shared.connected > 0;
      const sentMs = now();
      const started = log ? monotonicMs() : 0;
      let status: number;
      let answerHeaders: Record<string, string | string[] | undefined>;
      let bodyText: string;
      let sent = false;
      try {
        const watch = { signal: deadline.signal, onRequestSent: () => (sent = true) };
        const answer = await dispatchForText(
          pool,
          {
            origin: base.origin,
            method,
            path: signed.pathAndQuery,
            headers,
            body: payload ?? null,
            headersTimeout: timeouts.headersMs,
            bodyTimeout: timeouts.bodyMs,
          },
          watch,
        );
        status = answer.status;
        answerHeaders = answer.headers;
        bodyText = answer.bodyText;
      } catch (error) {
        const code = errorCode(error);
        // The signal is aborted while the request is awaited; the compiler still holds it false from the check above.
        const abortedByDeadline = deadline.signal.aborted as boolean;
        log?.(
          `${shownRequest(method, base.origin, signed.pathAndQuery)} -> ${abortedByDeadline ? 'deadline' : (code ?? 'error')} (${Math.round(monotonicMs() - started)} ms)`,
        );
        if (abortedByDeadline) throw deadline.failure(base.host, sent, shownRequest(method, base.origin, signed.pathAndQuery));
        // A keep-alive socket the service closed as we wrote: a GET is safe to send again.
        if (method === 'GET' && code && RESET_CODES.has(code) && maybeReusedSocket && !resetRetried) {
          resetRetried = true;
          continue;
        }
        throw transportFailure(
          error,
          base.host,
          timeouts,
          shownRequest(method, base.origin, signed.pathAndQuery),
          options.proxy ?? undefined,
        );
      }
      const receivedMs = now();
      log?.(`${shownRequest(method, base.origin, signed.pathAndQuery)} -> ${status} (${Math.round(monotonicMs() - started)} ms)`);
      const serverDateMs = readDate(answerHeaders.date);
      const sample: ClockSample | undefined = serverDateMs === null ? undefined : { serverDateMs, sentMs, receivedMs };
      if (sample) {
        clock.add(sample);
        if (clock === state.clock) state.clockMeasuredAt = receivedMs;
      }

      const location = header(answerHeaders, 'location');
      const askedMs = BUSY_STATUSES.has(status) ? retryAfterMs(header(answerHeaders, 'retry-after'), serverDateMs, receivedMs) : null;
      const answer = { status, contentType: header(answerHeaders, 'content-type'), location, bodyText, retryAfterMs: askedMs };
      const success = successfulAnswer(
        answer,
        requestOptions.successRedirect,
        base,
        shownRequest(method, base.origin, signed.pathAndQuery),
      );
      if (success) {
        learnDialect(dialect);
        return success;
      }
      const failure = failureForAnswer(answer, {
        method,
        host: base.host,
        request: shownRequest(method, base.origin, signed.pathAndQuery),
        ...(requestOptions.subject ? { subject: requestOptions.subject } : {}),
      });
      if (status === 401) {
        const code = failure.details.securityCode;
        if (failure.details.publicImplementation && !state.publicImplementation) {
          state.publicImplementation = true;
          rememberChanges(state, base.key);
        }
        if ((code === 3 || code === 4) && sample && !clockCorrected) {
          clockCorrected = true;
          clock.reset(sample);
          continue;
        }
        // The signed URL was used before, and never by this machine (the ledger): another machine
        // with this key signed the same path in the same second. A read tries another second, picked
        // at random as every second is, after a pause with jitter so that machines that clashed do
        // not come back together. A write is not sent again: the earlier use may have been this very request,
        // sent twice by something in between, so whether it was applied is unknown.
        if (code === 7) {
          const clash = { ...failure.details, signatureClash: true };
          if (method !== 'GET') throw new HoshinError('signature_clash', writeClashSentence(base.host), clash);
          clashes++;
          const next = afterClash(clashes, random);
          if (clashes < MAX_CLASHES && next.pauseMs + MIN_ATTEMPT_MS <= deadline.remainingMs()) {
            if (await deadline.pause(next.pauseMs)) continue;
            if (!deadline.expired) throw deadline.failure(base.host, false, shownRequest(method, base.origin, signed.pathAndQuery));
          }
          throw new HoshinError(
            'signature_clash',
            readClashSentence(base.host, clashes, clashes < MAX_CLASHES ? timeouts.totalMs : undefined),
            clash,
          );
        }
        // Until a dialect has worked, a refused signature may be the reading, not the secret: one more
        // try in the other reading, whatever shape the refusal had (a server of the public
        // implementation's shape may sign another reading).
        if (code === 6 && dialectIndex < dialects.length - 1) {
          dialectIndex++;
          continue;
        }
        const offset = sample ? clock.offsetMs : undefined;
        const untried = code === 6 ? untriedDialect(dialects.slice(0, dialectIndex + 1)) : undefined;
        const hints = {
          ...(offset === undefined ? {} : { clockOffsetMs: offset }),
          ...(untried ? { untriedDialect: untried } : {}),
        };
        const fromEnvironment = options.credentialsFrom === 'environment';
        throw new HoshinError('auth', securityErrorSentence(code, base.host, { ...hints, fromEnvironment }), {
          ...failure.details,
          ...hints,
        });
      }
      // Anything but a 401 passed authentication (a missing route may not have).
      if (!failure.details.routeMissing) learnDialect(dialect);
      // Turned away for now: a read waits as asked (or backs off) and tries again within the
      // deadline; a write is never sent again on a guess.
      if (BUSY_STATUSES.has(status) && method === 'GET') {
        busyRetries++;
        const pauseMs = busyPauseMs(askedMs, busyRetries, random);
        const left = deadline.remainingMs() - MIN_ATTEMPT_MS;
        if (busyRetries <= MAX_BUSY_RETRIES && (askedMs ?? 0) <= left) {
          if (await deadline.pause(Math.min(pauseMs, left))) continue;
          if (!deadline.expired) throw deadline.failure(base.host, false, shownRequest(method, base.origin, signed.pathAndQuery));
        }
        const limit = `--timeout (${describeDuration(timeouts.totalMs)})`;
        const why =
          busyRetries > MAX_BUSY_RETRIES
            ? `; turned away ${busyRetries} times in a row`
            : askedMs !== null
              ? `, more than is left of ${limit}`
              : `; ${limit} ran out before another try`;
        throw new HoshinError(failure.kind, `${failure.message}${why}`, failure.details);
      }
      throw failure;
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
