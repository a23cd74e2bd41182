// The sandbox's HTTP exchange as Rails does it.
import type { IncomingMessage } from 'node:http';
import type { SandboxReply } from './replies.js';

export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLarge extends Error {}

/** Rails escapes <, > and & inside JSON strings (escape_html_entities_in_json). */
export function toServiceJson(body: unknown): string {
  return JSON.stringify(body).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function wantsJson(request: IncomingMessage, jsonSuffix: boolean, query: ReadonlyMap<string, string>): boolean {
  if (jsonSuffix || query.get('format') === 'json') return true;
  const accept = (request.headers.accept ?? '').toLowerCase();
  if (accept.includes(', */*') || accept.includes('*/*,')) return false; // a browser's Accept
  return accept.includes('application/json');
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        refused = true;
        chunks.length = 0;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', (error) => {
      if (!refused) reject(error);
    });
  });
}

/** Rails' redirect_to: the Location as an absolute URL on the host the request named. */
export function absoluteLocation(reply: Omit<SandboxReply, 'changed'>, host: string | undefined): Omit<SandboxReply, 'changed'> {
  const location = reply.headers?.Location;
  if (location === undefined || !location.startsWith('/') || host === undefined) return reply;
  const absolute = `http://${host}${location}`;
  return {
    ...reply,
    headers: { ...reply.headers, Location: absolute },
    ...(reply.text === undefined ? {} : { text: reply.text.split(`"${location}"`).join(`"${absolute}"`) }),
  };
}
