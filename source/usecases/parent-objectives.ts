// The objectives an objective's parent_id chooses from: the parent plan's, as far as known here (the service lists none).
import { kindSpec, type FieldSpec, type KindName } from '../catalogue/catalogue.js';
import type { Resource } from '../core/resource.js';
import { parentPlanId } from '../domain/cascade.js';
import type { Person } from '../domain/people-choice.js';
import type { LocalIndex } from '../index/model.js';
import { knownObjectivesIn } from './plan-scope.js';

export type ParentObjectives = { readonly objectives: readonly Person[] } | { readonly problem: string };

/** The field naming an objective's parent objective: chosen by name from the parent plan's objectives. */
export function isParentObjectiveField(kind: KindName, spec: FieldSpec): boolean {
  return kind === 'objective' && spec.name === 'parent_id';
}

function titleOf(kind: KindName, resource: Resource, id: number): string {
  const title = resource[kindSpec(kind).titleField];
  if (typeof title === 'string' && title.trim() !== '') return title;
  if (typeof title === 'number') return String(title);
  return `${kindSpec(kind).label} ${id}`;
}

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
