// The sandbox answering in process (memory-client.ts): the same routes, filters and counts, taken as authenticated.
import { redactSignatures } from '../signing/signing.js';
import { safeDecode, splitRequestTarget } from '../signing/verification.js';
import { absoluteLocation, toServiceJson } from './http-exchange.js';
import { JSON_TYPE } from './replies.js';
import { routeRefusal, serviceAnswer, type SandboxSetting } from './request-handler.js';
import { lookupRoute } from './routes.js';
import { recordAnswer } from './stats.js';

export interface MemoryAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly bodyText: string;
}

export type MemoryExchange = (method: string, target: string, body: unknown) => Promise<MemoryAnswer>;

/** `host` is what a client names in its Host header (absolute redirects carry it). */
export function memoryExchange(setting: SandboxSetting, host: string): MemoryExchange {
  const { flavour, rules, now, stats, log } = setting;
  return async (method, target, body) => {
    const parts = splitRequestTarget(target);
    const lookup = lookupRoute(method, parts.path, flavour);
    let given;
    if (!lookup.found) given = routeRefusal(method, lookup.allowed, rules);
    else {
      const query = new Map<string, string>();
      for (const [name, raw] of parts.values) query.set(name, safeDecode(raw) ?? '');
      // As the wire would carry it: a copy, so the service never holds the caller's objects.
      const sent: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
      given = await serviceAnswer(setting, lookup.route.action, lookup.params, query, sent, now());
    }
    const reply = rules.absoluteLocations ? absoluteLocation(given, host) : given;
    const bodyText = reply.text ?? (reply.body === undefined ? '' : toServiceJson(reply.body));
    recordAnswer(stats, { method, path: parts.path, status: reply.status }, false);
    log?.(`${method} ${redactSignatures(target)} -> ${reply.status} (in memory)`);
    return {
      status: reply.status,
      headers: { ...(reply.body === undefined ? {} : { 'Content-Type': JSON_TYPE }), ...reply.headers },
      bodyText,
    };
  };
}
