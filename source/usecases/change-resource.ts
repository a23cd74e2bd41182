// Create, update and delete, journalled by the connection's client; followThrough makes the console's views true again.
import type { KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import type { Resource, ResourceClient } from '../core/resource.js';
import { indicatorUpdateForHistoryEdit } from '../domain/indicator.js';
import type { LocalIndex } from '../index/model.js';
import type { Change } from '../journal/change.js';
import type { Journal } from '../journal/journal.js';
import { refreshDerivedFigures } from './derived-figures.js';

type Values = Readonly<Record<string, JsonValue>>;

export interface ChangeOptions {
  /** Reads back the stored resource and the figures the service derives; without it the answer is returned as it came. */
  readonly followThrough?: boolean;
}

export async function createResource(
  client: ResourceClient,
  index: LocalIndex,
  kind: KindName,
  parentId: number | null,
  values: Values,
  options: ChangeOptions = {},
): Promise<Resource> {
  const created = await client.create(kind, parentId, values);
  if (options.followThrough) await refreshDerivedFigures(client, index, kind, created, created.id);
  return created;
}

export async function updateResource(
  client: ResourceClient,
  index: LocalIndex,
  kind: KindName,
  id: number,
  values: Values,
  options: ChangeOptions = {},
): Promise<Resource> {
  if (!options.followThrough) return client.update(kind, id, values);
  const before = kind === 'indicator_history' ? index.get(kind, id)?.resource : undefined;
  const answer = await client.update(kind, id, values);
  // The service answers an update with the attempted values; read back what was stored.
  const stored = kind === 'indicator' ? answer : await client.get(kind, id);
  if (before) await followHistoryEdit(client, index, before, values);
  await refreshDerivedFigures(client, index, kind, stored, stored.id);
  return stored;
}

/** A corrected value on the indicator's last_update day moves the indicator with it. */
async function followHistoryEdit(client: ResourceClient, index: LocalIndex, history: Resource, values: Values): Promise<void> {
  const indicatorId = Number(history.indicator_id);
  const indicator = index.get('indicator', indicatorId)?.resource;
  if (!indicator) return;
  const body = indicatorUpdateForHistoryEdit(indicator, history, values);
  if (body) await client.update('indicator', indicatorId, body);
}

export async function deleteResource(
  client: ResourceClient,
  index: LocalIndex,
  kind: KindName,
  id: number,
  options: ChangeOptions = {},
): Promise<void> {
  // What it hung under, read before the index forgets it.
  const ancestors = options.followThrough ? index.ancestors(kind, id) : [];
  const indicators = kind === 'indicator_history' ? await indicatorsOf(client, index, id) : [];
  await client.remove(kind, id);
  try {
    // The service puts the indicator back on its value before when this was its last update's value:
    // read again, or find and --where would judge the month by a value that is gone.
    for (const indicator of indicators) await client.get('indicator', indicator);
    for (const above of ['objective', 'hoshin'] as const) {
      const entry = ancestors.find((candidate) => candidate.kind === above);
      if (entry) await client.get(above, entry.id);
    }
  } catch {
    // The delete succeeded; the figures stay as they were until the next refresh.
  }
}

/**
 * The indicators a value is filed under: the service's (read now, the read the journal keeps for
 * undo, so nothing more is sent) and where it is known here, when it is.
 */
async function indicatorsOf(client: ResourceClient, index: LocalIndex, id: number): Promise<number[]> {
  const entry = index.get('indicator_history', id);
  const known = indicatorNamed(entry?.resource) ?? (entry?.parentKind === 'indicator' ? entry.parentId : null);
  let served: number | null = null;
  try {
    served = indicatorNamed(await client.get('indicator_history', id));
  } catch {
    // Not readable now: the delete says what it meets; the indicator known here is still read again.
  }
  return [...new Set([served, known].filter((indicator): indicator is number => indicator !== null))];
}

function indicatorNamed(history: Resource | null | undefined): number | null {
  const named = Number(history?.indicator_id);
  return Number.isSafeInteger(named) && named > 0 ? named : null;
}

/** A delete run again that finds the resource gone has nothing left to do; without it a 404 says only "not found". */
export function deletedEarlier(journal: Pick<Journal, 'of'>, kind: KindName, id: number): Change | undefined {
  try {
    return journal.of(kind, id, 20).find((change) => change.what === 'delete' && change.outcome === 'done');
  } catch {
    // A journal that cannot be read tells nothing of a delete: the 404 is said as it is.
    return undefined;
  }
}
