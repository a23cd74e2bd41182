// Authentication in the hoshinplan flavour, as the public implementation checks it (authenticate_client_app):
// one dialect, no clock allowance, no replay refusal, a 500 for an unreadable timestamp.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTimestamp, signRequest, type Dialect } from '../../source/signing/signing.js';
import { SECURITY_ERROR } from '../../source/signing/verification.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { call, send, signedTarget, withSandbox, type Answer } from './helpers.js';

const START = Date.parse('2026-03-10T12:00:00Z');
const clock = START;
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await withSandbox({ flavour: 'hoshinplan', now: () => clock });
});
afterAll(async () => {
  await sandbox.close();
});

function expectSecurityError(answer: Answer, code: number): void {
  expect(answer.status).toBe(401);
  const entry = Object.values(SECURITY_ERROR).find((e) => e.code === code)!;
  expect(answer.json).toEqual({ message: entry.message, type: 'SecurityError', code, status: 401 });
  expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(answer.headers.get('cache-control')).toBe('no-cache');
  expect(answer.headers.get('connection')?.toLowerCase()).toBe('keep-alive');
}

describe('the hoshinplan flavour authenticates', () => {
  it('reports its flavour', () => {
    expect(sandbox.flavour).toBe('hoshinplan');
  });

  it('refuses a timestamp 1 s ahead of its clock with code 3, and accepts one exactly at it', async () => {
    expectSecurityError(await call(sandbox, 'GET', '/companies', { timestamp: formatTimestamp(clock + 1000) }), 3);
    expect((await call(sandbox, 'GET', '/companies', { timestamp: formatTimestamp(clock) })).status).toBe(200);
  });

  it('answers 401 in the SecurityError shape for codes 1, 4, 5 and 6', async () => {
    expectSecurityError(await send('/companies', sandbox, 'GET'), 1);
    expectSecurityError(await call(sandbox, 'GET', '/companies', { timestamp: formatTimestamp(clock - 301_000) }), 4);
    const stranger = signRequest({
      path: '/companies',
      appKey: '0'.repeat(32),
      secret: sandbox.secret,
      timestamp: formatTimestamp(clock - 1000),
      dialect: 'hoshinplan',
    });
    expectSecurityError(await send(stranger.pathAndQuery, sandbox, 'GET'), 5);
    const tampered = signedTarget(sandbox, '/companies/1', { nowMs: clock }).replace('/companies/1', '/companies/2');
    expectSecurityError(await send(tampered, sandbox, 'GET'), 6);
  });

  it('verifies only the hoshinplan dialect: an encoded or plain signature is code 6', async () => {
    for (const dialect of ['encoded', 'plain'] satisfies Dialect[]) {
      // A timestamp whose signature has a + / or =, so the encodings really differ.
      let signed = signRequest({
        path: '/companies',
        appKey: sandbox.appKey,
        secret: sandbox.secret,
        timestamp: formatTimestamp(clock - 2000),
        dialect,
      });
      for (let back = 3; !/[+/=]/.test(signed.signature); back += 1) {
        signed = signRequest({
          path: '/companies',
          appKey: sandbox.appKey,
          secret: sandbox.secret,
          timestamp: formatTimestamp(clock - back * 1000),
          dialect,
        });
      }
      expectSecurityError(await send(signed.pathAndQuery, sandbox, 'GET'), 6);
    }
  });

  it('answers a missing, blank or malformed timestamp with the 500 ArgumentError, not code 2', async () => {
    const body = {
      message: 'invalid date: nil',
      type: 'ArgumentError',
      code: 'internal_server_error',
      status: 'internal_server_error',
    };
    for (const query of [
      `app_key=${sandbox.appKey}`,
      `app_key=${sandbox.appKey}&timestamp=&signature=x`,
      `app_key=${sandbox.appKey}&timestamp=2026-03-10&signature=x`,
      `app_key=${sandbox.appKey}&timestamp=2026-03-10+12:00:00Z&signature=x`,
    ]) {
      const answer = await send(`/companies?${query}`, sandbox, 'GET');
      expect(answer.status, query).toBe(500);
      expect(answer.json, query).toEqual(body);
    }
  });

  it('accepts the same signed request again, as the real service does, and counts the reuse', async () => {
    sandbox.resetStats();
    const target = signedTarget(sandbox, '/companies', { nowMs: clock });
    expect((await send(target, sandbox, 'GET')).status).toBe(200);
    expect(sandbox.stats.reusedSignedUrls).toBe(0);
    const again = await send(target, sandbox, 'GET');
    expect(again.status).toBe(200);
    expect(again.json).toEqual([]);
    // Even with another method and body: neither is signed.
    const create = await send(target, sandbox, 'POST', { body: { name: 'Replayed' } });
    expect(create.status).toBe(200);
    expect(create.json.id).toEqual(expect.any(Number));
    expect(sandbox.stats.reusedSignedUrls).toBe(2);
    expect(sandbox.stats.requests).toBe(3);
  });

  it('never answers code 7, however often a target comes back', async () => {
    const target = signedTarget(sandbox, '/companies.json', { nowMs: clock });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await send(target, sandbox, 'GET')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('starting the hoshinplan flavour', () => {
  it('refuses the lenient dialect, and an unknown flavour, before listening', async () => {
    await expect(startSandbox({ flavour: 'hoshinplan', dialect: 'lenient', seed: 'empty' })).rejects.toThrow(
      /hoshinplan flavour verifies one dialect, not lenient/,
    );
    await expect(startSandbox({ flavour: 'real' as never, seed: 'empty' })).rejects.toThrow(
      /flavour must be one of spec, hoshinplan, got real/,
    );
  });

  it.each(['plain', 'encoded'] as const)(
    'signs the %s reading when it is named, refusing the others in its own 401 shape',
    async (dialect) => {
      const other = await withSandbox({ flavour: 'hoshinplan', dialect });
      try {
        expect((await call(other, 'GET', '/companies', { dialect })).status).toBe(200);
        const refused = await call(other, 'GET', '/companies', { dialect: 'hoshinplan' });
        expect([refused.status, refused.json]).toEqual([
          401,
          { message: SECURITY_ERROR.invalidSignature.message, type: 'SecurityError', code: 6, status: 401 },
        ]);
      } finally {
        await other.close();
      }
    },
  );

  it('takes the hoshinplan dialect when it is named', async () => {
    const named = await withSandbox({ flavour: 'hoshinplan', dialect: 'hoshinplan' });
    try {
      expect((await call(named, 'GET', '/companies')).status).toBe(200);
    } finally {
      await named.close();
    }
  });
});
