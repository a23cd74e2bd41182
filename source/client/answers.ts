// Turns the service's answers into typed failures with sentences a person can act on. Pure.
import { isKindName, kindSpec, type ParentKindName } from '../catalogue/catalogue.js';
import { APP_KEY_VARIABLE, SECRET_VARIABLE } from '../core/credentials.js';
import { HoshinError, type FailureDetails, type RedirectCause } from '../core/errors.js';
import { redactSignatures } from '../signing/signing.js';
import { visibleLine } from '../core/untrusted-text.js';
import { describeDuration } from './deadline.js';

export interface RawAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly location: string | undefined;
  readonly bodyText: string;
  /** How long the service asked to wait (its Retry-After), in ms, when it said. */
  readonly retryAfterMs?: number | null;
}

/** The resource a request is about, for messages like "indicator 42 not found". */
export interface Subject {
  readonly kind: ParentKindName;
  readonly id: number | null;
}

export interface AnswerContext {
  readonly method: string;
  /** host:port of the service, named in network and auth messages. */
  readonly host: string;
  /** Method and URL with signatures redacted, for --debug. */
  readonly request: string;
  readonly subject?: Subject;
}

/** `tooDeep`: JSON nested past MAX_JSON_DEPTH, refused unread (every walk over it would overflow the stack). */
export type JsonReading = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly tooDeep?: true };

