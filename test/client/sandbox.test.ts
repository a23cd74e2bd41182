// The client against the sandbox over real HTTP on loopback: every endpoint, every refusal.
import { request as rawRequest } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { fillPath, kindSpec, type KindName } from '../../source/catalogue/catalogue.js';
import { parseResource } from '../../source/catalogue/typed-resource.js';
import type { JsonValue } from '../../source/catalogue/values.js';
import { failureForAnswer } from '../../source/client/answers.js';
import { isHoshinError, type HoshinError } from '../../source/core/errors.js';
import { createClient } from '../../source/client/http-client.js';
import type { HoshinClient } from '../../source/client/types.js';
import type { RequestBody } from '../../source/client/request-body.js';
import type { Resource, ResourceEvent } from '../../source/core/resource.js';
import type { ClientOptions } from '../../source/client/types.js';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../source/sandbox/server.js';
import { DIALECTS, formatTimestamp, signRequest } from '../../source/signing/signing.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

// The client remembers what it learned per base URL for the whole process: every sandbox here
// gets a port no earlier one had, so no test inherits another's dialect or history route.
const usedPorts = new Set<number>();

async function sandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  for (;;) {
    const running = await startSandbox({ port: 0, seed: 'empty', ...options });
    cleanups.push(() => running.close());
    if (usedPorts.has(running.port)) continue;
    usedPorts.add(running.port);
    return running;
  }
}

interface Harness {
  readonly client: HoshinClient;
  /** One line per attempt the client made. */
  readonly attempts: string[];
  readonly events: ResourceEvent[];
}

function connect(running: RunningSandbox, options: Partial<ClientOptions> = {}): Harness {
  const attempts: string[] = [];
  const events: ResourceEvent[] = [];
  const client = createClient({
    baseUrl: running.url,
    credentials: { appKey: running.appKey, secret: running.secret },
    log: (line) => attempts.push(line),
    ...options,
  });
  client.onEvent((event) => events.push(event));
  cleanups.push(() => client.close());
  return { client, attempts, events };
}

