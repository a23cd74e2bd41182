import { describe, expect, it } from 'vitest';
import { computeSignature } from '../../source/signing/hmac.js';
import {
  encodeQueryValue,
  formatTimestamp,
  parseTimestamp,
  redactSignatures,
  signRequest,
  type Dialect,
} from '../../source/signing/signing.js';
import { splitRequestTarget, verifyRequestTarget } from '../../source/signing/verification.js';

const SECRET = '0123456789abcdef0123456789abcdef';
const KEY = 'fedcba9876543210fedcba9876543210';

// Expected values were computed independently with Python's hmac/base64/urllib.
describe('signature vectors', () => {
  it('matches the vector published in the facts (section 1.3)', () => {
    const data = `/companies.json?app_key=${KEY}&timestamp=2025-01-01T12%3A00%3A00Z`;
    expect(computeSignature(SECRET, data)).toBe('SDM0rdsA1nborWs6ieW5wF8eFi+OSJkYYpF74dueggI=');
    const signed = signRequest({
      path: '/companies.json',
      appKey: KEY,
      secret: SECRET,
      timestamp: '2025-01-01T12:00:00Z',
      dialect: 'hoshinplan',
    });
    expect(signed.pathAndQuery).toBe(`${data}&signature=SDM0rdsA1nborWs6ieW5wF8eFi+OSJkYYpF74dueggI=`);
  });

  const timestamp = '2026-11-22T10:15:30+00:00';
  const encodedQuery = `app_key=${KEY}&timestamp=2026-11-22T10%3A15%3A30%2B00%3A00`;

  it('hoshinplan: signs the encoded query as sent, appends the signature raw', () => {
    const signed = signRequest({
      path: '/objectives/42/tasks',
      appKey: KEY,
      secret: SECRET,
      timestamp,
      dialect: 'hoshinplan',
    });
    expect(signed.signedString).toBe(`/objectives/42/tasks?${encodedQuery}`);
    expect(signed.pathAndQuery).toBe(`/objectives/42/tasks?${encodedQuery}&signature=w0qy8bMZ/Yjc21TTWQsinsXW06QlwOcS+oSmdhqe4dU=`);
  });

  it('encoded: same signed string, signature percent-encoded', () => {
    const signed = signRequest({
      path: '/objectives/42/tasks',
      appKey: KEY,
      secret: SECRET,
      timestamp,
      dialect: 'encoded',
    });
    expect(signed.pathAndQuery).toBe(`/objectives/42/tasks?${encodedQuery}&signature=w0qy8bMZ%2FYjc21TTWQsinsXW06QlwOcS%2BoSmdhqe4dU%3D`);
  });

  it('plain: signs unencoded values, sends everything encoded', () => {
    const signed = signRequest({
      path: '/objectives/42/tasks',
      appKey: KEY,
      secret: SECRET,
      timestamp,
      dialect: 'plain',
    });
    expect(signed.signedString).toBe(`/objectives/42/tasks?app_key=${KEY}&timestamp=${timestamp}`);
    expect(signed.pathAndQuery).toBe(`/objectives/42/tasks?${encodedQuery}&signature=UVYwNoBCThXFCzAV1xe5uclLA09zXvg4b1W4X2vxQh8%3D`);
  });

  it('puts app_key, then timestamp, then signature last', () => {
    const signed = signRequest({ path: '/companies', appKey: KEY, secret: SECRET, timestamp, dialect: 'hoshinplan' });
    const names = signed.pathAndQuery
      .split('?')[1]!
      .split('&')
      .map((pair) => pair.split('=')[0]);
    expect(names).toEqual(['app_key', 'timestamp', 'signature']);
  });

  it('refuses a path that already carries a query', () => {
    expect(() => signRequest({ path: '/companies?x=1', appKey: KEY, secret: SECRET, timestamp, dialect: 'plain' })).toThrow(/no query/);
  });
});

