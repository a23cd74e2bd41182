// A local implementation of the planning service on node:http: routes from the catalogue, the
// public implementation's authentication (signing.ts), and its answers (operations.ts), in one of
// two flavours (flavour.ts): the spec's service, or the public implementation as it behaves.
//
// Requests that are not JSON (no `.json` suffix, no `format=json`, no `Accept: application/json`,
// or a browser-like Accept with `*/*`) are answered as the real service answers a browser: 302 to
// /login, without checking any signature. XML is not offered.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DIALECTS, isDialect, redactSignatures, type Dialect } from '../signing/signing.js';
import { safeDecode, splitRequestTarget, verifyRequestParts } from '../signing/verification.js';
import { FLAVOUR_ANSWERS } from './answers.js';
import { checkParameters } from './apipie.js';
import { FLAVOUR_RULES, isSandboxFlavour, SANDBOX_FLAVOURS, type SandboxFlavour } from './flavour.js';
import { SandboxService } from './operations.js';
import { DataFileWriter, loadDataFile } from './persistence.js';
import { billingRedirect, scopedCompany } from './redirects.js';
import { JSON_TYPE, notFoundRoute, redirect, type SandboxReply } from './replies.js';
import { absoluteLocation, BodyTooLarge, MAX_BODY_BYTES, readBody, toServiceJson, wantsJson } from './http-exchange.js';
import { ReplayMemory } from './replay.js';
import { lookupRoute } from './routes.js';
import { demoSnapshot, emptySnapshot } from './seed.js';
import { SignedTargetMemory } from './signed-targets.js';
import { emptyStats, recordAnswer, resetStats, type SandboxStats } from './stats.js';
import { SandboxStore } from './sandbox-records-store.js';

export { SandboxStore } from './sandbox-records-store.js';
export type { Resource, SubscriptionRecord } from './sandbox-records-store.js';
export { DataFileError } from './persistence.js';
export { isSandboxFlavour, SANDBOX_FLAVOURS, type SandboxFlavour } from './flavour.js';
export type { SandboxLogEntry, SandboxStats } from './stats.js';

export type SandboxDialect = 'lenient' | Dialect;

export interface SandboxOptions {
  port?: number; // default 0 = any free port
  host?: string; // default 127.0.0.1
  seed?: 'demo' | 'empty'; // default demo
  dataFile?: string; // load at start, persist every change atomically
  /** spec (default): the service as specified; hoshinplan: as the public implementation answers. */
  flavour?: SandboxFlavour;
  dialect?: SandboxDialect; // default lenient (accepts all three); the hoshinplan flavour verifies one (default hoshinplan)
  appKey?: string;
  secret?: string; // generated (32 lowercase hex chars each, like the real service) when absent
  now?: () => number; // injectable clock, epoch ms (for expiry tests)
  futureToleranceSeconds?: number; // default 5; the hoshinplan flavour allows none
  /** One line per answered request (the signature redacted); silent when absent. */
  log?: (line: string) => void;
}

export interface RunningSandbox {
  readonly url: string; // http://127.0.0.1:<port>
  readonly port: number;
  readonly appKey: string;
  readonly secret: string;
  readonly store: SandboxStore; // direct read access for tests
  readonly flavour: SandboxFlavour;
  /** Live counts of what was answered; reuses of a signed target are counted in both flavours. */
  readonly stats: SandboxStats;
  resetStats(): void;
  close(): Promise<void>;
}

export const SANDBOX_DIALECTS: readonly SandboxDialect[] = ['lenient', ...DIALECTS];

export function isSandboxDialect(value: string): value is SandboxDialect {
  return value === 'lenient' || isDialect(value);
}

