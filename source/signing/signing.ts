// Request signing rules: dialects, timestamps, the signed URL; verification.ts checks them. Pure: no I/O.
import { computeSignature } from './hmac.js';

/**
 * The public implementation signs the raw path+query as sent; the spec leaves the encoding open.
 * - hoshinplan: sign path?app_key=K&timestamp=<encoded T>; append the Base64 signature unencoded.
 * - encoded:    sign the same string; append the signature percent-encoded.
 * - plain:      sign path?app_key=K&timestamp=T with values unencoded; send every value encoded.
 */
export type Dialect = 'hoshinplan' | 'encoded' | 'plain';
export const DIALECTS: readonly Dialect[] = ['hoshinplan', 'encoded', 'plain'];

/** Signatures are valid this long after their timestamp (spec section 8). */
export const SIGNATURE_LIFETIME_SECONDS = 300;

export function isDialect(value: string): value is Dialect {
  return (DIALECTS as readonly string[]).includes(value);
}

function pad(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** `YYYY-MM-DDThh:mm:ss+00:00` in UTC, whole seconds (the shape the spec shows). */
export function formatTimestamp(epochMs: number): string {
  const d = new Date(epochMs);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+00:00`
  );
}

/** As Ruby's Time.xmlschema accepts it; without a zone we read UTC. Epoch ms or null. */
export function parseTimestamp(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  // Ruby refuses second 61 on; second 60 is the next minute.
  if (Number(s) > 60) return null;
  let ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(ms)) return null;
  const check = new Date(ms);
  if (check.getUTCDate() !== Number(d) || check.getUTCHours() !== Number(h)) return null;
  if (fraction) ms += Math.floor(Number(fraction) * 1000);
  if (zone && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
    ms -= sign * offsetMinutes * 60_000;
  }
  return ms;
}

/** Percent-encodes a query value: `:` -> %3A, `+` -> %2B, `/` -> %2F, `=` -> %3D. */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

// The app key never changes and requests sign in seconds drawn from a 241-second window (the
// client's ledger): remember a window's worth of encodings, or each draw would miss.
const recentEncodings = new Map<string, string>();
const MAX_RECENT_ENCODINGS = 1024;

function encodeQueryValueCached(value: string): string {
  let encoded = recentEncodings.get(value);
  if (encoded === undefined) {
    encoded = encodeQueryValue(value);
    if (recentEncodings.size >= MAX_RECENT_ENCODINGS) recentEncodings.clear();
    recentEncodings.set(value, encoded);
  }
  return encoded;
}

export interface SignInput {
  /** Path as sent, starting with `/`, without a query (ids are plain digits). */
  readonly path: string;
  readonly appKey: string;
  readonly secret: string;
  /** Timestamp text, used verbatim (see formatTimestamp). */
  readonly timestamp: string;
  readonly dialect: Dialect;
  /** Parameters of the request itself (complete_users2's `id`), sent and signed before `app_key`. */
  readonly query?: readonly (readonly [string, string])[];
}

export interface SignedRequest {
  /** Path and query to send: `/companies?app_key=…&timestamp=…&signature=…`. */
  readonly pathAndQuery: string;
  /** The exact string that was signed. */
  readonly signedString: string;
  readonly signature: string;
}

export function signRequest(input: SignInput): SignedRequest {
  if (!input.path.startsWith('/') || input.path.includes('?') || input.path.includes('#')) {
    throw new Error(`path must start with / and carry no query: ${input.path}`);
  }
  const own = input.query ?? [];
  const ownEncoded = own.map(([name, value]) => `${encodeQueryValue(name)}=${encodeQueryValue(value)}&`).join('');
  const encodedQuery = `${ownEncoded}app_key=${encodeQueryValueCached(input.appKey)}&timestamp=${encodeQueryValueCached(input.timestamp)}`;
  const sent = `${input.path}?${encodedQuery}`;
  switch (input.dialect) {
    case 'hoshinplan': {
      const signature = computeSignature(input.secret, sent);
      return { pathAndQuery: `${sent}&signature=${signature}`, signedString: sent, signature };
    }
    case 'encoded': {
      const signature = computeSignature(input.secret, sent);
      return { pathAndQuery: `${sent}&signature=${encodeQueryValue(signature)}`, signedString: sent, signature };
    }
    case 'plain': {
      const ownPlain = own.map(([name, value]) => `${name}=${value}&`).join('');
      const signedString = `${input.path}?${ownPlain}app_key=${input.appKey}&timestamp=${input.timestamp}`;
      const signature = computeSignature(input.secret, signedString);
      return { pathAndQuery: `${sent}&signature=${encodeQueryValue(signature)}`, signedString, signature };
    }
  }
}

/** Replaces the value of `signature=` in anything that may hold a signed URL. */
export function redactSignatures(text: string): string {
  return text.replace(/([?&]signature=)[^&\s"'<>]*/g, '$1[redacted]');
}
