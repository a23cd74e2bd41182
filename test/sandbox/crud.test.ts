// Every route of every kind over real HTTP: create, get, update, delete, list; ownership and cascades.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KINDS, kindSpec, type KindName } from '../../source/catalogue/catalogue.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { call, withSandbox } from './helpers.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await withSandbox({ seed: 'empty' });
});
afterAll(async () => {
  await sandbox.close();
});

/** Every catalogue field is present in a rendered resource (null when unset). */
/** Every column of the kind; a field that is no column (a hoshin's parent_id, shown as its ancestry) is never shown. */
function expectAllFields(kind: KindName, resource: Record<string, unknown>): void {
  for (const field of kindSpec(kind).fields)
    if (field.shownAs === undefined) expect(resource, `${kind}.${field.name}`).toHaveProperty(field.name);
    else expect(resource, `${kind}.${field.name}`).not.toHaveProperty(field.name);
}

async function createChain() {
  const company = await call(sandbox, 'POST', '/companies', { body: { name: 'Acme Valves' } });
  const companyId = company.json.id as number;
  const hoshin = await call(sandbox, 'POST', `/companies/${companyId}/hoshins`, { body: { name: 'Plan 2027' } });
  const hoshinId = hoshin.json.id as number;
  const area = await call(sandbox, 'POST', `/hoshins/${hoshinId}/areas.json`, {
    body: { name: 'Operations', color: '#daf3f8' },
  });
  const goal = await call(sandbox, 'POST', `/hoshins/${hoshinId}/goals`, { body: { goal: { name: 'Grow' } } });
  const objective = await call(sandbox, 'POST', `/areas/${area.json.id}/objectives`, {
    body: { name: 'Faster lines' },
  });
  const objectiveId = objective.json.id as number;
  const indicator = await call(sandbox, 'POST', `/objectives/${objectiveId}/indicators`, {
    body: { name: 'OEE', goal: 85, worst_value: '50', frequency: 'monthly', next_update: '2027-01-31' },
  });
  const task = await call(sandbox, 'POST', `/objectives/${objectiveId}/tasks`, {
    body: { name: 'SMED workshop', deadline: '2027-02-01' },
  });
  const history = await call(sandbox, 'POST', `/indicator/${indicator.json.id}/indicator_histories`, {
    body: { day: '2026-12-31', value: 71.5 },
  });
  return { company, hoshin, area, goal, objective, indicator, task, history };
}

