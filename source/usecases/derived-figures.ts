// The figures the service derives from a change, read again after it so they do not stay stale.
import type { KindName } from '../catalogue/catalogue.js';
import type { Resource, ResourceClient } from '../core/resource.js';
import type { LocalIndex } from '../index/model.js';

/** A failure here leaves the change made; the next `r` retries. */
export async function refreshDerivedFigures(
  client: Pick<ResourceClient, 'get'>,
  index: LocalIndex,
  kind: KindName,
  resource: Resource | null,
  id: number | null,
): Promise<void> {
  const known = (field: string): number | null => {
    const own = resource?.[field];
    if (typeof own === 'number') return own;
    if (id === null) return null;
    const entry = index.get(kind, id);
    const fromEntry = entry?.resource?.[field];
    if (typeof fromEntry === 'number') return fromEntry;
    const ancestor = index.ancestors(kind, id).find((candidate) => `${candidate.kind}_id` === field);
    if (ancestor) return ancestor.id;
    // A history value names its indicator, which names the rest.
    const indicatorId = typeof resource?.indicator_id === 'number' ? resource.indicator_id : null;
    const indicator = indicatorId === null ? undefined : index.get('indicator', indicatorId)?.resource;
    return typeof indicator?.[field] === 'number' ? indicator[field] : null;
  };
  const objectiveId = kind === 'objective' ? null : known('objective_id');
  const hoshinId = kind === 'hoshin' ? null : known('hoshin_id');
  try {
    if (objectiveId !== null) await client.get('objective', objectiveId);
    if (hoshinId !== null) await client.get('hoshin', hoshinId);
  } catch {
    // The change itself succeeded; the figures stay as they were until the next refresh.
  }
}