async function failure(promise: Promise<unknown>): Promise<HoshinError> {
  try {
    await promise;
  } catch (error) {
    if (isHoshinError(error)) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('every endpoint of every kind', () => {
  it('creates, reads, changes, lists and deletes the whole tree', async () => {
    const running = await sandbox();
    const { client, events } = connect(running);

    const company = await client.create('company', null, { name: 'Acme' });
    const hoshin = await client.create('hoshin', company.id, { name: 'Plan 2026', header: 'Grow *carefully*' });
    const area = await client.create('area', hoshin.id, { name: 'Customers', color: '#daf3f8' });
    const goal = await client.create('goal', hoshin.id, { name: 'Double the customers' });
    const objective = await client.create('objective', area.id, {
      name: 'Win key accounts',
      description: 'Ten of them',
    });
    // worst_value below zero is refused by the service's top-level validator: the client wraps it.
    const indicator = await client.create('indicator', objective.id, {
      name: 'Accounts',
      goal: 10,
      worst_value: -2,
      frequency: 'monthly',
    });
    const task = await client.create('task', objective.id, { name: 'Call Globex', deadline: '2026-03-31' });
    const history = await client.create('indicator_history', indicator.id, {
      day: '2026-01-31',
      value: 12.5,
      goal: 10,
    });

    expect(hoshin.company_id).toBe(company.id);
    expect(area.color).toBe('#DAF3F8');
    // The service renders decimals as text ("-2.0"); the client reads them once, as numbers.
    expect(indicator.worst_value).toBe(-2);
    expect(task.area_id).toBe(area.id);
    expect(history.value).toBe(12.5);
    expect(running.store.get('indicator_history', history.id)?.indicator_id).toBe(indicator.id);

    const created: [KindName, Resource][] = [
      ['company', company],
      ['hoshin', hoshin],
      ['area', area],
      ['goal', goal],
      ['objective', objective],
      ['indicator', indicator],
      ['task', task],
      ['indicator_history', history],
    ];
    const changes: Record<string, Record<string, JsonValue>> = {
      company: { name: 'Acme Ltd' },
      hoshin: { header: 'Grow steadily' },
      area: { description: 'Who buys' },
      goal: { name: 'Triple the customers' },
      objective: { description: 'Twelve of them' },
      indicator: { value: 3 },
      task: { status: 'active' },
      indicator_history: { comment: 'after the fair' },
    };
    for (const [kind, resource] of created) {
      expect((await client.get(kind, resource.id)).id).toBe(resource.id);
      const changed = await client.update(kind, resource.id, changes[kind]!);
      const [field, value] = Object.entries(changes[kind]!)[0]!;
      expect(changed[field]).toBe(value);
      // The service stores its own rendering ("3.0"); read once, it is the value sent.
      expect(parseResource(kind, { id: resource.id, ...running.store.get(kind, resource.id) })[field]).toEqual(changed[field]);
    }

    // Clearing a field sends null, which only the wrapped form carries.
    expect((await client.update('task', task.id, { deadline: null })).deadline).toBeNull();

    expect((await client.list('company', null)).map((r) => r.id)).toEqual([company.id]);
    expect((await client.list('indicator', objective.id)).map((r) => r.id)).toEqual([indicator.id]);
    expect((await client.list('task', objective.id)).map((r) => r.id)).toEqual([task.id]);

    for (const [kind, resource] of [...created].reverse()) {
      await client.remove(kind, resource.id);
      expect(running.store.get(kind, resource.id)).toBeUndefined();
    }
    expect(running.store.count('company')).toBe(0);

    expect(events.filter((e) => e.type === 'seen')).toHaveLength(8 + 8 * 2 + 1);
    expect(events).toContainEqual({
      type: 'listed',
      kind: 'task',
      scopeId: objective.id,
      resources: [expect.objectContaining({ id: task.id })],
    });
    expect(events).toContainEqual({
      type: 'listed',
      kind: 'company',
      scopeId: null,
      resources: [expect.objectContaining({ id: company.id })],
    });
    expect(events.filter((e) => e.type === 'gone').map((e) => (e as { kind: string }).kind)).toEqual(
      created.map(([kind]) => kind).reverse(),
    );
  });

  it('reads invoices by id, by subscription, and at the subscription-scoped path', async () => {
    const running = await sandbox({ seed: 'demo' });
    const { client } = connect(running);
    const [first] = running.store.all('invoice');
    const subscriptionId = first!.subscription_id as number;
    expect((await client.get('invoice', first!.id as number)).description).toBe(first!.description);
    const listed = await client.list('invoice', subscriptionId);
    expect(listed.map((r) => r.id).sort()).toEqual(
      running.store
        .all('invoice')
        .map((r) => r.id)
        .sort(),
    );
    const template = kindSpec('invoice').paths.getAlternatives[0]!;
    const answer = await client.request('GET', fillPath(template, { subscription_id: subscriptionId, id: first!.id as number }));
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ id: first!.id }) });
    expect((await failure(client.update('invoice', first!.id as number, { description: 'x' }))).kind).toBe('usage');
    expect((await failure(client.list('invoice', 9999))).message).toBe('subscription 9999 not found');
  });
});

describe('bad input', () => {
  it('keeps 422 field errors for the form', async () => {
    const running = await sandbox();
    const { client } = connect(running);
    const company = await client.create('company', null, { name: 'Acme' });
    const hoshin = await client.create('hoshin', company.id, { name: 'Plan' });
    const error = await failure(client.create('area', hoshin.id, { description: 'no name' }));
    expect(error.kind).toBe('invalid');
    expect(error.details.status).toBe(422);
    expect(error.details.fieldErrors).toEqual({ name: ["can't be blank"] });
    expect(error.message).toBe("the service refused the values: name can't be blank");
    expect(running.store.count('area')).toBe(0);
  });

  it('names a duplicate history day', async () => {
    const running = await sandbox({ seed: 'demo' });
    const { client } = connect(running);
    const [row] = running.store.all('indicator_history');
    const error = await failure(client.create('indicator_history', row!.indicator_id as number, { day: row!.day as string, value: 1 }));
    expect(error.details.fieldErrors).toEqual({ day: ['has already been taken'] });
  });

  it('refuses bad values before sending anything', async () => {
    const running = await sandbox();
    const { client, attempts } = connect(running);
    expect((await failure(client.create('company', null, { name: 'x'.repeat(300) }))).kind).toBe('invalid');
    expect((await failure(client.create('company', null, { nickname: 'x' }))).kind).toBe('usage');
    expect((await failure(client.update('task', 1, {}))).kind).toBe('usage');
    expect(attempts).toEqual([]);
  });

  it('maps a 400 (a body the service cannot read)', async () => {
    const running = await sandbox();
    const { client } = connect(running);
    const error = await failure(client.request('POST', '/companies', 'not an object' as unknown as RequestBody));
    expect(error.kind).toBe('invalid');
    expect(error.details.status).toBe(400);
  });

  it('maps a 413 (a body too large)', async () => {
    const running = await sandbox();
    const { client } = connect(running);
    const company = await client.create('company', null, { name: 'Acme' });
    const error = await failure(client.request('PUT', `/companies/${company.id}`, { name: 'x'.repeat(1_100_000) }));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe('the request is too large for the service (413)');
    expect(running.store.get('company', company.id)?.name).toBe('Acme');
  });

  it('tells a missing route from a missing resource, and only the resource is gone', async () => {
    const running = await sandbox();
    const { client, events } = connect(running);
    const route = await failure(client.request('GET', '/nowhere/1'));
    expect(route.kind).toBe('not_found');
    expect(route.details.routeMissing).toBe(true);
    expect(route.message).toMatch(/has no route GET \/nowhere\/1$/);
    const missing = await failure(client.get('task', 424242));
    expect(missing.message).toBe('task 424242 not found');
    expect(missing.exitCode).toBe(4);
    expect(events).toEqual([{ type: 'gone', kind: 'task', id: 424242 }]);
    expect((await failure(client.create('area', 777, { name: 'x' }))).message).toBe('hoshin 777 not found');
  });
});

