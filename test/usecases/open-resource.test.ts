// openResource and refreshChildren against the sandbox service, over real HTTP on loopback.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HoshinError } from '../../source/core/errors.js';
import { createClient } from '../../source/client/http-client.js';
import type { HoshinClient } from '../../source/client/types.js';
import { LocalIndex } from '../../source/index/model.js';
import { openResource, refreshChildren } from '../../source/usecases/open-resource.js';
import { attachToClient } from '../../source/index/index-store.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';

let sandbox: RunningSandbox;
let client: HoshinClient;
let requests: string[];

beforeEach(async () => {
  requests = [];
  sandbox = await startSandbox({ port: 0, seed: 'demo', log: (line) => requests.push(line) });
  client = createClient({ baseUrl: sandbox.url, credentials: { appKey: sandbox.appKey, secret: sandbox.secret } });
});

afterEach(async () => {
  await client.close();
  await sandbox.close();
});

function first(kind: Parameters<RunningSandbox['store']['all']>[0]): Record<string, unknown> & { id: number } {
  const found = sandbox.store.all(kind)[0];
  if (!found) throw new Error(`the demo seed has no ${kind}`);
  return found as Record<string, unknown> & { id: number };
}

async function failure(promise: Promise<unknown>): Promise<HoshinError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HoshinError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('openResource', () => {
  it('fetches a history value and its ancestry, returning the chain root first', async () => {
    const history = first('indicator_history');
    const indicator = sandbox.store.get('indicator', history.indicator_id as number) as Record<string, unknown>;
    const index = new LocalIndex();
    const chain = await openResource(client, index, 'indicator_history', history.id);
    expect(chain.map((entry) => entry.kind)).toEqual(['company', 'hoshin', 'area', 'objective', 'indicator', 'indicator_history']);
    expect(chain[5]?.id).toBe(history.id);
    expect(chain[4]?.id).toBe(indicator.id);
    expect(chain[3]?.id).toBe(indicator.objective_id);
    expect(chain[2]?.id).toBe(indicator.area_id);
    expect(chain[1]?.id).toBe(indicator.hoshin_id);
    expect(chain[0]?.id).toBe(indicator.company_id);
    expect(chain[4]?.resource?.name).toBe(indicator.name);
    expect(index.count()).toBe(6);
    expect(index.ancestors('indicator_history', history.id).map((e) => e.id)).toEqual(chain.slice(0, 5).map((e) => e.id));
  });

  it('does not fetch fresh ancestors again, but always fetches the resource asked for', async () => {
    const [one, two] = sandbox.store.where('indicator_history', 'indicator_id', first('indicator').id);
    const index = new LocalIndex();
    await openResource(client, index, 'indicator_history', one!.id as number);
    expect(requests).toHaveLength(6);
    requests.length = 0;
    const chain = await openResource(client, index, 'indicator_history', two!.id as number);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain(`/indicator_histories/${two!.id as number}`);
    expect(chain).toHaveLength(6);
    requests.length = 0;
    await openResource(client, index, 'indicator_history', two!.id as number, {
      freshForMs: 0,
      now: () => Date.now() + 1,
    });
    expect(requests).toHaveLength(6);
  });

  it('names a missing resource in one not_found error and prunes it from the index', async () => {
    const index = new LocalIndex();
    index.applyEvent({
      type: 'seen',
      kind: 'objective',
      resource: { id: 987_654, name: 'Deleted long ago', area_id: 1 },
    });
    const error = await failure(openResource(client, index, 'objective', 987_654));
    expect(error.kind).toBe('not_found');
    expect(error.exitCode).toBe(4);
    expect(error.message).toBe('objective 987654 was not found (deleted, or not visible with this app key)');
    expect(index.get('objective', 987_654)).toBeUndefined();
  });

  it('names a missing ancestor, and prunes it with what hangs under it', async () => {
    const objective = first('objective');
    const areaId = objective.area_id as number;
    const index = new LocalIndex();
    await openResource(client, index, 'objective', objective.id);
    sandbox.store.delete('area', areaId);
    const error = await failure(openResource(client, index, 'objective', objective.id, { freshForMs: 0, now: () => Date.now() + 1 }));
    expect(error.kind).toBe('not_found');
    expect(error.message).toBe(
      `area ${areaId}, the area of objective ${objective.id}, was not found (deleted, or not visible with this app key)`,
    );
    expect(index.get('area', areaId)).toBeUndefined();
    expect(index.get('objective', objective.id)).toBeUndefined();
    expect(index.get('hoshin', objective.hoshin_id as number)).toBeDefined();
  });

  it('opens an invoice on its own: its subscription cannot be shown', async () => {
    const invoice = first('invoice');
    const chain = await openResource(client, new LocalIndex(), 'invoice', invoice.id);
    expect(chain.map((e) => `${e.kind} ${e.id}`)).toEqual([`invoice ${invoice.id}`]);
    expect(chain[0]?.parentId).toBe(invoice.subscription_id);
  });
});