function generateCredential(): string {
  return randomBytes(16).toString('hex');
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new RangeError(`port must be a whole number from 0 to 65535, got ${port}`);
  const flavour = options.flavour ?? 'spec';
  if (!isSandboxFlavour(flavour)) throw new RangeError(`flavour must be one of ${SANDBOX_FLAVOURS.join(', ')}, got ${String(flavour)}`);
  const rules = FLAVOUR_RULES[flavour];
  const answers = FLAVOUR_ANSWERS[flavour];
  const dialect = options.dialect ?? rules.dialect ?? 'lenient';
  if (!isSandboxDialect(dialect)) throw new RangeError(`dialect must be one of ${SANDBOX_DIALECTS.join(', ')}, got ${String(dialect)}`);
  // A flavour with its own dialect verifies exactly one: its own, or one other asked for by name.
  if (rules.dialect !== null && dialect === 'lenient') throw new RangeError(`the ${flavour} flavour verifies one dialect, not lenient`);
  // Checked again for callers from JavaScript and the command line.
  const seed: string = options.seed ?? 'demo';
  if (seed !== 'demo' && seed !== 'empty') throw new RangeError(`seed must be demo or empty, got ${seed}`);
  const now = options.now ?? (() => Date.now());
  const futureToleranceSeconds = rules.futureToleranceSeconds ?? options.futureToleranceSeconds ?? 5;
  const appKey = options.appKey ?? generateCredential();
  const secret = options.secret ?? generateCredential();
  if (appKey === '' || secret === '') throw new RangeError('the app key and the secret must not be empty');
  const dialects: readonly Dialect[] = dialect === 'lenient' ? DIALECTS : [dialect];

  const loaded = options.dataFile ? await loadDataFile(options.dataFile) : null;
  const store = new SandboxStore(loaded ?? (seed === 'demo' ? demoSnapshot(now()) : emptySnapshot()));
  const service = new SandboxService(store, now, answers);
  const refreshed = service.refreshDerived();
  const writer = options.dataFile ? new DataFileWriter(options.dataFile) : null;
  if (writer && (loaded === null || refreshed)) await writer.save(store.snapshot());

  const replay = new ReplayMemory();
  const signedTargets = new SignedTargetMemory();
  const reusedRequests = new WeakSet<IncomingMessage>();
  const stats = emptyStats();
  const log = options.log;

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    given: Omit<SandboxReply, 'changed'>,
    extraHeaders: Record<string, string> = {},
    note = '',
  ): void => {
    const reply = rules.absoluteLocations ? absoluteLocation(given, request.headers.host) : given;
    const body = reply.text ?? (reply.body === undefined ? '' : toServiceJson(reply.body));
    const headers: Record<string, string | number> = {
      ...(reply.body === undefined ? {} : { 'Content-Type': JSON_TYPE }),
      'Cache-Control': 'no-store',
      Pragma: 'no-cache',
      Expires: '0',
      ...reply.headers,
      ...extraHeaders,
      'Content-Length': Buffer.byteLength(body),
      // The sandbox's own clock, so an injected clock is what clients see (they estimate skew from it).
      Date: new Date(now()).toUTCString(),
    };
    const method = request.method ?? '?';
    const target = request.url ?? '';
    const reused = reusedRequests.has(request);
    // Counted before the answer leaves, so whoever awaits the answer sees it counted.
    recordAnswer(stats, { method, path: target.split('?')[0] ?? '', status: reply.status }, reused);
    response.writeHead(reply.status, headers);
    response.end(body);
    log?.(`${method} ${redactSignatures(target)} -> ${reply.status}${note}${reused ? ' (REUSED signed URL)' : ''}`);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const target = request.url ?? '/';
    const method = request.method ?? 'GET';
    const parts = splitRequestTarget(target);
    if (parts.rawSignature !== null && signedTargets.arrive(target, now())) reusedRequests.add(request);
    const lookup = lookupRoute(method, parts.path, flavour);
    if (!lookup.found) {
      if (lookup.allowed.length === 0 || rules.wrongMethodIsMissingRoute) {
        send(request, response, notFoundRoute());
        return;
      }
      send(
        request,
        response,
        {
          status: 405,
          body: {
            status: '405',
            error: 'Method Not Allowed',
            message: `${method} is not allowed here; use ${lookup.allowed.join(' or ')}`,
          },
        },
        { Allow: lookup.allowed.join(', ') },
      );
      return;
    }
    const query = new Map<string, string>();
    for (const [name, raw] of parts.values) query.set(name, safeDecode(raw) ?? '');
    if (!wantsJson(request, lookup.jsonSuffix, query)) {
      send(request, response, redirect('/login'), {}, ' /login (not a JSON request)');
      return;
    }
    const nowMs = now();
    const verdict = verifyRequestParts(parts, {
      secretFor: (key) => (key === appKey ? secret : undefined),
      nowMs,
      dialects,
      futureToleranceSeconds,
    });
    if (!verdict.ok) {
      send(request, response, answers.refused(verdict.error));
      return;
    }
    if (rules.refusesReplays) {
      // Keyed on the signature's value, not the raw target: re-encoding a captured URL (a raw `+` as
      // %2B, %3A as %3a in the plain form) must not make it new again.
      const rawSignature = parts.rawSignature ?? '';
      const signatureValue = verdict.dialect === 'hoshinplan' ? rawSignature : (safeDecode(rawSignature) ?? rawSignature);
      const replayVerdict = replay.use(`${verdict.appKey}\n${signatureValue}`, verdict.timestampMs, nowMs);
      if (replayVerdict === 'replayed') {
        send(request, response, answers.refused('replayed'));
        return;
      }
      if (replayVerdict === 'below-floor') {
        send(request, response, answers.refused('expiredTimestamp'));
        return;
      }
    }

    const declaredLength = Number(request.headers['content-length'] ?? '0');
    let text: string;
    try {
      if (declaredLength > MAX_BODY_BYTES) throw new BodyTooLarge();
      text = await readBody(request);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      // Answer at once, then let the connection go: the rest of the body is not wanted.
      send(
        request,
        response,
        {
          status: 413,
          body: {
            status: '413',
            error: 'Payload Too Large',
            message: `The request body exceeds ${MAX_BODY_BYTES} bytes.`,
          },
        },
        { Connection: 'close' },
      );
      request.resume();
      response.on('finish', () => setTimeout(() => request.socket.destroy(), 1000).unref());
      return;
    }
    let body: unknown;
    if (text.trim() !== '') {
      const contentType = (request.headers['content-type'] ?? '').toLowerCase();
      if (contentType !== '' && !contentType.includes('json')) {
        send(request, response, {
          status: 415,
          body: {
            status: '415',
            error: 'Unsupported Media Type',
            message: 'Send the body as JSON with Content-Type: application/json.',
          },
        });
        return;
      }
      try {
        body = JSON.parse(text);
      } catch (error) {
        send(request, response, answers.unreadableJson(`The body is not valid JSON: ${(error as Error).message}`));
        return;
      }
    }
    const { action } = lookup.route;
    // The public implementation's filters, in its order: billing first, then parameter validation.
    const refusal =
      (rules.billingRedirects ? billingRedirect(store, scopedCompany(store, action, lookup.params, query), nowMs) : null) ??
      (rules.validatesParameters ? checkParameters(action, body) : null);
    if (refusal) {
      send(request, response, refusal);
      return;
    }
    const reply = service.handle({ action, params: lookup.params, query, body });
    if (reply.changed && writer) {
      try {
        await writer.save(store.snapshot());
      } catch (error) {
        send(request, response, {
          status: 500,
          body: {
            message: `The change was made but could not be saved to ${writer.path}: ${(error as Error).message}`,
            type: 'PersistenceError',
            code: 'internal_server_error',
            status: 'internal_server_error',
          },
        });
        return;
      }
    }
    send(request, response, reply);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // Never crash on a request: answer the service's generic 500 shape.
      if (response.headersSent) {
        response.destroy();
        return;
      }
      send(request, response, {
        status: 500,
        body: {
          message: redactSignatures(error instanceof Error ? error.message : String(error)),
          type: 'InternalError',
          code: 'internal_server_error',
          status: 'internal_server_error',
        },
      });
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    appKey,
    secret,
    store,
    flavour,
    stats,
    resetStats: () => resetStats(stats),
    close(): Promise<void> {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running get a moment to finish; then their connections are cut.
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      }).then(() => writer?.flush());
      return closing;
    },
  };
}
