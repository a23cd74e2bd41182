// A hoshin's parent plan and state in both flavours of the sandbox, as the public implementation
// keeps them: the parent is `ancestry` (root first), set by parent_id (only from the wrapped body
// in the hoshinplan flavour; the spec flavour takes it flat too), a plan of the same company and not
// the hoshin itself or one below it; the plans below move with it; parent_id is never shown. The
// state moves only by PUT /hoshins/:id/archive and /activate: 403 from the wrong state or for
// someone other than the plan's creator, and an update's `state` is ignored (protected).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { call, withSandbox } from './helpers.js';

describe.each(['spec', 'hoshinplan'] as const)('a hoshin parent and lifecycle (%s flavour)', (flavour) => {
  let sandbox: RunningSandbox;
  let company: number;
  let other: number;
  const plan = async (companyId: number, body: Record<string, unknown>) =>
    (await call(sandbox, 'POST', `/companies/${companyId}/hoshins`, { body })).json as Record<string, unknown>;

  beforeAll(async () => {
    sandbox = await withSandbox({ flavour });
    company = (await call(sandbox, 'POST', '/companies', { body: { name: 'Acme' } })).json.id;
    other = (await call(sandbox, 'POST', '/companies', { body: { name: 'Other' } })).json.id;
  });
  afterAll(async () => sandbox.close());

  it('keeps the parent as ancestry, set from the wrapped body, checked, never shown as parent_id', async () => {
    const top = await plan(company, { name: 'Group' });
    const middle = await plan(company, { name: 'Plant', hoshin: { name: 'Plant', parent_id: top.id } });
    expect(middle.ancestry).toBe(String(top.id));
    expect('parent_id' in middle).toBe(false);
    const low = await plan(company, { name: 'Line', hoshin: { name: 'Line', parent_id: middle.id } });
    expect(low.ancestry).toBe(`${String(top.id)}/${String(middle.id)}`);
    // Flat: a column-less key the public implementation drops; the spec flavour takes it.
    const flat = await plan(company, { name: 'Flat', parent_id: top.id });
    expect(flat.ancestry).toBe(flavour === 'spec' ? String(top.id) : null);
    // Another company's plan, itself, or one below it: refused (422, or the unsaved object with id null).
    const foreign = await plan(other, { name: 'Elsewhere' });
    const refusedCreate = await call(sandbox, 'POST', `/companies/${company}/hoshins`, {
      body: { hoshin: { name: 'Bad', parent_id: foreign.id } },
    });
    if (flavour === 'spec') expect(refusedCreate.status).toBe(422);
    else expect(refusedCreate.json.id).toBeNull();
    for (const parent of [middle.id, low.id]) {
      const answer = await call(sandbox, 'PUT', `/hoshins/${String(middle.id)}`, { body: { hoshin: { parent_id: parent } } });
      if (flavour === 'spec') expect(answer.status).toBe(422);
      expect(sandbox.store.get('hoshin', middle.id as number)!.ancestry).toBe(String(top.id));
    }
    // Moved to the top, the plans below it move with it.
    const moved = await call(sandbox, 'PUT', `/hoshins/${String(middle.id)}`, { body: { hoshin: { parent_id: null } } });
    expect(moved.json.ancestry).toBeNull();
    expect(sandbox.store.get('hoshin', low.id as number)!.ancestry).toBe(String(middle.id));
  });

  it('archives and activates by their routes only, for the creator, from the right state', async () => {
    const hoshin = await plan(company, { name: 'Year' });
    const path = `/hoshins/${String(hoshin.id)}`;
    expect((await call(sandbox, 'PUT', path, { body: { hoshin: { state: 'archived' } } })).json.state).toBe('active');
    const archived = await call(sandbox, 'PUT', `${path}/archive`, { body: {} });
    expect([archived.status, archived.json.state]).toEqual([200, 'archived']);
    expect((await call(sandbox, 'PUT', `${path}/archive`, { body: {} })).status).toBe(403);
    expect((await call(sandbox, 'PUT', `${path}/activate`, { body: {} })).json.state).toBe('active');
    sandbox.store.put('hoshin', { ...sandbox.store.get('hoshin', hoshin.id as number)!, creator_id: 999 });
    expect((await call(sandbox, 'PUT', `${path}/archive`, { body: {} })).status).toBe(403);
    expect(sandbox.store.get('hoshin', hoshin.id as number)!.state).toBe('active');
  });
});
