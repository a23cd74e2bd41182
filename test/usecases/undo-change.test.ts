// Undo as a conditional write, over a scripted client: each step is sent only while its resource
// still holds what the change set, read again just before it goes; a refusal after some steps went
// names them, so a partial undo is never passed off as none.
import { describe, expect, it } from 'vitest';
import type { KindName } from '../../source/catalogue/catalogue.js';
import { parseResource } from '../../source/catalogue/typed-resource.js';
import type { Resource } from '../../source/core/resource.js';
import { runUndo, type UndoPlan } from '../../source/usecases/undo-change.js';
import type { Change } from '../../source/journal/change.js';
import { freshStateDir, journalAt } from '../helpers/state-database.js';

function client(resources: Map<string, Resource>, onUpdate: (id: number) => void = () => undefined) {
  const sent: string[] = [];
  return {
    sent,
    client: {
      get: async <K extends KindName>(kind: K, id: number) =>
        Promise.resolve(parseResource(kind, resources.get(`${kind}:${id}`) as Resource)),
      list: async () => Promise.resolve([]),
      update: async (kind: string, id: number, values: Readonly<Record<string, unknown>>) => {
        sent.push(`update ${kind} ${id} ${JSON.stringify(values)}`);
        const resource = { ...(resources.get(`${kind}:${id}`) as Resource), ...values };
        resources.set(`${kind}:${id}`, resource);
        onUpdate(id);
        return Promise.resolve(resource);
      },
      remove: async (kind: string, id: number) => {
        sent.push(`delete ${kind} ${id}`);
        return Promise.resolve();
      },
    },
  };
}

const CHANGE = { change: 'c-1' } as Change;
const plan = (steps: Extract<UndoPlan, { ok: true }>['steps']): Extract<UndoPlan, { ok: true }> => ({ ok: true, change: CHANGE, steps });

describe('running an undo', () => {
  it('sends nothing when the resource changed between the plan and the send', async () => {
    const resources = new Map<string, Resource>([['task:1', { id: 1, name: 'Someone else' }]]);
    const { client: scripted, sent } = client(resources);
    const undo = runUndo(
      plan([{ type: 'update', kind: 'task', id: 1, values: { name: 'Before' }, holds: { name: 'Ours' } }]),
      scripted,
      journalAt(freshStateDir()),
    );
    await expect(undo).rejects.toThrow(
      'task 1 changed since: name is "Someone else" now, the change set "Ours"; an undo would overwrite that, so nothing is sent',
    );
    expect(sent).toEqual([]);
  });

  it('names the steps already sent when a later one is refused', async () => {
    const resources = new Map<string, Resource>([
      ['task:1', { id: 1, name: 'Ours' }],
      ['task:2', { id: 2, name: 'Ours too' }],
    ]);
    // Someone renames task 2 while task 1 is put back.
    const { client: scripted, sent } = client(resources, (id) => {
      if (id === 1) resources.set('task:2', { id: 2, name: 'Theirs' });
    });
    const undo = runUndo(
      plan([
        { type: 'update', kind: 'task', id: 1, values: { name: 'Before' }, holds: { name: 'Ours' } },
        { type: 'update', kind: 'task', id: 2, values: { name: 'Before too' }, holds: { name: 'Ours too' } },
      ]),
      scripted,
      journalAt(freshStateDir()),
    );
    await expect(undo).rejects.toThrow(
      'task 2 changed since: name is "Theirs" now, the change set "Ours too"; an undo would overwrite that, so nothing more is sent (sent before it: update task 1: name=Before)',
    );
    expect(sent).toEqual(['update task 1 {"name":"Before"}']);
  });
});
