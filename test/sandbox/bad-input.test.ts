// Bad input gets one clear JSON error and leaves the store as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../source/sandbox/http-exchange.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { call, send, signedTarget, snapshotText, withSandbox, type Answer, type CallOptions } from './helpers.js';

let sandbox: RunningSandbox;
let ids: { hoshin: number; area: number; indicator: number; task: number; history: number; bare: number };

beforeAll(async () => {
  sandbox = await withSandbox();
  const company = await call(sandbox, 'POST', '/companies', { body: { name: 'Acme' } });
  const hoshin = await call(sandbox, 'POST', `/companies/${company.json.id}/hoshins`, { body: { name: 'Plan' } });
  const area = await call(sandbox, 'POST', `/hoshins/${hoshin.json.id}/areas`, { body: { name: 'Ops' } });
  const objective = await call(sandbox, 'POST', `/areas/${area.json.id}/objectives`, { body: { name: 'Obj' } });
  const indicator = await call(sandbox, 'POST', `/objectives/${objective.json.id}/indicators`, {
    body: { name: 'KPI', frequency: 'monthly' },
  });
  const bare = await call(sandbox, 'POST', `/objectives/${objective.json.id}/indicators`, {
    body: { name: 'No frequency' },
  });
  const task = await call(sandbox, 'POST', `/objectives/${objective.json.id}/tasks`, { body: { name: 'Task' } });
  const history = await call(sandbox, 'POST', `/indicator/${indicator.json.id}/indicator_histories`, {
    body: { day: '2026-01-31', value: 3 },
  });
  ids = {
    hoshin: hoshin.json.id,
    area: area.json.id,
    indicator: indicator.json.id,
    task: task.json.id,
    history: history.json.id,
    bare: bare.json.id,
  };
});
afterAll(async () => {
  await sandbox.close();
});

/** Runs the request and checks the store did not change. */
async function unchanged(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const before = snapshotText(sandbox);
  const answer = await call(sandbox, method, path, options);
  expect(snapshotText(sandbox), `${method} ${path} changed the store`).toBe(before);
  expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return answer;
}

