// The hand SHA-256 and HMAC (source/signing/sha256.ts) give node:crypto's digests, byte for byte:
// the store's name and every signature depend on it.
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSignature, SIGNATURES_BY_HAND } from '../../source/signing/hmac.js';
import { hmacSha256, sha256 } from '../../source/signing/sha256.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const nodeHmac = (key: string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('hex');
const nodeHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('SHA-256 by hand', () => {
  it('gives the standard digests (FIPS 180-4 examples)', () => {
    expect(hex(sha256(Buffer.from('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(new Uint8Array(0)))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(Buffer.from('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches node:crypto at every length around the block and padding edges', () => {
    for (let length = 0; length <= 200; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 131 + length) & 255);
      expect(hex(sha256(bytes)), `length ${length}`).toBe(nodeHash(bytes));
    }
  });

  it('matches node:crypto on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => hex(sha256(bytes)) === nodeHash(bytes)),
      { numRuns: 300 },
    );
  });
});

describe('HMAC-SHA256 by hand', () => {
  it('gives RFC 4231 test case 2', () => {
    expect(hex(hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('matches createHmac for short, block-long, longer-than-a-block and non-ASCII keys and text', () => {
    const keys = ['', 'k', '0123456789abcdef0123456789abcdef', 'x'.repeat(64), 'y'.repeat(65), 'é'.repeat(40), 'ключ🔑'];
    const texts = [
      '',
      'a',
      'z'.repeat(55),
      'z'.repeat(56),
      'z'.repeat(64),
      'ü'.repeat(70),
      '/areas/7?app_key=k&timestamp=2026-01-01T10%3A00%3A00Z',
    ];
    for (const key of keys) for (const text of texts) expect(hex(hmacSha256(key, text)), `${key} / ${text}`).toBe(nodeHmac(key, text));
  });

  it('matches createHmac on any key and text, the key changing between calls', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), fc.string({ unit: 'binary', maxLength: 300 }), (key, text) => {
        return hex(hmacSha256(key, text)) === nodeHmac(key, text);
      }),
      { numRuns: 300 },
    );
  });

  it('signs the same by hand as with createHmac, before and after the signatures made by hand run out', () => {
    const secret = '0123456789abcdef0123456789abcdef';
    for (let i = 0; i < SIGNATURES_BY_HAND + 8; i++) {
      const text = `/indicators/${100_000 + i}?app_key=fedcba&timestamp=2026-01-01T10%3A00%3A${String(i % 60).padStart(2, '0')}Z`;
      expect(computeSignature(secret, text), `signature ${i}`).toBe(createHmac('sha256', secret).update(text, 'utf8').digest('base64'));
    }
  });
});
