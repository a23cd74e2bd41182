// Answers one sandbox request, in the flavour's order, and the 500 when that fails.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redactSignatures, type Dialect } from '../signing/signing.js';
import { safeDecode, splitRequestTarget, verifyRequestParts } from '../signing/verification.js';
import type { FlavourAnswers } from './answers.js';
import { checkParameters } from './apipie.js';
import type { FlavourRules, SandboxFlavour } from './flavour.js';
import { absoluteLocation, BodyTooLarge, MAX_BODY_BYTES, readBody, toServiceJson, wantsJson } from './http-exchange.js';
import type { SandboxService } from './operations.js';
import type { DataFileWriter } from './persistence.js';
import { billingRedirect, scopedCompany } from './redirects.js';
import { JSON_TYPE, notFoundRoute, redirect, type SandboxReply } from './replies.js';
import { ReplayMemory } from './replay.js';
import { lookupRoute, type RouteAction } from './routes.js';
import type { SandboxStore } from './sandbox-records-store.js';
import { SignedTargetMemory } from './signed-targets.js';
import { recordAnswer, type SandboxStats } from './stats.js';

/** What a running sandbox answers with: its flavour, credentials, clock, records and counts. */
export interface SandboxSetting {
  readonly flavour: SandboxFlavour;
  readonly rules: FlavourRules;
  readonly answers: FlavourAnswers;
  readonly appKey: string;
  readonly secret: string;
  readonly dialects: readonly Dialect[];
  readonly futureToleranceSeconds: number;
  readonly now: () => number;
  readonly store: SandboxStore;
  readonly service: SandboxService;
  readonly writer: DataFileWriter | null;
  readonly stats: SandboxStats;
  readonly log: ((line: string) => void) | undefined;
}

/** The answer to a request for a path no route of the flavour serves with that method: 404 or 405. */
export function routeRefusal(method: string, allowed: readonly string[], rules: FlavourRules): Omit<SandboxReply, 'changed'> {
  if (allowed.length === 0 || rules.wrongMethodIsMissingRoute) return notFoundRoute();
  return {
    status: 405,
    body: { status: '405', error: 'Method Not Allowed', message: `${method} is not allowed here; use ${allowed.join(' or ')}` },
    headers: { Allow: allowed.join(', ') },
  };
}

/** The public implementation's filters in its order, then the service; a change is saved to the data file before the answer. */
export async function serviceAnswer(
  setting: Pick<SandboxSetting, 'rules' | 'store' | 'service' | 'writer'>,
  action: RouteAction,
  params: Readonly<Record<string, string>>,
  query: ReadonlyMap<string, string>,
  body: unknown,
  nowMs: number,
): Promise<Omit<SandboxReply, 'changed'>> {
  const { rules, store, service, writer } = setting;
  const refusal =
    (rules.billingRedirects ? billingRedirect(store, scopedCompany(store, action, params, query), nowMs) : null) ??
    (rules.validatesParameters ? checkParameters(action, body) : null);
  if (refusal) return refusal;
  const reply = service.handle({ action, params, query, body });
  if (!reply.changed || !writer) return reply;
  try {
    await writer.save(store.snapshot());
    return reply;
  } catch (error) {
    return {
      status: 500,
      body: {
        message: `The change was made but could not be saved to ${writer.path}: ${(error as Error).message}`,
        type: 'PersistenceError',
        code: 'internal_server_error',
        status: 'internal_server_error',
      },
    };
  }
}

/** The server's request listener; it never throws. */
export function requestHandler(setting: SandboxSetting): (request: IncomingMessage, response: ServerResponse) => void {
  const { flavour, rules, answers, appKey, secret, dialects, futureToleranceSeconds, now, stats, log } = setting;
  const replay = new ReplayMemory();
  const signedTargets = new SignedTargetMemory();
  const reusedRequests = new WeakSet<IncomingMessage>();

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
      send(request, response, routeRefusal(method, lookup.allowed, rules));
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
      // Keyed on the signature, not the raw target: re-encoding a captured URL must not make it new again.
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
    send(request, response, await serviceAnswer(setting, lookup.route.action, lookup.params, query, body, nowMs));
  };

  return (request, response) => {
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
  };
}
