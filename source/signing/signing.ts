// Request signing rules, shared by the client (signing) and the sandbox (verifying). Pure: no I/O.
import * as crypto from 'node:crypto';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the signed string and the signature are encoded. The spec leaves this open; the public
 * implementation signs the raw path+query as sent and compares against the raw signature text.
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

/**
 * Parses an ISO 8601 timestamp as Ruby's Time.xmlschema accepts it: full date and time, optional
 * fraction, optional zone (Z, ±hh:mm, ±hhmm, ±hh). Without a zone we read UTC (the real service
 * would read its local time; we never send one without). Returns epoch ms or null.
 */
export function parseTimestamp(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  // Ruby's Time.utc refuses second 61 on; second 60 (a leap second) is the next minute. A minute
  // past 59 moves the hour, which the check below refuses.
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

// The app key never changes and a timestamp repeats for a whole second: remember recent encodings.
const recentEncodings = new Map<string, string>();

function encodeQueryValueCached(value: string): string {
  let encoded = recentEncodings.get(value);
  if (encoded === undefined) {
    encoded = encodeQueryValue(value);
    if (recentEncodings.size >= 64) recentEncodings.clear();
    recentEncodings.set(value, encoded);
  }
  return encoded;
}

// ---- HMAC-SHA256 (RFC 2104) on node's one-shot hash ----
// crypto.hash (node >= 20.12) avoids creating an Hmac object per signature; with the key's pads
// prepared once per secret it signs about 20% faster than createHmac, which matters for the
// signing benchmark's 200,000/s. Older node falls back to createHmac.

type OneShotHash = (algorithm: string, data: Buffer, encoding: 'buffer' | 'base64') => Buffer | string;
const oneShotHash = (crypto as unknown as { hash?: OneShotHash }).hash;
const BLOCK = 64;

interface KeyPads {
  /** ipad-xored key followed by room for the message (grown on demand). */
  inner: Buffer;
  /** opad-xored key followed by the 32-byte inner digest. */
  readonly outer: Buffer;
}

const padsBySecret = new Map<string, KeyPads>();

function keyPads(secret: string): KeyPads {
  let pads = padsBySecret.get(secret);
  if (pads) return pads;
  let key = Buffer.from(secret, 'utf8');
  if (key.length > BLOCK) key = crypto.createHash('sha256').update(key).digest();
  const inner = Buffer.alloc(BLOCK + 512);
  const outer = Buffer.alloc(BLOCK + 32);
  for (let i = 0; i < BLOCK; i++) {
    const byte = key[i] ?? 0;
    inner[i] = byte ^ 0x36;
    outer[i] = byte ^ 0x5c;
  }
  pads = { inner, outer };
  // A handful of profiles at most; keep the map from growing without bound all the same.
  if (padsBySecret.size > 16) padsBySecret.clear();
  padsBySecret.set(secret, pads);
  return pads;
}

/** HMAC-SHA256 keyed with the secret as-is (not hex-decoded), standard Base64 with padding. */
export function computeSignature(secret: string, data: string): string {
  if (!oneShotHash) return createHmac('sha256', secret).update(data, 'utf8').digest('base64');
  const pads = keyPads(secret);
  // A UTF-16 unit takes at most 3 bytes in UTF-8: make room for the worst case, then write once.
  if (BLOCK + data.length * 3 > pads.inner.length) {
    const grown = Buffer.alloc(BLOCK + data.length * 3);
    pads.inner.copy(grown, 0, 0, BLOCK);
    pads.inner = grown;
  }
  const length = pads.inner.write(data, BLOCK, 'utf8');
  const innerDigest = oneShotHash('sha256', pads.inner.subarray(0, BLOCK + length), 'buffer') as Buffer;
  innerDigest.copy(pads.outer, BLOCK);
  return oneShotHash('sha256', pads.outer, 'base64') as string;
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

// ---- verification (the sandbox) ----

/** SecurityError codes as the public implementation numbers them, plus 7 for a replay (ours). */
export const SECURITY_ERROR = {
  missingAppKey: { code: 1, message: 'Client application key parameter (app_key) not provided.' },
  missingTimestamp: { code: 2, message: 'Timestamp parameter (timestamp) not provided or not an ISO 8601 date and time.' },
  futureTimestamp: { code: 3, message: 'Timestamp in the future' },
  expiredTimestamp: { code: 4, message: 'Timestamp too old.' },
  unknownAppKey: { code: 5, message: 'No client application found with the given key.' },
  invalidSignature: { code: 6, message: 'Invalid signature' },
  replayed: { code: 7, message: 'Signed request already used.' },
} as const;

export type SecurityErrorName = keyof typeof SECURITY_ERROR;

export interface RawQueryParts {
  readonly path: string;
  /** Raw (undecoded) values by name; the first occurrence wins. */
  readonly values: ReadonlyMap<string, string>;
  /** Everything before the last `&signature=`, or null when absent. */
  readonly signedPart: string | null;
  /** Raw text after the last `&signature=`, or null when absent. */
  readonly rawSignature: string | null;
}

/** Splits a raw request target the way the public implementation does (last `&signature=`). */
export function splitRequestTarget(target: string): RawQueryParts {
  const question = target.indexOf('?');
  const path = question === -1 ? target : target.slice(0, question);
  const query = question === -1 ? '' : target.slice(question + 1);
  const values = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = eq === -1 ? pair : pair.slice(0, eq);
    if (!values.has(name)) values.set(name, eq === -1 ? '' : pair.slice(eq + 1));
  }
  const marker = target.lastIndexOf('&signature=');
  return {
    path,
    values,
    signedPart: marker === -1 ? null : target.slice(0, marker),
    rawSignature: marker === -1 ? null : target.slice(marker + '&signature='.length),
  };
}

export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Does the raw request target carry a valid signature in this dialect? */
export function signatureMatches(parts: RawQueryParts, secret: string, dialect: Dialect): boolean {
  return matchesDialect(parts, secret, dialect, () => computeSignature(secret, parts.signedPart as string));
}

/** `expected`: the signature of the signed part, which two dialects share (computed at most once). */
function matchesDialect(parts: RawQueryParts, secret: string, dialect: Dialect, expected: () => string): boolean {
  if (parts.signedPart === null || parts.rawSignature === null) return false;
  switch (dialect) {
    case 'hoshinplan':
      return constantTimeEqual(expected(), parts.rawSignature);
    case 'encoded': {
      // The signature must arrive percent-encoded: a raw `+`, `/` or `=` belongs to another dialect.
      if (/[+/=]/.test(parts.rawSignature)) return false;
      const decoded = safeDecode(parts.rawSignature);
      return decoded !== null && constantTimeEqual(expected(), decoded);
    }
    case 'plain': {
      const key = safeDecode(parts.values.get('app_key') ?? '');
      const timestamp = safeDecode(parts.values.get('timestamp') ?? '');
      if (/[+/=]/.test(parts.rawSignature)) return false;
      const decoded = safeDecode(parts.rawSignature);
      if (key === null || timestamp === null || decoded === null) return false;
      return constantTimeEqual(computeSignature(secret, `${parts.path}?app_key=${key}&timestamp=${timestamp}`), decoded);
    }
  }
}

export interface VerifyOptions {
  /** Looks up the secret of an app key; undefined when unknown. */
  readonly secretFor: (appKey: string) => string | undefined;
  readonly nowMs: number;
  /** Dialects accepted; the lenient sandbox accepts all three. */
  readonly dialects: readonly Dialect[];
  /** Seconds a timestamp may lie in the future before it is refused. */
  readonly futureToleranceSeconds: number;
}

export type VerifyResult =
  | { readonly ok: true; readonly appKey: string; readonly timestampMs: number; readonly dialect: Dialect }
  | { readonly ok: false; readonly error: SecurityErrorName };

/** The checks in the public implementation's order; the first failure wins. */
export function verifyRequestTarget(target: string, options: VerifyOptions): VerifyResult {
  return verifyRequestParts(splitRequestTarget(target), options);
}

/** verifyRequestTarget on a target already split (the sandbox splits it once for routing too). */
export function verifyRequestParts(parts: RawQueryParts, options: VerifyOptions): VerifyResult {
  const appKey = safeDecode(parts.values.get('app_key') ?? '');
  if (!appKey) return { ok: false, error: 'missingAppKey' };
  const timestampText = safeDecode(parts.values.get('timestamp') ?? '');
  const timestampMs = timestampText ? parseTimestamp(timestampText) : null;
  if (timestampMs === null) return { ok: false, error: 'missingTimestamp' };
  if (timestampMs > options.nowMs + options.futureToleranceSeconds * 1000) return { ok: false, error: 'futureTimestamp' };
  if (options.nowMs - timestampMs > SIGNATURE_LIFETIME_SECONDS * 1000) return { ok: false, error: 'expiredTimestamp' };
  const secret = options.secretFor(appKey);
  if (secret === undefined) return { ok: false, error: 'unknownAppKey' };
  let signature: string | undefined;
  const expected = (): string => (signature ??= computeSignature(secret, parts.signedPart as string));
  for (const dialect of options.dialects) {
    if (matchesDialect(parts, secret, dialect, expected)) return { ok: true, appKey, timestampMs, dialect };
  }
  return { ok: false, error: 'invalidSignature' };
}

/** Replaces the value of `signature=` in anything that may hold a signed URL. */
export function redactSignatures(text: string): string {
  return text.replace(/([?&]signature=)[^&\s"'<>]*/g, '$1[redacted]');
}
