// HMAC-SHA256 of a signature: the secret as-is, standard Base64.
import { hmacSha256 } from './sha256.js';

// createHmac won over a hand HMAC with cached key pads on crypto.hash (decision 0294) for
// throughput: the signing bench gives 204,000-297,000 signatures per CPU-second, within the 200,000/s
// budget, where the pure-JavaScript HMAC (./sha256.ts) gives about 150,000. But node:crypto costs
// about 7 ms of CPU to load, about 600 signatures by hand in a fresh process: a command's first
// signatures are made by hand, and node:crypto loads only for a process that signs more
// (decision 0362). Both give the same signature (test/signing/sha256.test.ts).
export const SIGNATURES_BY_HAND = 64;

let byHand = SIGNATURES_BY_HAND;

/** HMAC-SHA256 keyed with the secret as-is (not hex-decoded), standard Base64 with padding. */
export function computeSignature(secret: string, data: string): string {
  if (byHand > 0) {
    byHand -= 1;
    const digest = hmacSha256(secret, data);
    return Buffer.from(digest.buffer, digest.byteOffset, digest.byteLength).toString('base64');
  }
  // Taken on first use, as core/node-crypto does: an ES import would build WebCrypto at every start.
  return process.getBuiltinModule('node:crypto').createHmac('sha256', secret).update(data, 'utf8').digest('base64');
}
