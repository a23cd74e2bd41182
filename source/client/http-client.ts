// The HTTP client of the planning service: signs every attempt, keeps one keep-alive pool per
// origin, follows the service's clock and signing dialect, and turns answers into resources,
// events and typed failures.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { fillPath, kindSpec, pathParameters, pluralWords, type KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import { DIALECTS, formatTimestamp, redactSignatures, signRequest, type Dialect } from '../signing/signing.js';
import { failureForAnswer, readJson, type Subject } from './answers.js';
import { dispatchForText } from './dispatch.js';
import { parseHttpDate, SkewEstimator, type ClockSample } from './clock-skew.js';
import { HoshinError, isHoshinError, isMissingRecord } from './errors.js';
import { buildRequestBody, type RequestBody } from './request-body.js';
import { SignedUrlLedger } from './signed-url-ledger.js';
import type { ClientOptions, Resource, ResourceClient, ResourceEvent, Timeouts } from './types.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const DEFAULT_TIMEOUTS: Timeouts = { connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000 };

// Answers larger than this are refused rather than buffered (the biggest real answer is a list).
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

export interface HttpAnswer {
  readonly status: number;
  /** Parsed JSON, or undefined for an empty answer (204, a redirect after DELETE). */
  readonly body: unknown;
}

export interface RequestOptions {
  /** What the request is about, for messages like "indicator 42 not found". */
  readonly subject?: Subject;
}

export interface HoshinClient extends ResourceClient {
  /** One signed request; retries as the service's answers allow; throws HoshinError on failure. */
  request(method: HttpMethod, path: string, body?: RequestBody, options?: RequestOptions): Promise<HttpAnswer>;
}

// ---- what the process has learned about each service (base URL), shared by all clients ----

interface ServiceState {
  readonly ledger: SignedUrlLedger;
  readonly clock: SkewEstimator;
  /** The dialect that worked last (auto-detection). */
  dialect: Dialect | undefined;
  /** The create template that worked, per kind, when the catalogue offers alternatives. */
  readonly createTemplates: Map<KindName, string>;
}

const services = new Map<string, ServiceState>();

function serviceState(baseKey: string): ServiceState {
  let state = services.get(baseKey);
  if (!state) {
    state = { ledger: new SignedUrlLedger(), clock: new SkewEstimator(), dialect: undefined, createTemplates: new Map() };
    services.set(baseKey, state);
  }
  return state;
}

// ---- keep-alive pools, shared by clients of the same origin ----

interface SharedPool {
  readonly pool: Pool;
  users: number;
  /** Open sockets, kept from the pool's events (pool.stats walks every client on each read). */
  connected: number;
}

const pools = new Map<string, SharedPool>();

function acquirePool(origin: string, connectMs: number): { shared: SharedPool; release: () => Promise<void> } {
  const key = `${origin} ${connectMs}`;
  let shared = pools.get(key);
  if (!shared) {
    const pool = new Pool(origin, { connect: { timeout: connectMs }, maxResponseSize: MAX_ANSWER_BYTES });
    const created: SharedPool = { pool, users: 0, connected: 0 };
    pool.on('connect', () => created.connected++);
    pool.on('disconnect', () => created.connected--);
    shared = created;
    pools.set(key, shared);
  }
  shared.users++;
  const entry = shared;
  let released = false;
  return {
    shared: entry,
    release: async () => {
      if (released) return;
      released = true;
      if (--entry.users > 0) return;
      pools.delete(key);
      await entry.pool.close();
    },
  };
}

// ---- base URL ----

interface BaseUrl {
  readonly origin: string;
  /** Path prefix of the base URL ('' or '/api'), part of every signed path. */
  readonly prefix: string;
  readonly host: string;
  readonly key: string;
}

