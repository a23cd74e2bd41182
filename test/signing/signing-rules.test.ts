// The signing rules edge by edge: timestamp forms and zones, query encoding, the request's own
// parameters, splitting a raw target, and each check of the verification in its order.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DIALECTS,
  SIGNATURE_LIFETIME_SECONDS,
  encodeQueryValue,
  formatTimestamp,
  isDialect,
  parseTimestamp,
  redactSignatures,
  signRequest,
  type Dialect,
} from '../../source/signing/signing.js';
import {
  SECURITY_ERROR,
  safeDecode,
  signatureMatches,
  splitRequestTarget,
  verifyRequestParts,
  verifyRequestTarget,
  type VerifyOptions,
} from '../../source/signing/verification.js';

const KEY = 'fedcba9876543210fedcba9876543210';
const SECRET = '0123456789abcdef0123456789abcdef';
const hmac = (data: string, secret = SECRET) => createHmac('sha256', secret).update(data, 'utf8').digest('base64');

describe('dialects', () => {
  it('knows the three dialects and nothing else', () => {
    expect(DIALECTS).toEqual(['hoshinplan', 'encoded', 'plain']);
    expect(DIALECTS.map(isDialect)).toEqual([true, true, true]);
    expect(['auto', 'lenient', '', 'Plain'].map(isDialect)).toEqual([false, false, false, false]);
  });

  it('keeps signatures valid five minutes', () => {
    expect(SIGNATURE_LIFETIME_SECONDS).toBe(300);
  });
});

describe('timestamps', () => {
  it('writes two-digit fields from 10 up as they are', () => {
    expect(formatTimestamp(Date.UTC(2026, 9, 10, 10, 10, 10))).toBe('2026-10-10T10:10:10+00:00');
    expect(formatTimestamp(Date.UTC(2026, 11, 31, 23, 59, 59, 1))).toBe('2026-12-31T23:59:59+00:00');
    expect(formatTimestamp(Date.UTC(2026, 0, 1, 0, 0, 9))).toBe('2026-01-01T00:00:09+00:00');
  });

  it('reads zones with and without the colon, ahead and behind, and hour-only ones', () => {
    const base = Date.UTC(2026, 0, 5, 12, 0, 0);
    expect(parseTimestamp('2026-01-05T17:30:00+05:30')).toBe(base);
    expect(parseTimestamp('2026-01-05T17:30:00+0530')).toBe(base);
    expect(parseTimestamp('2026-01-05T10:30:00-01:30')).toBe(base);
    expect(parseTimestamp('2026-01-05T15:00:00+03')).toBe(base);
    expect(parseTimestamp('2026-01-05T12:00:00')).toBe(base);
    expect(parseTimestamp('2026-01-05T12:00:00.9999Z')).toBe(base + 999);
    expect(parseTimestamp('2026-01-05T12:00:00.5+01:00')).toBe(base - 3_600_000 + 500);
  });

  it('refuses impossible days and hours, and anything around the timestamp', () => {
    for (const bad of [
      '2026-01-05T24:00:00Z',
      '2026-01-05T10:60:00Z',
      '2026-01-05T10:30:75Z',
      '2026-01-05T10:30:61Z',
      '2026-01-32T10:00:00Z',
      '2026-02-29T10:00:00Z',
      '2026-01-05T10:00:00+5',
      '2026-01-05T10:00Z',
      'x2026-01-05T10:00:00Z',
      '2026-01-05T10:00:00Zx',
      '2026-01-05T10:00:00+05:300',
    ]) {
      expect(parseTimestamp(bad), bad).toBeNull();
    }
    expect(parseTimestamp('2024-02-29T10:00:00Z')).toBe(Date.UTC(2024, 1, 29, 10));
    expect(parseTimestamp('2026-01-05T10:30:60Z')).toBe(Date.UTC(2026, 0, 5, 10, 31));
  });
});

describe('query values', () => {
  it('encodes the characters encodeURIComponent leaves, in upper case', () => {
    expect(encodeQueryValue("a!'()*b")).toBe('a%21%27%28%29%2Ab');
    expect(encodeQueryValue('a b/c=d&e')).toBe('a%20b%2Fc%3Dd%26e');
    expect(encodeQueryValue('-_.~')).toBe('-_.~');
  });

  it('decodes + as a space, as Rails does, and refuses broken escapes', () => {
    expect(safeDecode('a+b%2Bc')).toBe('a b+c');
    expect(safeDecode('%E0%A4%A')).toBeNull();
    expect(safeDecode('')).toBe('');
  });
});

