import { describe, expect, it } from 'vitest';
import { describeRow, listOpenedBy, pathTo, ROOT_LIST, rowsOf, listKey, crumbOf } from '../../../source/tui/tree/tree-shape.js';
import { indexTreeSource } from '../../../source/tui/tree/index-source.js';
import { memorySource, sampleIndex, SAMPLE } from '../helpers/state-fixtures.js';

const source = memorySource(SAMPLE, new Set(['null:null>company']));

describe('tree', () => {
  it('lists companies at the root and opens a hoshin into its two groups', () => {
    expect(rowsOf(ROOT_LIST, source).map((r) => r.key)).toEqual(['company:1', 'company:2']);
    const groups = listOpenedBy({ type: 'resource', kind: 'hoshin', id: 10 });
    expect(groups).toEqual({ type: 'groups', parentKind: 'hoshin', parentId: 10 });
    expect(rowsOf(groups!, source).map((r) => r.key)).toEqual(['hoshin:10>area', 'hoshin:10>goal']);
  });

  it('orders siblings by the catalogue order field (through the local index)', () => {
    const areas = rowsOf({ type: 'children', parentKind: 'hoshin', parentId: 10, childKind: 'area' }, indexTreeSource(sampleIndex()));
    expect(areas.map((r) => r.key)).toEqual(['area:21', 'area:20']);
  });

  it('history values are leaves', () => {
    expect(listOpenedBy({ type: 'resource', kind: 'indicator_history', id: 1 })).toBeNull();
  });

  it('says how many children are known, in one form for every kind', () => {
    expect(describeRow({ type: 'resource', kind: 'company', id: 1 }, indexTreeSource(sampleIndex()), '2026-01-01').children).toBe(
      '1 hoshin known',
    );
    const view = describeRow({ type: 'resource', kind: 'hoshin', id: 10 }, source, '2026-01-01');
    expect(view.children).toBe('2 areas known · 1 long-term goal known');
    const group = describeRow({ type: 'group', parentKind: 'hoshin', parentId: 10, childKind: 'goal' }, source, '2026-01-01');
    expect(group.title).toBe('long-term goals');
    expect(group.children).toBe('1 long-term goal known');
  });

  it('shows key figures: indicator percent, task status and overdue deadline, area colour', () => {
    expect(describeRow({ type: 'resource', kind: 'indicator', id: 50 }, source, '2026-01-01').figure).toBe('30, goal 60  50%');
    const task = describeRow({ type: 'resource', kind: 'task', id: 60 }, source, '2026-01-01');
    expect(task.figure).toBe('active  !due 2020-01-01');
    expect(task.tone).toBe('bad');
    expect(describeRow({ type: 'resource', kind: 'area', id: 20 }, source, '2026-01-01').swatch).toBe('#FF0000');
  });

  it('builds the path from the companies down to a resource', () => {
    const steps = pathTo([
      { kind: 'company', id: 1 },
      { kind: 'hoshin', id: 10 },
      { kind: 'area', id: 20 },
      { kind: 'objective', id: 40 },
    ]);
    expect(
      steps.map((s) => `${listKey(s.list)} @ ${s.select.type === 'resource' ? `${s.select.kind}:${s.select.id}` : s.select.childKind}`),
    ).toEqual([
      '>company @ company:1',
      'company:1>hoshin @ hoshin:10',
      'hoshin:10>* @ area',
      'hoshin:10>area @ area:20',
      'area:20>objective @ objective:40',
    ]);
    expect(steps.map((s) => crumbOf(s.list, source))).toEqual(['companies', 'Acme', 'Plan 2026', 'areas', 'Sales']);
  });
});
