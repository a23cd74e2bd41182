// How a raw signature is matched in each dialect when the request is odd: a signature without
// a `+` sent raw, a key or timestamp that does not decode, parts without a signature, and
// timestamps without a zone or with an impossible minute.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeQueryValue, parseTimestamp, type Dialect } from '../../source/signing/signing.js';
import { signatureMatches, splitRequestTarget } from '../../source/signing/verification.js';

const KEY = 'fedcba9876543210fedcba9876543210';
const SECRET = '0123456789abcdef0123456789abcdef';
const hmac = (data: string) => createHmac('sha256', SECRET).update(data, 'utf8').digest('base64');
const matches = (target: string, dialect: Dialect) => signatureMatches(splitRequestTarget(target), SECRET, dialect);

/** A timestamp whose plain and encoded signatures hold no `+` (so a raw one decodes to itself). */
function timestampWithoutPlus(): string {
  for (let second = 0; second < 60; second++) {
    const timestamp = `2026-11-22T10:15:${String(second).padStart(2, '0')}+00:00`;
    const sent = `/areas/7?app_key=${KEY}&timestamp=${encodeQueryValue(timestamp)}`;
    const plain = `/areas/7?app_key=${KEY}&timestamp=${timestamp}`;
    if (!hmac(sent).includes('+') && !hmac(plain).includes('+')) return timestamp;
  }
  throw new Error('no such timestamp in this minute');
}

describe('a raw signature in the encoded and plain dialects', () => {
  const timestamp = timestampWithoutPlus();
  const sent = `/areas/7?app_key=${KEY}&timestamp=${encodeQueryValue(timestamp)}`;
  const plain = `/areas/7?app_key=${KEY}&timestamp=${timestamp}`;

  it('is refused for its = padding even when it decodes to the right signature', () => {
    // Every signature ends in `=`; without a `+`, decoding leaves it as it is.
    expect(hmac(sent)).toMatch(/=$/);
    expect(matches(`${sent}&signature=${hmac(sent)}`, 'encoded')).toBe(false);
    expect(matches(`${sent}&signature=${encodeQueryValue(hmac(sent))}`, 'encoded')).toBe(true);
    expect(matches(`${sent}&signature=${hmac(plain)}`, 'plain')).toBe(false);
    expect(matches(`${sent}&signature=${encodeQueryValue(hmac(plain))}`, 'plain')).toBe(true);
    // The hoshinplan dialect takes it raw.
    expect(matches(`${sent}&signature=${hmac(sent)}`, 'hoshinplan')).toBe(true);
  });
});

describe('the plain dialect with a key or timestamp that does not decode', () => {
  const broken = '%E0%A4%A';

  it('never matches, not even a signature made over the word "null"', () => {
    const timestamp = '2026-11-22T10:15:30+00:00';
    const badKey = `/areas/7?app_key=${broken}&timestamp=${encodeQueryValue(timestamp)}`;
    expect(matches(`${badKey}&signature=${encodeQueryValue(hmac(`/areas/7?app_key=null&timestamp=${timestamp}`))}`, 'plain')).toBe(false);
    const badTime = `/areas/7?app_key=${KEY}&timestamp=${broken}`;
    expect(matches(`${badTime}&signature=${encodeQueryValue(hmac(`/areas/7?app_key=${KEY}&timestamp=null`))}`, 'plain')).toBe(false);
  });

  it('never matches a signature that does not decode', () => {
    const timestamp = '2026-11-22T10:15:30+00:00';
    for (const dialect of ['encoded', 'plain'] as const) {
      expect(matches(`/areas/7?app_key=${KEY}&timestamp=${encodeQueryValue(timestamp)}&signature=${broken}`, dialect), dialect).toBe(false);
    }
  });

  it('signs a missing key or timestamp as empty', () => {
    const noKey = `/areas/7?timestamp=t`;
    expect(matches(`${noKey}&signature=${encodeQueryValue(hmac('/areas/7?app_key=&timestamp=t'))}`, 'plain')).toBe(true);
    const noTime = `/areas/7?app_key=${KEY}`;
    expect(matches(`${noTime}&signature=${encodeQueryValue(hmac(`/areas/7?app_key=${KEY}&timestamp=`))}`, 'plain')).toBe(true);
  });
});

describe('parts without a signed part', () => {
  it('never match, whatever the signature says', () => {
    const parts = { path: '/areas/7', values: new Map([['app_key', KEY]]), signedPart: null, rawSignature: hmac('') };
    for (const dialect of ['hoshinplan', 'encoded', 'plain'] as const)
      expect(signatureMatches(parts, SECRET, dialect), dialect).toBe(false);
  });
});

describe('parseTimestamp', () => {
  it('reads a timestamp without a zone as UTC, and Z as UTC', () => {
    expect(parseTimestamp('2026-11-22T10:15:30')).toBe(Date.UTC(2026, 10, 22, 10, 15, 30));
    expect(parseTimestamp('2026-11-22T10:15:30Z')).toBe(Date.UTC(2026, 10, 22, 10, 15, 30));
    expect(parseTimestamp('2026-11-22T10:15:30.25')).toBe(Date.UTC(2026, 10, 22, 10, 15, 30, 250));
  });

  it('refuses minute 60, which would roll into the next hour', () => {
    expect(parseTimestamp('2026-11-22T10:60:00Z')).toBeNull();
    expect(parseTimestamp('2026-11-22T10:59:00Z')).toBe(Date.UTC(2026, 10, 22, 10, 59));
  });
});
