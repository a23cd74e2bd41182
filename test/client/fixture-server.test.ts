// Behaviours the sandbox does not reproduce, against a small node:http fixture on loopback.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../source/client/http-client.js';
import type { HoshinClient } from '../../source/client/types.js';
import { isHoshinError, type HoshinError } from '../../source/core/errors.js';
import type { ResourceEvent } from '../../source/core/resource.js';
import { verifyRequestTarget } from '../../source/signing/verification.js';

const APP_KEY = 'fedcba9876543210fedcba9876543210';
const SECRET = '0123456789abcdef0123456789abcdef';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

type Handler = (request: Seen, response: ServerResponse, socket: Socket) => void;

interface Fixture {
  readonly url: string;
  readonly host: string;
  readonly seen: Seen[];
  close(): Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function fixture(handler: Handler): Promise<Fixture> {
  const seen: Seen[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      handler(entry, response, request.socket);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  cleanups.push(close);
  // The client remembers what it learned per base URL for the whole process: never reuse a port.
  if (usedPorts.has(port)) return fixture(handler);
  usedPorts.add(port);
  return { url: `http://127.0.0.1:${port}`, host: `127.0.0.1:${port}`, seen, close };
}

const usedPorts = new Set<number>();

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

function client(url: string, extra: Partial<Parameters<typeof createClient>[0]> = {}): HoshinClient {
  const made = createClient({ baseUrl: url, credentials: { appKey: APP_KEY, secret: SECRET }, ...extra });
  cleanups.push(() => made.close());
  return made;
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

const task = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Task ${id}`,
  objective_id: 3,
  status: 'backlog',
  ...extra,
});

describe('requests as the service expects them', () => {
  it('sends Accept exactly application/json, a flat JSON body with numbers, no X-Requested-With, and a valid signature', async () => {
    const server = await fixture((_request, response) =>
      json(response, 201, { id: 9, name: 'Sales', objective_id: 3, value: '33.74', goal: '100.0' }),
    );
    const created = await client(server.url).create('indicator', 3, { name: 'Sales', value: 33.74, goal: '100' });
    expect(created.id).toBe(9);
    const [sent] = server.seen;
    expect(sent!.method).toBe('POST');
    expect(sent!.headers.accept).toBe('application/json');
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(sent!.headers['x-requested-with']).toBeUndefined();
    expect(sent!.body).toBe('{"name":"Sales","value":33.74,"goal":100}');
    expect(sent!.url.startsWith('/objectives/3/indicators?app_key=')).toBe(true);
    const verdict = verifyRequestTarget(sent!.url, {
      secretFor: () => SECRET,
      nowMs: Date.now(),
      dialects: ['hoshinplan'],
      futureToleranceSeconds: 0,
    });
    expect(verdict.ok).toBe(true);
  });

  it('keeps the base URL path prefix and signs the full path as sent', async () => {
    const server = await fixture((_request, response) => json(response, 200, task(4)));
    await client(`${server.url}/api/`).get('task', 4);
    const target = server.seen[0]!.url;
    expect(target.startsWith('/api/tasks/4?app_key=')).toBe(true);
    expect(
      verifyRequestTarget(target, {
        secretFor: () => SECRET,
        nowMs: Date.now(),
        dialects: ['hoshinplan'],
        futureToleranceSeconds: 0,
      }).ok,
    ).toBe(true);
  });

  it('sends no GET body and no content type', async () => {
    const server = await fixture((_request, response) => json(response, 200, task(4)));
    await client(server.url).get('task', 4);
    expect(server.seen[0]!.headers['content-type']).toBeUndefined();
    expect(server.seen[0]!.body).toBe('');
  });

  it('never sends the same signed URL twice, even for identical requests at once', async () => {
    const server = await fixture((_request, response) => json(response, 200, task(4)));
    const made = client(server.url);
    await Promise.all(Array.from({ length: 25 }, () => made.get('task', 4)));
    const targets = server.seen.map((entry) => entry.url);
    expect(targets).toHaveLength(25);
    expect(new Set(targets).size).toBe(25);
  });

  it('logs one redacted line per answer, never the signature or the secret', async () => {
    const server = await fixture((_request, response) => json(response, 200, task(4)));
    const lines: string[] = [];
    await client(server.url, { log: (line) => lines.push(line) }).get('task', 4);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^GET http://${server.host.replace('.', '\\.')}/tasks/4\\?app_key=${APP_KEY}&timestamp=.+&signature=\\[redacted\\] -> 200 \\(\\d+ ms\\)$`,
      ),
    );
    const signature = server.seen[0]!.url.split('&signature=')[1]!;
    expect(lines[0]).not.toContain(signature);
    expect(lines[0]).not.toContain(SECRET);
  });
});