describe('timestamps', () => {
  it('formats UTC with +00:00 and whole seconds', () => {
    expect(formatTimestamp(Date.UTC(2026, 0, 5, 3, 4, 5, 999))).toBe('2026-01-05T03:04:05+00:00');
  });

  it('encodes : and + in query values', () => {
    expect(encodeQueryValue('2026-01-05T03:04:05+00:00')).toBe('2026-01-05T03%3A04%3A05%2B00%3A00');
  });

  it('parses the forms Time.xmlschema accepts and refuses the rest', () => {
    const base = Date.UTC(2026, 0, 5, 3, 4, 5);
    expect(parseTimestamp('2026-01-05T03:04:05Z')).toBe(base);
    expect(parseTimestamp('2026-01-05T03:04:05+00:00')).toBe(base);
    expect(parseTimestamp('2026-01-05T05:04:05+02:00')).toBe(base);
    expect(parseTimestamp('2026-01-05T05:04:05+0200')).toBe(base);
    expect(parseTimestamp('2026-01-05T01:04:05-02')).toBe(base);
    expect(parseTimestamp('2026-01-05T03:04:05.250Z')).toBe(base + 250);
    expect(parseTimestamp('2026-01-05')).toBeNull();
    expect(parseTimestamp('2026-01-05 03:04:05Z')).toBeNull();
    expect(parseTimestamp('2026-02-30T03:04:05Z')).toBeNull();
    expect(parseTimestamp('')).toBeNull();
  });
});

