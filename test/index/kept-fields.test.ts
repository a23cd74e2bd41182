// What the local index keeps of an answer: bounded by the number of resources, never by an answer's size.
import { describe, expect, it } from 'vitest';
import { asSent, sentJson } from '../../source/catalogue/typed-resource.js';
import type { Resource } from '../../source/core/resource.js';
import { KEPT_LINE_CHARACTERS, KEPT_TEXT_CHARACTERS, cutNote, keptResource } from '../../source/index/kept-fields.js';
import { LocalIndex } from '../../source/index/model.js';

const HUGE = 'x'.repeat(20 * 1024 * 1024);

function bigTask(id: number): Resource {
  return {
    id,
    name: `Task ${id} ${'n'.repeat(1000)}`,
    description: HUGE,
    objective_id: 7,
    status: 'active',
    deadline: '2026-12-01',
    tsk_pos: 3,
    confidence: 0.5,
    hidden: false,
    responsible_id: null,
    charts_config: [{ name: 'value', visible: true }],
    unknown_field: HUGE,
  };
}

describe('keptResource', () => {
  it('keeps the catalogue fields with plain values, cuts long texts and names which it cut', () => {
    const kept = keptResource('task', bigTask(5));
    expect(kept.resource).toEqual({
      id: 5,
      name: `Task 5 ${'n'.repeat(KEPT_LINE_CHARACTERS - 7)}`,
      description: 'x'.repeat(KEPT_TEXT_CHARACTERS),
      objective_id: 7,
      status: 'active',
      deadline: '2026-12-01',
      tsk_pos: 3,
      confidence: 0.5,
      hidden: false,
      responsible_id: null,
    });
    expect(kept.cut).toEqual(['name', 'description']);
  });

  it('keeps an ordinary answer as the service sent it, decimals as strings included, and reads it typed', () => {
    const indicator = {
      id: 3,
      name: 'Leads',
      description: 'Line one\nline two',
      value: '33.74',
      goal: '50.0',
      frequency: 'monthly',
      objective_id: 2,
      reminder: true,
    };
    const kept = keptResource('indicator', indicator);
    expect(asSent(kept.resource)).toEqual(indicator);
    expect(kept).toEqual({ resource: { ...indicator, value: 33.74, goal: 50 }, cut: [] });
    // What the index's file holds is the service's text.
    expect(JSON.parse(JSON.stringify(kept.resource, sentJson))).toEqual(indicator);
  });

  it('never splits a surrogate pair where it cuts', () => {
    const name = `${'a'.repeat(KEPT_LINE_CHARACTERS - 1)}😀tail`;
    const kept = keptResource('company', { id: 1, name });
    expect(kept.resource.name).toBe('a'.repeat(KEPT_LINE_CHARACTERS - 1));
  });

  it('leaves out nested values and numbers that are not finite', () => {
    const kept = keptResource('company', {
      id: 1,
      name: 'Acme',
      credit: { nested: HUGE },
      hoshins_count: Number.NaN,
    } as unknown as Resource);
    expect(kept.resource).toEqual({ id: 1, name: 'Acme' });
  });

  it('says where to read a cut text whole', () => {
    expect(cutNote('task', 5, 'description')).toBe(
      'description cut to its first 4,000 characters here; `hoshin get task 5` shows all of it',
    );
  });
});

describe('the local index keeps a bounded resource', () => {
  it('26 answers with a 20 MB description make a snapshot of kilobytes, and the entries say what was cut', () => {
    const index = new LocalIndex({ now: () => 1 });
    for (let id = 1; id <= 26; id++) index.applyEvent({ type: 'seen', kind: 'task', resource: bigTask(id) });
    const text = JSON.stringify(index.toSnapshot());
    expect(text.length).toBeLessThan(26 * (KEPT_TEXT_CHARACTERS + 2 * KEPT_LINE_CHARACTERS + 1_000));
    const entry = index.get('task', 9)!;
    expect(entry.name).toHaveLength(KEPT_LINE_CHARACTERS);
    expect(entry.cut).toEqual(['name', 'description']);
    expect(entry.resource?.status).toBe('active');

    const again = LocalIndex.fromSnapshot(JSON.parse(text));
    expect(again.get('task', 9)).toEqual(entry);
  });

  it('cuts down a file written before the index bounded what it keeps', () => {
    const snapshot = {
      format: 'hoshin-index-store',
      version: 1,
      entries: [{ kind: 'task', id: 4, parentKind: 'objective', parentId: 7, name: 'Old', resource: bigTask(4), seenAt: 1 }],
      complete: [],
    };
    const index = LocalIndex.fromSnapshot(snapshot);
    expect(index.get('task', 4)?.resource?.description).toHaveLength(KEPT_TEXT_CHARACTERS);
    expect(index.get('task', 4)?.cut).toEqual(['name', 'description']);
    expect(JSON.stringify(index.toSnapshot()).length).toBeLessThan(10_000);
  });

  it('keeps imported names to the same bound', () => {
    const index = new LocalIndex();
    index.importIndex({
      format: 'hoshin-index',
      version: 1,
      entries: [{ kind: 'company', id: 1, parentKind: null, parentId: null, name: 'c'.repeat(60_000) }],
    });
    expect(index.get('company', 1)?.name).toHaveLength(KEPT_LINE_CHARACTERS);
  });

  it('an entry without cut texts carries no cut list', () => {
    const index = new LocalIndex();
    index.applyEvent({ type: 'seen', kind: 'company', resource: { id: 1, name: 'Acme' } });
    expect(index.get('company', 1)).not.toHaveProperty('cut');
  });
});
