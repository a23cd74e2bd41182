import { describe, expect, it } from 'vitest';
import { LocalIndex } from '../../../source/index/model.js';
import { indexTreeSource } from '../../../source/tui/tree/index-source.js';
import { openedSummary } from '../../../source/tui/tree/opened-summary.js';
import { childrenCount, groupSummary, othersUnreachable, reachAdvice } from '../../../source/tui/tree/reach.js';
import { refreshTarget } from '../../../source/tui/tree/refresh-target.js';
import { describeRow } from '../../../source/tui/tree/tree-shape.js';

function planIndex(): LocalIndex {
  const index = new LocalIndex({ now: () => 0 });
  index.applyEvent({
    type: 'listed',
    kind: 'company',
    scopeId: null,
    resources: [{ id: 1, name: 'Acme', hoshins_count: 3 }],
  });
  index.applyEvent({
    type: 'seen',
    kind: 'hoshin',
    resource: { id: 10, name: 'Plan', company_id: 1, areas_count: 4, goals_count: '2' },
  });
  index.applyEvent({ type: 'seen', kind: 'area', resource: { id: 20, name: 'Sales', hoshin_id: 10 } });
  index.applyEvent({ type: 'seen', kind: 'goal', resource: { id: 30, name: 'Grow', hoshin_id: 10 } });
  index.applyEvent({ type: 'seen', kind: 'goal', resource: { id: 31, name: 'Keep', hoshin_id: 10 } });
  index.applyEvent({ type: 'seen', kind: 'objective', resource: { id: 40, name: 'Leads', area_id: 20 } });
  index.applyEvent({
    type: 'listed',
    kind: 'task',
    scopeId: 40,
    resources: [{ id: 60, name: 'Call', objective_id: 40 }],
  });
  return index;
}

describe('what the counters say against what is known', () => {
  const source = indexTreeSource(planIndex());
  const today = '2026-01-01';

  it('rows and groups read the parent’s counter; without one, only how many are known; a complete list in the same words', () => {
    expect(describeRow({ type: 'resource', kind: 'company', id: 1 }, source, today).children).toBe('3 hoshins, 1 known');
    expect(describeRow({ type: 'resource', kind: 'hoshin', id: 10 }, source, today).children).toBe('4 areas, 1 known · 2 goals, 2 known');
    expect(describeRow({ type: 'group', parentKind: 'hoshin', parentId: 10, childKind: 'area' }, source, today).children).toBe(
      '4 areas, 1 known',
    );
    expect(describeRow({ type: 'resource', kind: 'area', id: 20 }, source, today).children).toBe('1 objective known');
    expect(describeRow({ type: 'group', parentKind: 'objective', parentId: 40, childKind: 'task' }, source, today).children).toBe(
      '1 task known',
    );
    expect(describeRow({ type: 'group', parentKind: 'objective', parentId: 40, childKind: 'indicator' }, source, today).children).toBe(
      '0 indicators known',
    );
  });

  it('advice is due where more may exist than are known and the service will not list them', () => {
    expect(othersUnreachable(childrenCount(source, 'hoshin', 10, 'area'))).toBe(true);
    expect(othersUnreachable(childrenCount(source, 'hoshin', 10, 'goal'))).toBe(false);
    expect(othersUnreachable(childrenCount(source, 'area', 20, 'objective'))).toBe(true);
    expect(othersUnreachable(childrenCount(source, 'objective', 40, 'indicator'))).toBe(false);
    expect(groupSummary(childrenCount(source, 'hoshin', 10, 'goal'), 'goal')).toBe('2 goals, 2 known');
    expect(groupSummary({ known: 1, counted: 1, complete: false, listable: false }, 'area')).toBe('1 area, 1 known');
    expect(reachAdvice('area').join('\n')).toMatch(
      /cannot list areas[\s\S]*palette \(:\)[\s\S]*hoshin index import FILE[\s\S]*:indicator 42/,
    );
    // Goals are not above an indicator: opening one reveals none.
    expect(reachAdvice('goal').join('\n')).not.toContain(':indicator 42');
  });
});

describe('refreshTarget', () => {
  const list = { type: 'groups', parentKind: 'hoshin', parentId: 10 } as const;

  it('r on an objective or its groups fetches its lists; on a group the service cannot list it explains; else the open list', () => {
    expect(refreshTarget(list, { type: 'resource', kind: 'objective', id: 40 })).toEqual({
      type: 'lists',
      kind: 'objective',
      id: 40,
    });
    expect(refreshTarget(list, { type: 'group', parentKind: 'objective', parentId: 40, childKind: 'task' })).toEqual({
      type: 'lists',
      kind: 'objective',
      id: 40,
    });
    expect(refreshTarget(list, { type: 'group', parentKind: 'hoshin', parentId: 10, childKind: 'goal' })).toEqual({
      type: 'unlistable',
      parentKind: 'hoshin',
      parentId: 10,
      childKind: 'goal',
    });
    expect(refreshTarget(list, { type: 'resource', kind: 'area', id: 20 })).toEqual({ type: 'list', list });
    expect(refreshTarget(list, undefined)).toEqual({ type: 'list', list });
  });
});

describe('openedSummary', () => {
  it('says how many opened and names each failure', () => {
    expect(openedSummary(3, [], [])).toEqual({ text: 'opened 3 of 3', tone: 'success' });
    expect(
      openedSummary(1, [{ reference: { kind: 'objective', id: 9 }, reason: 'not found' }], ['"x": not a web address or a kind and id']),
    ).toEqual({
      text: 'opened 1 of 3; failed: objective 9 (not found); "x": not a web address or a kind and id',
      tone: 'error',
    });
  });
});