describe('verification', () => {
  const now = Date.UTC(2026, 10, 22, 10, 15, 40);
  const timestamp = formatTimestamp(now - 10_000);
  const options = (dialects: readonly Dialect[]) => ({
    secretFor: (key: string) => (key === KEY ? SECRET : undefined),
    nowMs: now,
    dialects,
    futureToleranceSeconds: 5,
  });
  const sign = (dialect: Dialect, ts = timestamp) =>
    signRequest({ path: '/areas/7', appKey: KEY, secret: SECRET, timestamp: ts, dialect }).pathAndQuery;

  it('accepts each dialect only in its own strict mode', () => {
    for (const dialect of ['hoshinplan', 'encoded', 'plain'] as const) {
      for (const accepted of ['hoshinplan', 'encoded', 'plain'] as const) {
        const result = verifyRequestTarget(sign(dialect), options([accepted]));
        expect(result.ok, `${dialect} under ${accepted}`).toBe(dialect === accepted);
      }
      expect(verifyRequestTarget(sign(dialect), options(['hoshinplan', 'encoded', 'plain']))).toMatchObject({
        ok: true,
        dialect,
      });
    }
  });

  it('answers each failure with its code, first failure first', () => {
    const all = options(['hoshinplan']);
    expect(verifyRequestTarget('/areas/7', all)).toEqual({ ok: false, error: 'missingAppKey' });
    expect(verifyRequestTarget(`/areas/7?app_key=${KEY}`, all)).toEqual({ ok: false, error: 'missingTimestamp' });
    // A raw + decodes to a space, as Rails does: the timestamp no longer parses.
    expect(verifyRequestTarget(`/areas/7?app_key=${KEY}&timestamp=2026-11-22T10:15:30+00:00`, all)).toEqual({
      ok: false,
      error: 'missingTimestamp',
    });
    expect(verifyRequestTarget(sign('hoshinplan', formatTimestamp(now + 60_000)), all)).toEqual({
      ok: false,
      error: 'futureTimestamp',
    });
    expect(verifyRequestTarget(sign('hoshinplan', formatTimestamp(now + 3_000)), all).ok).toBe(true);
    expect(verifyRequestTarget(sign('hoshinplan', formatTimestamp(now - 301_000)), all)).toEqual({
      ok: false,
      error: 'expiredTimestamp',
    });
    expect(verifyRequestTarget(sign('hoshinplan', formatTimestamp(now - 299_000)), all).ok).toBe(true);
    expect(verifyRequestTarget(sign('hoshinplan').replace(KEY, 'x'.repeat(32)), all)).toEqual({
      ok: false,
      error: 'unknownAppKey',
    });
    expect(verifyRequestTarget(sign('hoshinplan').replace('/areas/7', '/areas/8'), all)).toEqual({
      ok: false,
      error: 'invalidSignature',
    });
    expect(verifyRequestTarget(`/areas/7?app_key=${KEY}&timestamp=${encodeQueryValue(timestamp)}`, all)).toEqual({
      ok: false,
      error: 'invalidSignature',
    });
  });

  it('accepts a signature exactly 300 s old and refuses one a millisecond older', () => {
    const all = options(['hoshinplan']);
    const signedAt = now - 300_000;
    const at = (nowMs: number) => verifyRequestTarget(sign('hoshinplan', formatTimestamp(signedAt)), { ...all, nowMs });
    expect(at(now)).toMatchObject({ ok: true, timestampMs: signedAt });
    expect(at(now + 1)).toEqual({ ok: false, error: 'expiredTimestamp' });
    expect(at(now + 1_000)).toEqual({ ok: false, error: 'expiredTimestamp' });
  });

  it('accepts a timestamp up to the future tolerance ahead and refuses one a millisecond further', () => {
    const all = options(['hoshinplan']);
    const signedAt = now + 5_000;
    const at = (nowMs: number) => verifyRequestTarget(sign('hoshinplan', formatTimestamp(signedAt)), { ...all, nowMs });
    expect(at(now)).toMatchObject({ ok: true });
    expect(at(now - 1)).toEqual({ ok: false, error: 'futureTimestamp' });
    expect(verifyRequestTarget(sign('hoshinplan', formatTimestamp(now)), { ...all, futureToleranceSeconds: 0 })).toMatchObject({
      ok: true,
    });
    expect(verifyRequestTarget(sign('hoshinplan', formatTimestamp(now + 1_000)), { ...all, futureToleranceSeconds: 0 })).toEqual({
      ok: false,
      error: 'futureTimestamp',
    });
  });

  it('splits at the last &signature=', () => {
    const parts = splitRequestTarget('/x?app_key=a&signature=one&timestamp=t&signature=two');
    expect(parts.signedPart).toBe('/x?app_key=a&signature=one&timestamp=t');
    expect(parts.rawSignature).toBe('two');
  });
});

describe('redaction', () => {
  it('hides every signature value in URLs and text', () => {
    const text = 'GET http://h/companies?app_key=k&timestamp=t&signature=abc+/= failed; also /x?signature=zzz&y=1';
    const redacted = redactSignatures(text);
    expect(redacted).not.toContain('abc+/=');
    expect(redacted).not.toContain('zzz');
    expect(redacted).toContain('signature=[redacted] failed');
    expect(redacted).toContain('?signature=[redacted]&y=1');
  });
});

describe('HMAC implementation', () => {
  it('agrees with createHmac for short, long and multi-byte keys and data', async () => {
    const { createHmac, randomBytes } = await import('node:crypto');
    const keys = ['k', SECRET, 'x'.repeat(64), 'y'.repeat(65), 'ключ-🔑', randomBytes(48).toString('hex')];
    const data = ['', '/companies?app_key=a&timestamp=b', 'é'.repeat(300), '/x?'.repeat(1000), '🙂 data'];
    for (const key of keys) {
      for (const message of data) {
        expect(computeSignature(key, message), `${key.length}/${message.length}`).toBe(
          createHmac('sha256', key).update(message, 'utf8').digest('base64'),
        );
      }
    }
    // After a long message the shorter ones still sign correctly (the scratch buffer is reused).
    expect(computeSignature(SECRET, 'short')).toBe(createHmac('sha256', SECRET).update('short').digest('base64'));
  });
});
