// Turns the service's answers into typed failures with sentences a person can act on. Pure.
import { isKindName, kindSpec, type ParentKindName } from '../catalogue/catalogue.js';
import { HoshinError, type FailureDetails, type RedirectCause } from '../core/errors.js';
import { redactSignatures } from '../signing/signing.js';
import { visibleLine } from '../core/untrusted-text.js';
import { describeDuration } from './deadline.js';
import { readJson } from './json-body.js';
import { securityErrorSentence } from './security-sentences.js';

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

function asRecord(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export function describeSubject(subject: Subject): string {
  const label = isKindName(subject.kind) ? kindSpec(subject.kind).label.toLowerCase() : subject.kind.replace(/_/g, ' ');
  return subject.id === null ? label : `${label} ${subject.id}`;
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