describe('create', () => {
  it("answers each kind with its status code, every field, no root key, and the parents' ids", async () => {
    const chain = await createChain();
    expect(chain.company.status).toBe(200);
    expect(chain.hoshin.status).toBe(200);
    expect(chain.history.status).toBe(200);
    for (const created of [chain.area, chain.goal, chain.objective, chain.indicator, chain.task]) expect(created.status).toBe(201);
    const companyId = chain.company.json.id;
    const hoshinId = chain.hoshin.json.id;
    const areaId = chain.area.json.id;
    const objectiveId = chain.objective.json.id;
    expect(chain.hoshin.json).toMatchObject({ company_id: companyId, state: 'active', name: 'Plan 2027' });
    expect(chain.area.json).toMatchObject({
      hoshin_id: hoshinId,
      company_id: companyId,
      color: '#DAF3F8',
      position: 1,
    });
    expect(chain.goal.json).toMatchObject({ hoshin_id: hoshinId, company_id: companyId, name: 'Grow' });
    expect(chain.objective.json).toMatchObject({ area_id: areaId, hoshin_id: hoshinId, company_id: companyId });
    expect(chain.indicator.json).toMatchObject({
      objective_id: objectiveId,
      area_id: areaId,
      hoshin_id: hoshinId,
      company_id: companyId,
    });
    expect(chain.task.json).toMatchObject({
      objective_id: objectiveId,
      area_id: areaId,
      hoshin_id: hoshinId,
      company_id: companyId,
    });
    expect(chain.history.json).toMatchObject({ indicator_id: chain.indicator.json.id, company_id: companyId });
    const byKind: [KindName, Record<string, unknown>][] = [
      ['company', chain.company.json],
      ['hoshin', chain.hoshin.json],
      ['area', chain.area.json],
      ['goal', chain.goal.json],
      ['objective', chain.objective.json],
      ['indicator', chain.indicator.json],
      ['task', chain.task.json],
      ['indicator_history', chain.history.json],
    ];
    for (const [kind, resource] of byKind) {
      expectAllFields(kind, resource);
      expect(resource).not.toHaveProperty(kindSpec(kind).wrapperKey);
      expect(resource.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    // Decimals are strings as Rails renders BigDecimal; dates are YYYY-MM-DD.
    expect(chain.indicator.json).toMatchObject({
      goal: '85.0',
      worst_value: '50.0',
      next_update: '2027-01-31',
      value: null,
    });
    expect(chain.history.json).toMatchObject({ value: '71.5', day: '2026-12-31' });
    expect(chain.task.json).toMatchObject({
      status: 'backlog',
      original_deadline: '2027-02-01',
      deadline: '2027-02-01',
    });
    expect(sandbox.store.get('area', areaId)?.name).toBe('Operations');
  });

  it("creates histories only at the spec's singular route: the plural one is a missing route", async () => {
    const { indicator } = await createChain();
    const before = JSON.stringify(sandbox.store.snapshot());
    const plural = await call(sandbox, 'POST', `/indicators/${indicator.json.id}/indicator_histories.json`, {
      body: { day: '2026-11-30', value: 60 },
    });
    expect(plural.status).toBe(404);
    expect(plural.json).toEqual({ status: '404', error: 'Not Found' });
    expect(JSON.stringify(sandbox.store.snapshot())).toBe(before);
  });

  it('refuses a create under a missing parent with 404 and stores nothing', async () => {
    for (const path of [
      '/companies/999999/hoshins',
      '/hoshins/999999/areas',
      '/hoshins/999999/goals',
      '/areas/999999/objectives',
      '/objectives/999999/indicators',
      '/objectives/999999/tasks',
      '/indicator/999999/indicator_histories',
    ]) {
      const before = JSON.stringify(sandbox.store.snapshot());
      const answer = await call(sandbox, 'POST', path, { body: { name: 'x', day: '2026-01-01', value: 1 } });
      expect(answer.status, path).toBe(404);
      expect(answer.json.message).toMatch(/Couldn't find/);
      expect(JSON.stringify(sandbox.store.snapshot())).toBe(before);
    }
  });
});

describe('get, update, list', () => {
  it('gets and updates every kind, with and without .json', async () => {
    const chain = await createChain();
    const cases: [KindName, number, Record<string, unknown>, Record<string, unknown>][] = [
      ['company', chain.company.json.id, { name: 'Acme Valves S.A.' }, { name: 'Acme Valves S.A.' }],
      ['hoshin', chain.hoshin.json.id, { hoshin: { header: 'Mission <b>' } }, { header: 'Mission <b>' }],
      ['area', chain.area.json.id, { description: 'Floor', position: 3 }, { description: 'Floor', position: 3 }],
      ['goal', chain.goal.json.id, { name: 'Grow faster' }, { name: 'Grow faster' }],
      ['objective', chain.objective.json.id, { responsible_id: 7 }, { responsible_id: 7 }],
      ['indicator', chain.indicator.json.id, { goal: 90.5, frequency: 'weekly' }, { goal: '90.5', frequency: 'weekly' }],
      [
        'task',
        chain.task.json.id,
        { feeling: 'sad', deadline: '2027-03-01' },
        { feeling: 'sad', deadline: '2027-03-01', original_deadline: '2027-02-01' },
      ],
      ['indicator_history', chain.history.json.id, { comment: 'audited' }, { comment: 'audited' }],
    ];
    for (const [kind, id, body, expected] of cases) {
      const path = kindSpec(kind).paths.get.replace(':id', String(id));
      const got = await call(sandbox, 'GET', path);
      expect(got.status, path).toBe(200);
      expect(got.json.id).toBe(id);
      const gotJson = await call(sandbox, 'GET', `${path}.json`);
      expect(gotJson.json).toEqual(got.json);
      const updated = await call(sandbox, 'PUT', path, { body });
      expect(updated.status, path).toBe(200);
      expect(updated.json).toMatchObject(expected);
      expect(sandbox.store.get(kind, id)).toMatchObject(expected);
      const patched = await call(sandbox, 'PATCH', `${path}.json`, { body: {} });
      expect(patched.status).toBe(200);
    }
  });

  it('ignores read-only and unknown fields on update', async () => {
    const { area, company } = await createChain();
    const answer = await call(sandbox, 'PUT', `/areas/${area.json.id}`, {
      body: { company_id: 424242, id: 5, colour_of_sky: 'blue', name: 'Renamed' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: area.json.id, company_id: company.json.id, name: 'Renamed' });
    expect(answer.json).not.toHaveProperty('colour_of_sky');
  });

  it("lists companies, an objective's indicators and tasks", async () => {
    const chain = await createChain();
    const companies = await call(sandbox, 'GET', '/companies.json');
    expect(companies.status).toBe(200);
    expect(companies.json.map((c: { id: number }) => c.id)).toContain(chain.company.json.id);
    const indicators = await call(sandbox, 'GET', `/objectives/${chain.objective.json.id}/indicators`);
    expect(indicators.json.map((i: { id: number }) => i.id)).toEqual([chain.indicator.json.id]);
    const tasks = await call(sandbox, 'GET', `/objectives/${chain.objective.json.id}/tasks.json`);
    expect(tasks.json.map((t: { id: number }) => t.id)).toEqual([chain.task.json.id]);
    const missing = await call(sandbox, 'GET', '/objectives/999999/tasks');
    expect(missing.status).toBe(404);
  });

  it("names the company's people for responsible_id", async () => {
    const { company } = await createChain();
    const answer = await call(sandbox, 'GET', `/companies/complete_users2.json?id=${company.json.id}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ '1': 'Sandbox User (api@sandbox.example)' });
    expect((await call(sandbox, 'GET', '/companies/complete_users2?id=999999')).status).toBe(404);
  });
});

describe('invoices', () => {
  it("gets an invoice on both paths and lists a subscription's newest first", async () => {
    const demo = await withSandbox({ seed: 'demo' });
    try {
      const list = await call(demo, 'GET', '/subscriptions/1/invoices');
      expect(list.status).toBe(200);
      const created = list.json.map((i: { created_at: string }) => i.created_at);
      expect(created).toEqual([...created].sort().reverse());
      const id = list.json[0].id as number;
      expect((await call(demo, 'GET', `/invoices/${id}`)).json).toEqual(list.json[0]);
      expect((await call(demo, 'GET', `/subscriptions/1/invoices/${id}.json`)).json).toEqual(list.json[0]);
      expect((await call(demo, 'GET', `/subscriptions/2/invoices/${id}`)).status).toBe(404);
      expect((await call(demo, 'GET', '/subscriptions/2/invoices')).status).toBe(404);
      expect((await call(demo, 'PUT', `/invoices/${id}`, { body: { description: 'x' } })).status).toBe(405);
    } finally {
      await demo.close();
    }
  });
});

describe('delete', () => {
  it('answers 302 for companies and histories, 204 for the rest', async () => {
    const chain = await createChain();
    const history = await call(sandbox, 'DELETE', `/indicator_histories/${chain.history.json.id}`);
    expect(history.status).toBe(302);
    expect(history.headers.get('location')).toBe(`/indicators/${chain.indicator.json.id}/history`);
    for (const [path, id] of [
      ['/tasks', chain.task],
      ['/indicators', chain.indicator],
      ['/goals', chain.goal],
      ['/objectives', chain.objective],
      ['/areas', chain.area],
      ['/hoshins', chain.hoshin],
    ] as const) {
      const answer = await call(sandbox, 'DELETE', `${path}/${id.json.id}`);
      expect(answer.status, path).toBe(204);
      expect((await call(sandbox, 'GET', `${path}/${id.json.id}`)).status).toBe(404);
    }
    const company = await call(sandbox, 'DELETE', `/companies/${chain.company.json.id}.json`);
    expect(company.status).toBe(302);
    expect(company.headers.get('location')).toBe('/');
    expect(sandbox.store.get('company', chain.company.json.id)).toBeUndefined();
  });

  it('cascades a delete to every descendant', async () => {
    const chain = await createChain();
    const second = await call(sandbox, 'POST', `/objectives/${chain.objective.json.id}/tasks`, {
      body: { name: 'Second' },
    });
    await call(sandbox, 'DELETE', `/areas/${chain.area.json.id}`);
    expect(sandbox.store.get('objective', chain.objective.json.id)).toBeUndefined();
    expect(sandbox.store.get('indicator', chain.indicator.json.id)).toBeUndefined();
    expect(sandbox.store.get('task', chain.task.json.id)).toBeUndefined();
    expect(sandbox.store.get('task', second.json.id)).toBeUndefined();
    expect(sandbox.store.get('indicator_history', chain.history.json.id)).toBeUndefined();
    // Siblings outside the deleted branch stay.
    expect(sandbox.store.get('goal', chain.goal.json.id)).toBeDefined();
    expect(sandbox.store.get('hoshin', chain.hoshin.json.id)).toMatchObject({
      areas_count: 0,
      objectives_count: 0,
      goals_count: 1,
    });

    await call(sandbox, 'DELETE', `/companies/${chain.company.json.id}`);
    for (const spec of KINDS) {
      const field = spec.name === 'company' ? 'id' : 'company_id';
      if (!spec.fields.some((f) => f.name === field)) continue;
      expect(sandbox.store.where(spec.name, field, chain.company.json.id), spec.name).toEqual([]);
    }
  });
});

describe('counters', () => {
  it("keeps the hoshin's and the company's counters right", async () => {
    const chain = await createChain();
    const objectiveId = chain.objective.json.id;
    await call(sandbox, 'POST', `/objectives/${objectiveId}/tasks`, { body: { name: 'Active one', status: 'active' } });
    const done = await call(sandbox, 'POST', `/objectives/${objectiveId}/tasks`, { body: { name: 'Done one' } });
    await call(sandbox, 'PUT', `/tasks/${done.json.id}`, { body: { status: 'completed' } });
    await call(sandbox, 'POST', `/hoshins/${chain.hoshin.json.id}/areas`, { body: { name: 'Quality' } });
    const hoshin = await call(sandbox, 'GET', `/hoshins/${chain.hoshin.json.id}`);
    expect(hoshin.json).toMatchObject({
      areas_count: 2,
      goals_count: 1,
      objectives_count: 1,
      indicators_count: 1,
      tasks_count: 2,
    });
    const company = await call(sandbox, 'GET', `/companies/${chain.company.json.id}`);
    expect(company.json.hoshins_count).toBe(1);
    await call(sandbox, 'POST', `/companies/${chain.company.json.id}/hoshins`, { body: { name: 'Second plan' } });
    expect(sandbox.store.get('company', chain.company.json.id)?.hoshins_count).toBe(2);
  });
});
