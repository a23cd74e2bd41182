// A group of the journal: the changes of one bulk change carry its id, the group is kept with its
// label, and undoing it puts back each item by the conditional rule: an item changed since is left
// alone and named (part back: exit 7), and a second undo sends nothing.
import { describe, expect, it } from 'vitest';
import { parseResource } from '../../source/catalogue/typed-resource.js';
import type { Resource, ResourceClient } from '../../source/core/resource.js';
import { findGroup, groupChanges, inGroup, journalGroup } from '../../source/journal/groups.js';
import { journalingClient } from '../../source/journal/journaling-client.js';
import { groupUndoExit, planGroupUndo, runGroupUndo } from '../../source/usecases/undo-group.js';
import { freshStateDir, journalAt } from '../helpers/state-database.js';

/** Tasks in a map; every write is counted. */
function tasks(count: number) {
  const resources = new Map<number, Resource>();
  for (let id = 1; id <= count; id += 1) resources.set(id, { id, name: `Task ${id}`, status: 'backlog' });
  const sent: string[] = [];
  const client: ResourceClient = {
    get: async (kind, id) => Promise.resolve(parseResource(kind, { ...(resources.get(id) as Resource) })),
    list: async () => Promise.resolve([]),
    create: async () => Promise.reject(new Error('no creates here')),
    update: async (_kind, id, values) => {
      sent.push(`${id} ${JSON.stringify(values)}`);
      resources.set(id, { ...(resources.get(id) as Resource), ...values });
      return Promise.resolve({ ...(resources.get(id) as Resource) });
    },
    remove: async () => Promise.resolve(),
    people: async () => Promise.resolve({}),
    onEvent: () => () => undefined,
    dialectInUse: undefined,
    close: async () => Promise.resolve(),
  };
  return { resources, sent, client };
}

describe('a group of the journal', () => {
  it('keeps the order its changes were written in when they share a millisecond', async () => {
    // One clock reading for every change: the ids' random part would order them by chance.
    const journal = journalAt(freshStateDir(), { now: () => Date.UTC(2026, 10, 29, 1, 0, 0) });
    const { client: plain } = tasks(12);
    const client = journalingClient(plain, journal, { settle: false });
    const id = await inGroup(journal, 'move --where "kind:task" active', async (group) => {
      for (let task = 1; task <= 12; task += 1) await client.update('task', task, { status: 'active' });
      return group;
    });
    const inOrder = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(groupChanges(journal, id).map((change) => change.id)).toEqual(inOrder);
    expect(journal.changes().map((change) => change.id)).toEqual(inOrder);
  });

  it('holds the changes made while it is open, under its id and label, and only those', async () => {
    const journal = journalAt(freshStateDir());
    const { client: plain } = tasks(3);
    const client = journalingClient(plain, journal, { settle: false });
    await client.update('task', 3, { name: 'Alone' });
    const id = await inGroup(journal, 'move --where "kind:task" active', async (group) => {
      await client.update('task', 1, { status: 'active' });
      await client.update('task', 2, { status: 'active' });
      return group;
    });
    await client.update('task', 3, { name: 'After' });
    expect(id).toMatch(/^g-[0-9a-z]+-[0-9a-f]{4}$/);
    expect(journalGroup(journal, id)).toMatchObject({ id, label: 'move --where "kind:task" active', session: journal.session });
    expect(groupChanges(journal, id).map((change) => change.id)).toEqual([1, 2]);
    expect(journal.changes().filter((change) => change.group === undefined)).toHaveLength(2);
    expect(findGroup(journal, id.slice(0, 6))).toMatchObject({ id });
    expect(findGroup(journal, 'g-zz')).toBe('no group g-zz in the journal (hoshin log lists them)');
    // A group that sent nothing leaves no row.
    const empty = await inGroup(journal, 'nothing', async (group) => Promise.resolve(group));
    expect(journalGroup(journal, empty)).toBeUndefined();
  });

  it('is undone whole, an item changed since left alone and named (exit 7), and a second undo sends nothing', async () => {
    const journal = journalAt(freshStateDir());
    const { client: plain, resources, sent } = tasks(3);
    const client = journalingClient(plain, journal, { settle: false });
    const id = await inGroup(journal, 'move 3 tasks', async (group) => {
      for (const task of [1, 2, 3]) await client.update('task', task, { status: 'active' });
      return group;
    });
    // A colleague completes task 2 meanwhile.
    resources.set(2, { ...(resources.get(2) as Resource), status: 'completed' });
    sent.length = 0;
    const group = journalGroup(journal, id);
    if (!group) throw new Error('no group');
    const plan = await planGroupUndo(journal, group, { client });
    expect(plan.items.map((item) => [item.change.id, item.state])).toEqual([
      [3, 'to-undo'],
      [2, 'left'],
      [1, 'to-undo'],
    ]);
    const result = await runGroupUndo(plan, client, journal);
    expect(sent).toEqual(['3 {"status":"backlog"}', '1 {"status":"backlog"}']);
    expect(groupUndoExit(result)).toBe(7);
    const left = result.items.find((item) => item.state === 'left');
    expect(left && 'reason' in left ? left.reason : '').toContain('task 2 changed since: status was "backlog" before');
    // The undo's own writes are a group too, named after the one they undo.
    const undos = journal.changes().filter((change) => change.undoes !== undefined);
    expect(new Set(undos.map((change) => change.group)).size).toBe(1);
    expect(journalGroup(journal, undos[0]?.group ?? '')?.label).toBe(`undo ${id} (move 3 tasks)`);

    sent.length = 0;
    const again = await runGroupUndo(await planGroupUndo(journal, group, { client }), client, journal);
    expect(sent).toEqual([]);
    expect(again.items.map((item) => item.state)).toEqual(['already', 'left', 'already']);
    expect(groupUndoExit(again)).toBe(7);
  });

  it('is refused when nothing of it can go back, and is exit 0 once all of it is back', async () => {
    const journal = journalAt(freshStateDir());
    const { client: plain, resources } = tasks(2);
    const client = journalingClient(plain, journal, { settle: false });
    const id = await inGroup(journal, 'two', async (group) => {
      for (const task of [1, 2]) await client.update('task', task, { status: 'active' });
      return group;
    });
    const group = journalGroup(journal, id);
    if (!group) throw new Error('no group');
    for (const task of [1, 2]) resources.set(task, { ...(resources.get(task) as Resource), status: 'discarded' });
    const refused = await runGroupUndo(await planGroupUndo(journal, group, { client }), client, journal);
    expect(() => groupUndoExit(refused)).toThrow(`nothing of group ${id} was undone`);
    for (const task of [1, 2]) resources.set(task, { ...(resources.get(task) as Resource), status: 'active' });
    expect(groupUndoExit(await runGroupUndo(await planGroupUndo(journal, group, { client }), client, journal))).toBe(0);
  });
});