export function parseBaseUrl(baseUrl: string): BaseUrl {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new HoshinError('usage', `the base URL "${baseUrl}" is not a URL (expected e.g. https://www.hoshinplan.com)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new HoshinError('usage', `the base URL must start with http:// or https://, got "${baseUrl}"`);
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new HoshinError('usage', `the base URL must carry no query, fragment or user name: "${redactSignatures(baseUrl)}"`);
  }
  const prefix = url.pathname.replace(/\/+$/, '');
  return { origin: url.origin, prefix, host: url.host, key: `${url.origin}${prefix}` };
}

// ---- transport failures ----

const BLANK = /^\s*$/;
// Shared, never mutated: undici only reads them.
const READ_HEADERS: Readonly<Record<string, string>> = { accept: 'application/json' };
const WRITE_HEADERS: Readonly<Record<string, string>> = { accept: 'application/json', 'content-type': 'application/json' };
// The remembered dialect first, then the others in their usual order.
const DIALECT_ORDERS = new Map<Dialect, readonly Dialect[]>(DIALECTS.map((first) => [first, [first, ...DIALECTS.filter((other) => other !== first)]]));

// Answers within one second carry the same Date text: parse it once.
let lastDateText: string | undefined;
let lastDateMs: number | null = null;
function readDate(headerValue: string | string[] | undefined): number | null {
  const text = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  if (text !== lastDateText) {
    lastDateText = text;
    lastDateMs = parseHttpDate(text);
  }
  return lastDateMs;
}
// Steps past seconds another process used on the same path (sandbox replay refusals, code 7).
const MAX_REPLAY_RETRIES = 8;
const RESET_CODES = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function transportFailure(error: unknown, host: string, timeouts: Timeouts, request: string): HoshinError {
  const code = errorCode(error);
  const details = { request, cause: error };
  switch (code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return new HoshinError('timeout', `connect timeout: no connection to ${host} within ${seconds(timeouts.connectMs)}`, details);
    case 'UND_ERR_HEADERS_TIMEOUT':
      return new HoshinError('timeout', `headers timeout: ${host} did not start answering within ${seconds(timeouts.headersMs)}`, details);
    case 'UND_ERR_BODY_TIMEOUT':
      return new HoshinError('timeout', `body timeout: ${host} stopped sending its answer for ${seconds(timeouts.bodyMs)}`, details);
    case 'ECONNREFUSED':
      return new HoshinError('network', `cannot connect to ${host}: connection refused`, details);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new HoshinError('network', `cannot resolve the host name of ${host}`, details);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return new HoshinError('network', `cannot reach ${host}: no route to the host`, details);
    case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
      return new HoshinError('server', `${host} sent an answer larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`, details);
    default:
      if (code && RESET_CODES.has(code)) return new HoshinError('network', `the connection to ${host} was reset before the answer arrived`, details);
      return new HoshinError('network', `network error talking to ${host}: ${code ?? (error instanceof Error ? error.message : String(error))}`, details);
  }
}

/** Method and URL with the signature redacted; built only when shown (most answers never are). */
function shownRequest(method: string, origin: string, pathAndQuery: string): string {
  return `${method} ${redactSignatures(`${origin}${pathAndQuery}`)}`;
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isResourceObject(value: unknown): value is Resource {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { id?: unknown }).id === 'number';
}

function resolveTimeouts(given: Partial<Timeouts> | undefined): Timeouts {
  const timeouts = { ...DEFAULT_TIMEOUTS };
  for (const name of Object.keys(DEFAULT_TIMEOUTS) as (keyof Timeouts)[]) {
    const value = given?.[name];
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value <= 0) throw new HoshinError('usage', `the ${name} timeout must be a positive number of milliseconds, got ${value}`);
    timeouts[name] = value;
  }
  return timeouts;
}

// ---- the client ----