describe('signRequest', () => {
  const timestamp = '2026-11-22T10:15:30+00:00';
  const encodedTimestamp = '2026-11-22T10%3A15%3A30%2B00%3A00';

  it('refuses a path without its leading slash or with a fragment', () => {
    for (const path of ['companies', '/companies#top', '']) {
      expect(() => signRequest({ path, appKey: KEY, secret: SECRET, timestamp, dialect: 'hoshinplan' }), path).toThrow(
        `path must start with / and carry no query: ${path}`,
      );
    }
  });

  it('sends and signs the request’s own parameters first, encoded', () => {
    const signed = signRequest({
      path: '/users/complete',
      appKey: KEY,
      secret: SECRET,
      timestamp,
      dialect: 'hoshinplan',
      query: [
        ['id', '5 6'],
        ['q', 'a&b'],
      ],
    });
    const sent = `/users/complete?id=5%206&q=a%26b&app_key=${KEY}&timestamp=${encodedTimestamp}`;
    expect(signed.signedString).toBe(sent);
    expect(signed.signature).toBe(hmac(sent));
    expect(signed.pathAndQuery).toBe(`${sent}&signature=${hmac(sent)}`);
  });

  it('plain: signs the request’s own parameters unencoded, sends them encoded', () => {
    const signed = signRequest({
      path: '/users/complete',
      appKey: KEY,
      secret: SECRET,
      timestamp,
      dialect: 'plain',
      query: [
        ['id', '5 6'],
        ['q', 'x'],
      ],
    });
    const plain = `/users/complete?id=5 6&q=x&app_key=${KEY}&timestamp=${timestamp}`;
    expect(signed.signedString).toBe(plain);
    expect(signed.signature).toBe(hmac(plain));
    expect(signed.pathAndQuery).toBe(
      `/users/complete?id=5%206&q=x&app_key=${KEY}&timestamp=${encodedTimestamp}&signature=${encodeQueryValue(hmac(plain))}`,
    );
  });

  it('encodes the app key and timestamp as sent, whatever they hold', () => {
    const signed = signRequest({ path: '/x', appKey: 'k y', secret: SECRET, timestamp: 't/1', dialect: 'encoded' });
    expect(signed.signedString).toBe('/x?app_key=k%20y&timestamp=t%2F1');
    expect(signed.signature).toBe(hmac('/x?app_key=k%20y&timestamp=t%2F1'));
  });
});

describe('splitRequestTarget', () => {
  it('reads raw values, the first of a name winning, names without a value as empty', () => {
    const parts = splitRequestTarget('/x?a=1&&a=2&flag&b=%20&signature=s');
    expect(parts.path).toBe('/x');
    expect([...parts.values]).toEqual([
      ['a', '1'],
      ['flag', ''],
      ['b', '%20'],
      ['signature', 's'],
    ]);
  });

  it('has no query, no signed part and no signature when the target carries none', () => {
    expect(splitRequestTarget('/x')).toEqual({ path: '/x', values: new Map(), signedPart: null, rawSignature: null });
    const unsigned = splitRequestTarget('/x?a=1');
    expect([unsigned.signedPart, unsigned.rawSignature]).toEqual([null, null]);
    // Only `&signature=` marks the signature: a leading `?signature=` does not.
    expect(splitRequestTarget('/x?signature=s').rawSignature).toBeNull();
  });
});

