// Authentication in the spec flavour: every SecurityError code, expiry on an injected clock,
// replay refusal, strict dialects, and the browser redirect. The 401 body is the spec flavour's
// own shape, without the public implementation's `type: "SecurityError"`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSignature } from '../../source/signing/hmac.js';
import { DIALECTS, encodeQueryValue, formatTimestamp, signRequest, type Dialect } from '../../source/signing/signing.js';
import { SECURITY_ERROR } from '../../source/signing/verification.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { call, send, signedTarget, withSandbox, type Answer } from './helpers.js';

const START = Date.parse('2026-03-10T12:00:00Z');
let clock = START;
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await withSandbox({
    now: () => clock,
    appKey: 'fedcba9876543210fedcba9876543210',
    secret: '0123456789abcdef0123456789abcdef',
  });
});
afterAll(async () => {
  await sandbox.close();
});

function expectSecurityError(answer: Answer, code: number): void {
  expect(answer.status).toBe(401);
  const entry = Object.values(SECURITY_ERROR).find((e) => e.code === code)!;
  expect(answer.json).toEqual({ error: 'Unauthorized', code, message: entry.message });
  expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(answer.headers.get('cache-control')).toBe('no-cache');
  expect(answer.headers.get('connection')?.toLowerCase()).toBe('keep-alive');
  expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(answer.text)));
}

describe('SecurityError codes', () => {
  it('1: no app_key', async () => {
    expectSecurityError(await send('/companies', sandbox, 'GET'), 1);
    expectSecurityError(await send('/companies?timestamp=2026-03-10T12%3A00%3A00Z&signature=x', sandbox, 'GET'), 1);
  });

  it('2: no timestamp, or not an ISO date and time', async () => {
    expectSecurityError(await send(`/companies?app_key=${sandbox.appKey}`, sandbox, 'GET'), 2);
    expectSecurityError(await send(`/companies?app_key=${sandbox.appKey}&timestamp=2026-03-10&signature=x`, sandbox, 'GET'), 2);
    expectSecurityError(await send(`/companies?app_key=${sandbox.appKey}&timestamp=2026-03-10+12:00:00&signature=x`, sandbox, 'GET'), 2);
  });

  it('3: a timestamp beyond the future tolerance; within it is accepted', async () => {
    expectSecurityError(await call(sandbox, 'GET', '/companies', { timestamp: formatTimestamp(clock + 6000) }), 3);
    expect((await call(sandbox, 'GET', '/companies', { timestamp: formatTimestamp(clock + 4000) })).status).toBe(200);
  });

  it('4: a signature older than 300 s, by the injected clock', async () => {
    const target = signedTarget(sandbox, '/companies', { timestamp: formatTimestamp(clock - 299_000) });
    const fresh = signedTarget(sandbox, '/companies.json', { timestamp: formatTimestamp(clock - 299_000) });
    expect((await send(target, sandbox, 'GET')).status).toBe(200);
    clock += 2000; // now 301 s after the timestamp
    try {
      expectSecurityError(await send(fresh, sandbox, 'GET'), 4);
    } finally {
      clock = START;
    }
  });

  it('5: an unknown app key', async () => {
    const signed = signRequest({
      path: '/companies',
      appKey: '00000000000000000000000000000000',
      secret: sandbox.secret,
      timestamp: formatTimestamp(clock - 1000),
      dialect: 'hoshinplan',
    });
    expectSecurityError(await send(signed.pathAndQuery, sandbox, 'GET'), 5);
  });

  it('6: a wrong secret, a tampered path, a signature not last', async () => {
    const wrong = signRequest({
      path: '/companies',
      appKey: sandbox.appKey,
      secret: 'ffffffffffffffffffffffffffffffff',
      timestamp: formatTimestamp(clock - 1000),
      dialect: 'hoshinplan',
    });
    expectSecurityError(await send(wrong.pathAndQuery, sandbox, 'GET'), 6);
    const good = signedTarget(sandbox, '/companies/1', { nowMs: clock });
    expectSecurityError(await send(good.replace('/companies/1', '/companies/2'), sandbox, 'GET'), 6);
    const reordered = signedTarget(sandbox, '/companies', { nowMs: clock }).replace(/&signature=(.*)$/, '&locale=en&signature=$1&x=1');
    expectSecurityError(await send(reordered, sandbox, 'GET'), 6);
  });

  it('7: the same signed target a second time, whatever the method', async () => {
    const target = signedTarget(sandbox, '/companies', { nowMs: clock });
    expect((await send(target, sandbox, 'GET')).status).toBe(200);
    expectSecurityError(await send(target, sandbox, 'GET'), 7);
    const create = signedTarget(sandbox, '/companies', { nowMs: clock });
    expect((await send(create, sandbox, 'POST', { body: { name: 'Once' } })).status).toBe(200);
    expectSecurityError(await send(create, sandbox, 'POST', { body: { name: 'Twice' } }), 7);
    expect(sandbox.store.all('company').filter((c) => c.name === 'Twice')).toEqual([]);
  });

  it('7: the same signed request re-encoded, in any dialect the lenient sandbox accepts', async () => {
    const timestamp = new Date(clock - 1500).toISOString();
    const raw = signRequest({
      path: '/companies',
      appKey: sandbox.appKey,
      secret: sandbox.secret,
      timestamp,
      dialect: 'hoshinplan',
    });
    expect(raw.signature).toMatch(/[+/=]/);
    expect((await send(raw.pathAndQuery, sandbox, 'GET')).status).toBe(200);
    const reencoded = raw.pathAndQuery.replace(/&signature=.*$/, `&signature=${encodeQueryValue(raw.signature)}`);
    expectSecurityError(await send(reencoded, sandbox, 'GET'), 7);
    const plain = signRequest({
      path: '/companies',
      appKey: sandbox.appKey,
      secret: sandbox.secret,
      timestamp,
      dialect: 'plain',
    });
    expect((await send(plain.pathAndQuery, sandbox, 'GET')).status).toBe(200);
    expectSecurityError(await send(plain.pathAndQuery.replace(/%3A/g, '%3a'), sandbox, 'GET'), 7);
  });

  it("accepts the fact sheet's test vector, with its raw + in the signature", async () => {
    const data = '/companies.json?app_key=fedcba9876543210fedcba9876543210&timestamp=2025-01-01T12%3A00%3A00Z';
    clock = Date.parse('2025-01-01T12:00:30Z');
    try {
      expect((await send(`${data}&signature=SDM0rdsA1nborWs6ieW5wF8eFi+OSJkYYpF74dueggI=`, sandbox, 'GET')).status).toBe(200);
    } finally {
      clock = START;
    }
  });
});

