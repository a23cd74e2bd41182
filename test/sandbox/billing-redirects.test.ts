// The hoshinplan flavour's billing redirects (the public implementation's check_subscription): an expired trial
// sends every request about the company to its upgrade page, a payment failed for more than 14
// days to the user's subscriptions, and nothing is done. The spec flavour has neither.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox, SandboxFlavour } from '../../source/sandbox/server.js';
import { call, endTrial, failPayment, snapshotText, withSandbox, type Answer } from './helpers.js';

const opened: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

interface Plan {
  readonly sandbox: RunningSandbox;
  readonly company: number;
  readonly hoshin: number;
  readonly area: number;
  readonly objective: number;
  readonly indicator: number;
  readonly task: number;
  readonly history: number;
  readonly other: number;
}

async function plan(flavour: SandboxFlavour): Promise<Plan> {
  const sandbox = await withSandbox({ flavour });
  opened.push(sandbox);
  const company = await call(sandbox, 'POST', '/companies', { body: { name: 'Acme' } });
  const other = await call(sandbox, 'POST', '/companies', { body: { name: 'Paying Co' } });
  const hoshin = await call(sandbox, 'POST', `/companies/${company.json.id}/hoshins`, { body: { name: 'Plan' } });
  const area = await call(sandbox, 'POST', `/hoshins/${hoshin.json.id}/areas`, { body: { name: 'Ops' } });
  const objective = await call(sandbox, 'POST', `/areas/${area.json.id}/objectives`, { body: { name: 'Obj' } });
  const indicator = await call(sandbox, 'POST', `/objectives/${objective.json.id}/indicators`, {
    body: { name: 'KPI', frequency: 'monthly' },
  });
  const task = await call(sandbox, 'POST', `/objectives/${objective.json.id}/tasks`, { body: { name: 'Task' } });
  const historyPath =
    flavour === 'hoshinplan'
      ? `/indicators/${indicator.json.id}/indicator_histories`
      : `/indicator/${indicator.json.id}/indicator_histories`;
  const history = await call(sandbox, 'POST', historyPath, { body: { day: '2026-01-31', value: 3 } });
  const result = {
    sandbox,
    company: company.json.id,
    hoshin: hoshin.json.id,
    area: area.json.id,
    objective: objective.json.id,
    indicator: indicator.json.id,
    task: task.json.id,
    history: history.json.id,
    other: other.json.id,
  };
  for (const [name, id] of Object.entries(result)) if (name !== 'sandbox') expect(id, name).toEqual(expect.any(Number));
  return result;
}

/** Every kind of request scoped to the plan's company: the company itself, its records, creates and lists under them. */
function scopedRequests(p: Plan): [string, string, unknown][] {
  return [
    ['GET', `/companies/${p.company}`, undefined],
    ['PUT', `/companies/${p.company}`, { name: 'Renamed' }],
    ['DELETE', `/companies/${p.company}`, undefined],
    ['GET', `/hoshins/${p.hoshin}`, undefined],
    ['PUT', `/areas/${p.area}`, { name: 'Renamed' }],
    ['DELETE', `/tasks/${p.task}`, undefined],
    ['DELETE', `/indicator_histories/${p.history}`, undefined],
    ['POST', `/companies/${p.company}/hoshins`, { name: 'Another plan' }],
    ['POST', `/hoshins/${p.hoshin}/goals`, { name: 'A goal' }],
    ['POST', `/objectives/${p.objective}/tasks`, { name: 'Another task' }],
    ['POST', `/indicators/${p.indicator}/indicator_histories`, { day: '2026-02-28', value: 4 }],
    ['GET', `/objectives/${p.objective}/tasks`, undefined],
    ['GET', `/objectives/${p.objective}/indicators`, undefined],
    ['GET', `/companies/complete_users2?id=${p.company}`, undefined],
  ];
}

function expectRedirect(answer: Answer, location: string, what: string): void {
  expect(answer.status, what).toBe(302);
  expect(answer.headers.get('location'), what).toBe(location);
  expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(answer.text).toBe(`<html><body>You are being <a href="${location}">redirected</a>.</body></html>`);
}

describe('an expired trial', () => {
  it('redirects every request scoped to the company to its upgrade page, and does nothing', async () => {
    const p = await plan('hoshinplan');
    endTrial(p.sandbox, p.company);
    const before = snapshotText(p.sandbox);
    for (const [method, path, body] of scopedRequests(p)) {
      const answer = await call(p.sandbox, method, path, body === undefined ? {} : { body });
      // Absolute, as Rails' redirect_to writes every Location.
      expectRedirect(answer, `${p.sandbox.url}/companies/${p.company}/upgrade`, `${method} ${path}`);
    }
    expect(snapshotText(p.sandbox)).toBe(before);
  });

  it('leaves the companies index, new companies and other companies alone', async () => {
    const p = await plan('hoshinplan');
    endTrial(p.sandbox, p.company);
    const index = await call(p.sandbox, 'GET', '/companies');
    expect(index.status).toBe(200);
    expect(index.json.map((c: { id: number }) => c.id)).toEqual([p.company, p.other]);
    expect((await call(p.sandbox, 'POST', '/companies', { body: { name: 'Fresh' } })).status).toBe(200);
    expect((await call(p.sandbox, 'PUT', `/companies/${p.other}`, { body: { name: 'Still paying' } })).status).toBe(200);
  });

  it('checks after authentication: a bad signature is still a 401', async () => {
    const p = await plan('hoshinplan');
    endTrial(p.sandbox, p.company);
    const answer = await call(p.sandbox, 'GET', `/companies/${p.company}`, {
      timestamp: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ type: 'SecurityError', code: 3 });
  });

  it('is not redirected while the company is unlimited or pays', async () => {
    const p = await plan('hoshinplan');
    endTrial(p.sandbox, p.company);
    p.sandbox.store.put('company', { ...p.sandbox.store.get('company', p.company)!, unlimited: true });
    expect((await call(p.sandbox, 'GET', `/companies/${p.company}`)).status).toBe(200);
  });
});

describe('a failed payment', () => {
  it("redirects every request scoped to the company to the user's subscriptions, and does nothing", async () => {
    const p = await plan('hoshinplan');
    failPayment(p.sandbox, p.company);
    const before = snapshotText(p.sandbox);
    const location = `${p.sandbox.url}/users/${p.sandbox.store.ownerId}/subscriptions`;
    for (const [method, path, body] of scopedRequests(p)) {
      const answer = await call(p.sandbox, method, path, body === undefined ? {} : { body });
      expectRedirect(answer, location, `${method} ${path}`);
    }
    expect(snapshotText(p.sandbox)).toBe(before);
  });

  it('is not redirected within 14 days of the missed payment', async () => {
    const p = await plan('hoshinplan');
    failPayment(p.sandbox, p.company);
    const subscription = p.sandbox.store.subscriptions().find((s) => s.company_id === p.company)!;
    p.sandbox.store.putSubscription({
      ...subscription,
      next_payment_at: new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10),
    });
    expect((await call(p.sandbox, 'GET', `/companies/${p.company}`)).status).toBe(200);
  });
});

describe('the spec flavour', () => {
  it('has no billing redirects', async () => {
    const p = await plan('spec');
    endTrial(p.sandbox, p.company);
    expect((await call(p.sandbox, 'GET', `/companies/${p.company}`)).status).toBe(200);
    failPayment(p.sandbox, p.other);
    expect((await call(p.sandbox, 'GET', `/companies/${p.other}`)).status).toBe(200);
  });
});
