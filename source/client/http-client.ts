// The HTTP client of the planning service: signs every attempt, keeps one keep-alive pool per
// origin, follows the service's clock and signing dialect, and turns answers into resources,
// events and typed failures.
import { performance } from 'node:perf_hooks';
import { Pool, type Dispatcher } from 'undici';
import { fieldSpec, fillPath, kindSpec, kindWords, pathParameters, pluralWords, type KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import { withArticle } from '../core/article.js';
import { DIALECTS, formatTimestamp, redactSignatures, signRequest, type Dialect } from '../signing/signing.js';
import { hideUrlPassword } from '../core/url-text.js';
import { MAX_JSON_DEPTH, failureForAnswer, readJson, securityErrorSentence, type Subject } from './answers.js';
import { unconfirmedUpdate, wrongCreated, wrongListItem, wrongResource } from './answer-checks.js';
import { isSuccessRedirect } from './success-redirect.js';
import { classifyWriteFailure } from './uncertain-writes.js';
import { DEFAULT_DEADLINE_MS, startDeadline, type Deadline } from './deadline.js';
import { dispatchForText } from './dispatch.js';
import { parseHttpDate, SkewEstimator, type ClockSample } from './clock-skew.js';
import { HoshinError, isHoshinError, isMissingRecord } from '../core/errors.js';
import { describeProxy } from './proxy-choice.js';
import { proxyDispatcher, TUNNEL_CLOSED } from './proxy.js';
import { buildRequestBody, type RequestBody } from './request-body.js';
import type { SecondLeases } from './second-leases.js';
import { CLOCK_MEMORY_MS, type LearnedService, type ServiceMemory } from './service-memory.js';
import { SignedUrlLedger } from './signed-url-ledger.js';
import { SocketTracker, trackedConnector } from './tracked-connector.js';
import type { Resource, ResourceClient, ResourceEvent } from '../core/resource.js';
import type { ClientOptions, Timeouts } from './types.js';
import { USER_AGENT } from '../core/version.js';
import { valueText } from '../catalogue/values.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const DEFAULT_TIMEOUTS: Timeouts = { connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000, totalMs: DEFAULT_DEADLINE_MS };

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
  /** A redirect to a path of this template means the action worked (catalogue `deleteRedirect`). */
  readonly successRedirect?: string;
  /** Query parameters of the request itself, signed with it (complete_users2's `id`). */
  readonly query?: readonly (readonly [string, string])[];
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
  /** The service answered a 401 in the public implementation's shape: only its dialect can work. */
  publicImplementation: boolean;
  /** The create template that worked, per kind, when the catalogue offers alternatives. */
  readonly createTemplates: Map<KindName, string>;
  /** The memory this state was read from (read once per process and service). */
  memory: ServiceMemory | undefined;
  /** What the memory holds now, to write only what changed. */
  remembered: string;
  /** When the shared clock last heard from the service (ours, epoch ms): the age remembered with it. */
  clockMeasuredAt: number | undefined;
}

const services = new Map<string, ServiceState>();

function serviceState(baseKey: string, leases: SecondLeases | undefined): ServiceState {
  let state = services.get(baseKey);
  if (!state) {
    state = {
      ledger: new SignedUrlLedger(leases ? { leases } : {}),
      clock: new SkewEstimator(),
      dialect: undefined,
      publicImplementation: false,
      createTemplates: new Map(),
      memory: undefined,
      remembered: '',
      clockMeasuredAt: undefined,
    };
    services.set(baseKey, state);
  }
  return state;
}

function learnedOf(state: ServiceState): LearnedService {
  const bounds = state.clock.bounds;
  const measuredAt = state.clockMeasuredAt;
  return {
    ...(state.dialect ? { dialect: state.dialect } : {}),
    ...(state.publicImplementation ? { publicImplementation: true } : {}),
    ...(state.createTemplates.size > 0 ? { createTemplates: Object.fromEntries(state.createTemplates) } : {}),
    ...(bounds && measuredAt !== undefined ? { clock: { ...bounds, measuredAt } } : {}),
  };
}

/** The learned state without the clock's age, to tell whether anything worth writing changed. */
function learnedKey(learned: LearnedService): string {
  const { clock, ...rest } = learned;
  return JSON.stringify({ ...rest, clock: clock ? [Math.round(clock.lowMs / 250), Math.round(clock.highMs / 250)] : null });
}

