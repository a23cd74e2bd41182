// Which child objectives the cascade flags as linked to nothing in this plan: only those known to be
// (no parent objective, or one outside the plan while its objectives are all known here); one that
// supports an objective not known here is said so, not flagged.
import { describe, expect, it } from 'vitest';
import { cascadeOf, type CascadeResource } from '../../source/domain/cascade.js';
import { cascadeGaps, cascadeJson, cascadeSections } from '../../source/usecases/report/cascade-sections.js';

const GROUP = { id: 1, name: 'Group', ancestry: null, hoshins_count: 1 };
const PLANT = { id: 2, name: 'Plant', ancestry: '1' };

function cascade(groupObjectivesCounted: number, childObjectives: readonly CascadeResource[]) {
  const objectives: Record<number, readonly CascadeResource[]> = {
    1: [{ id: 10, name: 'Grow', hoshin_id: 1 }],
    2: childObjectives,
  };
  return cascadeOf({
    hoshin: { ...GROUP, objectives_count: groupObjectivesCounted },
    hoshins: [GROUP, PLANT],
    objectivesOf: (id) => objectives[id] ?? [],
    indicatorsOf: () => [],
  });
}

const CHILDREN = [
  { id: 20, name: 'Linked', parent_id: 10 },
  { id: 21, name: 'Unlinked', parent_id: null },
  { id: 22, name: 'Elsewhere', parent_id: 76 },
];

describe('child objectives of the cascade', () => {
  it('flags only the one known to be linked to nothing; one supporting an objective not known here is said so', () => {
    // The group counts 2 objectives and 1 is known: objective 76 may be the other.
    const partial = cascade(2, CHILDREN);
    expect(partial.childrenUnlinked.map((s) => s.id)).toEqual([21]);
    expect(partial.childrenSupportingUnknown.map((s) => [s.id, s.supports])).toEqual([[22, 76]]);
    const text = cascadeSections(partial).flatMap((section) => section.lines);
    expect(text).toContain('child objective linked to nothing in this plan: "Unlinked" (objective 21) of "Plant" (hoshin 2)');
    expect(text.join('\n')).not.toContain('"Elsewhere" (objective 22) of "Plant" (hoshin 2)\n');
    expect(text.filter((line) => line.includes('Elsewhere'))).toEqual([
      'child objective "Elsewhere" (objective 22) of "Plant" (hoshin 2) supports objective 76, not known here',
    ]);
    expect(cascadeGaps(partial)).toContain(
      'child objective "Elsewhere" (objective 22) of "Plant" (hoshin 2) supports objective 76, not known here',
    );
    expect(cascadeJson(partial)).toMatchObject({
      complete: false,
      flags: { children_linked_to_nothing: [{ id: 21 }] },
      children_supporting_unknown: [{ id: 22, supports: 76, hoshin_id: 2 }],
    });
  });

  it('flags one linked outside the plan when every objective of the plan is known here', () => {
    const whole = cascade(1, CHILDREN);
    expect(whole.childrenUnlinked.map((s) => s.id)).toEqual([21, 22]);
    expect(whole.childrenSupportingUnknown).toEqual([]);
  });
});