const LOOKS_LIKE_JSON = /^\s*[[{]/;

/** Deepest nesting of arrays and objects read from the service; its answers nest three or four deep. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/** True when the text nests arrays and objects deeper than `limit` (strings skipped), in one pass. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      // Skip the string: to the next quote not escaped by an odd run of backslashes.
      for (i++; i < text.length; i++) {
        const inner = text.charCodeAt(i);
        if (inner === BACKSLASH) i++;
        else if (inner === QUOTE) break;
      }
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/** Parses a body only when it looks like JSON: a 404 may be an HTML page labelled as JSON. */
export function readJson(bodyText: string): JsonReading {
  if (!LOOKS_LIKE_JSON.test(bodyText)) return { ok: false };
  if (nestsDeeperThan(bodyText, MAX_JSON_DEPTH)) return { ok: false, tooDeep: true };
  try {
    return { ok: true, value: JSON.parse(bodyText) as unknown };
  } catch {
    return { ok: false };
  }
}

function asRecord(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export function describeSubject(subject: Subject): string {
  const label = isKindName(subject.kind) ? kindSpec(subject.kind).label.toLowerCase() : subject.kind.replace(/_/g, ' ');
  return subject.id === null ? label : `${label} ${subject.id}`;
}

/** What the client knows when it gives up on a 401, to say what to do about it. */
export interface CredentialHints {
  /** The service's clock minus ours, in ms, when measured. */
  readonly clockOffsetMs?: number;
  /** A dialect not tried yet that could still work (only when the service's dialect is unknown). */
  readonly untriedDialect?: string;
  /** The credentials came from the environment, which a login would not change. */
  readonly fromEnvironment?: boolean;
}

function signedSeconds(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${seconds >= 0 ? '+' : ''}${seconds} s`;
}

const LOGIN = 'run `hoshin auth login` to enter them again';
const CORRECT_ENVIRONMENT = `correct ${APP_KEY_VARIABLE} and ${SECRET_VARIABLE} (they override stored credentials)`;

/** The SecurityError codes of a 401 as sentences, each saying what to do. */
export function securityErrorSentence(code: number | undefined, host: string, hints: CredentialHints = {}): string {
  const loginFix = hints.fromEnvironment ? CORRECT_ENVIRONMENT : LOGIN;
  const offset = hints.clockOffsetMs === undefined ? '' : ` (its clock minus ours: ${signedSeconds(hints.clockOffsetMs)})`;
  switch (code) {
    case 1:
      return `${host} says the request carried no app key (SecurityError 1); ${loginFix}`;
    case 2:
      return `${host} says the request carried no readable timestamp (SecurityError 2)`;
    case 3:
      return `${host} refused the timestamp as in its future: this machine's clock is ahead of the service's${offset} (SecurityError 3); correct the clock (NTP)`;
    case 4:
      return `${host} refused the timestamp as more than 5 minutes old: this machine's clock is behind the service's${offset} (SecurityError 4); correct the clock (NTP)`;
    case 5:
      return `${host} does not know this app key (SecurityError 5): the key is wrong; ${loginFix}`;
    case 6: {
      // Both readings the automatic dialect signs were refused: far more often the secret than the
      // service. The third way is named only by `hoshin doctor`, once it has seen it work.
      const dialect = hints.untriedDialect ? '; if you are sure of both, hoshin doctor tries the one way of signing not tried' : '';
      return `${host} knows the app key but refused the signature (SecurityError 6): the secret is wrong; ${loginFix}${dialect}`;
    }
    case 7:
      return `${host} says this signed request was already used (SecurityError 7)`;
    default:
      return `${host} refused the request's authentication (401); check the key and the secret: ${loginFix}`;
  }
}

const CLASH = 'a clash of signatures, not wrong credentials';

/**
 * A read refused as already used on every try: `refusals` in a row, until the deadline ran out
 * (`deadlineMs`) or the client stopped trying (undefined).
 */
export function readClashSentence(host: string, refusals: number, deadlineMs: number | undefined): string {
  const what = refusals === 1 ? 'the signed request' : `${refusals} signed requests in a row, each signed at another second,`;
  const until = deadlineMs === undefined ? '' : `, and --timeout (${describeDuration(deadlineMs)}) leaves no time for another`;
  return `${host} refused ${what} as already used (SecurityError 7)${until}: other machines signing with this app key took the same seconds (${CLASH}); try again, or give each machine an app key of its own`;
}

/** A write refused as already used: not sent again, since the earlier use may have been this very request. */
export function writeClashSentence(host: string): string {
  return `${host} refused the signed request as already used (SecurityError 7): another machine with this app key signed the same path in the same second (${CLASH}), or something between here and the service sent this request twice`;
}

// 500s the public implementation raises for input it refuses (facts 2, 3.2, 4.10).
const INPUT_REFUSALS = new Set(['LifecycleError', 'ArgumentError', 'ParamInvalid', 'ParamMissing']);

function shortType(type: unknown): string | undefined {
  return typeof type === 'string' && type !== '' ? (type.split('::').pop() ?? type) : undefined;
}

function normaliseFieldErrors(errors: unknown): Record<string, string[]> | undefined {
  const record = asRecord(errors);
  if (!record) return undefined;
  const result: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(record)) {
    const field = visibleLine(name);
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string').map(visibleLine);
    if (list.length > 0) result[field] = list;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

function summariseFieldErrors(fieldErrors: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(fieldErrors)
    .map(([field, messages]) => (field === 'base' ? messages.join(', ') : `${field} ${messages.join(', ')}`))
    .join('; ');
}

/** Field errors hidden in apipie's 500 messages: "Invalid parameter 'value' value -3: ...". */
function paramFieldErrors(type: string, message: string): Record<string, string[]> | undefined {
  if (type === 'ParamMissing') {
    const match = /Missing parameter (\S+)/.exec(message);
    return match?.[1] ? { [match[1]]: ['is required'] } : undefined;
  }
  if (type === 'ParamInvalid') {
    const match = /Invalid parameter '([^']+)'/.exec(message);
    return match?.[1] ? { [match[1]]: [message] } : undefined;
  }
  return undefined;
}

/** The failure a non-success answer means. Call only for answers that are not success. */
export function failureForAnswer(answer: RawAnswer, context: AnswerContext): HoshinError {
  const { status } = answer;
  const base: FailureDetails = { status, request: context.request };
  const json = readJson(answer.bodyText);
  const body = json.ok ? asRecord(json.value) : undefined;
  // The service's own words go into messages on a terminal: one line, no control it could send.
  const serviceMessage = typeof body?.message === 'string' ? visibleLine(body.message) : undefined;
  const type = shortType(typeof body?.type === 'string' ? visibleLine(body.type) : body?.type);
  const about = context.subject ? describeSubject(context.subject) : `${context.method} ${pathOf(context.request)}`;

  if (status === 401) {
    const code = typeof body?.code === 'number' ? body.code : undefined;
    // The public implementation's rescue_from renders exactly this (a SecurityError as a 401); the spec shows no shape.
    const publicImplementation = body?.type === 'SecurityError' && body.status === 401;
    return new HoshinError('auth', securityErrorSentence(code, context.host), {
      ...base,
      ...(code === undefined ? {} : { securityCode: code }),
      serviceType: 'SecurityError',
      ...(publicImplementation ? { publicImplementation } : {}),
    });
  }
  if (status === 403) return new HoshinError('permission', `permission denied by ${context.host} for ${about}`, base);
  if (status === 404) {
    // Rails' routing 404 carries exactly these two keys; a missing record says more (or is HTML).
    if (body && body.error === 'Not Found' && String(body.status) === '404' && Object.keys(body).length === 2) {
      return new HoshinError('not_found', `${context.host} has no route ${context.method} ${pathOf(context.request)}`, {
        ...base,
        routeMissing: true,
      });
    }
    return new HoshinError('not_found', `${about} not found`, base);
  }
  if (status === 422) {
    const fieldErrors = normaliseFieldErrors(body?.errors);
    const summary = fieldErrors ? summariseFieldErrors(fieldErrors) : (serviceMessage ?? 'no details given');
    return new HoshinError('invalid', `the service refused the values: ${summary}`, {
      ...base,
      ...(fieldErrors ? { fieldErrors } : {}),
    });
  }
  const retryAfterMs = answer.retryAfterMs ?? undefined;
  const wait = retryAfterMs === undefined ? '' : `; it asks to wait ${describeDuration(retryAfterMs)}`;
  // A rate limit turns the request away before it is acted on: nothing was done.
  if (status === 429)
    return new HoshinError(
      'rate_limited',
      `${context.host} is turning requests away (429 Too Many Requests)${wait}${context.method === 'GET' ? '' : '; nothing was changed'}`,
      {
        ...base,
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      },
    );
  if (status === 400) return new HoshinError('invalid', `the service could not read the request (400 Bad Request)`, base);
  if (status === 413) return new HoshinError('invalid', `the request is too large for the service (413)`, base);
  if (status >= 300 && status < 400) return redirectFailure(answer, context, base);
  if (status >= 500) {
    const details: FailureDetails = {
      ...base,
      ...(type ? { serviceType: type } : {}),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
    if (type && INPUT_REFUSALS.has(type)) {
      const message = serviceMessage ?? type;
      const fieldErrors = paramFieldErrors(type, message);
      const what = type === 'LifecycleError' ? 'the status change' : 'the input';
      return new HoshinError('invalid', `the service refused ${what}: ${message}`, {
        ...details,
        ...(fieldErrors ? { fieldErrors } : {}),
      });
    }
    const detail = type ? `: ${type}${serviceMessage ? `: ${serviceMessage}` : ''}` : '';
    return new HoshinError('server', `${context.host} failed (${status}${detail})${wait}`, details);
  }
  const detail = serviceMessage ? `: ${serviceMessage}` : '';
  return new HoshinError('invalid', `the service refused ${about} (${status}${detail})`, base);
}

/** What a redirect means, from its Location: the service redirects instead of refusing (trial ended, payment, login). */
export function redirectCause(location: string): { cause: RedirectCause; companyId: string | null } {
  const path = pathOf(location);
  const upgrade = /^\/companies\/(\d+)[^/]*\/upgrade\/?$/.exec(path);
  if (upgrade) return { cause: 'trial-ended', companyId: upgrade[1] ?? null };
  if (/^\/users\/[^/]+\/subscriptions\/?$/.test(path)) return { cause: 'payment', companyId: null };
  if (/^\/login\/?$/.test(path)) return { cause: 'login', companyId: null };
  return { cause: 'other', companyId: null };
}

/** The whole Location, resolved against the request's URL, signature redacted; and whether it stays on the service's host. */
function wholeLocation(location: string | undefined, request: string): { shown: string; sameHost: boolean } {
  if (location === undefined || location.trim() === '') return { shown: 'nowhere', sameHost: false };
  const requestUrl = request.replace(/^[A-Z]+ /, '');
  try {
    const from = new URL(requestUrl);
    const to = new URL(location.trim(), from);
    return { shown: redactSignatures(to.href), sameHost: to.host === from.host };
  } catch {
    return { shown: redactSignatures(location), sameHost: false };
  }
}

function redirectFailure(answer: RawAnswer, context: AnswerContext, base: FailureDetails): HoshinError {
  const { shown: location, sameHost } = wholeLocation(answer.location, context.request);
  // Only the service's own filters (billing, login) are known to act before anything is changed.
  const known = sameHost ? redirectCause(pathOf(location)) : { cause: 'other' as const, companyId: null };
  const { cause, companyId } = known;
  const details: FailureDetails = { ...base, redirect: { location, cause } };
  const unchanged = context.method === 'GET' ? '' : '; nothing was changed';
  switch (cause) {
    case 'trial-ended':
      return new HoshinError(
        'permission',
        `the trial of company ${companyId} has ended: ${context.host} answers every request about it with its upgrade page (${location})${unchanged}; subscribe in the web app to go on`,
        details,
      );
    case 'payment':
      return new HoshinError(
        'permission',
        `the company has a payment problem: ${context.host} answers with its subscriptions page (${location})${unchanged}; settle the payment in the web app`,
        details,
      );
    case 'login':
      return new HoshinError(
        'server',
        `${context.host} redirected to its login page (${location}): it did not treat the request as JSON or as signed (a proxy may have changed the Accept header or the query)${unchanged}`,
        details,
      );
    default:
      // Somewhere unknown: whether a write was applied cannot be known from here.
      return new HoshinError(
        'server',
        `${context.host} answered ${answer.status} with a redirect to ${location} instead of an answer`,
        details,
      );
  }
}

/** The path of a URL or path+query, without the query (so no signature either). */
function pathOf(urlOrPath: string): string {
  const withoutMethod = urlOrPath.replace(/^[A-Z]+ /, '');
  const path = withoutMethod.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const question = path.indexOf('?');
  return question === -1 ? path : path.slice(0, question);
}