export function createClient(options: ClientOptions): HoshinClient {
  const base = parseBaseUrl(options.baseUrl);
  const { appKey, secret } = options.credentials;
  if (!appKey || !secret) throw new HoshinError('usage', 'the app key and the secret must both be set');
  const timeouts = resolveTimeouts(options.timeouts);
  const now = options.now ?? Date.now;
  const log = options.log;
  const setting = options.dialect ?? 'auto';
  const state = serviceState(base.key);
  // The offset is between the service's clock and ours: a client with its own clock keeps its own.
  const clock = options.now ? new SkewEstimator() : state.clock;
  const { shared, release } = acquirePool(base.origin, timeouts.connectMs);
  const { pool } = shared;
  const listeners = new Set<(event: ResourceEvent) => void>();
  let closed = false;
  let lastSecond = Number.NaN;
  let lastSecondText = '';

  function emit(event: ResourceEvent): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        // A listener's failure must not turn a done write into an error the user would retry.
        log?.(`event listener failed: ${redactSignatures(error instanceof Error ? error.message : String(error))}`);
      }
    }
  }

  const explicitDialect: readonly Dialect[] = setting === 'auto' ? [] : [setting];
  function dialectOrder(): readonly Dialect[] {
    if (setting !== 'auto') return explicitDialect;
    const known = state.dialect;
    return (known && DIALECT_ORDERS.get(known)) || DIALECTS;
  }

  /** A timestamp no request to this path has used, in the service's estimated time; null when none is free now. */
  function claimTimestamp(fullPath: string): string | null {
    const second = state.ledger.claim(fullPath, Math.floor(clock.signingTimeMs(now()) / 1000));
    if (second === null) return null;
    // Most requests of a second share its text: format it once.
    if (second !== lastSecond) {
      lastSecond = second;
      lastSecondText = formatTimestamp(second * 1000);
    }
    return lastSecondText;
  }

  async function awaitTimestamp(fullPath: string): Promise<string> {
    for (;;) {
      const timestamp = claimTimestamp(fullPath);
      if (timestamp !== null) return timestamp;
      // Every second of this path's window is taken: the next second frees one.
      const signingMs = clock.signingTimeMs(now());
      await sleep(1001 - (signingMs % 1000));
    }
  }

  async function request(method: HttpMethod, path: string, body?: RequestBody, requestOptions: RequestOptions = {}): Promise<HttpAnswer> {
    if (closed) throw new HoshinError('usage', 'the client is closed');
    if (!path.startsWith('/') || path.includes('?') || path.includes('#')) throw new Error(`request path must start with / and carry no query: ${path}`);
    const fullPath = `${base.prefix}${path}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = payload === undefined ? READ_HEADERS : WRITE_HEADERS;
    const dialects = dialectOrder();
    let dialectIndex = 0;
    let clockCorrected = false;
    let resetRetried = false;
    let replayRetries = 0;

    for (;;) {
      const dialect = dialects[dialectIndex] as Dialect;
      const timestamp = claimTimestamp(fullPath) ?? (await awaitTimestamp(fullPath));
      const signed = signRequest({ path: fullPath, appKey, secret, timestamp, dialect });
      const maybeReusedSocket = shared.connected > 0;
      const sentMs = now();
      const started = log ? performance.now() : 0;
      let status: number;
      let answerHeaders: Record<string, string | string[] | undefined>;
      let bodyText: string;
      try {
        const answer = await dispatchForText(pool, {
          method,
          path: signed.pathAndQuery,
          headers,
          body: payload ?? null,
          headersTimeout: timeouts.headersMs,
          bodyTimeout: timeouts.bodyMs,
        });
        status = answer.status;
        answerHeaders = answer.headers;
        bodyText = answer.bodyText;
      } catch (error) {
        const code = errorCode(error);
        log?.(`${shownRequest(method, base.origin, signed.pathAndQuery)} -> ${code ?? 'error'} (${Math.round(performance.now() - started)} ms)`);
        // A keep-alive socket the service closed as we wrote: a GET is safe to send again.
        if (method === 'GET' && code && RESET_CODES.has(code) && maybeReusedSocket && !resetRetried) {
          resetRetried = true;
          continue;
        }
        throw transportFailure(error, base.host, timeouts, shownRequest(method, base.origin, signed.pathAndQuery));
      }
      const receivedMs = now();
      log?.(`${shownRequest(method, base.origin, signed.pathAndQuery)} -> ${status} (${Math.round(performance.now() - started)} ms)`);
      const serverDateMs = readDate(answerHeaders.date);
      const sample: ClockSample | undefined = serverDateMs === null ? undefined : { serverDateMs, sentMs, receivedMs };
      if (sample) clock.add(sample);

      const answer = { status, contentType: header(answerHeaders, 'content-type'), location: header(answerHeaders, 'location'), bodyText };
      const ok = (status >= 200 && status < 300) || (method === 'DELETE' && status === 302);
      if (ok) {
        if (setting === 'auto') state.dialect = dialect;
        if (status === 302 || BLANK.test(bodyText)) return { status, body: undefined };
        const json = readJson(bodyText);
        if (!json.ok) throw new HoshinError('server', `${base.host} answered ${status} with a body that is not JSON`, { status, request: shownRequest(method, base.origin, signed.pathAndQuery) });
        return { status, body: json.value };
      }
      const failure = failureForAnswer(answer, {
        method,
        host: base.host,
        request: shownRequest(method, base.origin, signed.pathAndQuery),
        ...(requestOptions.subject ? { subject: requestOptions.subject } : {}),
      });
      if (status === 401) {
        const code = failure.details.securityCode;
        if ((code === 3 || code === 4) && sample && !clockCorrected) {
          clockCorrected = true;
          clock.reset(sample);
          continue;
        }
        // Another process signed the same path in the same second: our ledger steps past it. That
        // process may have used the earlier seconds too (a GET then a PUT of one path), so a few times.
        if (code === 7 && replayRetries < MAX_REPLAY_RETRIES) {
          replayRetries++;
          continue;
        }
        if (code === 6 && dialectIndex < dialects.length - 1) {
          dialectIndex++;
          continue;
        }
      } else if (setting === 'auto' && !failure.details.routeMissing) {
        // Anything but a 401 passed authentication (a missing route may not have).
        state.dialect = dialect;
      }
      throw failure;
    }
  }

  function expectResource(kind: KindName, value: unknown, status: number): Resource {
    if (isResourceObject(value)) return value;
    throw new HoshinError('server', `${base.host} answered ${status} with something that is not a ${kindSpec(kind).label.toLowerCase()}`, { status });
  }

  /** A GET or PUT of one resource: seen when it answers, gone when the service says it is not there. */
  async function requestResource(method: HttpMethod, kind: KindName, id: number, path: string, body?: RequestBody): Promise<Resource> {
    try {
      const answer = await request(method, path, body, { subject: { kind, id } });
      const resource = expectResource(kind, answer.body, answer.status);
      emit({ type: 'seen', kind, resource });
      return resource;
    } catch (error) {
      noteGone(error, kind, id);
      throw error;
    }
  }

  async function get(kind: KindName, id: number): Promise<Resource> {
    return requestResource('GET', kind, id, fillPath(kindSpec(kind).paths.get, { id }));
  }

  function noteGone(error: unknown, kind: KindName, id: number): void {
    if (isMissingRecord(error)) emit({ type: 'gone', kind, id });
  }

  async function list(kind: KindName, scopeId: number | null): Promise<Resource[]> {
    const spec = kindSpec(kind);
    if (!spec.list) throw new HoshinError('usage', `the service offers no list of ${pluralWords(spec)}`);
    const { path: template, scope } = spec.list;
    const [parameter] = pathParameters(template);
    if (parameter !== undefined && scopeId === null) throw new HoshinError('usage', `listing ${pluralWords(spec)} needs the ${scope ?? 'parent'} id`);
    const path = parameter === undefined ? template : fillPath(template, { [parameter]: scopeId as number });
    const subject: Subject = scope ? { kind: scope, id: scopeId } : { kind, id: null };
    const answer = await request('GET', path, undefined, { subject });
    if (!Array.isArray(answer.body) || !answer.body.every(isResourceObject)) {
      throw new HoshinError('server', `${base.host} answered ${answer.status} with something that is not a list of ${pluralWords(spec)}`, {
        status: answer.status,
      });
    }
    const resources = answer.body as Resource[];
    emit({ type: 'listed', kind, scopeId: scope ? scopeId : null, resources });
    return resources;
  }

  async function create(kind: KindName, parentId: number | null, values: Readonly<Record<string, JsonValue>>): Promise<Resource> {
    const spec = kindSpec(kind);
    if (!spec.paths.create) throw new HoshinError('usage', `${pluralWords(spec)} cannot be created`);
    const { body } = buildRequestBody(kind, 'create', values);
    const remembered = state.createTemplates.get(kind);
    const templates = [spec.paths.create, ...(spec.paths.createAlternatives ?? [])];
    const ordered = remembered ? [remembered, ...templates.filter((t) => t !== remembered)] : templates;
    const subject: Subject | undefined = spec.parent ? { kind: spec.parent, id: parentId } : undefined;
    for (let index = 0; ; index++) {
      const template = ordered[index] as string;
      const [parameter] = pathParameters(template);
      if (parameter !== undefined && parentId === null) throw new HoshinError('usage', `creating a ${spec.label.toLowerCase()} needs the ${spec.parent ?? 'parent'} id`);
      const path = parameter === undefined ? template : fillPath(template, { [parameter]: parentId as number });
      let answer: HttpAnswer;
      try {
        answer = await request('POST', path, body, subject ? { subject } : {});
      } catch (error) {
        // The spec's route and the public implementation's differ for history values.
        if (isHoshinError(error) && error.details.routeMissing && index < ordered.length - 1) continue;
        throw error;
      }
      if (ordered.length > 1) state.createTemplates.set(kind, template);
      const created = answer.body as { id?: unknown } | undefined;
      if (typeof created === 'object' && created !== null && !Array.isArray(created) && created.id === null) {
        throw new HoshinError('invalid', `the service did not save the ${spec.label.toLowerCase()} (it answered without an id); check the values`, {
          status: answer.status,
        });
      }
      const resource = expectResource(kind, answer.body, answer.status);
      emit({ type: 'seen', kind, resource });
      return resource;
    }
  }

  async function update(kind: KindName, id: number, values: Readonly<Record<string, JsonValue>>): Promise<Resource> {
    const spec = kindSpec(kind);
    if (!spec.paths.update) throw new HoshinError('usage', `${pluralWords(spec)} cannot be changed`);
    if (Object.keys(values).length === 0) throw new HoshinError('usage', 'nothing to change: give at least one field');
    const { body } = buildRequestBody(kind, 'update', values);
    return requestResource('PUT', kind, id, fillPath(spec.paths.update, { id }), body);
  }

  async function remove(kind: KindName, id: number): Promise<void> {
    const spec = kindSpec(kind);
    if (!spec.paths.delete) throw new HoshinError('usage', `${pluralWords(spec)} cannot be deleted`);
    try {
      await request('DELETE', fillPath(spec.paths.delete, { id }), undefined, { subject: { kind, id } });
    } catch (error) {
      noteGone(error, kind, id);
      throw error;
    }
    emit({ type: 'gone', kind, id });
  }

  return {
    request,
    get,
    list,
    create,
    update,
    remove,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get dialectInUse(): Dialect | undefined {
      return setting === 'auto' ? state.dialect : setting;
    },
    async close() {
      closed = true;
      listeners.clear();
      await release();
    },
  };
}
