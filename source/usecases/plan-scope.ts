// What the index knows under a scope for the monthly review. Pure.
import { childKinds, type KindName } from '../catalogue/catalogue.js';
import type { Resource } from '../core/resource.js';
import { withCurrentValue, type HistoryLike } from '../domain/indicator.js';
import type { IndexEntry } from '../index/index-entry.js';
import type { LocalIndex } from '../index/model.js';

export type ReviewScope = { readonly kind: 'hoshin' | 'area' | 'objective'; readonly id: number } | { readonly kind: 'all' };

export const REVIEW_SCOPE_KINDS: readonly KindName[] = ['hoshin', 'area', 'objective'];

function fetched(entries: readonly IndexEntry[]): Resource[] {
  return entries.flatMap((entry) => (entry.resource ? [entry.resource] : []));
}

/** Also the objectives only named by a known indicator or task, placed by their ancestor fields. */
export function objectivesIn(index: LocalIndex, scope: ReviewScope): { readonly id: number; readonly entry: IndexEntry | undefined }[] {
  const ids = new Set<number>();
  if (scope.kind === 'objective') ids.add(scope.id);
  else if (scope.kind === 'all') for (const entry of index.all('objective')) ids.add(entry.id);
  else for (const id of objectiveIdsUnder(index, scope.kind, scope.id)) ids.add(id);
  if (scope.kind !== 'objective') {
    const field = scope.kind === 'all' ? null : `${scope.kind}_id`;
    for (const kind of ['indicator', 'task'] as const) {
      for (const entry of index.all(kind)) {
        const objective = entry.resource?.objective_id;
        if (typeof objective !== 'number') continue;
        if (field === null || entry.resource?.[field] === (scope as { id: number }).id) ids.add(objective);
      }
    }
  }
  return [...ids].map((id) => ({ id, entry: index.get('objective', id) }));
}

/** The kinds a walk down to objectives goes through: a hoshin's areas and goals, an area's objectives (not the indicators, tasks and values below them). */
const ABOVE_OBJECTIVES: ReadonlySet<KindName> = new Set(['hoshin', 'area', 'goal']);

/** The known objectives under a hoshin or an area, reading only what lies above them. */
function objectiveIdsUnder(index: LocalIndex, kind: KindName, id: number): number[] {
  const found: number[] = [];
  const visit = (parentKind: KindName, parentId: number): void => {
    for (const child of childKinds(parentKind)) {
      if (child.name !== 'objective' && !ABOVE_OBJECTIVES.has(child.name)) continue;
      for (const entry of index.children(parentKind, parentId, child.name)) {
        if (entry.kind === 'objective') found.push(entry.id);
        else visit(entry.kind, entry.id);
      }
    }
  };
  visit(kind, id);
  return found;
}

export function indicatorsIn(index: LocalIndex, scope: ReviewScope): Resource[] {
  return objectivesIn(index, scope).flatMap((objective) => fetched(index.children('objective', objective.id, 'indicator')));
}

/** The objectives the index holds under the scope (with their flags), for plan health. */
export function knownObjectivesIn(index: LocalIndex, scope: ReviewScope): Resource[] {
  return objectivesIn(index, scope).flatMap((objective) => (objective.entry?.resource ? [objective.entry.resource] : []));
}

export function tasksIn(index: LocalIndex, scope: ReviewScope): Resource[] {
  return objectivesIn(index, scope).flatMap((objective) => fetched(index.children('objective', objective.id, 'task')));
}

/** Plus the current value on its last_update day (the service keeps that row) when no known row has that day. */
export function historiesOf(index: LocalIndex, indicator: Resource): HistoryLike[] {
  const known: HistoryLike[] = index
    .children('indicator', indicator.id, 'indicator_history')
    .map((entry) => entry.resource ?? { id: entry.id, day: entry.name });
  return withCurrentValue(indicator, known);
}