function recall(state: ServiceState, memory: ServiceMemory, baseKey: string, nowMs: number): void {
  if (state.memory) return;
  state.memory = memory;
  const learned = memory.read(baseKey);
  if (!learned) {
    state.remembered = learnedKey(learnedOf(state));
    return;
  }
  state.dialect ??= learned.dialect;
  state.publicImplementation ||= learned.publicImplementation === true;
  for (const [kind, template] of Object.entries(learned.createTemplates ?? {})) {
    if (!state.createTemplates.has(kind as KindName)) state.createTemplates.set(kind as KindName, template);
  }
  const clock = learned.clock;
  if (clock && nowMs - clock.measuredAt >= 0 && nowMs - clock.measuredAt < CLOCK_MEMORY_MS && state.clock.bounds === undefined) {
    state.clock.restore(clock.lowMs, clock.highMs);
    state.clockMeasuredAt = clock.measuredAt;
  }
  state.remembered = learnedKey(learnedOf(state));
}

function rememberChanges(state: ServiceState, baseKey: string): void {
  if (!state.memory) return;
  const learned = learnedOf(state);
  const key = learnedKey(learned);
  if (key === state.remembered) return;
  state.remembered = key;
  state.memory.write(baseKey, learned);
}

// ---- keep-alive pools, shared by clients of the same origin ----

interface SharedPool {
  /** A keep-alive pool to the service, or the proxy agent in front of one. */
  readonly pool: Dispatcher;
  /** The sockets the pool (or the proxy agent's client to the proxy) opened: ended by a hurried close. */
  readonly sockets: SocketTracker;
  users: number;
  /** Open sockets, kept from the pool's events (pool.stats walks every client on each read). */
  connected: number;
}

const pools = new Map<string, SharedPool>();

