// Opening a resource by id walks the parent ids up to the company: the service only links upward.
import { ancestorKinds, childKinds, isKindName, kindSpec, type KindName, type ParentKindName } from '../catalogue/catalogue.js';
import { HoshinError, isMissingRecord } from '../core/errors.js';
import type { Resource, ResourceClient } from '../core/resource.js';
import { readId } from '../index/entry-keys.js';
import type { IndexEntry } from '../index/index-entry.js';
import type { LocalIndex } from '../index/model.js';

export interface OpenOptions {
  /** Ancestors the index saw this recently are not fetched again (default 60 s). */
  readonly freshForMs?: number;
  /** Clock in epoch ms, the same one the index uses for seenAt. */
  readonly now?: () => number;
}

const DEFAULT_FRESH_MS = 60_000;

function label(kind: KindName): string {
  return kindSpec(kind).label.toLowerCase();
}

function parentIdOf(kind: KindName, resource: Resource): number | null {
  const field = kindSpec(kind).parentField;
  return field ? readId(resource[field]) : null;
}

/** The chain root first; a 404 anywhere prunes that resource from the index and throws 'not_found'. */
export async function openResource(
  client: Pick<ResourceClient, 'get'>,
  index: LocalIndex,
  kind: KindName,
  id: number,
  options: OpenOptions = {},
): Promise<readonly IndexEntry[]> {
  const now = options.now ?? Date.now;
  const freshForMs = options.freshForMs ?? DEFAULT_FRESH_MS;
  const chain: IndexEntry[] = [];
  let current: { kind: KindName; id: number } = { kind, id };
  const depth = 1 + ancestorKinds(kind).filter(isKindName).length;
  for (let step = 0; step < depth; step += 1) {
    const known = index.get(current.kind, current.id);
    // The resource asked for is always fetched; its ancestors only when the index's copy is old.
    const fresh = step > 0 && known?.resource && known.seenAt !== null && now() - known.seenAt <= freshForMs;
    let resource: Resource;
    if (fresh) {
      resource = known.resource;
    } else {
      try {
        resource = await client.get(current.kind, current.id);
      } catch (error) {
        if (!isMissingRecord(error)) throw error;
        index.applyEvent({ type: 'gone', kind: current.kind, id: current.id });
        const what = `${label(current.kind)} ${current.id}`;
        const message =
          step === 0
            ? `${what} was not found (deleted, or not visible with this app key)`
            : `${what}, the ${label(current.kind)} of ${label(kind)} ${id}, was not found (deleted, or not visible with this app key)`;
        throw new HoshinError('not_found', message, { ...error.details, cause: error });
      }
      index.applyEvent({ type: 'seen', kind: current.kind, resource });
    }
    const entry = index.get(current.kind, current.id);
    if (entry) chain.unshift(entry);
    const parentKind = kindSpec(current.kind).parent;
    const parentId = parentIdOf(current.kind, resource);
    // Invoices hang off a subscription the service cannot show: the chain ends there.
    if (parentKind === null || !isKindName(parentKind) || parentId === null) break;
    current = { kind: parentKind, id: parentId };
  }
  return chain;
}

export interface RefreshOptions {
  /** Requests in flight at once when re-getting known children (default 4). */
  readonly concurrency?: number;
  /** Only these child kinds (default: every child kind of the resource). */
  readonly kinds?: readonly KindName[];
}

export interface RefreshResult {
  /** Child kinds fetched as complete lists. */
  readonly listed: readonly KindName[];
  /** Known children fetched one by one (kinds the service cannot list). */
  readonly fetched: number;
  /** Known children the service no longer has, removed from the index. */
  readonly pruned: number;
}

/** Fetches the lists the service offers and re-gets the known children of the kinds it cannot list, pruning the gone. */
export async function refreshChildren(
  client: Pick<ResourceClient, 'get' | 'list'>,
  index: LocalIndex,
  kind: ParentKindName | null,
  id: number | null,
  options: RefreshOptions = {},
): Promise<RefreshResult> {
  if (kind === null) {
    index.applyEvent({ type: 'listed', kind: 'company', scopeId: null, resources: await client.list('company', null) });
    return { listed: ['company'], fetched: 0, pruned: 0 };
  }
  if (id === null) throw new Error('refreshChildren needs the id of the parent');
  const listed: KindName[] = [];
  const toFetch: IndexEntry[] = [];
  for (const child of childKinds(kind)) {
    if (options.kinds && !options.kinds.includes(child.name)) continue;
    if (child.list && child.list.scope === kind) {
      index.applyEvent({ type: 'listed', kind: child.name, scopeId: id, resources: await client.list(child.name, id) });
      listed.push(child.name);
    } else {
      for (const entry of index.children(kind, id, child.name)) toFetch.push(entry);
    }
  }
  let fetched = 0;
  let pruned = 0;
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async (): Promise<void> => {
    while (next < toFetch.length && !failure) {
      const entry = toFetch[next++] as IndexEntry;
      try {
        index.applyEvent({ type: 'seen', kind: entry.kind, resource: await client.get(entry.kind, entry.id) });
        fetched += 1;
      } catch (error) {
        if (isMissingRecord(error)) {
          index.applyEvent({ type: 'gone', kind: entry.kind, id: entry.id });
          pruned += 1;
        } else {
          failure ??= { error };
        }
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 4, toFetch.length));
  await Promise.all(Array.from({ length: workers }, worker));
  if (failure) throw failure.error;
  return { listed, fetched, pruned };
}

export interface LearnedAround {
  readonly resource: Resource;
  readonly chain: readonly IndexEntry[];
  /** The objective whose indicators and tasks were listed (or were fresh), if the chain has one. */
  readonly objectiveId: number | null;
  /** Why the plan around it could not all be learned (an ancestor refused, a list failed); the resource stands. */
  readonly unlearned?: unknown;
}

/** Opening anything learns the plan around it, unless seen within the freshness window. */
export async function learnAround(
  client: Pick<ResourceClient, 'get' | 'list'>,
  index: LocalIndex,
  kind: KindName,
  id: number,
  options: OpenOptions = {},
): Promise<LearnedAround> {
  let resource: Resource | undefined;
  const capturing: Pick<ResourceClient, 'get'> = {
    get: async (getKind, getId) => {
      const answer = await client.get(getKind, getId);
      if (getKind === kind && getId === id) resource = answer;
      return answer;
    },
  };
  let chain: readonly IndexEntry[] = [];
  let objective: IndexEntry | undefined;
  try {
    chain = await openResource(capturing, index, kind, id, options);
    objective = chain.find((entry) => entry.kind === 'objective');
    if (objective) {
      const now = (options.now ?? Date.now)();
      const freshForMs = options.freshForMs ?? DEFAULT_FRESH_MS;
      for (const child of ['indicator', 'task'] as const) {
        const since = index.completeSince('objective', objective.id, child);
        if (since !== undefined && now - since <= freshForMs) continue;
        index.applyEvent({
          type: 'listed',
          kind: child,
          scopeId: objective.id,
          resources: await client.list(child, objective.id),
        });
      }
    }
  } catch (error) {
    // The resource itself was fetched: what could not be learned around it does not take it away.
    if (!resource) throw error;
    return { resource, chain, objectiveId: objective?.id ?? null, unlearned: error };
  }
  if (!resource) throw new Error(`learnAround: ${kind} ${id} was not fetched`);
  return { resource, chain, objectiveId: objective?.id ?? null };
}