describe('answers the sandbox does not give', () => {
  it('reads an HTML 404 page labelled JSON as "not found" and tells the index the resource is gone', async () => {
    const server = await fixture((_request, response) =>
      json(response, 404, '<!DOCTYPE html><html><body><h1>The page you requested cannot be found.</h1></body></html>'),
    );
    const made = client(server.url);
    const events: ResourceEvent[] = [];
    made.onEvent((event) => events.push(event));
    const error = await failure(made.get('indicator', 42));
    expect(error.kind).toBe('not_found');
    expect(error.message).toBe('indicator 42 not found');
    expect(error.exitCode).toBe(4);
    expect(events).toEqual([{ type: 'gone', kind: 'indicator', id: 42 }]);
  });

  it('treats a create answered with "id": null as not saved', async () => {
    const server = await fixture((_request, response) => json(response, 201, { id: null, name: '', objective_id: 3 }));
    const made = client(server.url);
    const events: ResourceEvent[] = [];
    made.onEvent((event) => events.push(event));
    const error = await failure(made.create('task', 3, { name: 'x' }));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe('the service did not save the task (it answered without an id); check the values');
    expect(events).toEqual([]);
  });

  it('corrects its clock once, then says the service refuses our clock (its Date header and its check disagree)', async () => {
    for (const [code, words] of [
      [3, "clock is ahead of the service's"],
      [4, 'more than 5 minutes old'],
    ] as const) {
      const server = await fixture((_request, response) => {
        json(response, 401, { message: 'refused', type: 'SecurityError', code, status: 401 });
      });
      const error = await failure(client(server.url).list('company', null));
      expect([error.kind, error.details.securityCode, error.exitCode]).toEqual(['auth', code, 3]);
      expect(error.message).toContain(words);
      expect(server.seen).toHaveLength(2);
    }
  });

  it('counts a 302 after DELETE as done', async () => {
    const server = await fixture((_request, response) => {
      response.writeHead(302, { Location: '/indicators/5/history', 'Content-Length': 0 });
      response.end();
    });
    const made = client(server.url);
    const events: ResourceEvent[] = [];
    made.onEvent((event) => events.push(event));
    await made.remove('indicator_history', 77);
    expect(server.seen[0]!.method).toBe('DELETE');
    expect(events).toEqual([{ type: 'gone', kind: 'indicator_history', id: 77 }]);
  });

  it('counts a redirect as done only where the catalogue names it, and tells the index nothing is gone otherwise', async () => {
    const server = await fixture((request, response) => {
      // A company whose trial ended: every request about it is sent to the upgrade page (absolute, as Rails writes it).
      response.writeHead(302, { Location: `https://${request.headers.host}/companies/1/upgrade`, 'Content-Length': 0 });
      response.end();
    });
    const made = client(server.url);
    const events: ResourceEvent[] = [];
    made.onEvent((event) => events.push(event));
    for (const kind of ['indicator', 'company', 'indicator_history'] as const) {
      const error = await failure(made.remove(kind, 2));
      expect([error.kind, error.exitCode, error.details.redirect?.cause]).toEqual(['permission', 3, 'trial-ended']);
      expect(error.message).toContain('trial of company 1 has ended');
      expect(error.message).toContain('nothing was changed');
    }
    expect(events).toEqual([]);
    expect(server.seen.map((seen) => seen.method)).toEqual(['DELETE', 'DELETE', 'DELETE']);
  });

  it("counts the root redirect after deleting a company as done, on the service's own host only", async () => {
    let location = '';
    const server = await fixture((_request, response) => {
      response.writeHead(302, { Location: location, 'Content-Length': 0 });
      response.end();
    });
    location = `${server.url}/`;
    const made = client(server.url);
    const events: ResourceEvent[] = [];
    made.onEvent((event) => events.push(event));
    await made.remove('company', 12);
    expect(events).toEqual([{ type: 'gone', kind: 'company', id: 12 }]);
    // The same redirect after deleting a task is not the sign of a delete: whether it happened is unknown.
    const error = await failure(made.remove('task', 5));
    expect([error.kind, error.exitCode]).toEqual(['uncertain', 6]);
    expect(error.message).toContain(`redirect to ${server.url}/ instead of an answer`);
    expect(error.message).toContain('the delete of task 5 may have been applied (');
    expect(error.message).toContain('); check with `hoshin get task 5` before retrying');
    expect(error.message).not.toContain('nothing was changed');
    // The root of another host is not the service's page either.
    location = 'http://plans.example/';
    const elsewhere = await failure(made.remove('company', 13));
    expect([elsewhere.kind, elsewhere.details.redirect?.location]).toEqual(['uncertain', 'http://plans.example/']);
    expect(events).toHaveLength(1);
  });

  it('applies a task status the create drops with one update, and names the created task when that fails', async () => {
    let status = 'backlog';
    const server = await fixture((request, response) => {
      if (request.method === 'POST') return json(response, 201, task(31, { ...JSON.parse(request.body), status: 'backlog' }));
      const body = JSON.parse(request.body) as { status?: string };
      if (body.status === 'completed' && status === 'backlog') {
        status = 'completed';
        return json(response, 200, task(31, { status }));
      }
      return json(response, 500, {
        message: `No transition to_${body.status} available`,
        type: 'Hobo::Model::Lifecycles::LifecycleError',
        code: 'internal_server_error',
        status: 'internal_server_error',
      });
    });
    const made = client(server.url);
    const created = await made.create('task', 3, { name: 'Ship', status: 'completed' });
    expect(created.status).toBe('completed');
    expect(server.seen.map((seen) => `${seen.method} ${seen.body}`)).toEqual(['POST {"name":"Ship"}', 'PUT {"status":"completed"}']);

    const error = await failure(made.create('task', 3, { name: 'Again', status: 'discarded' }));
    expect(error.message).toContain('created task 31');
    expect(error.message).toContain('status=discarded could not be applied');
    expect(error.message).toContain('it is status=backlog');
  });

  it('refuses a bad lifecycle value before creating anything', async () => {
    const server = await fixture((_request, response) => json(response, 201, task(31)));
    const error = await failure(client(server.url).create('task', 3, { name: 'Ship', status: 'finished' }));
    expect(error.kind).toBe('invalid');
    expect(server.seen).toHaveLength(0);
  });

  it("sends an indicator's value apart from its other fields, which the service would ignore beside it", async () => {
    const server = await fixture((request, response) =>
      json(response, 200, { id: 8, name: 'Sales', objective_id: 3, ...(JSON.parse(request.body) as object) }),
    );
    const updated = await client(server.url).update('indicator', 8, {
      name: 'Net sales',
      value: 42,
      last_update: '2026-11-01',
    });
    expect(server.seen.map((seen) => seen.body)).toEqual(['{"name":"Net sales"}', '{"value":42,"last_update":"2026-11-01"}']);
    expect(updated.value).toBe(42);
  });

  it('does not follow a 302 to /login on a GET and says why', async () => {
    const server = await fixture((_request, response) => {
      response.writeHead(302, { Location: '/login', 'Content-Type': 'text/html', 'Content-Length': 0 });
      response.end();
    });
    const error = await failure(client(server.url).get('company', 1));
    expect(error.kind).toBe('server');
    expect(error.message).toContain('login page');
    expect(server.seen).toHaveLength(1);
  });

  it('maps a 500 LifecycleError to invalid and a 500 NoMethodError to server', async () => {
    let type = 'Hobo::Model::Lifecycles::LifecycleError';
    const server = await fixture((_request, response) =>
      json(response, 500, {
        message: type.endsWith('LifecycleError') ? 'No transition to_active available' : 'boom',
        type,
        code: 'internal_server_error',
        status: 'internal_server_error',
      }),
    );
    const made = client(server.url);
    const refused = await failure(made.update('task', 4, { status: 'active' }));
    expect(refused.kind).toBe('invalid');
    expect(refused.message).toBe('the service refused the status change: No transition to_active available');
    type = 'NoMethodError';
    const broken = await failure(made.get('task', 4));
    expect(broken.kind).toBe('server');
    expect(broken.message).toBe(`${server.host} failed (500: NoMethodError: boom)`);
  });

  it('calls a 2xx with malformed JSON a server failure', async () => {
    const server = await fixture((_request, response) => json(response, 200, '{"id": 4, "name": '));
    const error = await failure(client(server.url).get('task', 4));
    expect(error.kind).toBe('server');
    expect(error.message).toBe(`${server.host} answered 200 with a body that is not JSON`);
  });

  it('calls a 2xx that is not a resource a server failure', async () => {
    const server = await fixture((_request, response) => json(response, 200, [1, 2]));
    expect((await failure(client(server.url).get('task', 4))).kind).toBe('server');
  });

  it("creates a history value at the public implementation's plural route first, and needs no other", async () => {
    const server = await fixture((_request, response) => json(response, 200, { id: 31, indicator_id: 5, day: '2026-01-31', value: '4.0' }));
    await client(server.url).create('indicator_history', 5, { day: '2026-01-31', value: 4 });
    expect(server.seen.map((entry) => entry.url.split('?')[0])).toEqual(['/indicators/5/indicator_histories']);
  });

  it("retries a history create at the spec's singular route when the plural one is missing, and remembers it", async () => {
    const server = await fixture((request, response) => {
      if (request.url.startsWith('/indicators/')) return json(response, 404, { status: '404', error: 'Not Found' });
      const { day, value } = JSON.parse(request.body) as { day: string; value: number };
      json(response, 200, { id: 31, indicator_id: 5, day, value: value.toFixed(1) });
    });
    const made = client(server.url);
    await made.create('indicator_history', 5, { day: '2026-01-31', value: 4 });
    await made.create('indicator_history', 5, { day: '2026-02-28', value: 5 });
    const paths = server.seen.map((entry) => entry.url.split('?')[0]);
    expect(paths).toEqual(['/indicators/5/indicator_histories', '/indicator/5/indicator_histories', '/indicator/5/indicator_histories']);
  });

  it('reports a missing parent (a record 404) without trying the other route', async () => {
    const server = await fixture((_request, response) => json(response, 404, '<html>not found</html>'));
    const error = await failure(client(server.url).create('indicator_history', 5, { day: '2026-01-31', value: 4 }));
    expect(error.message).toBe('indicator 5 not found');
    expect(server.seen).toHaveLength(1);
  });
});