function acquirePool(origin: string, connectMs: number, proxy: string | undefined): { shared: SharedPool; release: (hurry: boolean) => Promise<void> } {
  const key = `${origin} ${connectMs} ${proxy ?? ''}`;
  let shared = pools.get(key);
  if (!shared) {
    const sockets = new SocketTracker();
    const pool = proxy
      ? proxyDispatcher(proxy, connectMs, { maxResponseSize: MAX_ANSWER_BYTES, sockets })
      : new Pool(origin, { connect: trackedConnector({ timeout: connectMs }, sockets), maxResponseSize: MAX_ANSWER_BYTES });
    const created: SharedPool = { pool, users: 0, connected: 0, sockets };
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
    // In a hurry (requests were abandoned), sockets still open are dropped rather than drained.
    release: async (hurry) => {
      if (released) return;
      released = true;
      if (--entry.users > 0) return;
      pools.delete(key);
      if (!hurry) return entry.pool.close();
      const destroyed = entry.pool.destroy();
      entry.sockets.destroyAll();
      await destroyed;
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
    throw new HoshinError('usage', `the base URL "${hideUrlPassword(baseUrl)}" is not a URL (expected e.g. https://www.hoshinplan.com)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new HoshinError('usage', `the base URL must start with http:// or https://, got "${hideUrlPassword(baseUrl)}"`);
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new HoshinError('usage', `the base URL must carry no query, fragment, user name or password: "${hideUrlPassword(redactSignatures(baseUrl))}"`);
  }
  const prefix = url.pathname.replace(/\/+$/, '');
  return { origin: url.origin, prefix, host: url.host, key: `${url.origin}${prefix}` };
}

// ---- transport failures ----

const BLANK = /^\s*$/;
// Shared, never mutated: undici only reads them.
const READ_HEADERS: Readonly<Record<string, string>> = { accept: 'application/json', 'user-agent': USER_AGENT };
const WRITE_HEADERS: Readonly<Record<string, string>> = { ...READ_HEADERS, 'content-type': 'application/json' };
// Auto-detection tries the public implementation's dialect, then the spec's literal reading; a
// wrong secret then costs two requests, not three. `encoded` is there for --dialect.
const AUTO_DIALECTS: readonly Dialect[] = ['hoshinplan', 'plain'];
const ONLY = new Map<Dialect, readonly Dialect[]>(DIALECTS.map((dialect) => [dialect, [dialect]]));

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

function transportFailure(error: unknown, host: string, timeouts: Timeouts, request: string, proxy: string | undefined): HoshinError {
  const code = errorCode(error);
  const details = { request, cause: error };
  if (proxy) {
    const message = error instanceof Error ? error.message : String(error);
    const via = describeProxy(proxy);
    if (/\(407\)/.test(message)) return new HoshinError('network', `the proxy ${via} asks for credentials (407): put user:password in the proxy variable`, details);
    const refusal = /^Proxy response \((\d+)\)/.exec(message);
    if (refusal) return new HoshinError('network', `the proxy ${via} refused the tunnel to ${host}: it answered ${refusal[1]} to CONNECT`, details);
    if (code === TUNNEL_CLOSED) return new HoshinError('network', `the proxy ${via} closed the connection instead of opening a tunnel to ${host} (it may not reach ${host})`, details);
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'UND_ERR_CONNECT_TIMEOUT') {
      return new HoshinError(code === 'UND_ERR_CONNECT_TIMEOUT' ? 'timeout' : 'network', `cannot reach the proxy ${via} (${code}) on the way to ${host}`, details);
    }
  }
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

// ---- writes the service takes in parts ----

type Values = Readonly<Record<string, JsonValue>>;

/** The values a create sends, and those applied by an update right after (catalogue `appliedOnCreate`). */
function splitForCreate(kind: KindName, values: Values): { now: Values; after: Values } {
  const now: Record<string, JsonValue> = {};
  const after: Record<string, JsonValue> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fieldSpec(kind, name);
    // A task's default status needs no transition; a position of 0 is what a create leaves anyway.
    if (field && !field.appliedOnCreate && !isCreateDefault(kind, name, value)) after[name] = value;
    else if (!field || field.appliedOnCreate) now[name] = value;
  }
  return { now, after };
}

function isCreateDefault(kind: KindName, name: string, value: JsonValue): boolean {
  return (kind === 'task' && name === 'status' && value === 'backlog') || (kind === 'task' && name === 'lane_pos' && value === 0);
}

/** One update, or two where the service applies a field only on its own (catalogue `separateUpdate`). */
function splitForUpdate(kind: KindName, values: Values): Values[] {
  const separate = kindSpec(kind).separateUpdate;
  if (!separate || !(separate.trigger in values)) return [values];
  const alone: Record<string, JsonValue> = {};
  const rest: Record<string, JsonValue> = {};
  for (const [name, value] of Object.entries(values)) (separate.fields.includes(name) ? alone : rest)[name] = value;
  return Object.keys(rest).length === 0 ? [alone] : [rest, alone];
}

function describeValues(values: Readonly<Record<string, unknown>>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}=${value === null ? '(empty)' : valueText(value)}`)
    .join(' ');
}

function pick(resource: Resource, like: Values): Record<string, unknown> {
  return Object.fromEntries(Object.keys(like).map((name) => [name, resource[name] ?? null]));
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
  const state = serviceState(base.key, options.leases);
  if (options.memory) recall(state, options.memory, base.key, now());
  // The offset is between the service's clock and ours: a client with an injected clock keeps its
  // own, unless it shares the profile's memory (then its clock is the process's, as in the CLI).
  const clock = options.now && !options.memory ? new SkewEstimator() : state.clock;
  const { shared, release } = acquirePool(base.origin, timeouts.connectMs, options.proxy ?? undefined);
  const { pool } = shared;
  const listeners = new Set<(event: ResourceEvent) => void>();
  let closed = false;
  // close() abandons the requests still waiting (the console quitting): each ends at once.
  const stopping = new AbortController();
  let inFlight = 0;
  // A request ended by its deadline may leave a connection half open (a TLS handshake nobody answers).
  let abandoned = false;
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

  /** The dialects to try, in order: the one given or known, else the two auto-detection tries. */
  function dialectOrder(): readonly Dialect[] {
    if (setting !== 'auto') return ONLY.get(setting) as readonly Dialect[];
    const known = state.dialect;
    return known ? (ONLY.get(known) as readonly Dialect[]) : AUTO_DIALECTS;
  }

  /** A dialect worth naming after two refusals: only when nothing is known of how the service signs. */
  function untriedDialect(tried: readonly Dialect[]): Dialect | undefined {
    if (setting !== 'auto' || state.dialect) return undefined;
    return DIALECTS.find((dialect) => !tried.includes(dialect));
  }

  function learnDialect(dialect: Dialect): void {
    if (setting !== 'auto' || state.dialect === dialect) return;
    state.dialect = dialect;
    rememberChanges(state, base.key);
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
    const deadline = startDeadline(timeouts.totalMs, stopping.signal);
    inFlight++;
    try {
      return await requestWithin(deadline, method, path, body, requestOptions);
    } finally {
      inFlight--;
      if (deadline.signal.aborted) abandoned = true;
      deadline.clear();
    }
  }

  async function requestWithin(deadline: Deadline, method: HttpMethod, path: string, body: RequestBody | undefined, requestOptions: RequestOptions): Promise<HttpAnswer> {
    if (!path.startsWith('/') || path.includes('?') || path.includes('#')) throw new Error(`request path must start with / and carry no query: ${path}`);
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
    let replayRetries = 0;

    for (;;) {
      const dialect = dialects[dialectIndex] as Dialect;
      const timestamp = claimTimestamp(ledgerPath) ?? (await awaitTimestamp(ledgerPath));
      if (deadline.signal.aborted) throw deadline.failure(base.host, false, shownRequest(method, base.origin, fullPath));
      const signed = signRequest({ path: fullPath, appKey, secret, timestamp, dialect, ...(query ? { query } : {}) });
      const maybeReusedSocket = shared.connected > 0;
      const sentMs = now();
      const started = log ? performance.now() : 0;
      let status: number;
      let answerHeaders: Record<string, string | string[] | undefined>;
      let bodyText: string;
      let sent = false;
      try {
        const watch = { signal: deadline.signal, onRequestSent: () => (sent = true) };
        const answer = await dispatchForText(pool, {
          origin: base.origin,
          method,
          path: signed.pathAndQuery,
          headers,
          body: payload ?? null,
          headersTimeout: timeouts.headersMs,
          bodyTimeout: timeouts.bodyMs,
        }, watch);
        status = answer.status;
        answerHeaders = answer.headers;
        bodyText = answer.bodyText;
      } catch (error) {
        const code = errorCode(error);
        // The signal is aborted while the request is awaited; the compiler still holds it false from the check above.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
        log?.(`${shownRequest(method, base.origin, signed.pathAndQuery)} -> ${deadline.signal.aborted ? 'deadline' : (code ?? 'error')} (${Math.round(performance.now() - started)} ms)`);
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
        if (deadline.signal.aborted) throw deadline.failure(base.host, sent, shownRequest(method, base.origin, signed.pathAndQuery));
        // A keep-alive socket the service closed as we wrote: a GET is safe to send again.
        if (method === 'GET' && code && RESET_CODES.has(code) && maybeReusedSocket && !resetRetried) {
          resetRetried = true;
          continue;
        }
        throw transportFailure(error, base.host, timeouts, shownRequest(method, base.origin, signed.pathAndQuery), options.proxy ?? undefined);
      }
      const receivedMs = now();
      log?.(`${shownRequest(method, base.origin, signed.pathAndQuery)} -> ${status} (${Math.round(performance.now() - started)} ms)`);
      const serverDateMs = readDate(answerHeaders.date);
      const sample: ClockSample | undefined = serverDateMs === null ? undefined : { serverDateMs, sentMs, receivedMs };
      if (sample) {
        clock.add(sample);
        if (clock === state.clock) state.clockMeasuredAt = receivedMs;
      }

      const location = header(answerHeaders, 'location');
      const answer = { status, contentType: header(answerHeaders, 'content-type'), location, bodyText };
      const redirected = status >= 300 && status < 400;
      const ok = (status >= 200 && status < 300) || (redirected && isSuccessRedirect(requestOptions.successRedirect, location, base));
      if (ok) {
        learnDialect(dialect);
        if (redirected || BLANK.test(bodyText)) return { status, body: undefined };
        const json = readJson(bodyText);
        const notRead = json.ok ? '' : json.tooDeep ? `JSON nested deeper than ${MAX_JSON_DEPTH} levels, which hoshin does not read` : 'a body that is not JSON';
        if (!json.ok) throw new HoshinError('server', `${base.host} answered ${status} with ${notRead}`, { status, request: shownRequest(method, base.origin, signed.pathAndQuery) });
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
        if (failure.details.publicImplementation && !state.publicImplementation) {
          state.publicImplementation = true;
          rememberChanges(state, base.key);
        }
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
        // Until a dialect has worked, a refused signature may be the reading, not the secret: one more
        // try in the other reading, whatever shape the refusal had (a server of the public
        // implementation's shape may sign another reading).
        if (code === 6 && dialectIndex < dialects.length - 1) {
          dialectIndex++;
          continue;
        }
        const offset = sample ? clock.offsetMs : undefined;
        const untried = code === 6 ? untriedDialect(dialects.slice(0, dialectIndex + 1)) : undefined;
        const hints = { ...(offset === undefined ? {} : { clockOffsetMs: offset }), ...(untried ? { untriedDialect: untried } : {}) };
        const fromEnvironment = options.credentialsFrom === 'environment';
        throw new HoshinError('auth', securityErrorSentence(code, base.host, { ...hints, fromEnvironment }), { ...failure.details, ...hints });
      }
      // Anything but a 401 passed authentication (a missing route may not have).
      if (!failure.details.routeMissing) learnDialect(dialect);
      throw failure;
    }
  }

  function expectResource(kind: KindName, value: unknown, status: number): Resource {
    if (isResourceObject(value)) return value;
    throw new HoshinError('server', `${base.host} answered ${status} with something that is not ${withArticle(kindWords(kind))}`, { status });
  }

  /**
   * A GET or PUT of one resource: seen when it answers about that resource (and, after a PUT, shows
   * what was sent), gone when the service says it is not there.
   */
  async function requestResource(method: HttpMethod, kind: KindName, id: number, path: string, body?: RequestBody, sent?: Values): Promise<Resource> {
    try {
      const answer = await request(method, path, body, { subject: { kind, id } });
      const resource = expectResource(kind, answer.body, answer.status);
      const check = { method, kind, id, host: base.host, status: answer.status };
      const refusal = wrongResource(check, resource) ?? (sent ? unconfirmedUpdate(check, sent, resource) : undefined);
      if (refusal) throw refusal;
      emit({ type: 'seen', kind, resource });
      return resource;
    } catch (error) {
      noteGone(error, kind, id);
      throw method === 'GET' ? error : classifyWriteFailure(error, { action: 'update', kind, id });
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
    const resources = answer.body;
    const stray = wrongListItem(kind, spec.parentField && scope ? { field: spec.parentField, id: scopeId as number } : null, base.host, answer.status, resources);
    if (stray) throw stray;
    emit({ type: 'listed', kind, scopeId: scope ? scopeId : null, resources });
    return resources;
  }

  async function create(kind: KindName, parentId: number | null, values: Readonly<Record<string, JsonValue>>): Promise<Resource> {
    const spec = kindSpec(kind);
    if (!spec.paths.create) throw new HoshinError('usage', `${pluralWords(spec)} cannot be created`);
    // Fields the service drops on create are applied by an update of the new resource right after.
    const { now: createValues, after } = splitForCreate(kind, values);
    if (Object.keys(after).length > 0) buildRequestBody(kind, 'update', after); // refuse bad values before anything is sent
    const created = await createOnce(kind, parentId, createValues);
    if (Object.keys(after).length === 0) return created;
    let updated: Resource;
    try {
      updated = await update(kind, created.id, after);
    } catch (error) {
      const message = isHoshinError(error) ? error.message : String(error);
      throw new HoshinError(
        isHoshinError(error) ? error.kind : 'server',
        `created ${spec.label.toLowerCase()} ${created.id}, but ${describeValues(after)} could not be applied: ${message}; it is ${describeValues(pick(created, after))}`,
        isHoshinError(error) ? error.details : { cause: error },
      );
    }
    // The update has read each value back (answer-checks.ts): what it returns shows them applied.
    return updated;
  }

  async function createOnce(kind: KindName, parentId: number | null, values: Readonly<Record<string, JsonValue>>): Promise<Resource> {
    const spec = kindSpec(kind);
    const { body } = buildRequestBody(kind, 'create', values);
    const remembered = state.createTemplates.get(kind);
    const templates = spec.paths.publicCreate ? [spec.paths.publicCreate, spec.paths.create] : [spec.paths.create];
    const ordered = remembered ? [remembered, ...templates.filter((t) => t !== remembered)] : templates;
    const subject: Subject | undefined = spec.parent ? { kind: spec.parent, id: parentId } : undefined;
    for (let index = 0; ; index++) {
      const template = ordered[index] as string;
      const [parameter] = pathParameters(template);
      if (parameter !== undefined && parentId === null) throw new HoshinError('usage', `creating ${withArticle(kindWords(spec))} needs the ${spec.parent ? kindWords(spec.parent) : 'parent'} id`);
      const path = parameter === undefined ? template : fillPath(template, { [parameter]: parentId as number });
      let answer: HttpAnswer;
      const parent = spec.parent && parentId !== null ? { kind: spec.parent, id: parentId } : null;
      try {
        answer = await request('POST', path, body, subject ? { subject } : {});
      } catch (error) {
        // The spec's route and the public implementation's differ for history values.
        if (isHoshinError(error) && error.details.routeMissing && index < ordered.length - 1) continue;
        throw classifyWriteFailure(error, { action: 'create', kind, parent });
      }
      if (ordered.length > 1 && state.createTemplates.get(kind) !== template) {
        state.createTemplates.set(kind, template);
        rememberChanges(state, base.key);
      }
      const created = answer.body as { id?: unknown } | null | undefined;
      if (typeof created === 'object' && created !== null && !Array.isArray(created) && created.id === null) {
        throw new HoshinError('invalid', `the service did not save the ${spec.label.toLowerCase()} (it answered without an id); check the values`, {
          status: answer.status,
        });
      }
      const resource = expectResource(kind, answer.body, answer.status);
      const stray = wrongCreated(kind, parent && spec.parentField ? { ...parent, field: spec.parentField } : null, base.host, answer.status, resource);
      if (stray) throw stray;
      emit({ type: 'seen', kind, resource });
      return resource;
    }
  }

  async function update(kind: KindName, id: number, values: Readonly<Record<string, JsonValue>>): Promise<Resource> {
    const spec = kindSpec(kind);
    if (!spec.paths.update) throw new HoshinError('usage', `${pluralWords(spec)} cannot be changed`);
    if (Object.keys(values).length === 0) throw new HoshinError('usage', 'nothing to change: give at least one field');
    const path = fillPath(spec.paths.update, { id });
    const parts = splitForUpdate(kind, values);
    const steps = parts.map((step) => buildRequestBody(kind, 'update', step).body);
    let resource: Resource | undefined;
    for (const [index, body] of steps.entries()) {
      try {
        resource = await requestResource('PUT', kind, id, path, body, parts[index]);
      } catch (error) {
        // The first part was saved: say so rather than let the whole change look refused.
        if (index === 0 || !isHoshinError(error)) throw error;
        throw new HoshinError(error.kind, `${spec.label.toLowerCase()} ${id}: ${describeValues(steps[0] as Record<string, JsonValue>)} saved, but then ${error.message}`, error.details);
      }
    }
    return resource as Resource;
  }

  async function remove(kind: KindName, id: number): Promise<void> {
    const spec = kindSpec(kind);
    if (!spec.paths.delete) throw new HoshinError('usage', `${pluralWords(spec)} cannot be deleted`);
    try {
      const answer = await request('DELETE', fillPath(spec.paths.delete, { id }), undefined, {
        subject: { kind, id },
        ...(spec.paths.deleteRedirect ? { successRedirect: spec.paths.deleteRedirect } : {}),
      });
      // A body is not needed, but one about another resource is not a delete of this one.
      const about = answer.body;
      if (typeof about === 'object' && about !== null && !Array.isArray(about)) {
        const stray = wrongResource({ method: 'DELETE', kind, id, host: base.host, status: answer.status }, about as Record<string, unknown>);
        if (stray) throw stray;
      }
    } catch (error) {
      noteGone(error, kind, id);
      throw classifyWriteFailure(error, { action: 'delete', kind, id });
    }
    emit({ type: 'gone', kind, id });
  }

  async function people(companyId: number): Promise<Readonly<Record<number, string>>> {
    const answer = await request('GET', '/companies/complete_users2', undefined, { subject: { kind: 'company', id: companyId }, query: [['id', String(companyId)]] });
    const body = answer.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HoshinError('server', `${base.host} answered ${answer.status} with something that is not a list of people`, { status: answer.status });
    }
    const result: Record<number, string> = {};
    for (const [id, name] of Object.entries(body as Record<string, unknown>)) {
      if (/^[1-9]\d*$/.test(id) && typeof name === 'string') result[Number(id)] = name;
    }
    return result;
  }

  return {
    request,
    get,
    list,
    create,
    update,
    remove,
    people,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get dialectInUse(): Dialect | undefined {
      return setting === 'auto' ? state.dialect : setting;
    },
    async close() {
      if (!closed && clock === state.clock) rememberChanges(state, base.key);
      closed = true;
      listeners.clear();
      const hurry = inFlight > 0 || abandoned;
      stopping.abort(new Error('the client is closing'));
      await release(hurry);
    },
  };
}
