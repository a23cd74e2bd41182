// The client's overall deadline and its hurried close, over real sockets on loopback: what the
// failure says (host, time, whether the whole request had been sent, for a write whose outcome is
// unknown) and that nothing keeps waiting once the time is up or the client is closed.
import { pollUntil } from '../helpers/wait.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../source/client/http-client.js';
import { HoshinError } from '../../source/core/errors.js';
import { startTrickleServer, type TrickleServer } from '../helpers/trickle-server.js';

let trickle: TrickleServer;
let silent: TrickleServer;

beforeAll(async () => {
  trickle = await startTrickleServer();
  silent = await startTrickleServer({ silent: true });
});
afterAll(async () => {
  await trickle.close();
  await silent.close();
});

const credentials = { appKey: 'deadline-key', secret: 'deadline-secret' };

async function failure(promise: Promise<unknown>): Promise<HoshinError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HoshinError);
    return error as HoshinError;
  }
  throw new Error('expected the request to fail');
}

describe('the overall deadline', () => {
  it('ends a PUT whose answer trickles, and says the whole request had been sent', async () => {
    const client = createClient({ baseUrl: trickle.url, credentials, dialect: 'plain', timeouts: { totalMs: 700 } });
    try {
      const started = Date.now();
      const error = await failure(client.update('company', 1, { name: 'Slow' }));
      const elapsed = Date.now() - started;
      // The whole PUT was sent, so the service may have applied it: the outcome is unknown.
      expect(error.kind).toBe('uncertain');
      expect(error.message).toContain(`127.0.0.1:${trickle.port} did not answer within 700 ms (--timeout, HOSHIN_TIMEOUT)`);
      expect(error.details).toMatchObject({ sent: true, deadlineMs: 700 });
      expect(error.details.request).toMatch(/^PUT http:\/\/127\.0\.0\.1:\d+\/companies\/1\?.*signature=\[redacted\]$/);
      expect(elapsed).toBeGreaterThanOrEqual(690);
      expect(elapsed).toBeLessThan(5000);
    } finally {
      await client.close();
    }
  });

  it('says the request was not sent when the connection never got that far (a TLS handshake nobody answers)', async () => {
    const client = createClient({
      baseUrl: `https://127.0.0.1:${silent.port}`,
      credentials,
      dialect: 'plain',
      timeouts: { totalMs: 500 },
    });
    try {
      const error = await failure(client.update('company', 1, { name: 'Never' }));
      expect(error.kind).toBe('timeout');
      expect(error.message).toContain(`127.0.0.1:${silent.port} did not answer within 500 ms`);
      expect(error.details.sent).toBe(false);
    } finally {
      await client.close();
    }
  });

  it('counts the whole time, not the time between bytes: the per-read timeouts alone never end a trickle', async () => {
    // Every read timeout far above the trickle's 500 ms gap; only the deadline can end it.
    const client = createClient({
      baseUrl: trickle.url,
      credentials,
      dialect: 'plain',
      timeouts: { headersMs: 5000, bodyMs: 5000, totalMs: 1500 },
    });
    try {
      const error = await failure(client.get('company', 1));
      expect(error.message).toContain('did not answer within 1.5 s');
      expect(error.details.sent).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('refuses a deadline that is not a positive number of milliseconds', () => {
    expect(() => createClient({ baseUrl: trickle.url, credentials, timeouts: { totalMs: 0 } })).toThrow(
      /totalMs timeout must be a positive number/,
    );
  });
});

describe('closing a client that still waits', () => {
  it('ends the requests in flight at once and closes within a moment', async () => {
    const client = createClient({ baseUrl: silent.url, credentials, dialect: 'plain' });
    const pending = failure(client.get('company', 1));
    const requests = silent.requests.length;
    // The request has reached the server: only then is there something to abandon.
    await pollUntil(() => silent.requests.length > requests, 'the request at the server');
    const started = Date.now();
    await client.close();
    const error = await pending;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.kind).toBe('network');
    expect(error.message).toBe(`the request to 127.0.0.1:${silent.port} was cancelled: the client is closing`);
  });
});
