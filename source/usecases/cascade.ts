// The cascade of a hoshin from what is known here, and reading it again; what the service cannot list stays unknown, and is counted.
import type { Resource, ResourceClient } from '../core/resource.js';
import { isHoshinError, isMissingRecord } from '../core/errors.js';
import { ancestryIds, cascadeOf, parentPlanId, type Cascade } from '../domain/cascade.js';
import type { LocalIndex } from '../index/model.js';
import { refreshChildren } from './open-resource.js';
import { knownObjectivesIn } from './plan-scope.js';

function resources(index: LocalIndex, kind: 'hoshin'): Resource[] {
  return index.all(kind).flatMap((entry) => (entry.resource ? [entry.resource] : []));
}

/** The cascade around a known hoshin; undefined when the hoshin is not known here. */
export function cascadeFromIndex(index: LocalIndex, hoshinId: number): Cascade | undefined {
  const hoshin = index.get('hoshin', hoshinId)?.resource;
  if (!hoshin) return undefined;
  return cascadeOf({
    hoshin,
    hoshins: resources(index, 'hoshin'),
    objectivesOf: (id) => knownObjectivesIn(index, { kind: 'hoshin', id }),
    indicatorsOf: (id) => index.children('objective', id, 'indicator').flatMap((entry) => (entry.resource ? [entry.resource] : [])),
  });
}

export interface CascadeRefresh {
  /** Plans named by an ancestry that the service says do not exist (or not for these credentials). */
  readonly missingPlans: readonly number[];
}

/** `onStep` says how far it got. */
export async function refreshCascade(
  client: Pick<ResourceClient, 'get' | 'list'>,
  index: LocalIndex,
  hoshinId: number,
  onStep: (text: string | undefined) => void = () => undefined,
): Promise<CascadeRefresh> {
  const hoshin = await client.get('hoshin', hoshinId);
  const missingPlans: number[] = [];
  const read = async (id: number): Promise<void> => {
    try {
      await client.get('hoshin', id);
    } catch (error) {
      if (isMissingRecord(error) || (isHoshinError(error) && error.kind === 'permission')) missingPlans.push(id);
      else throw error;
    }
  };
  try {
    for (const id of ancestryIds(hoshin)) await read(id);
    const children = resources(index, 'hoshin').filter((other) => parentPlanId(other) === hoshinId);
    for (const child of children) await read(child.id);
    const objectives = children.flatMap((child) => knownObjectivesIn(index, { kind: 'hoshin', id: child.id }));
    let done = 0;
    for (const objective of objectives) {
      done += 1;
      onStep(`listing the indicators of child objective ${done} of ${objectives.length}`);
      try {
        await refreshChildren(client, index, 'objective', objective.id, { kinds: ['indicator'] });
      } catch (error) {
        if (!isMissingRecord(error)) throw error;
      }
    }
  } finally {
    onStep(undefined);
  }
  return { missingPlans };
}
