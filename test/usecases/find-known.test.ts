// The use case behind find, --where and the console's filter, over the demo plan recorded in an index:
// status means what the review pack means (its reds, its late items), and what is not known is said.
import { describe, expect, it } from 'vitest';
import { recordSandboxInIndex } from '../../source/cli/commands/demo/sandbox-index.js';
import type { Resource } from '../../source/core/resource.js';
import { utcDay } from '../../source/domain/dates.js';
import { LocalIndex } from '../../source/index/model.js';
import { demoSnapshot } from '../../source/sandbox/seed.js';
import { SandboxStore } from '../../source/sandbox/sandbox-records-store.js';
import { findKnown, type FindOptions } from '../../source/usecases/find-known.js';
import { defaultPackMonth, gatherReviewPack } from '../../source/usecases/review-pack.js';

const NOW = Date.UTC(2026, 5, 17, 10);
const TODAY = utcDay(NOW);

function demo() {
  const store = new SandboxStore(demoSnapshot(NOW));
  const index = new LocalIndex({ now: () => NOW });
  recordSandboxInIndex(store, index);
  const people = new Map(store.users().map((user) => [user.id, user.name]));
  const nameOf = (_company: number | null, user: number | null) => (user === null ? null : (people.get(user) ?? null));
  const pack = gatherReviewPack(index, {
    scope: { kind: 'hoshin', id: 11 },
    month: defaultPackMonth(TODAY),
    today: TODAY,
    fetchedAt: new Date(NOW).toISOString(),
    hoshin: store.get('hoshin', 11) as unknown as Resource,
    nameOf,
  });
  const options: FindOptions = { today: TODAY, me: null, nameOf };
  return { store, index, pack, options, people };
}

describe('finding known resources', () => {
  it("finds the review pack's red indicators and late items, by the pack's rule", () => {
    const { index, pack, options } = demo();
    const reds = findKnown(index, 'kind:indicator status:red hoshin:11', options);
    expect(pack.reds.length).toBeGreaterThan(0);
    expect(reds.found.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(pack.reds.map((red) => red.id).sort((a, b) => a - b));
    const late = findKnown(index, 'status:late hoshin:11', options);
    const packLate = pack.due.flatMap((owner) => owner.items.filter((item) => item.late).map((item) => `${item.kind} ${item.id}`));
    expect(late.found.map((entry) => `${entry.kind} ${entry.id}`).sort()).toEqual(packLate.sort());
  });

  it('finds by owner, name and kind, and says owner:me needs hoshin profile me first', () => {
    const { index, options, store } = demo();
    const task = index.all('task').find((entry) => typeof entry.resource?.responsible_id === 'number')!;
    const ownerId = task.resource!.responsible_id as number;
    const ownerName = store.users().find((user) => user.id === ownerId)!.name;
    const mine = findKnown(index, 'kind:task owner:me', { ...options, me: ownerId });
    expect(mine.found.length).toBeGreaterThan(0);
    expect(mine.found.every((entry) => entry.ownerId === ownerId && entry.owner === ownerName)).toBe(true);
    const byName = findKnown(index, `kind:task owner:${JSON.stringify(ownerName.toUpperCase())}`, options);
    expect(byName.found.map((entry) => entry.id)).toEqual(mine.found.map((entry) => entry.id));
    expect(() => findKnown(index, 'owner:me', options)).toThrow(/hoshin profile me/);
    const word = (task.name ?? '').split(' ')[0]!.toLowerCase();
    const named = findKnown(index, `kind:task ${word}`, options).found;
    expect(named.some((entry) => entry.id === task.id)).toBe(true);
    expect(named.every((entry) => entry.name.toLowerCase().includes(word))).toBe(true);
  });

  it('expands a saved view and says what is not known', () => {
    const { store, options } = demo();
    const index = new LocalIndex({ now: () => NOW });
    recordSandboxInIndex(store, index);
    const all = findKnown(index, '@tasks', { ...options, viewText: (name) => (name === 'tasks' ? 'kind:task' : undefined) });
    // Every task but the deleted ones (a deleted task is gone for a query).
    expect(all.found.length).toBe(index.all('task').filter((task) => task.resource?.status !== 'deleted').length);
    // An index that knows only the hoshin (its counters) and one objective's tasks is partial.
    const partial = new LocalIndex({ now: () => NOW });
    partial.applyEvent({ type: 'seen', kind: 'hoshin', resource: store.get('hoshin', 11) as unknown as Resource });
    const some = findKnown(partial, 'kind:task hoshin:11', options);
    expect(some.found).toEqual([]);
    expect(some.coverage.complete).toBe(false);
    expect(some.coverage.unknown.tasks).toBeGreaterThan(0);
  });

  it("places an item that does not name its plan or area by its parent's", () => {
    const index = new LocalIndex({ now: () => NOW });
    index.applyEvent({ type: 'seen', kind: 'area', resource: { id: 5, name: 'Quality', hoshin_id: 11 } });
    index.applyEvent({ type: 'seen', kind: 'objective', resource: { id: 61, name: 'Right first time', area_id: 5, hoshin_id: 11 } });
    index.applyEvent({ type: 'listed', kind: 'indicator', scopeId: 61, resources: [{ id: 101, name: 'Scrap rate', objective_id: 61 }] });
    const options: FindOptions = { today: TODAY, me: null, nameOf: () => null };
    const ids = (text: string) => findKnown(index, text, options).found.map((entry) => `${entry.kind} ${entry.id}`);
    expect(ids('hoshin:11 kind:indicator|objective')).toEqual(['objective 61', 'indicator 101']);
    expect(ids('area:quality')).toEqual(['area 5', 'objective 61', 'indicator 101']);
    expect(ids('area:5 -kind:area')).toEqual(['objective 61', 'indicator 101']);
  });
});