describe('refreshChildren', () => {
  it('lists the companies at the top and marks them complete', async () => {
    const index = new LocalIndex();
    index.applyEvent({ type: 'seen', kind: 'company', resource: { id: 424_242, name: 'Not mine any more' } });
    const result = await refreshChildren(client, index, null, null);
    expect(result).toEqual({ listed: ['company'], fetched: 0, pruned: 0 });
    expect(index.roots().map((e) => e.id)).toEqual(sandbox.store.all('company').map((c) => c.id));
    expect(index.isComplete(null, null, 'company')).toBe(true);
  });

  it('lists indicators and tasks of an objective, dropping ones the service no longer has', async () => {
    const objective = first('objective');
    const index = new LocalIndex();
    index.applyEvent({
      type: 'seen',
      kind: 'indicator',
      resource: { id: 999_001, name: 'Stale', objective_id: objective.id },
    });
    const result = await refreshChildren(client, index, 'objective', objective.id);
    expect(result).toEqual({ listed: ['indicator', 'task'], fetched: 0, pruned: 0 });
    const indicators = sandbox.store
      .where('indicator', 'objective_id', objective.id)
      .map((i) => i.id)
      .sort();
    expect(
      index
        .children('objective', objective.id, 'indicator')
        .map((e) => e.id)
        .sort(),
    ).toEqual(indicators);
    expect(index.get('indicator', 999_001)).toBeUndefined();
    expect(index.allChildrenKnown('objective', objective.id)).toBe(true);
  });

  it('re-gets the known children of kinds the service cannot list, pruning the deleted ones', async () => {
    const area = first('area');
    const objectives = sandbox.store.where('objective', 'area_id', area.id);
    expect(objectives.length).toBeGreaterThan(1);
    const index = new LocalIndex();
    for (const objective of objectives) await openResource(client, index, 'objective', objective.id as number);
    await client.remove('objective', objectives[0]!.id as number);
    sandbox.store.delete('objective', objectives[1]!.id as number); // deleted behind our back
    index.applyEvent({
      type: 'seen',
      kind: 'objective',
      resource: { id: objectives[0]!.id as number, name: 'stale again', area_id: area.id },
    });
    const result = await refreshChildren(client, index, 'area', area.id, { concurrency: 2 });
    expect(result).toEqual({ listed: [], fetched: objectives.length - 2, pruned: 2 });
    expect(
      index
        .children('area', area.id, 'objective')
        .map((e) => e.id)
        .sort(),
    ).toEqual(
      objectives
        .slice(2)
        .map((o) => o.id)
        .sort(),
    );
    expect(index.isComplete('area', area.id, 'objective')).toBe(false);
  });

  it('lists the invoices of a subscription', async () => {
    const invoice = first('invoice');
    const index = new LocalIndex();
    const result = await refreshChildren(client, index, 'subscription', invoice.subscription_id as number);
    expect(result.listed).toEqual(['invoice']);
    expect(index.children('subscription', invoice.subscription_id as number, 'invoice')).toHaveLength(sandbox.store.count('invoice'));
  });

  it('works through the client events alone when attached', async () => {
    const index = new LocalIndex();
    attachToClient(index, client);
    await client.get('objective', first('objective').id);
    expect(index.get('objective', first('objective').id)?.name).toBe(first('objective').name);
  });
});
