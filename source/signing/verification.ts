// Verifying a signed request target as the public implementation does, in its order, with its SecurityError codes.
import { timingSafeEqual } from 'node:crypto';
import { computeSignature } from './hmac.js';
import { SIGNATURE_LIFETIME_SECONDS, parseTimestamp, type Dialect } from './signing.js';

/** SecurityError codes as the public implementation numbers them, plus 7 for a replay (ours). */
export const SECURITY_ERROR = {
  missingAppKey: { code: 1, message: 'Client application key parameter (app_key) not provided.' },
  missingTimestamp: {
    code: 2,
    message: 'Timestamp parameter (timestamp) not provided or not an ISO 8601 date and time.',
  },
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
