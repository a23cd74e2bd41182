// SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104) in JavaScript, for a command's first signatures
// and its store's name: node:crypto costs about 7 ms of CPU to load (39 of Node's modules), more
// than a short command spends signing by hand (decision 0362). Checked against node:crypto's own
// on random and boundary-length inputs (test/signing/sha256.test.ts).

/** The round constants: the first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** The initial hash value: the first 32 bits of the fractional parts of the square roots of the first 8 primes. */
const INITIAL = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

const BLOCK = 64;
/** The message schedule, reused: one block at a time, never re-entered. */
const W = new Int32Array(64);

/** Folds the 64-byte block at `offset` into `state`. */
function compress(state: Int32Array, bytes: DataView, offset: number): void {
  for (let i = 0; i < 16; i++) W[i] = bytes.getInt32(offset + i * 4);
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15] ?? 0;
    const w2 = W[i - 2] ?? 0;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = ((W[i - 16] ?? 0) + s0 + (W[i - 7] ?? 0) + s1) | 0;
  }
  let a = state[0] ?? 0;
  let b = state[1] ?? 0;
  let c = state[2] ?? 0;
  let d = state[3] ?? 0;
  let e = state[4] ?? 0;
  let f = state[5] ?? 0;
  let g = state[6] ?? 0;
  let h = state[7] ?? 0;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + (K[i] ?? 0) + (W[i] ?? 0)) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = ((state[0] ?? 0) + a) | 0;
  state[1] = ((state[1] ?? 0) + b) | 0;
  state[2] = ((state[2] ?? 0) + c) | 0;
  state[3] = ((state[3] ?? 0) + d) | 0;
  state[4] = ((state[4] ?? 0) + e) | 0;
  state[5] = ((state[5] ?? 0) + f) | 0;
  state[6] = ((state[6] ?? 0) + g) | 0;
  state[7] = ((state[7] ?? 0) + h) | 0;
}

/** The digest of `message` hashed on from `start`, a state after `before` bytes (whole blocks) were hashed. */
function finish(start: Int32Array, before: number, message: Uint8Array): Uint8Array {
  const state = start.slice();
  const whole = message.length - (message.length % BLOCK);
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  for (let offset = 0; offset < whole; offset += BLOCK) compress(state, view, offset);
  // The padding: a 1 bit, zeros, and the message's length in bits as a 64-bit big-endian number.
  const rest = message.length - whole;
  const tail = new Uint8Array(rest < BLOCK - 8 ? BLOCK : 2 * BLOCK);
  tail.set(message.subarray(whole));
  tail[rest] = 0x80;
  const bits = (before + message.length) * 8;
  const tailView = new DataView(tail.buffer);
  tailView.setUint32(tail.length - 8, Math.floor(bits / 0x1_0000_0000));
  tailView.setUint32(tail.length - 4, bits >>> 0);
  for (let offset = 0; offset < tail.length; offset += BLOCK) compress(state, tailView, offset);
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  for (let i = 0; i < 8; i++) out.setInt32(i * 4, state[i] ?? 0);
  return digest;
}

/** SHA-256 of the bytes. */
export function sha256(message: Uint8Array): Uint8Array {
  return finish(INITIAL, 0, message);
}

/** An HMAC key's two padded blocks, hashed once: the states the inner and outer hashes start from. */
interface KeyPads {
  readonly inner: Int32Array;
  readonly outer: Int32Array;
}

function keyPads(key: Uint8Array): KeyPads {
  const block = new Uint8Array(BLOCK);
  block.set(key.length > BLOCK ? sha256(key) : key);
  const pad = (byte: number) => {
    const state = INITIAL.slice();
    compress(state, new DataView(block.map((value) => value ^ byte).buffer), 0);
    return state;
  };
  return { inner: pad(0x36), outer: pad(0x5c) };
}

/** The last key's pads: a process signs with one secret, so each signature hashes its own text only. */
let lastKey: { readonly text: string; readonly pads: KeyPads } | undefined;

/** HMAC-SHA256 of the text (UTF-8) keyed with the key's UTF-8 bytes, as node's createHmac('sha256', key). */
export function hmacSha256(key: string, text: string): Uint8Array {
  if (lastKey?.text !== key) lastKey = { text: key, pads: keyPads(Buffer.from(key, 'utf8')) };
  const { inner, outer } = lastKey.pads;
  return finish(outer, BLOCK, finish(inner, BLOCK, Buffer.from(text, 'utf8')));
}