describe('authentication refusals', () => {
  async function raw(running: RunningSandbox, pathAndQuery: string) {
    const response = await rawRequest(`${running.url}${pathAndQuery}`, { headers: { accept: 'application/json' } });
    const bodyText = await response.body.text();
    return failureForAnswer(
      {
        status: response.statusCode,
        contentType: String(response.headers['content-type']),
        location: undefined,
        bodyText,
      },
      { method: 'GET', host: running.url.slice(7), request: `GET ${pathAndQuery}` },
    );
  }

  it('explains codes 1 and 2 (no app key, no timestamp) as the sandbox sends them', async () => {
    const running = await sandbox();
    const one = await raw(running, '/companies');
    expect([one.kind, one.details.securityCode]).toEqual(['auth', 1]);
    expect(one.message).toContain('carried no app key');
    const two = await raw(running, `/companies?app_key=${running.appKey}&signature=x`);
    expect(two.details.securityCode).toBe(2);
    expect(two.message).toContain('no readable timestamp');
  });

  it('follows a service clock 10 minutes behind ours (code 3) with one correction', async () => {
    const running = await sandbox({ now: () => Date.now() - 600_000 });
    const { client, attempts } = connect(running);
    await expect(client.list('company', null)).resolves.toEqual(expect.any(Array));
    expect(attempts).toHaveLength(2);
  });

  it('follows a service clock 6 minutes ahead of ours (code 4) with one correction', async () => {
    const running = await sandbox({ now: () => Date.now() + 360_000 });
    const { client, attempts } = connect(running);
    await expect(client.list('company', null)).resolves.toEqual(expect.any(Array));
    expect(attempts).toHaveLength(2);
  });

  it('names an unknown app key (code 5) without retrying', async () => {
    const running = await sandbox();
    const { client, attempts } = connect(running, { credentials: { appKey: 'nobody', secret: running.secret } });
    const error = await failure(client.list('company', null));
    expect(error.details.securityCode).toBe(5);
    expect(error.message).toContain('does not know this app key');
    expect(attempts).toHaveLength(1);
  });

  it('names a wrong secret (code 6) after two attempts, leaves the dialect not tried to doctor, and never shows the secret', async () => {
    const running = await sandbox();
    const wrongSecret = 'ffffffffffffffffffffffffffffffff';
    const { client, attempts } = connect(running, { credentials: { appKey: running.appKey, secret: wrongSecret } });
    const error = await failure(client.list('company', null));
    expect(error.details.securityCode).toBe(6);
    expect(error.message).toContain('the secret is wrong');
    expect(error.message).toContain('hoshin auth login');
    // Another dialect could still help, but only doctor, which tries it, names it.
    expect(error.message).not.toContain('--dialect');
    expect(error.details.untriedDialect).toBe('encoded');
    expect(attempts).toHaveLength(2);
    expect(`${error.message} ${attempts.join(' ')} ${String(error.details.request)}`).not.toContain(wrongSecret);
    expect(client.dialectInUse).toBeUndefined();
  });

  it('explains a replay (code 7), which the sandbox refuses and the client never causes', async () => {
    const running = await sandbox();
    const signed = signRequest({
      path: '/companies',
      appKey: running.appKey,
      secret: running.secret,
      // Still valid, and older than any second the client signs in (the latest 240 after its 2 s margin).
      timestamp: formatTimestamp(Date.now() - 270_000),
      dialect: 'hoshinplan',
    });
    const first = await rawRequest(`${running.url}${signed.pathAndQuery}`, { headers: { accept: 'application/json' } });
    await first.body.text();
    expect(first.statusCode).toBe(200);
    const again = await raw(running, signed.pathAndQuery);
    expect(again.details.securityCode).toBe(7);
    expect(again.message).toContain('already used');

    const { client, attempts } = connect(running);
    const answers = await Promise.all(Array.from({ length: 40 }, () => client.list('company', null)));
    expect(answers).toHaveLength(40);
    expect(attempts.every((line) => line.endsWith(')') && line.includes(' -> 200 '))).toBe(true);
    expect(attempts).toHaveLength(40);
  });

  it('steps past a signed URL another process used in the same second (code 7), once', async () => {
    const running = await sandbox();
    // A client clock that stands still makes the client's first timestamp predictable.
    const frozen = Date.now();
    const timestamp = formatTimestamp(Math.floor((frozen - 2000) / 1000) * 1000);
    const signed = signRequest({
      path: '/companies',
      appKey: running.appKey,
      secret: running.secret,
      timestamp,
      dialect: 'hoshinplan',
    });
    const other = await rawRequest(`${running.url}${signed.pathAndQuery}`, { headers: { accept: 'application/json' } });
    await other.body.text();
    expect(other.statusCode).toBe(200);
    // The latest free second each time: the first is the one the other process used.
    const { client, attempts } = connect(running, { now: () => frozen, pickSecond: () => 0 });
    await client.list('company', null);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toContain(' -> 401 ');
    expect(attempts[1]).toContain(' -> 200 ');
  });
});