describe('client options', () => {
  it('refuses a base URL that is not http(s), a query in it, empty credentials and bad timeouts, each with one clear error', () => {
    const make = (options: Partial<Parameters<typeof createClient>[0]>) => () =>
      createClient({ baseUrl: 'http://127.0.0.1:9', credentials: { appKey: APP_KEY, secret: SECRET }, ...options });
    expect(make({ baseUrl: 'ftp://plans.example' })).toThrow('must start with http:// or https://');
    expect(make({ baseUrl: 'plans.example' })).toThrow('is not a URL');
    expect(make({ baseUrl: 'https://plans.example/?signature=abc' })).toThrow('signature=[redacted]');
    expect(make({ credentials: { appKey: APP_KEY, secret: '' } })).toThrow('must both be set');
    expect(make({ timeouts: { headersMs: -1 } })).toThrow('the headersMs timeout must be a positive number of milliseconds, got -1');
  });
});

describe('timeouts and broken connections', () => {
  it('names a headers timeout and the host', async () => {
    const server = await fixture(() => {
      /* never answers */
    });
    const error = await failure(client(server.url, { timeouts: { headersMs: 200 } }).get('task', 4));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(`headers timeout: ${server.host} did not start answering within 200 ms`);
    expect(error.exitCode).toBe(5);
  });

  it('names a body timeout and the host', async () => {
    const server = await fixture((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': 100 });
      response.write('{"id": 4,');
    });
    const error = await failure(client(server.url, { timeouts: { bodyMs: 200 } }).get('task', 4));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(`body timeout: ${server.host} stopped sending its answer for 200 ms`);
  });

  it('names the host when the connection is refused', async () => {
    const server = await fixture(() => undefined);
    await server.close();
    const error = await failure(client(server.url).get('task', 4));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(`cannot connect to ${server.host}: connection refused`);
  });

  it('retries a GET once, freshly signed, when a reused keep-alive socket is reset', async () => {
    let count = 0;
    const server = await fixture((_request, response, socket) => {
      count++;
      if (count === 2) return void socket.destroy();
      json(response, 200, task(4));
    });
    const made = client(server.url);
    await made.get('task', 4);
    const again = await made.get('task', 4);
    expect(again.id).toBe(4);
    expect(server.seen).toHaveLength(3);
    expect(new Set(server.seen.map((entry) => entry.url)).size).toBe(3);
  });

  it('does not resend a PUT after a reset: the write may have happened', async () => {
    let count = 0;
    const server = await fixture((_request, response, socket) => {
      count++;
      if (count === 2) return void socket.destroy();
      json(response, 200, task(4));
    });
    const made = client(server.url);
    await made.get('task', 4);
    const error = await failure(made.update('task', 4, { name: 'Renamed' }));
    expect([error.kind, error.exitCode]).toEqual(['uncertain', 6]);
    expect(error.message).toBe(
      `the update of task 4 may have been applied (the connection to ${server.host} was reset before the answer arrived); check with \`hoshin get task 4\` before retrying`,
    );
    expect(server.seen).toHaveLength(2);
  });

  it('keeps live signatures and the secret out of messages, even when the service quotes the URL', async () => {
    const server = await fixture((request, response) =>
      json(response, 500, { message: `cannot handle ${request.url}`, type: 'NoMethodError' }),
    );
    const error = await failure(client(server.url).get('task', 4));
    const signature = server.seen[0]!.url.split('&signature=')[1]!;
    expect(error.message).toContain('signature=[redacted]');
    expect(error.message).not.toContain(signature);
    expect(error.message).not.toContain(SECRET);
    expect(String(error.details.request)).not.toContain(signature);
  });
  // A connect timeout needs a listener that never accepts (python3): fixture-server.e2e.test.ts.
});
