// The service turns a request away for now (429 Too Many Requests, 503 Service Unavailable): a read
// waits what Retry-After asks and tries again on a new signed URL, within the deadline; a wait
// longer than the deadline leaves gives up at once; a write is never sent again. A proxy in front
// of the sandbox gives the answers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../source/client/http-client.js';
import type { HoshinClient } from '../../source/client/types.js';
import { EXIT_CODES } from '../../source/core/errors.js';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { startAnswerProxy, type AnswerProxy, type ProxyAction } from '../helpers/answer-proxy.js';

const TOO_MANY = { status: 429, error: 'Too Many Requests' };
const UNAVAILABLE = { message: 'execution expired', type: 'Timeout::Error', code: 'service_unavailable', status: 'service_unavailable' };

describe.each<SandboxFlavour>(['spec', 'hoshinplan'])('turned away for now (%s sandbox)', (flavour) => {
  let sandbox: RunningSandbox;
  let proxy: AnswerProxy;
  let client: HoshinClient | undefined;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', flavour });
  });
  afterAll(async () => {
    await sandbox.close();
  });
  afterEach(async () => {
    await client?.close();
    client = undefined;
    await proxy.close();
  });

  /** A client through a proxy that turns away the first `times` requests with `answer`. */
  async function turnedAway(answer: ProxyAction, times: number, totalMs = 10_000): Promise<HoshinClient> {
    proxy = await startAnswerProxy(sandbox.url);
    let left = times;
    proxy.decide = () => (left-- > 0 ? answer : { type: 'forward' });
    client = createClient({
      baseUrl: proxy.url,
      credentials: { appKey: sandbox.appKey, secret: sandbox.secret },
      timeouts: { totalMs },
    });
    return client;
  }

  const gapMs = () => (proxy.arrived[1]?.at ?? Number.NaN) - (proxy.arrived[0]?.at ?? Number.NaN);
  const allDifferent = () => new Set(proxy.arrived.map((request) => request.url)).size === proxy.arrived.length;

  it('a read answered 429 waits the seconds Retry-After asks, then asks again with a new signature', async () => {
    const reader = await turnedAway({ type: 'answer', status: 429, json: TOO_MANY, headers: { 'Retry-After': '1' } }, 1);
    await expect(reader.list('company', null)).resolves.not.toHaveLength(0);
    expect(proxy.arrived).toHaveLength(2);
    expect(gapMs()).toBeGreaterThanOrEqual(1000);
    expect(allDifferent()).toBe(true);
  });

  it('a read answered 503 waits until the date Retry-After names, read on the service’s clock', async () => {
    // The service's clock is an hour ahead of ours: the date is a second after its Date header.
    const serviceNow = Date.now() + 3_600_000;
    const headers = {
      Date: new Date(serviceNow).toUTCString(),
      'Retry-After': new Date(Math.floor(serviceNow / 1000) * 1000 + 1000).toUTCString(),
    };
    const reader = await turnedAway({ type: 'answer', status: 503, json: UNAVAILABLE, headers }, 1);
    await expect(reader.list('company', null)).resolves.not.toHaveLength(0);
    expect(gapMs()).toBeGreaterThanOrEqual(1000);
    expect(gapMs()).toBeLessThan(5000);
  });

  it('a read answered 429 without Retry-After backs off and asks again', async () => {
    const reader = await turnedAway({ type: 'answer', status: 429, json: TOO_MANY }, 1);
    await expect(reader.list('company', null)).resolves.not.toHaveLength(0);
    expect(gapMs()).toBeGreaterThanOrEqual(500);
  });

  it('gives up at once when the wait asked is longer than what is left of --timeout: rate limited, exit 5', async () => {
    const reader = await turnedAway({ type: 'answer', status: 429, json: TOO_MANY, headers: { 'Retry-After': '120' } }, 99, 3000);
    const started = Date.now();
    const failure = await reader.list('company', null).catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(failure).toMatchObject({ kind: 'rate_limited', details: { status: 429, retryAfterMs: 120_000 } });
    expect((failure as Error).message).toBe(
      `${new URL(proxy.url).host} is turning requests away (429 Too Many Requests); it asks to wait 120 s, more than is left of --timeout (3 s)`,
    );
    expect(EXIT_CODES.rate_limited).toBe(5);
    expect(proxy.arrived).toHaveLength(1);
  });

  it('stops after a few tries when the service turns every one away', async () => {
    const reader = await turnedAway({ type: 'answer', status: 429, json: TOO_MANY, headers: { 'Retry-After': '0' } }, 99);
    const failure = await reader.list('company', null).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'rate_limited' });
    expect((failure as Error).message).toMatch(/; it asks to wait 0 ms; turned away 6 times in a row$/);
    expect(proxy.arrived).toHaveLength(6);
    expect(allDifferent()).toBe(true);
  });

  it('never sends a write again: a 429 says nothing was changed, and asks the person to wait', async () => {
    const writer = await turnedAway({ type: 'answer', status: 429, json: TOO_MANY, headers: { 'Retry-After': '1' } }, 1);
    const task = sandbox.store.all('task')[0]! as { id: number; name: string };
    const failure = await writer.update('task', task.id, { name: 'Not now' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'rate_limited', details: { status: 429, retryAfterMs: 1000 } });
    expect((failure as Error).message).toBe(
      `${new URL(proxy.url).host} is turning requests away (429 Too Many Requests); it asks to wait 1 s; nothing was changed`,
    );
    expect(proxy.arrived.map((request) => request.method)).toEqual(['PUT']);
    expect((sandbox.store.get('task', task.id) as { name: string }).name).toBe(task.name);
  });

  it('never sends a write again after a 503, and names the wait asked', async () => {
    const writer = await turnedAway({ type: 'answer', status: 503, json: UNAVAILABLE, headers: { 'Retry-After': '30' } }, 1);
    const task = sandbox.store.all('task')[0]! as { id: number };
    const failure = await writer.update('task', task.id, { name: 'Later' }).catch((error: unknown) => error);
    expect((failure as Error).message).toContain('failed (503: Error: execution expired); it asks to wait 30 s');
    expect(proxy.arrived.map((request) => request.method)).toEqual(['PUT']);
  });
});
