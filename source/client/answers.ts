// Turns the service's answers into typed failures with sentences a person can act on. Pure.
import { isKindName, kindSpec, type ParentKindName } from '../catalogue/catalogue.js';
import { HoshinError, type FailureDetails } from './errors.js';

export interface RawAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly location: string | undefined;
  readonly bodyText: string;
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

export type JsonReading = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

const LOOKS_LIKE_JSON = /^\s*[[{]/;

/** Parses a body only when it looks like JSON: a 404 may be an HTML page labelled as JSON. */
export function readJson(bodyText: string): JsonReading {
  if (!LOOKS_LIKE_JSON.test(bodyText)) return { ok: false };
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

/** The SecurityError codes of a 401 as sentences. */
export function securityErrorSentence(code: number | undefined, host: string): string {
  switch (code) {
    case 1:
      return `${host} says the request carried no app key (SecurityError 1)`;
    case 2:
      return `${host} says the request carried no readable timestamp (SecurityError 2)`;
    case 3:
      return `${host} says our clock is ahead of its own: the timestamp is in its future (SecurityError 3); check this machine's clock`;
    case 4:
      return `${host} says the request timestamp is too old, more than 5 minutes behind its clock (SecurityError 4); check this machine's clock`;
    case 5:
      return `${host} does not know this app key (SecurityError 5); check the profile's credentials`;
    case 6:
      return `${host} refused the signature (SecurityError 6): the secret may be wrong, or the service signs another way (try --dialect)`;
    case 7:
      return `${host} says this signed request was already used (SecurityError 7)`;
    default:
      return `${host} refused the request's authentication (401)`;
  }
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
  for (const [field, messages] of Object.entries(record)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
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
  const serviceMessage = typeof body?.message === 'string' ? body.message : undefined;
  const type = shortType(body?.type);
  const about = context.subject ? describeSubject(context.subject) : `${context.method} ${pathOf(context.request)}`;

  if (status === 401) {
    const code = typeof body?.code === 'number' ? body.code : undefined;
    return new HoshinError('auth', securityErrorSentence(code, context.host), {
      ...base,
      ...(code === undefined ? {} : { securityCode: code }),
      serviceType: 'SecurityError',
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
    return new HoshinError('invalid', `the service refused the values: ${summary}`, { ...base, ...(fieldErrors ? { fieldErrors } : {}) });
  }
  if (status === 400) return new HoshinError('invalid', `the service could not read the request (400 Bad Request)`, base);
  if (status === 413) return new HoshinError('invalid', `the request is too large for the service (413)`, base);
  if (status >= 300 && status < 400) return redirectFailure(answer, context, base);
  if (status >= 500) {
    const details: FailureDetails = { ...base, ...(type ? { serviceType: type } : {}) };
    if (type && INPUT_REFUSALS.has(type)) {
      const message = serviceMessage ?? type;
      const fieldErrors = paramFieldErrors(type, message);
      const what = type === 'LifecycleError' ? 'the status change' : 'the input';
      return new HoshinError('invalid', `the service refused ${what}: ${message}`, { ...details, ...(fieldErrors ? { fieldErrors } : {}) });
    }
    const detail = type ? `: ${type}${serviceMessage ? `: ${serviceMessage}` : ''}` : '';
    return new HoshinError('server', `${context.host} failed (${status}${detail})`, details);
  }
  const detail = serviceMessage ? `: ${serviceMessage}` : '';
  return new HoshinError('invalid', `the service refused ${about} (${status}${detail})`, base);
}

function redirectFailure(answer: RawAnswer, context: AnswerContext, base: FailureDetails): HoshinError {
  const location = answer.location ?? '';
  const target = pathOf(location);
  if (/^\/login\b/.test(target)) {
    return new HoshinError(
      'server',
      `${context.host} redirected to its login page: it did not treat the request as JSON (a proxy may have changed the Accept header)`,
      base,
    );
  }
  if (/\/upgrade$/.test(target)) {
    return new HoshinError('permission', `the company's trial has ended: ${context.host} redirects to its upgrade page`, base);
  }
  if (/\/subscriptions$/.test(target)) {
    return new HoshinError('permission', `the company has a payment error: ${context.host} redirects to its subscriptions page`, base);
  }
  return new HoshinError('server', `${context.host} answered ${answer.status} with a redirect to ${target || 'nowhere'}`, base);
}

/** The path of a URL or path+query, without the query (so no signature either). */
function pathOf(urlOrPath: string): string {
  const withoutMethod = urlOrPath.replace(/^[A-Z]+ /, '');
  const path = withoutMethod.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const question = path.indexOf('?');
  return question === -1 ? path : path.slice(0, question);
}
