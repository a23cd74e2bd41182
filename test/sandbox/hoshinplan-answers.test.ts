// What the hoshinplan flavour answers, as the public implementation does:
// the plural history route, HTML 404 pages, no 422 (id null, attempted values), apipie's 500s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { call, snapshotText, withSandbox, type Answer, type CallOptions } from './helpers.js';

let sandbox: RunningSandbox;
let ids: {
  company: number;
  hoshin: number;
  area: number;
  objective: number;
  indicator: number;
  bare: number;
  task: number;
  history: number;
};

beforeAll(async () => {
  sandbox = await withSandbox({ flavour: 'hoshinplan' });
  const company = await call(sandbox, 'POST', '/companies', { body: { name: 'Acme' } });
  const hoshin = await call(sandbox, 'POST', `/companies/${company.json.id}/hoshins`, { body: { name: 'Plan' } });
  const area = await call(sandbox, 'POST', `/hoshins/${hoshin.json.id}/areas`, { body: { name: 'Ops' } });
  const objective = await call(sandbox, 'POST', `/areas/${area.json.id}/objectives`, { body: { name: 'Obj' } });
  const indicator = await call(sandbox, 'POST', `/objectives/${objective.json.id}/indicators`, {
    body: { name: 'KPI', frequency: 'monthly', goal: 80 },
  });
  const bare = await call(sandbox, 'POST', `/objectives/${objective.json.id}/indicators`, {
    body: { name: 'No frequency' },
  });
  const task = await call(sandbox, 'POST', `/objectives/${objective.json.id}/tasks`, { body: { name: 'Task' } });
  const history = await call(sandbox, 'POST', `/indicators/${indicator.json.id}/indicator_histories`, {
    body: { day: '2026-01-31', value: 3 },
  });
  ids = {
    company: company.json.id,
    hoshin: hoshin.json.id,
    area: area.json.id,
    objective: objective.json.id,
    indicator: indicator.json.id,
    bare: bare.json.id,
    task: task.json.id,
    history: history.json.id,
  };
  for (const id of Object.values(ids)) expect(id).toEqual(expect.any(Number));
});
afterAll(async () => {
  await sandbox.close();
});

/** Runs the request and checks the store did not change. */
async function unchanged(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const before = snapshotText(sandbox);
  const answer = await call(sandbox, method, path, options);
  expect(snapshotText(sandbox), `${method} ${path} changed the store`).toBe(before);
  return answer;
}

const ROUTING_404 = { status: '404', error: 'Not Found' };

describe('routes', () => {
  it("creates a history at the plural path; the spec's singular one is a missing route", async () => {
    const plural = await call(sandbox, 'POST', `/indicators/${ids.indicator}/indicator_histories.json`, {
      body: { day: '2026-02-28', value: 4 },
    });
    expect(plural.status).toBe(200);
    expect(plural.json).toMatchObject({
      indicator_id: ids.indicator,
      day: '2026-02-28',
      value: '4.0',
      id: expect.any(Number),
    });
    const singular = await unchanged('POST', `/indicator/${ids.indicator}/indicator_histories`, {
      body: { day: '2026-03-31', value: 5 },
    });
    expect(singular.status).toBe(404);
    expect(singular.json).toEqual(ROUTING_404);
  });

  it('answers a missing route, or a wrong method on a known path, with the JSON routing 404', async () => {
    for (const [method, path] of [
      ['GET', '/hoshins.json'],
      ['GET', '/nothing/here'],
      ['POST', `/areas/${ids.area}`],
      ['DELETE', '/companies'],
    ] as const) {
      const answer = await unchanged(method, path, method === 'POST' ? { body: { name: 'x' } } : {});
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.json).toEqual(ROUTING_404);
      expect(answer.headers.get('allow')).toBeNull();
    }
  });
});