describe('verification, check by check', () => {
  const now = Date.UTC(2026, 10, 22, 10, 15, 40);
  const timestamp = formatTimestamp(now - 10_000);
  const options = (dialects: readonly Dialect[] = DIALECTS): VerifyOptions => ({
    secretFor: (key) => (key === KEY ? SECRET : undefined),
    nowMs: now,
    dialects,
    futureToleranceSeconds: 5,
  });
  const signed = (dialect: Dialect, appKey = KEY) =>
    signRequest({ path: '/areas/7', appKey, secret: SECRET, timestamp, dialect }).pathAndQuery;

  it('answers ok with the key, the time and the dialect that matched', () => {
    expect(verifyRequestTarget(signed('plain'), options())).toEqual({
      ok: true,
      appKey: KEY,
      timestampMs: now - 10_000,
      dialect: 'plain',
    });
    expect(verifyRequestParts(splitRequestTarget(signed('encoded')), options(['plain', 'encoded']))).toEqual({
      ok: true,
      appKey: KEY,
      timestampMs: now - 10_000,
      dialect: 'encoded',
    });
  });

  it('reads the app key and the timestamp decoded, and refuses empty or undecodable ones', () => {
    expect(verifyRequestTarget(`/areas/7?app_key=&timestamp=${encodeQueryValue(timestamp)}`, options())).toEqual({
      ok: false,
      error: 'missingAppKey',
    });
    expect(verifyRequestTarget(`/areas/7?app_key=%E0%A4%A&timestamp=x`, options())).toEqual({
      ok: false,
      error: 'missingAppKey',
    });
    expect(verifyRequestTarget(`/areas/7?app_key=${KEY}&timestamp=`, options())).toEqual({
      ok: false,
      error: 'missingTimestamp',
    });
    expect(verifyRequestTarget(`/areas/7?app_key=${KEY}&timestamp=%E0%A4%A`, options())).toEqual({
      ok: false,
      error: 'missingTimestamp',
    });
    expect(verifyRequestTarget(`/areas/7?app_key=${KEY}&timestamp=yesterday`, options())).toEqual({
      ok: false,
      error: 'missingTimestamp',
    });
  });

  it('checks the key after the time, the signature last', () => {
    const stranger = signed('hoshinplan', 'nobody');
    expect(verifyRequestTarget(stranger, options())).toEqual({ ok: false, error: 'unknownAppKey' });
    expect(verifyRequestTarget(stranger, { ...options(), nowMs: now + 600_000 })).toEqual({
      ok: false,
      error: 'expiredTimestamp',
    });
    const unsigned = `/areas/7?app_key=${KEY}&timestamp=${encodeQueryValue(timestamp)}`;
    expect(verifyRequestTarget(unsigned, options())).toEqual({ ok: false, error: 'invalidSignature' });
  });

  it('hoshinplan: compares the raw signature text, so an encoded one does not match', () => {
    const parts = splitRequestTarget(signed('encoded'));
    expect(signatureMatches(parts, SECRET, 'hoshinplan')).toBe(false);
    expect(signatureMatches(parts, SECRET, 'encoded')).toBe(true);
    expect(signatureMatches(splitRequestTarget(signed('hoshinplan')), SECRET, 'hoshinplan')).toBe(true);
    expect(signatureMatches(splitRequestTarget(signed('hoshinplan')), 'other secret', 'hoshinplan')).toBe(false);
  });

  it('encoded and plain: refuse a raw + / or = in the signature, and broken escapes', () => {
    const hoshinplan = signed('hoshinplan');
    // The vector signatures of this key carry + or /: sent raw they belong to the hoshinplan dialect.
    expect(/[+/=]/.test(splitRequestTarget(hoshinplan).rawSignature!)).toBe(true);
    for (const dialect of ['encoded', 'plain'] as const) {
      expect(signatureMatches(splitRequestTarget(hoshinplan), SECRET, dialect), dialect).toBe(false);
      expect(signatureMatches(splitRequestTarget(`${signed(dialect)}%`), SECRET, dialect), dialect).toBe(false);
      expect(signatureMatches(splitRequestTarget(signed(dialect).replace(/signature=.*/, 'signature=')), SECRET, dialect), dialect).toBe(
        false,
      );
    }
  });

  it('plain: recomputes from the decoded key and timestamp; a broken one never matches', () => {
    const plain = signed('plain');
    expect(signatureMatches(splitRequestTarget(plain), SECRET, 'plain')).toBe(true);
    expect(signatureMatches(splitRequestTarget(plain.replace(`app_key=${KEY}`, 'app_key=%E0%A4%A')), SECRET, 'plain')).toBe(false);
    expect(signatureMatches(splitRequestTarget(plain.replace(/timestamp=[^&]*/, 'timestamp=%E0%A4%A')), SECRET, 'plain')).toBe(false);
    expect(signatureMatches(splitRequestTarget(plain.replace('/areas/7', '/areas/8')), SECRET, 'plain')).toBe(false);
  });

  it('never matches a target without a signature', () => {
    for (const dialect of DIALECTS)
      expect(signatureMatches(splitRequestTarget(`/areas/7?app_key=${KEY}`), SECRET, dialect), dialect).toBe(false);
  });

  it('numbers the refusals as the public implementation does', () => {
    expect(Object.entries(SECURITY_ERROR).map(([name, { code, message }]) => `${code} ${name}: ${message}`)).toEqual([
      '1 missingAppKey: Client application key parameter (app_key) not provided.',
      '2 missingTimestamp: Timestamp parameter (timestamp) not provided or not an ISO 8601 date and time.',
      '3 futureTimestamp: Timestamp in the future',
      '4 expiredTimestamp: Timestamp too old.',
      '5 unknownAppKey: No client application found with the given key.',
      '6 invalidSignature: Invalid signature',
      '7 replayed: Signed request already used.',
    ]);
  });
});

describe('redactSignatures', () => {
  it('hides a signature up to the next separator, quote or space, and leaves other parameters', () => {
    expect(redactSignatures('"/x?signature=a+b/c=" and \'/y?a=1&signature=zz\' <u?signature=q>')).toBe(
      '"/x?signature=[redacted]" and \'/y?a=1&signature=[redacted]\' <u?signature=[redacted]>',
    );
    expect(redactSignatures('/x?mysignature=keep&signature_kind=keep')).toBe('/x?mysignature=keep&signature_kind=keep');
  });
});

describe('the signature', () => {
  it('signs as HMAC-SHA256 keyed with the secret as-is, short or longer than a block, any text', async () => {
    const { computeSignature } = await import('../../source/signing/hmac.js');
    for (const secret of [SECRET, 'k', 'ü'.repeat(70)])
      for (const data of ['', '/companies?app_key=a&timestamp=b', 'é'.repeat(400)])
        expect(computeSignature(secret, data), `${secret} ${data}`).toBe(hmac(data, secret));
  });
});
