// Checks 5 and 6: an unsigned request is refused as the service does (401 JSON, a numeric code), its Date read.
import type { Dispatcher } from 'undici';
import { Agent } from '../../../../client/undici-dispatchers.js';
import { readJson } from '../../../../client/json-body.js';
import { parseHttpDate } from '../../../../client/clock-skew.js';
import { dispatchForText, type TextAnswer } from '../../../../client/dispatch.js';
import { describeProxy } from '../../../../client/proxy-choice.js';
import { proxyDispatcher } from '../../../../client/proxy.js';
import { USER_AGENT } from '../../../../core/version.js';
import { fail, NETWORK_FAILED, ok, warn, type CheckResult } from './report.js';

/** A page bigger than this is not the service's small JSON refusal. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** The service refuses timestamps in its future: a clock further ahead than this is worth a warning. */
export const AHEAD_WARNING_MS = 2000;
/** Signatures older than the service's window (300 s) are refused. */
export const BEHIND_WARNING_MS = 300_000;
const EXAMPLE_BASE_URL = 'https://www.hoshinplan.com';

export interface ServiceProbe {
  readonly answer: TextAnswer;
  readonly sentMs: number;
  readonly receivedMs: number;
  readonly elapsedMs: number;
}

export interface ProbeInput {
  readonly origin: string;
  /** The base URL's path prefix ('' or '/api'). */
  readonly prefix: string;
  readonly proxyUrl?: string;
  readonly connectMs: number;
  readonly answerMs: number;
  readonly now: () => number;
  /** The whole doctor's deadline (--timeout): aborts a service that answers a byte at a time. */
  readonly signal?: AbortSignal;
}

export class ProbeDeadline extends Error {
  readonly code = 'HOSHIN_DEADLINE';
}

/** The unsigned `GET <base>/companies.json`, through the proxy when one is in use. */
export async function probeService(input: ProbeInput): Promise<ServiceProbe> {
  const dispatcher: Dispatcher = input.proxyUrl
    ? proxyDispatcher(input.proxyUrl, input.connectMs, { maxResponseSize: MAX_ANSWER_BYTES })
    : new Agent({ connect: { timeout: input.connectMs }, maxResponseSize: MAX_ANSWER_BYTES });
  try {
    const sentMs = input.now();
    const started = performance.now();
    const answer = await dispatchForText(
      dispatcher,
      {
        origin: input.origin,
        method: 'GET',
        path: `${input.prefix}/companies.json`,
        headers: { accept: 'application/json', 'user-agent': USER_AGENT },
        body: null,
        headersTimeout: input.answerMs,
        bodyTimeout: input.answerMs,
      },
      input.signal ? { signal: input.signal } : {},
    ).catch((error: unknown) => {
      throw input.signal?.aborted ? new ProbeDeadline('the time given is up') : error;
    });
    return { answer, sentMs, receivedMs: input.now(), elapsedMs: Math.round(performance.now() - started) };
  } finally {
    await dispatcher.destroy();
  }
}

function mediaType(contentType: string | undefined): string {
  return contentType?.split(';')[0]?.trim() || 'no content type';
}

/** Whether the answer is the planning service's refusal of an unsigned request. Pure. */
export function judgeServiceAnswer(answer: TextAnswer, baseUrl: string, elapsedMs: number): CheckResult {
  const { status, headers } = answer;
  const type = mediaType(headers['content-type']);
  const reading = type.includes('json') ? readJson(answer.bodyText) : { ok: false as const };
  const body =
    reading.ok && typeof reading.value === 'object' && reading.value !== null ? (reading.value as Record<string, unknown>) : undefined;
  const code = body?.code;
  if (status === 401 && typeof code === 'number') {
    const meaning = code === 1 ? ' (no app key), as expected for an unsigned request' : '';
    return ok('service', `answers like the planning service: 401 ${type} with code ${code}${meaning} (${elapsedMs} ms)`);
  }
  const location = headers.location;
  const got = `got ${status} ${type}${status >= 300 && status < 400 && location ? ` to ${location}` : ''}${status === 401 ? ' without a numeric code' : ''}`;
  let fix = `check the base URL (e.g. ${EXAMPLE_BASE_URL})`;
  if (status >= 300 && status < 400 && location) {
    const base = new URL(baseUrl);
    const target = new URL(location, baseUrl);
    if (base.protocol === 'http:' && target.protocol === 'https:' && target.host.replace(/:443$/, '') === base.hostname) {
      fix = `the address redirects to https: use https://${base.hostname}${base.pathname.replace(/\/+$/, '')} as the base URL`;
    } else if (target.origin !== base.origin) {
      fix = `the address redirects to ${target.origin}: check the base URL (e.g. ${EXAMPLE_BASE_URL})`;
    }
  }
  return fail('service', NETWORK_FAILED, `this address does not answer like the planning service (${got})`, fix);
}

