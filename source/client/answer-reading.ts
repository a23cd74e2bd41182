// Reading an answer: a header, the Date (parsed once per second), whether a body is a resource.
import { parseHttpDate } from './clock-skew.js';
import { redactSignatures } from '../signing/signing.js';
import type { Resource } from '../core/resource.js';

export const BLANK = /^\s*$/;

/** Answers within one second carry the same Date text: each client parses it once. */
export class HttpDateReader {
  private lastDateText: string | undefined;
  private lastDateMs: number | null = null;

  read(headerValue: string | string[] | undefined): number | null {
    const text = Array.isArray(headerValue) ? headerValue[0] : headerValue;
    if (text !== this.lastDateText) {
      this.lastDateText = text;
      this.lastDateMs = parseHttpDate(text);
    }
    return this.lastDateMs;
  }
}

/** Method and URL with the signature redacted; built only when shown (most answers never are). */
export function shownRequest(method: string, origin: string, pathAndQuery: string): string {
  return `${method} ${redactSignatures(`${origin}${pathAndQuery}`)}`;
}

export function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function isResourceObject(value: unknown): value is Resource {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { id?: unknown }).id === 'number';
}
