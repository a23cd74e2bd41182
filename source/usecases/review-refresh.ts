// What the console's reviews read again from the service.
import type { KindName } from '../catalogue/catalogue.js';
import { isMissingRecord } from '../core/errors.js';
import type { Resource, ResourceClient } from '../core/resource.js';
import { entryResource } from '../index/entry-resource.js';
import type { LocalIndex } from '../index/model.js';
import { hoshinsOf } from './coverage.js';
import { refreshChildren } from './open-resource.js';
import { objectivesIn, type ReviewScope } from './plan-scope.js';

type Progress = (done: number, total: number) => void;

/** An objective deleted meanwhile is pruned by its 404 and the rest goes on; resolves with how many. */
export async function refreshReview(
  client: ResourceClient,
  index: LocalIndex,
  scope: ReviewScope,
  kinds: readonly KindName[],
  progress: Progress,
): Promise<number> {
  const objectives = objectivesIn(index, scope);
  for (const [done, objective] of objectives.entries()) {
    progress(done, objectives.length);
    try {
      await refreshChildren(client, index, 'objective', objective.id, { kinds });
    } catch (error) {
      if (!isMissingRecord(error)) throw error;
    }
  }
  return objectives.length;
}

/** The service cannot list objectives: each is read again; one deleted meanwhile is pruned and the rest goes on. */
export async function refreshObjectives(client: ResourceClient, index: LocalIndex, scope: ReviewScope, progress: Progress): Promise<void> {
  const objectives = objectivesIn(index, scope);
  for (const [done, objective] of objectives.entries()) {
    progress(done, objectives.length);
    try {
      await client.get('objective', objective.id);
    } catch (error) {
      if (!isMissingRecord(error)) throw error;
    }
  }
}

/** A hoshin's health as the service keeps it: the hoshin again (its counters) and its known objectives. */
export async function refreshHealth(client: ResourceClient, index: LocalIndex, hoshinId: number, progress: Progress): Promise<void> {
  await client.get('hoshin', hoshinId);
  await refreshObjectives(client, index, { kind: 'hoshin', id: hoshinId }, progress);
}

/** The counters a review's scope is checked against: each hoshin it reaches (and the companies, for every plan). */
export async function refreshCounters(client: ResourceClient, index: LocalIndex, scope: ReviewScope): Promise<void> {
  if (scope.kind === 'all') await client.list('company', null);
  for (const hoshin of hoshinsOf(index, scope)) await client.get('hoshin', hoshin);
}

export function hoshinIndicators(index: LocalIndex, hoshinId: number): Resource[] {
  return index
    .descendants('hoshin', hoshinId)
    .filter((entry) => entry.kind === 'indicator')
    .map(entryResource);
}
