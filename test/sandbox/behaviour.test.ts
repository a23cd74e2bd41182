// The public implementation's behaviour worth reproducing (indicator values and histories, the task lifecycle).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { call, withSandbox } from './helpers.js';

const clock = Date.parse('2026-06-15T10:00:00Z');
let sandbox: RunningSandbox;
let objectiveId: number;

beforeAll(async () => {
  sandbox = await withSandbox({ now: () => clock });
  const company = await call(sandbox, 'POST', '/companies', { body: { name: 'Acme' }, nowMs: clock });
  const hoshin = await call(sandbox, 'POST', `/companies/${company.json.id}/hoshins`, {
    body: { name: 'Plan' },
    nowMs: clock,
  });
  const area = await call(sandbox, 'POST', `/hoshins/${hoshin.json.id}/areas`, { body: { name: 'Ops' }, nowMs: clock });
  const objective = await call(sandbox, 'POST', `/areas/${area.json.id}/objectives`, {
    body: { name: 'Obj' },
    nowMs: clock,
  });
  objectiveId = objective.json.id;
});
afterAll(async () => {
  await sandbox.close();
});

const at = (method: string, path: string, body?: unknown) =>
  call(sandbox, method, path, { nowMs: clock, ...(body === undefined ? {} : { body }) });

describe('tasks', () => {
  it('applies only "active" as a status on create', async () => {
    for (const [requested, expected] of [
      ['active', 'active'],
      ['completed', 'backlog'],
      ['discarded', 'backlog'],
      ['deleted', 'backlog'],
      ['backlog', 'backlog'],
    ]) {
      const answer = await at('POST', `/objectives/${objectiveId}/tasks`, {
        name: `Task ${requested}`,
        status: requested,
      });
      expect(answer.status).toBe(201);
      expect(answer.json.status, requested).toBe(expected);
    }
  });

  it('moves between any two different states and refuses the same one', async () => {
    const task = await at('POST', `/objectives/${objectiveId}/tasks`, { name: 'Lifecycle' });
    for (const status of ['active', 'completed', 'active', 'discarded', 'backlog', 'deleted']) {
      const answer = await at('PUT', `/tasks/${task.json.id}`, { task: { status } });
      expect(answer.status, status).toBe(200);
      expect(answer.json.status).toBe(status);
    }
    const again = await at('PUT', `/tasks/${task.json.id}`, { status: 'deleted' });
    expect(again.status).toBe(500);
    expect(again.json.message).toBe('No transition to_deleted available');
  });

  it('sets original_deadline on the first deadline only', async () => {
    const task = await at('POST', `/objectives/${objectiveId}/tasks`, { name: 'Deadlines' });
    expect(task.json.original_deadline).toBeNull();
    const first = await at('PUT', `/tasks/${task.json.id}`, { deadline: '2026-07-01' });
    expect(first.json).toMatchObject({ deadline: '2026-07-01', original_deadline: '2026-07-01' });
    const moved = await at('PUT', `/tasks/${task.json.id}`, { deadline: '2026-08-01T00:00:00Z' });
    expect(moved.json).toMatchObject({ deadline: '2026-08-01', original_deadline: '2026-07-01' });
  });
});