describe('dialects', () => {
  const forms = (target: RunningSandbox, dialect: Dialect) =>
    signRequest({
      path: '/companies',
      appKey: target.appKey,
      secret: target.secret,
      timestamp: new Date(Date.now() - 2000 - Math.floor(Math.random() * 1000)).toISOString(),
      dialect,
    }).pathAndQuery;

  for (const strict of DIALECTS) {
    it(`${strict} accepts only its own form`, async () => {
      const only = await withSandbox({ dialect: strict });
      try {
        for (const dialect of DIALECTS) {
          const answer = await send(forms(only, dialect), only, 'GET');
          if (dialect === strict) expect(answer.status, dialect).toBe(200);
          else expectSecurityError(answer, 6);
        }
      } finally {
        await only.close();
      }
    });
  }

  it('lenient accepts the hoshinplan, encoded and plain forms', async () => {
    const lenient = await withSandbox();
    try {
      for (const dialect of DIALECTS) expect((await send(forms(lenient, dialect), lenient, 'GET')).status, dialect).toBe(200);
    } finally {
      await lenient.close();
    }
  });
});

describe('not a JSON request', () => {
  it('redirects to /login like the service does for a browser, signed or not', async () => {
    const plain = await fetch(`${sandbox.url}/companies`, { redirect: 'manual' });
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/login');
    const browser = await fetch(`${sandbox.url}${signedTarget(sandbox, '/companies', { nowMs: clock })}`, {
      redirect: 'manual',
      headers: { Accept: 'application/json, text/plain, */*' },
    });
    expect(browser.status).toBe(302);
    const suffixed = await fetch(`${sandbox.url}${signedTarget(sandbox, '/companies.json', { nowMs: clock })}`, {
      redirect: 'manual',
    });
    expect(suffixed.status).toBe(200);
  });

  it('keeps the raw target: an encoded timestamp and a raw + in the signature', async () => {
    const timestamp = formatTimestamp(clock - 3000);
    const sent = `/companies?app_key=${sandbox.appKey}&timestamp=${encodeQueryValue(timestamp)}`;
    const signature = computeSignature(sandbox.secret, sent);
    expect((await send(`${sent}&signature=${signature}`, sandbox, 'GET')).status).toBe(200);
  });
});