describe('signing dialects', () => {
  it.each([
    ['hoshinplan', 1],
    ['plain', 2],
  ] as const)('finds that a strict %s sandbox wants that dialect, in %i attempt(s), and remembers it', async (dialect, firstAttempts) => {
    const running = await sandbox({ dialect });
    const { client, attempts } = connect(running);
    await client.list('company', null);
    expect(attempts).toHaveLength(firstAttempts);
    expect(client.dialectInUse).toBe(dialect);
    await client.create('company', null, { name: 'Acme' });
    expect(attempts).toHaveLength(firstAttempts + 1);
    // Another client of the same base URL in this process starts with the remembered dialect.
    const other = connect(running);
    await other.client.list('company', null);
    expect(other.attempts).toHaveLength(1);
    expect(other.client.dialectInUse).toBe(dialect);
  });

  it('reaches a strict encoded sandbox only with the dialect named, which the refusal leaves to doctor', async () => {
    const running = await sandbox({ dialect: 'encoded' });
    const auto = connect(running);
    const error = await failure(auto.client.list('company', null));
    expect(auto.attempts).toHaveLength(2);
    expect(error.message).toContain('hoshin doctor tries the one way of signing not tried');
    expect(error.details.untriedDialect).toBe('encoded');
    const named = connect(running, { dialect: 'encoded' });
    await expect(named.client.list('company', null)).resolves.toEqual(expect.any(Array));
    expect(named.attempts).toHaveLength(1);
    expect(DIALECTS).toContain('encoded');
  });

  it('never falls back from an explicit dialect', async () => {
    const running = await sandbox({ dialect: 'plain' });
    const { client, attempts } = connect(running, { dialect: 'hoshinplan' });
    const error = await failure(client.list('company', null));
    expect(error.details.securityCode).toBe(6);
    expect(attempts).toHaveLength(1);
    expect(client.dialectInUse).toBe('hoshinplan');
  });
});

describe('clock skew', () => {
  it.each([
    ['ahead', 600_000],
    ['behind', -600_000],
  ])('succeeds with a client clock 10 minutes %s after one correction', async (_label, skew) => {
    const running = await sandbox();
    const { client, attempts } = connect(running, { now: () => Date.now() + skew });
    await client.list('company', null);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toContain(' -> 401 ');
    // The correction holds: later requests need one attempt each.
    await client.create('company', null, { name: 'Acme' });
    await client.list('company', null);
    expect(attempts).toHaveLength(4);
  });
});
