// The shape of a sandbox answer and the few answers both flavours share. Pure.
import type { KindName } from '../catalogue/catalogue.js';

export interface SandboxReply {
  readonly status: number;
  /** Sent as the service's JSON. */
  readonly body?: unknown;
  /** Sent verbatim instead of a JSON body (HTML pages); the content type comes from `headers`. */
  readonly text?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** True when the store changed (the server persists before answering). */
  readonly changed: boolean;
}

export const reply = (status: number, body?: unknown, headers?: Record<string, string>, changed = false): SandboxReply => ({
  status,
  ...(body === undefined ? {} : { body }),
  ...(headers ? { headers } : {}),
  changed,
});

export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

/** Rails' routing 404 (PublicExceptions): `status` is a string. */
export function notFoundRoute(): SandboxReply {
  return reply(404, { status: '404', error: 'Not Found' });
}

export function badRequest(message: string): SandboxReply {
  return reply(400, { status: '400', error: 'Bad Request', message });
}

/** The generic 500 shape of an uncaught exception (the public implementation's rescue_from StandardError). */
export function serverError(type: string, message: string): SandboxReply {
  return reply(500, { message, type, code: 'internal_server_error', status: 'internal_server_error' });
}

/** Rails' redirect_to: 302 with a small HTML page naming the target. */
export function redirect(location: string, changed = false): SandboxReply {
  return {
    status: 302,
    text: `<html><body>You are being <a href="${location}">redirected</a>.</body></html>`,
    headers: { Location: location, 'Content-Type': HTML_TYPE },
    changed,
  };
}

/** Creates that answer 200 rather than 201 (hobo_create instead of hobo_create_for). */
const CREATED_WITH_200: ReadonlySet<KindName> = new Set(['company', 'hoshin', 'indicator_history']);

export function createdStatus(kind: KindName): number {
  return CREATED_WITH_200.has(kind) ? 200 : 201;
}