describe('a missing record', () => {
  it('is a 404 HTML page that still says JSON', async () => {
    const cases: [string, string, unknown][] = [
      ['GET', '/areas/999999', undefined],
      ['PUT', '/tasks/999999', { name: 'x' }],
      ['DELETE', '/goals/999999', undefined],
      ['GET', '/invoices/999999', undefined],
      ['GET', '/objectives/999999/tasks', undefined],
      ['POST', '/objectives/999999/indicators', { name: 'x' }],
      ['POST', '/indicators/999999/indicator_histories', { day: '2026-01-01', value: 1 }],
      ['GET', '/companies/complete_users2?id=999999', undefined],
    ];
    for (const [method, path, body] of cases) {
      const answer = await unchanged(method, path, body === undefined ? {} : { body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.text).toMatch(/^<html>.*The page you requested cannot be found\..*<\/html>$/);
      expect(answer.json).toBeUndefined();
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
  });
});

describe('no 422', () => {
  it('answers a create that fails validation with its usual status and the unsaved object, id null', async () => {
    const cases: [string, unknown, number, Record<string, unknown>][] = [
      [`/hoshins/${ids.hoshin}/areas`, { name: '' }, 201, { name: '', hoshin_id: ids.hoshin, company_id: ids.company }],
      ['/companies', { name: '' }, 200, { name: '' }],
      [
        `/indicators/${ids.indicator}/indicator_histories`,
        { day: '2026-01-31', value: 9 },
        200,
        { day: '2026-01-31', value: '9.0', indicator_id: ids.indicator },
      ],
      [`/indicators/${ids.indicator}/indicator_histories`, { day: '2026-04-30' }, 200, { day: '2026-04-30', value: null }],
      [`/hoshins/${ids.hoshin}/goals`, { goal: { name: '  ' }, name: '  ' }, 201, { name: '  ', hoshin_id: ids.hoshin }],
      // Objectives do not require a top-level name: the model's validation refuses it instead.
      [`/areas/${ids.area}/objectives`, { description: 'no name' }, 201, { name: null, description: 'no name', area_id: ids.area }],
    ];
    for (const [path, body, status, shown] of cases) {
      const answer = await unchanged('POST', path, { body });
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.json).toMatchObject({ ...shown, id: null, created_at: null });
    }
  });

  it('answers an update that fails validation with 200 and the attempted values, saving nothing', async () => {
    const area = await unchanged('PUT', `/areas/${ids.area}`, {
      body: { area: { name: '   ', description: 'tried' } },
    });
    expect(area.status).toBe(200);
    expect(area.json).toMatchObject({ id: ids.area, name: '   ', description: 'tried' });
    const other = await call(sandbox, 'POST', `/indicators/${ids.indicator}/indicator_histories`, {
      body: { day: '2026-05-31', value: 1 },
    });
    const moved = await unchanged('PUT', `/indicator_histories/${other.json.id}`, {
      body: { day: '2026-01-31', comment: 'moved' },
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ id: other.json.id, day: '2026-01-31', comment: 'moved' });
    expect(sandbox.store.get('indicator_history', other.json.id)).toMatchObject({ day: '2026-05-31', comment: null });
  });

  it('shows what is saved after a refused indicator update, as the service re-reads it', async () => {
    const stored = sandbox.store.get('indicator', ids.indicator)!;
    const answer = await unchanged('PUT', `/indicators/${ids.indicator}`, {
      body: { indicator: { goal: 'lots', name: 'Renamed' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(stored);
  });

  it('answers a value for an indicator without frequency with the 500 ArgumentError', async () => {
    const answer = await unchanged('PUT', `/indicators/${ids.bare}`, { body: { value: 5 } });
    expect(answer.status).toBe(500);
    expect(answer.json).toMatchObject({
      type: 'ArgumentError',
      code: 'internal_server_error',
      status: 'internal_server_error',
    });
  });
});

describe('parameter validation of flat bodies (apipie)', () => {
  const invalid = (name: string, inspected: string) => ({
    message: expect.stringMatching(
      new RegExp(`^Invalid parameter '${name}' value ${inspected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: Must be .+`),
    ),
    type: 'Apipie::ParamInvalid',
    code: 'internal_server_error',
    status: 'internal_server_error',
  });

  it('refuses null, negative and exponent decimals, non-booleans, malformed dates and values outside an enum with 500 ParamInvalid', async () => {
    const cases: [string, string, Record<string, unknown>, string, string][] = [
      ['PUT', `/areas/${ids.area}`, { name: null }, 'name', 'nil'],
      ['PUT', `/indicators/${ids.indicator}`, { goal: -5 }, 'goal', '-5'],
      ['PUT', `/indicators/${ids.indicator}`, { worst_value: '-0.5' }, 'worst_value', '"-0.5"'],
      ['PUT', `/indicators/${ids.indicator}`, { goal: 1e-7 }, 'goal', '1.0e-07'],
      ['PUT', `/indicators/${ids.indicator}`, { goal: '1e3' }, 'goal', '"1e3"'],
      ['PUT', `/indicators/${ids.indicator}`, { value: -1 }, 'value', '-1'],
      ['PUT', `/indicators/${ids.indicator}`, { frequency: 'daily' }, 'frequency', '"daily"'],
      ['PUT', `/indicators/${ids.indicator}`, { next_update: '2026-02-30' }, 'next_update', '"2026-02-30"'],
      ['PUT', `/tasks/${ids.task}`, { reminder: 'often' }, 'reminder', '"often"'],
      ['PUT', `/tasks/${ids.task}`, { deadline: 20260201 }, 'deadline', '20260201'],
      ['PUT', `/tasks/${ids.task}`, { feeling: 'neutral' }, 'feeling', '"neutral"'],
      ['PUT', `/tasks/${ids.task}`, { tsk_pos: 1.5 }, 'tsk_pos', '1.5'],
      ['PUT', `/tasks/${ids.task}`, { deadline: null }, 'deadline', 'nil'],
      ['POST', `/objectives/${ids.objective}/tasks`, { name: 'T', responsible_id: -2 }, 'responsible_id', '-2'],
      ['POST', '/companies', { name: null }, 'name', 'nil'],
      // A top-level name is validated even beside a wrapped body.
      ['POST', `/hoshins/${ids.hoshin}/goals`, { goal: { name: 'G' }, name: 7 }, 'name', '7'],
    ];
    for (const [method, path, body, name, inspected] of cases) {
      const answer = await unchanged(method, path, { body });
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(500);
      expect(answer.json).toEqual(invalid(name, inspected));
    }
  });

  it('refuses a goal or task create without a top-level name with 500 ParamMissing', async () => {
    const missing = {
      message: 'Missing parameter name',
      type: 'Apipie::ParamMissing',
      code: 'internal_server_error',
      status: 'internal_server_error',
    };
    for (const [path, body] of [
      [`/objectives/${ids.objective}/tasks`, { description: 'no name' }],
      [`/objectives/${ids.objective}/tasks`, { task: { name: 'Wrapped only' } }],
      [`/hoshins/${ids.hoshin}/goals`, { goal: { name: 'Wrapped only' } }],
      [`/hoshins/${ids.hoshin}/goals`, undefined],
    ] as const) {
      const answer = await unchanged('POST', path, body === undefined ? {} : { body });
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(500);
      expect(answer.json).toEqual(missing);
    }
  });

  it('lets the wrapped form through: negative decimals and null are saved', async () => {
    const indicator = await call(sandbox, 'POST', `/objectives/${ids.objective}/indicators`, {
      body: { indicator: { name: 'Temperature', goal: -5, worst_value: 10, frequency: 'monthly' } },
    });
    expect(indicator.status).toBe(201);
    expect(indicator.json).toMatchObject({ id: expect.any(Number), goal: '-5.0', worst_value: '10.0' });
    const updated = await call(sandbox, 'PUT', `/indicators/${indicator.json.id}`, {
      body: { indicator: { worst_value: -20.5, next_update: null } },
    });
    expect(updated.status).toBe(200);
    expect(sandbox.store.get('indicator', indicator.json.id)).toMatchObject({
      worst_value: '-20.5',
      next_update: null,
    });
    const task = await call(sandbox, 'POST', `/objectives/${ids.objective}/tasks`, {
      body: { task: { name: 'Wrapped', deadline: null }, name: 'Wrapped' },
    });
    expect(task.status).toBe(201);
    expect(task.json).toMatchObject({ id: expect.any(Number), name: 'Wrapped', deadline: null });
  });

  it('accepts valid flat values, decimal strings included, and leaves undocumented histories unchecked', async () => {
    const indicator = await call(sandbox, 'PUT', `/indicators/${ids.indicator}`, {
      body: { goal: '90.5', reminder: 0, next_update: '2026-06-30', frequency: 'weekly' },
    });
    expect(indicator.status).toBe(200);
    expect(indicator.json).toMatchObject({
      goal: '90.5',
      reminder: false,
      next_update: '2026-06-30',
      frequency: 'weekly',
    });
    const history = await call(sandbox, 'POST', `/indicators/${ids.indicator}/indicator_histories`, {
      body: { day: '2026-07-31', value: -3, goal: null },
    });
    expect(history.status).toBe(200);
    expect(history.json).toMatchObject({ id: expect.any(Number), value: '-3.0', goal: null });
  });
});

describe('the spec flavour', () => {
  it("does not validate parameters the public implementation's way: a flat negative decimal is saved", async () => {
    const spec = await withSandbox();
    try {
      const company = await call(spec, 'POST', '/companies', { body: { name: 'Acme' } });
      const hoshin = await call(spec, 'POST', `/companies/${company.json.id}/hoshins`, { body: { name: 'Plan' } });
      const area = await call(spec, 'POST', `/hoshins/${hoshin.json.id}/areas`, { body: { name: 'Ops' } });
      const objective = await call(spec, 'POST', `/areas/${area.json.id}/objectives`, { body: { name: 'Obj' } });
      const indicator = await call(spec, 'POST', `/objectives/${objective.json.id}/indicators`, {
        body: { name: 'KPI', goal: -5 },
      });
      expect(indicator.status).toBe(201);
      expect(indicator.json).toMatchObject({ goal: '-5.0' });
      const missing = await call(spec, 'GET', '/areas/999999');
      expect(missing.json).toEqual({
        status: '404',
        error: 'Not Found',
        message: "Couldn't find Area with 'id'=999999",
      });
    } finally {
      await spec.close();
    }
  });
});
