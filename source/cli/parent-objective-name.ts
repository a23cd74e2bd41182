// `parent_id="Grow exports"`: a parent objective by (the start of) its name, found before anything is sent.
import { refusal } from '../core/refusal.js';
import { isHoshinError } from '../core/errors.js';
import type { Resource } from '../core/resource.js';
import { parentPlanId } from '../domain/cascade.js';
import { choosePerson, personLabel } from '../domain/people-choice.js';
import { parentObjectivesOf } from '../usecases/parent-objectives.js';
import type { Connection } from './connection.js';
import { known } from './people-names.js';

function planOf(resource: Resource): number | null {
  const id = resource['hoshin_id'];
  return typeof id === 'number' ? id : null;
}

export function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** The id of the parent objective named, for an objective created under area `parentId` or objective `id` updated. */
export async function resolveParentObjective(
  connection: Connection,
  target: { readonly parentId: number | null } | { readonly id: number },
  text: string,
): Promise<number> {
  const resource =
    'id' in target
      ? await known(connection, 'objective', target.id)
      : target.parentId === null
        ? null
        : await known(connection, 'area', target.parentId);
  const hoshinId = resource === null ? null : planOf(resource);
  // Read when not known here: its ancestry names the parent plan, which a refusal names.
  const plan = hoshinId === null ? null : await known(connection, 'hoshin', hoshinId);
  const parentPlan = plan === null ? null : parentPlanId(plan);
  if (parentPlan !== null)
    await known(connection, 'hoshin', parentPlan).catch((error: unknown) => {
      if (!isHoshinError(error) || (error.kind !== 'not_found' && error.kind !== 'permission')) throw error;
    });
  const choices = parentObjectivesOf(connection.index, hoshinId);
  const typed = text.trim();
  if ('problem' in choices)
    throw refusal('parent_id', typed, 'cannot be read as a name; nothing was sent', [
      `${capitalised(choices.problem)}: give the parent objective's id.`,
    ]);
  const choice = choosePerson(choices.objectives, typed);
  if (choice.type === 'id') return choice.id;
  const listed = (objectives: readonly { id: number; name: string }[]): string =>
    objectives.map((objective) => personLabel(objective.id, objective.name)).join(', ');
  if (choice.type === 'ambiguous')
    throw refusal('parent_id', typed, `matches ${choice.candidates.length} objectives of the parent plan; nothing was sent`, [
      `They are ${listed(choice.candidates)}: give more of the name or the id.`,
    ]);
  throw refusal('parent_id', typed, 'names no objective of the parent plan known here; nothing was sent', [
    `Known: ${listed(choices.objectives)}. Give a name or the id.`,
  ]);
}

/** The ids for the names given: `parent_id` among the parent plan's objectives; none when not given by name. */
export async function resolveParentName(
  connection: Connection,
  names: Record<string, string>,
  target: { readonly parentId: number | null } | { readonly id: number },
): Promise<Record<string, number>> {
  const text = names['parent_id'];
  if (text === undefined) return {};
  delete names['parent_id'];
  return { parent_id: await resolveParentObjective(connection, target, text) };
}