describe('bad input', () => {
  it('malformed JSON: 400', async () => {
    const answer = await unchanged('PUT', `/areas/${ids.area}`, { rawBody: '{"name": "x",' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ status: '400', error: 'Bad Request' });
    expect(answer.json.message).toMatch(/not valid JSON/);
  });

  it('a body that is not an object: 400', async () => {
    const answer = await unchanged('PUT', `/areas/${ids.area}`, { body: ['name'] });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/JSON object/);
  });

  it('a body that is not JSON: 415', async () => {
    const answer = await unchanged('PUT', `/areas/${ids.area}`, {
      rawBody: 'name=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(415);
  });

  it('wrongly typed or invalid fields: 422 naming each field', async () => {
    const cases: [string, string, unknown, string][] = [
      ['PUT', `/indicators/${ids.indicator}`, { goal: 'lots' }, 'goal'],
      ['PUT', `/indicators/${ids.indicator}`, { next_update: '2026-02-30' }, 'next_update'],
      ['PUT', `/indicators/${ids.indicator}`, { frequency: 'daily' }, 'frequency'],
      ['PUT', `/areas/${ids.area}`, { color: 'blue' }, 'color'],
      ['PUT', `/areas/${ids.area}`, { name: null }, 'name'],
      ['PUT', `/areas/${ids.area}`, { area: { name: '  ' } }, 'name'],
      ['PUT', `/tasks/${ids.task}`, { status: 'finished' }, 'status'],
      ['PUT', `/tasks/${ids.task}`, { feeling: 'neutral' }, 'feeling'],
      ['PUT', `/tasks/${ids.task}`, { reminder: 'often' }, 'reminder'],
      ['PUT', `/tasks/${ids.task}`, { tsk_pos: 1.5 }, 'tsk_pos'],
      ['POST', `/hoshins/${ids.hoshin}/areas`, { description: 'no name' }, 'name'],
      ['POST', `/hoshins/${ids.hoshin}/goals`, {}, 'name'],
      ['POST', '/companies', { name: '' }, 'name'],
      ['POST', `/indicator/${ids.indicator}/indicator_histories`, { day: '2026-05-31' }, 'value'],
      ['POST', `/indicator/${ids.indicator}/indicator_histories`, { value: 3 }, 'day'],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await unchanged(method, path, { body });
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(422);
      expect(Object.keys(answer.json.errors)).toEqual([field]);
      expect(answer.json.errors[field]).toHaveLength(1);
      expect(typeof answer.json.errors[field][0]).toBe('string');
    }
  });

  it('a create without a body: 422 for the missing name', async () => {
    const answer = await unchanged('POST', `/hoshins/${ids.hoshin}/areas`);
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({ errors: { name: ["can't be blank"] } });
  });

  it('a duplicate history day: 422 has already been taken', async () => {
    const answer = await unchanged('POST', `/indicator/${ids.indicator}/indicator_histories`, {
      body: { day: '2026-01-31', value: 9 },
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({ errors: { day: ['has already been taken'] } });
    const other = await call(sandbox, 'POST', `/indicator/${ids.indicator}/indicator_histories`, {
      body: { day: '2026-02-28', value: 9 },
    });
    const moved = await unchanged('PUT', `/indicator_histories/${other.json.id}`, { body: { day: '2026-01-31' } });
    expect(moved.json).toEqual({ errors: { day: ['has already been taken'] } });
  });

  it('a value for an indicator without frequency: 422 naming frequency', async () => {
    const answer = await unchanged('PUT', `/indicators/${ids.bare}`, { body: { value: 5 } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.errors)).toEqual(['frequency']);
  });

  it('a body over 1 MiB: 413', async () => {
    const before = snapshotText(sandbox);
    const answer = await call(sandbox, 'PUT', `/areas/${ids.area}`, {
      rawBody: JSON.stringify({ description: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ status: '413', error: 'Payload Too Large' });
    expect(snapshotText(sandbox)).toBe(before);
  });

  it('unknown routes and ids that are not bare digits: 404', async () => {
    for (const path of ['/hoshins', '/hoshins.json', '/areas/12-operations', '/areas/abc', '/nothing/here', '/areas/1.xml']) {
      const answer = await unchanged('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.json).toEqual({ status: '404', error: 'Not Found' });
    }
  });

  it('a missing resource: 404 with a message', async () => {
    for (const [method, path] of [
      ['GET', '/areas/999999'],
      ['PUT', '/tasks/999999'],
      ['DELETE', '/goals/999999'],
      ['GET', '/invoices/999999'],
      ['GET', '/areas/99999999999999999999'],
    ]) {
      const answer = await unchanged(method!, path!, method === 'PUT' ? { body: { name: 'x' } } : {});
      expect(answer.status, path).toBe(404);
      expect(answer.json.status).toBe('404');
      expect(answer.json.message).toMatch(/^Couldn't find \w+ with 'id'=\d+$/);
    }
  });

  it('an unsupported method on a known path: 405 with Allow', async () => {
    const answer = await unchanged('POST', `/areas/${ids.area}`, { body: { name: 'x' } });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, PUT, PATCH, DELETE');
    expect(answer.json).toMatchObject({ status: '405', error: 'Method Not Allowed' });
  });

  it('a task set to the status it already has: 500 LifecycleError', async () => {
    const answer = await unchanged('PUT', `/tasks/${ids.task}`, { body: { status: 'backlog', name: 'renamed' } });
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({
      message: 'No transition to_backlog available',
      type: 'LifecycleError',
      code: 'internal_server_error',
      status: 'internal_server_error',
    });
  });

  it('a raw request that is not HTTP gets 400 and the server keeps serving', async () => {
    const { connect } = await import('node:net');
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(sandbox.port, '127.0.0.1', () => socket.write('NONSENSE \x00\x01\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await send(signedTarget(sandbox, '/companies'), sandbox, 'GET')).status).toBe(200);
  });
});
