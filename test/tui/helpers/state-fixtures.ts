// A small in-memory tree source for the pure state tests.
import type { KindName } from '../../../source/catalogue/catalogue.js';
import type { Resource } from '../../../source/core/resource.js';
import type { TreeSource } from '../../../source/tui/tree/tree-source.js';
import { LocalIndex } from '../../../source/index/model.js';

export interface Entry {
  readonly kind: KindName;
  readonly resource: Resource;
  readonly parentKind: KindName | null;
  readonly parentId: number | null;
}

export function memorySource(entries: readonly Entry[], complete: ReadonlySet<string> = new Set()): TreeSource {
  return {
    resource: (kind, id) => entries.find((e) => e.kind === kind && e.resource.id === id)?.resource,
    children: (parentKind, parentId, childKind) =>
      entries.filter((e) => e.kind === childKind && e.parentKind === parentKind && e.parentId === parentId).map((e) => e.resource),
    isComplete: (parentKind, parentId, childKind) => complete.has(`${parentKind}:${parentId}>${childKind}`),
  };
}

export const SAMPLE: Entry[] = [
  { kind: 'company', resource: { id: 1, name: 'Acme' }, parentKind: null, parentId: null },
  { kind: 'company', resource: { id: 2, name: 'Beta' }, parentKind: null, parentId: null },
  {
    kind: 'hoshin',
    resource: { id: 10, name: 'Plan 2026', company_id: 1, state: 'active' },
    parentKind: 'company',
    parentId: 1,
  },
  {
    kind: 'area',
    resource: { id: 20, name: 'Sales', hoshin_id: 10, color: '#FF0000', position: 2 },
    parentKind: 'hoshin',
    parentId: 10,
  },
  {
    kind: 'area',
    resource: { id: 21, name: 'People', hoshin_id: 10, color: '#00FF00', position: 1 },
    parentKind: 'hoshin',
    parentId: 10,
  },
  { kind: 'goal', resource: { id: 30, name: 'Grow', hoshin_id: 10 }, parentKind: 'hoshin', parentId: 10 },
  { kind: 'objective', resource: { id: 40, name: 'More leads', area_id: 20 }, parentKind: 'area', parentId: 20 },
  {
    kind: 'indicator',
    resource: { id: 50, name: 'Leads', objective_id: 40, value: '30.0', goal: '60.0', worst_value: '0.0' },
    parentKind: 'objective',
    parentId: 40,
  },
  {
    kind: 'task',
    resource: { id: 60, name: 'Call', objective_id: 40, status: 'active', deadline: '2020-01-01' },
    parentKind: 'objective',
    parentId: 40,
  },
];

/** The same sample in a real local index: companies listed (complete), the rest seen. */
export function sampleIndex(): LocalIndex {
  const index = new LocalIndex({ now: () => 0 });
  index.applyEvent({
    type: 'listed',
    kind: 'company',
    scopeId: null,
    resources: SAMPLE.filter((e) => e.kind === 'company').map((e) => e.resource),
  });
  for (const entry of SAMPLE) if (entry.kind !== 'company') index.applyEvent({ type: 'seen', kind: entry.kind, resource: entry.resource });
  return index;
}