describe('indicator values', () => {
  async function indicator(body: Record<string, unknown>) {
    return (
      await at('POST', `/objectives/${objectiveId}/indicators`, {
        name: 'KPI',
        frequency: 'monthly',
        goal: 100,
        ...body,
      })
    ).json;
  }
  const histories = (id: number) =>
    sandbox.store.where('indicator_history', 'indicator_id', id).sort((a, b) => String(a.day).localeCompare(String(b.day)));

  it('books the value on next_update, keeps the old one, advances one period, writes the history row', async () => {
    const kpi = await indicator({ next_update: '2026-06-30', value: 40 });
    const answer = await at('PUT', `/indicators/${kpi.id}`, { value: 55.5, name: 'ignored', goal: 1 });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      value: '55.5',
      last_value: '40.0',
      last_update: '2026-06-30',
      next_update: '2026-07-30',
      name: 'KPI',
      goal: '100.0',
    });
    expect(histories(kpi.id)).toMatchObject([{ day: '2026-06-30', value: '55.5', goal: '100.0' }]);
    // A second value books on the new next_update.
    const second = await at('PUT', `/indicators/${kpi.id}`, { indicator: { value: 60 } });
    expect(second.json).toMatchObject({
      value: '60.0',
      last_value: '55.5',
      last_update: '2026-07-30',
      next_update: '2026-08-30',
    });
  });

  it('uses today without a next_update, and an earlier last_update does not advance it', async () => {
    const kpi = await indicator({ frequency: 'weekly' });
    const first = await at('PUT', `/indicators/${kpi.id}`, { value: 10 });
    expect(first.json).toMatchObject({ last_update: '2026-06-15', next_update: '2026-06-22' });
    const late = await at('PUT', `/indicators/${kpi.id}`, { value: 12, last_update: '2026-06-10' });
    expect(late.json).toMatchObject({ value: '12.0', last_update: '2026-06-10', next_update: '2026-06-22' });
    expect(histories(kpi.id).map((h) => [h.day, h.value])).toEqual([
      ['2026-06-10', '12.0'],
      ['2026-06-15', '10.0'],
    ]);
  });

  it('upserts the row of last_update, filling its goal only when it had none', async () => {
    const kpi = await indicator({ goal: 80, next_update: '2026-06-30', frequency: 'quarterly' });
    const mine = await at('POST', `/indicator/${kpi.id}/indicator_histories`, {
      day: '2026-05-31',
      value: 1,
      goal: 70,
    });
    const bare = await at('POST', `/indicator/${kpi.id}/indicator_histories`, { day: '2026-04-30', value: 1 });
    await at('PUT', `/indicators/${kpi.id}`, { value: 33, last_update: '2026-05-31' });
    await at('PUT', `/indicators/${kpi.id}`, { value: 22, last_update: '2026-04-30' });
    expect(sandbox.store.get('indicator_history', mine.json.id)).toMatchObject({ value: '33.0', goal: '70.0' });
    expect(sandbox.store.get('indicator_history', bare.json.id)).toMatchObject({ value: '22.0', goal: '80.0' });
    expect(histories(kpi.id)).toHaveLength(2);
    const quarterly = await at('PUT', `/indicators/${kpi.id}`, { value: 40 });
    expect(quarterly.json).toMatchObject({ last_update: '2026-06-30', next_update: '2026-09-30' });
  });

  it('creating a history does not change the indicator', async () => {
    const kpi = await indicator({ value: 5, next_update: '2026-06-30' });
    const before = sandbox.store.get('indicator', kpi.id);
    const created = await at('POST', `/indicator/${kpi.id}/indicator_histories`, { day: '2026-06-01', value: 99 });
    expect(created.status).toBe(200);
    expect(sandbox.store.get('indicator', kpi.id)).toEqual(before);
  });

  it('deleting the row of last_update recomputes the value from the latest remaining row', async () => {
    const kpi = await indicator({ next_update: '2026-04-30' });
    await at('PUT', `/indicators/${kpi.id}`, { value: 10 }); // books 2026-04-30
    await at('PUT', `/indicators/${kpi.id}`, { value: 20 }); // books 2026-05-30
    const rows = histories(kpi.id);
    const older = rows.find((r) => r.day === '2026-04-30')!;
    const latest = rows.find((r) => r.day === '2026-05-30')!;
    const keep = await at('DELETE', `/indicator_histories/${older.id}`);
    expect(keep.status).toBe(302);
    expect(sandbox.store.get('indicator', kpi.id)).toMatchObject({ value: '20.0', last_update: '2026-05-30' });
    await at('DELETE', `/indicator_histories/${latest.id}`);
    expect(sandbox.store.get('indicator', kpi.id)).toMatchObject({ value: null, last_update: null });
  });
});

describe('derived flags', () => {
  it('marks objectives blind without indicators and neglected when below goal with no active task', async () => {
    const area = sandbox.store.all('area')[0]!;
    const objective = (await at('POST', `/areas/${area.id}/objectives`, { name: 'Flags' })).json;
    expect(sandbox.store.get('objective', objective.id)).toMatchObject({ blind: true, neglected: false });
    await at('POST', `/objectives/${objective.id}/indicators`, { name: 'Low', value: 10, goal: 100 });
    expect(sandbox.store.get('objective', objective.id)).toMatchObject({ blind: false, neglected: true });
    await at('POST', `/objectives/${objective.id}/tasks`, { name: 'Fix it', status: 'active' });
    expect(sandbox.store.get('objective', objective.id)).toMatchObject({ blind: false, neglected: false });
  });

  it('counts outdated indicators and tasks by the sandbox clock', async () => {
    const area = sandbox.store.all('area')[0]!;
    const objective = (await at('POST', `/areas/${area.id}/objectives`, { name: 'Clock' })).json;
    const hoshinId = area.hoshin_id as number;
    const before = sandbox.store.get('hoshin', hoshinId)!;
    await at('POST', `/objectives/${objective.id}/indicators`, { name: 'Late', next_update: '2026-06-01' });
    await at('POST', `/objectives/${objective.id}/tasks`, { name: 'Late task', deadline: '2026-06-14' });
    await at('POST', `/objectives/${objective.id}/tasks`, { name: 'Future task', deadline: '2026-06-16' });
    const after = sandbox.store.get('hoshin', hoshinId)!;
    expect(after.outdated_indicators_count).toBe((before.outdated_indicators_count as number) + 1);
    expect(after.outdated_tasks_count).toBe((before.outdated_tasks_count as number) + 1);
  });
});
