// The objectives an objective's parent_id chooses from: those of the parent plan (the hoshin above
// the objective's own, by its ancestry), as far as they are known here. The service lists no
// objectives of a plan not opened, so an unknown list says how to learn it.
import { parentPlanId } from '../../domain/cascade.js';
import type { LocalIndex } from '../../index/model.js';
import { knownObjectivesIn } from '../../usecases/plan-scope.js';
import type { ParentObjectives } from './form-state.js';
import { titleOf } from '../tree/tree-shape.js';

/** For an objective of hoshin `hoshinId` (null when its plan is not known). */
export function parentObjectivesOf(index: LocalIndex, hoshinId: number | null): ParentObjectives {
  const hoshin = hoshinId === null ? undefined : index.get('hoshin', hoshinId)?.resource;
  if (!hoshin) return { problem: 'this objective’s plan is not known here, so neither is its parent plan' };
  const parentId = parentPlanId(hoshin);
  if (parentId === null)
    return { problem: `plan “${titleOf('hoshin', hoshin, hoshin.id)}” has no parent plan to take a parent objective from` };
  const objectives = knownObjectivesIn(index, { kind: 'hoshin', id: parentId }).map((objective) => ({
    id: objective.id,
    name: titleOf('objective', objective, objective.id),
  }));
  if (objectives.length > 0) return { objectives };
  const parent = index.get('hoshin', parentId)?.resource;
  const title = parent ? `“${titleOf('hoshin', parent, parentId)}” (${parentId})` : String(parentId);
  return { problem: `the objectives of parent plan ${title} are not known here: open that plan once to learn them` };
}
