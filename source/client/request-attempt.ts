// One attempt at a request: a timestamp claimed from the ledger, the request signed and sent within
// its deadline, the answer read and its Date header taken as a sample of the service's clock.
import { USER_AGENT } from '../core/version.js';
import { signRequest, type Dialect } from '../signing/signing.js';
import { shownRequest } from './answer-reading.js';
import type { BaseUrl } from './base-url.js';
import type { ClockSample } from './clock-skew.js';
import type { Deadline } from './deadline.js';
import { dispatchForText, type TextAnswer } from './dispatch.js';
import type { RequestBody } from './request-body.js';
import type { SenderContext } from './sender-context.js';
import { RESET_CODES, errorCode, transportFailure } from './transport-failure.js';
import type { HttpMethod, RequestOptions } from './types.js';

// The process's monotonic clock: node:perf_hooks would load a dozen modules for the same reading.
const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

// Shared, never mutated: undici only reads them.
const READ_HEADERS: Readonly<Record<string, string>> = { accept: 'application/json', 'user-agent': USER_AGENT };
const WRITE_HEADERS: Readonly<Record<string, string>> = { ...READ_HEADERS, 'content-type': 'application/json' };

/** A request as every attempt sends it (only the timestamp and the signature change). */
export interface Outgoing {
  readonly method: HttpMethod;
  readonly fullPath: string;
  /** The ledger keys on what is signed: two queries of one path are two URLs. */
  readonly ledgerPath: string;
  readonly query: RequestOptions['query'];
  readonly payload: string | undefined;
  readonly headers: Readonly<Record<string, string>>;
}

export function outgoing(
  base: BaseUrl,
  method: HttpMethod,
  path: string,
  body: RequestBody | undefined,
  query: RequestOptions['query'],
): Outgoing {
  if (!path.startsWith('/') || path.includes('?') || path.includes('#'))
    throw new Error(`request path must start with / and carry no query: ${path}`);
  const fullPath = `${base.prefix}${path}`;
  const ledgerPath = query && query.length > 0 ? `${fullPath}?${query.map(([name, value]) => `${name}=${value}`).join('&')}` : fullPath;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return { method, fullPath, ledgerPath, query, payload, headers: payload === undefined ? READ_HEADERS : WRITE_HEADERS };
}

export interface Answered {
  readonly type: 'answered';
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly bodyText: string;
  /** The answer's Date, in epoch ms, when it had a readable one. */
  readonly serverDateMs: number | null;
  readonly receivedMs: number;
  readonly sample: ClockSample | undefined;
  /** Method and signed URL, signature redacted: what messages and --debug name (built on first read). */
  readonly shown: string;
}

/**
 * Sends the request once. `fresh`: a second newer than any this process used for the path (a
 * write sent again after a clash). A reset socket that may have been reused answers `reset` when
 * a GET may be sent again; every other failure to get an answer is thrown as a HoshinError.
 */
export async function sendAttempt(
  context: SenderContext,
  deadline: Deadline,
  out: Outgoing,
  dialect: Dialect,
  { fresh, mayRetryReset }: { readonly fresh: boolean; readonly mayRetryReset: boolean },
): Promise<Answered | { readonly type: 'reset' }> {
  const { options, base, timeouts, now, state, clock, shared, signer } = context;
  const { method, fullPath, ledgerPath, query } = out;
  const timestamp = fresh
    ? await signer.awaitFreshTimestamp(ledgerPath, deadline.signal)
    : (signer.claimTimestamp(ledgerPath) ?? (await signer.awaitTimestamp(ledgerPath, deadline.signal)));
  if (timestamp === null || deadline.signal.aborted) throw deadline.failure(base.host, false, shownRequest(method, base.origin, fullPath));
  const { appKey, secret } = options.credentials;
  const signed = signRequest({ path: fullPath, appKey, secret, timestamp, dialect, ...(query ? { query } : {}) });
  const shown = new LazyShown(method, base.origin, signed.pathAndQuery);
  const log = options.log;
  const maybeReusedSocket = shared.connected > 0;
  const sentMs = now();
  const started = log ? monotonicMs() : 0;
  let answer: TextAnswer;
  const watch = new SentWatch(deadline.signal);
  try {
    const request = {
      origin: base.origin,
      method,
      path: signed.pathAndQuery,
      headers: out.headers,
      body: out.payload ?? null,
      headersTimeout: timeouts.headersMs,
      bodyTimeout: timeouts.bodyMs,
    };
    answer = await dispatchForText(shared.pool, request, watch);
  } catch (error) {
    const code = errorCode(error);
    // The signal is aborted while the request is awaited; the compiler still holds it false from the check above.
    const abortedByDeadline = deadline.signal.aborted as boolean;
    log?.(`${shown.text} -> ${abortedByDeadline ? 'deadline' : (code ?? 'error')} (${Math.round(monotonicMs() - started)} ms)`);
    if (abortedByDeadline) throw deadline.failure(base.host, watch.sent, shown.text);
    // A keep-alive socket the service closed as we wrote: a GET is safe to send again.
    if (method === 'GET' && code && RESET_CODES.has(code) && maybeReusedSocket && mayRetryReset) return { type: 'reset' };
    throw transportFailure(error, base.host, timeouts, shown.text, options.proxy ?? undefined);
  }
  const receivedMs = now();
  log?.(`${shown.text} -> ${answer.status} (${Math.round(monotonicMs() - started)} ms)`);
  const serverDateMs = context.dates.read(answer.headers.date);
  const sample: ClockSample | undefined = serverDateMs === null ? undefined : { serverDateMs, sentMs, receivedMs };
  if (sample) {
    clock.add(sample);
    if (clock === state.clock) state.clockMeasuredAt = receivedMs;
  }
  return {
    type: 'answered',
    status: answer.status,
    headers: answer.headers,
    bodyText: answer.bodyText,
    serverDateMs,
    receivedMs,
    sample,
    get shown() {
      return shown.text;
    },
  };
}

// Classes, not closures: one of each is made per attempt, and their methods are made once.

/** The request as shown (method and URL, signature redacted): built on first read, as most answers are never shown. */
class LazyShown {
  private built: string | undefined;

  constructor(
    private readonly method: string,
    private readonly origin: string,
    private readonly pathAndQuery: string,
  ) {}

  get text(): string {
    return (this.built ??= shownRequest(this.method, this.origin, this.pathAndQuery));
  }
}

/** What dispatch watches of an attempt; `sent` once the whole request reached the connection. */
class SentWatch {
  sent = false;

  constructor(readonly signal: AbortSignal) {}

  onRequestSent(): void {
    this.sent = true;
  }
}
