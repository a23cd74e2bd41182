// The journaling client: the intent is on disk before the request goes, the outcome follows; a
// failure that may have been applied is unknown until a later read settles it.
import { describe, expect, it } from 'vitest';
import { parseResource } from '../../source/catalogue/typed-resource.js';
import { HoshinError } from '../../source/core/errors.js';
import type { Resource, ResourceClient, ResourceEvent } from '../../source/core/resource.js';
import { failureOutcome, journalingClient } from '../../source/journal/journaling-client.js';
import { databaseAt, freshStateDir, journalAt } from '../helpers/state-database.js';

/** A client over a map, whose next write can be made to fail. */
function fakeClient(stateDir: string) {
  const resources = new Map<number, Resource>([[7, { id: 7, name: 'Seven', status: 'backlog' }]]);
  const listeners = new Set<(event: ResourceEvent) => void>();
  const emit = (event: ResourceEvent) => listeners.forEach((listener) => listener(event));
  const state = { fail: null as HoshinError | null, linesWhenSent: -1 };
  const client: ResourceClient = {
    async get(kind, id) {
      const resource = resources.get(id) as Resource;
      emit({ type: 'seen', kind, resource });
      return parseResource(kind, resource);
    },
    list: async () => [],
    async create(kind, _parent, values) {
      const resource = { id: 8, ...values } as Resource;
      resources.set(8, resource);
      emit({ type: 'seen', kind, resource });
      return resource;
    },
    async update(kind, id, values) {
      state.linesWhenSent = (databaseAt(stateDir).statement('SELECT count(*) AS n FROM changes').get() as { n: number }).n;
      const resource = { ...(resources.get(id) as Resource), ...values };
      resources.set(id, resource);
      if (state.fail) throw state.fail;
      emit({ type: 'seen', kind, resource });
      return resource;
    },
    remove: async () => undefined,
    people: async () => ({}),
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dialectInUse: undefined,
    close: async () => undefined,
  };
  return { client, state };
}

describe('the journaling client', () => {
  it('writes the intent, with the values before from a read, before the request goes, then the outcome', async () => {
    const file = freshStateDir();
    const { client, state } = fakeClient(file);
    const journal = journalAt(file);
    const journalled = journalingClient(client, journal);
    await journalled.get('task', 7);
    await journalled.update('task', 7, { status: 'active' });
    expect(state.linesWhenSent).toBe(1);
    expect(journal.changes()).toMatchObject([
      {
        what: 'move',
        id: 7,
        before: { name: 'Seven', status: 'backlog' },
        sent: { status: 'active' },
        outcome: 'done',
      },
    ]);
  });

  it('leaves a timeout unknown, and the next process settles it when a read shows the values sent', async () => {
    const file = freshStateDir();
    const { client, state } = fakeClient(file);
    state.fail = new HoshinError('timeout', 'headers timeout: h did not start answering within 30 s', {
      cause: { code: 'UND_ERR_HEADERS_TIMEOUT' },
    });
    const first = journalingClient(client, journalAt(file));
    await expect(first.update('task', 7, { name: 'Renamed' })).rejects.toThrow('headers timeout');
    expect(journalAt(file).changes()).toMatchObject([{ outcome: 'unknown', reason: expect.stringContaining('headers timeout') }]);

    state.fail = null;
    const next = journalingClient(client, journalAt(file));
    await next.get('task', 7);
    expect(journalAt(file).changes()).toMatchObject([
      { outcome: 'done', settled: true, reason: expect.stringContaining('holds the values sent') },
    ]);
  });

  it('settles a write a crash left without an answer once it is older than a write under way could be', async () => {
    const file = freshStateDir();
    const { client } = fakeClient(file);
    // Intents with no outcome line: one of a process that died ten minutes ago, one of a process still waiting.
    journalAt(file, { now: () => Date.now() - 10 * 60_000 }).begin({
      what: 'update',
      kind: 'task',
      id: 7,
      parent: null,
      sent: { name: 'Seven' },
      before: null,
    });
    journalAt(file).begin({
      what: 'update',
      kind: 'task',
      id: 7,
      parent: null,
      sent: { name: 'Eight' },
      before: null,
    });
    await journalingClient(client, journalAt(file)).get('task', 7);
    expect(
      journalAt(file)
        .changes()
        .map((change) => [change.sent.name, change.outcome, change.unanswered]),
    ).toEqual([
      ['Seven', 'done', false],
      ['Eight', 'unknown', true],
    ]);
  });

  it('reads failures: refused when the service said no or nothing left, unknown when it may have been applied', () => {
    expect(failureOutcome(new HoshinError('invalid', 'name is required')).outcome).toBe('refused');
    expect(failureOutcome(new HoshinError('network', 'cannot connect', { cause: { code: 'ECONNREFUSED' } }))).toMatchObject({
      outcome: 'refused',
      reason: 'not sent: cannot connect',
    });
    expect(failureOutcome(new HoshinError('network', 'reset', { cause: { code: 'ECONNRESET' } })).outcome).toBe('unknown');
    expect(failureOutcome(new HoshinError('uncertain' as never, 'may have been applied')).outcome).toBe('unknown');
  });
});