/** The failure of the probe itself (no answer at all). */
export function probeFailure(error: unknown, host: string, proxy: { url: string; variable: string } | undefined): CheckResult {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const failed = (detail: string, fix: string) => fail('service', NETWORK_FAILED, detail, fix);
  if (proxy && /Proxy Authentication Required|\(407\)/.test(message))
    return failed(
      `the proxy ${describeProxy(proxy.url)} wants a user name and password (407)`,
      `put them in ${proxy.variable} (http://user:password@proxy:port)`,
    );
  if (proxy && /Proxy response \((\d+)\)/.test(message))
    return failed(
      `the proxy ${describeProxy(proxy.url)} refused to reach ${host}: ${message}`,
      "ask the proxy's operator to allow this address",
    );
  switch (code) {
    case 'HOSHIN_DEADLINE':
      return failed(
        `${host} took the connection but had not answered when the time given (--timeout) was up`,
        'check the base URL, or try again later (--timeout gives it longer)',
      );
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return failed(`${host} took the connection but did not answer in time (${code})`, 'check the base URL, or try again later');
    case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
      return failed(
        `this address does not answer like the planning service (its answer is larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB)`,
        `check the base URL (e.g. ${EXAMPLE_BASE_URL})`,
      );
    default:
      return failed(
        `no answer from ${host}: ${typeof code === 'string' ? code : message}`,
        'run the check again; if it keeps failing, run with --debug',
      );
  }
}

function seconds(ms: number): number {
  return Math.round(Math.abs(ms) / 1000);
}

/** The service stamped its Date between our send and receive, within the second it names. Pure. */
export function judgeClock(probe: Pick<ServiceProbe, 'answer' | 'sentMs' | 'receivedMs'>): CheckResult {
  const serverMs = parseHttpDate(probe.answer.headers.date);
  if (serverMs === null) return warn('clock', 'the answer carried no Date header: cannot compare the clocks');
  // Service minus us, at the middle of both uncertainties.
  const offsetMs = serverMs + 500 - (probe.sentMs + probe.receivedMs) / 2;
  const aheadMs = -offsetMs;
  const corrected = "hoshin signs with the service's clock (from its Date headers), so requests still work";
  const sync = "synchronise this machine's clock (NTP, e.g. timedatectl set-ntp true)";
  const off = `this machine's clock is ${seconds(aheadMs)} s`;
  if (aheadMs > AHEAD_WARNING_MS)
    return warn(
      'clock',
      `${off} ahead of the service's (+${seconds(aheadMs)} s); the service refuses timestamps in its future, but ${corrected}`,
      sync,
    );
  if (-aheadMs > BEHIND_WARNING_MS)
    return warn('clock', `${off} behind the service's (-${seconds(aheadMs)} s), more than the 300 s a signature lives; ${corrected}`, sync);
  if (seconds(aheadMs) === 0) return ok('clock', "this machine's clock agrees with the service's (within 1 s)");
  const direction = aheadMs > 0 ? 'ahead of' : 'behind';
  return ok('clock', `${off} ${direction} the service's (${aheadMs > 0 ? '+' : '-'}${seconds(aheadMs)} s); hoshin allows for it`);
}
