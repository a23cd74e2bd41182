// What the console does over the network, in one small service: fetch the lists the service
// offers, open a resource by id and learn its ancestry, save, create, delete. Every answer flows
// into the local index through the client's events; the views read the index only.
import { childKinds, kindSpec, type KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import { HoshinError, isHoshinError, isMissingRecord } from '../core/errors.js';
import type { Resource, ResourceClient } from '../core/resource.js';
import { indicatorUpdateForHistoryEdit } from '../domain/indicator.js';
import { recordValue } from './record-value.js';
import { consoleOutcome, refreshDerivedFigures, type RecordOutcome, type RecordValues } from '../tui/forms/change-outcomes.js';

export type { RecordOutcome, RecordValues } from '../tui/forms/change-outcomes.js';
import { statusChange, type TaskStatus } from '../domain/task.js';
import type { IndexEntry } from '../index/index-entry.js';
import type { LocalIndex } from '../index/model.js';
import { countedChildren, isListableUnder } from '../index/counters.js';
import { learnAround, refreshChildren } from './open-resource.js';
import { openPeopleDirectory, type PeopleDirectory } from '../index/people.js';
import { hoshinsOf } from './coverage.js';
import { objectivesIn, type ReviewScope } from './plan-scope.js';
import type { ResourceReference } from '../index/references.js';
import { redactSignatures } from '../signing/signing.js';
import { attachToClient } from '../index/index-store.js';
import { entryResource } from '../tui/tree/index-source.js';
import type { BoardScope } from '../tui/kernel/overlays.js';
import type { Journal } from '../journal/journal.js';
import { SessionChanges } from '../tui/changes/session-changes.js';
import { watchConnection, type ConnectionEvent } from '../tui/kernel/connection-watch.js';
import type { OpenFailure } from '../tui/palette/opened-summary.js';
import { listOwner, type ListRef } from '../tui/tree/tree-shape.js';

export interface SessionInfo {
  readonly profileName: string;
  readonly baseUrl: string;
  readonly readOnly: boolean;
}

export interface SessionOptions {
  /** Where the people of each company are kept between runs (a day at most); memory only without it. */
  readonly peopleFile?: string | null;
  readonly now?: () => number;
  /** The service's journal of changes, which the client writes through (L and z read it). */
  readonly journal?: Journal | null;
}

export interface NodeRef {
  readonly kind: KindName;
  readonly id: number;
}

export class Session {
  /** The client, every request of which reports whether the service answered. */
  readonly client: ResourceClient;
  readonly index: LocalIndex;
  readonly info: SessionInfo;
  /** Names of the people of each company the console has shown something of. */
  readonly people: PeopleDirectory;
  /** The journal's changes (L, z, the detail pane); null without a journal. */
  readonly changes: SessionChanges | null;
  readonly #detach: () => void;
  readonly #connectionListeners = new Set<(event: ConnectionEvent) => void>();

  constructor(client: ResourceClient, index: LocalIndex, info: SessionInfo, options: SessionOptions = {}) {
    this.client = watchConnection(client, (event) => {
      for (const listener of this.#connectionListeners) listener(event);
    });
    this.index = index;
    this.info = info;
    this.people = openPeopleDirectory(options.peopleFile ?? null, this.client, options.now ?? Date.now);
    this.#detach = attachToClient(index, client);
    this.changes = options.journal ? new SessionChanges(options.journal, this.client, index) : null;
  }

  /** Hears whether each request got an answer; returns the unsubscribe function. */
  onConnection(listener: (event: ConnectionEvent) => void): () => void {
    this.#connectionListeners.add(listener);
    return () => this.#connectionListeners.delete(listener);
  }

  get host(): string {
    try {
      return new URL(this.info.baseUrl).host;
    } catch {
      return this.info.baseUrl;
    }
  }

  /** Child kinds of a list the service can list (companies; indicators and tasks of an objective). */
  listableKinds(list: ListRef): KindName[] {
    const kinds = list.type === 'children' ? [list.childKind] : childKinds(list.parentKind).map((spec) => spec.name);
    return kinds.filter((kind) => kindSpec(kind).list?.scope === (list.parentKind ?? null));
  }

  listable(list: ListRef): boolean {
    return this.listableKinds(list).length > 0;
  }

  /** Fetches what the service can list of a list just opened; the answers complete the index. */
  async fetchList(list: ListRef): Promise<void> {
    for (const kind of this.listableKinds(list)) await this.client.list(kind, list.parentId);
  }

  /** `r`: the lists the service offers under the owner, and a re-get of every known child it cannot list. */
  async refresh(list: ListRef): Promise<void> {
    const owner = listOwner(list);
    if (owner) await this.client.get(owner.kind, owner.id);
    await refreshChildren(this.client, this.index, owner?.kind ?? null, owner?.id ?? null);
  }

  /** `r` on an objective or one of its groups: the lists the service offers under it. Resolves with how many of each kind. */
  async fetchLists(kind: KindName, id: number): Promise<{ readonly kind: KindName; readonly count: number }[]> {
    const counts: { kind: KindName; count: number }[] = [];
    for (const child of childKinds(kind)) {
      if (isListableUnder(kind, child.name)) counts.push({ kind: child.name, count: (await this.client.list(child.name, id)).length });
    }
    return counts;
  }

  /**
   * `r` on a group the service cannot list: the parent again (its counters) and a re-get of the
   * known children of that kind, pruning the gone ones. Resolves with what the counters say now.
   */
  async refreshUnlistable(parentKind: KindName, parentId: number, childKind: KindName): Promise<{ readonly known: number; readonly counted: number | null }> {
    const parent = await this.client.get(parentKind, parentId);
    await refreshChildren(this.client, this.index, parentKind, parentId, { kinds: [childKind] });
    return { known: this.index.children(parentKind, parentId, childKind).length, counted: countedChildren(parentKind, parent, childKind) };
  }

  /**
   * Several resources pasted into the palette: each is fetched and walked up to its company (so
   * the index learns the whole chain), one after the other. A failure does not stop the rest.
   */
  async openMany(references: readonly ResourceReference[]): Promise<{ readonly chains: NodeRef[][]; readonly failures: OpenFailure[] }> {
    const chains: NodeRef[][] = [];
    const failures: OpenFailure[] = [];
    for (const reference of references) {
      try {
        chains.push(await this.openResource(reference.kind, reference.id));
      } catch (error) {
        const reason = isMissingRecord(error) ? 'not found' : isHoshinError(error) ? error.message : redactSignatures(error instanceof Error ? error.message : String(error));
        failures.push({ reference, reason });
      }
    }
    return { chains, failures };
  }

  async fetch(kind: KindName, id: number): Promise<Resource> {
    return this.client.get(kind, id);
  }

  /**
   * Fetches a resource and its ancestors up to the company (the local index's openResource), so
   * the tree can show it in place. Returns the chain root first, ending with the resource.
   */
  async openResource(kind: KindName, id: number): Promise<NodeRef[]> {
    // Opening anything learns the plan around it: ancestors, and the objective's indicators and tasks.
    const { chain, unlearned } = await learnAround(this.client, this.index, kind, id);
    // Its place in the tree is the chain: an ancestor that could not be fetched is said as before.
    if (unlearned !== undefined && chain.length === 0) throw unlearned;
    return chain.map((entry) => ({ kind: entry.kind, id: entry.id }));
  }

  /** The chain from the index alone (no requests), root first, ending with the resource. */
  knownChain(kind: KindName, id: number): NodeRef[] {
    return [...this.index.ancestors(kind, id).map((entry) => ({ kind: entry.kind, id: entry.id })), { kind, id }];
  }

  async update(kind: KindName, id: number, values: Readonly<Record<string, JsonValue>>): Promise<Resource> {
    const before = kind === 'indicator_history' ? this.index.get(kind, id)?.resource : undefined;
    const answer = await this.client.update(kind, id, values);
    // The service answers an update with the attempted values; read back what was stored.
    const stored = kind === 'indicator' ? answer : await this.client.get(kind, id);
    if (before) await this.followHistoryEdit(before, values);
    await this.refreshDerived(kind, stored);
    return stored;
  }

  /** After a change: the figures the service derives from it are read again (derived-figures.ts). */
  async refreshDerived(kind: KindName, resource: Resource | null, id: number | null = resource?.id ?? null): Promise<void> {
    await refreshDerivedFigures(this.client, this.index, kind, resource, id);
  }

  /** A corrected value on the indicator's last_update day moves the indicator with it. */
  private async followHistoryEdit(history: Resource, values: Readonly<Record<string, JsonValue>>): Promise<void> {
    const indicatorId = Number(history.indicator_id);
    const indicator = this.index.get('indicator', indicatorId)?.resource;
    if (!indicator) return;
    const body = indicatorUpdateForHistoryEdit(indicator, history, values);
    if (body) await this.client.update('indicator', indicatorId, body);
  }

  async create(kind: KindName, parentId: number | null, values: Readonly<Record<string, JsonValue>>): Promise<Resource> {
    const created = await this.client.create(kind, parentId, values);
    await this.refreshDerived(kind, created);
    return created;
  }

  async remove(kind: KindName, id: number): Promise<void> {
    // What it hung under, read before the index forgets it.
    const ancestors = this.index.ancestors(kind, id);
    await this.client.remove(kind, id);
    try {
      for (const above of ['objective', 'hoshin'] as const) {
        const entry = ancestors.find((candidate) => candidate.kind === above);
        if (entry) await this.client.get(above, entry.id);
      }
    } catch {
      // The delete succeeded; the figures stay as they were until the next refresh.
    }
  }

  /** The known history values of an indicator (the service cannot list them). */
  histories(indicatorId: number): Resource[] {
    return this.index.children('indicator', indicatorId, 'indicator_history').map(entryResource);
  }

  /**
   * `v` and the due queue: the one record operation (index/recording.ts), worded for the console;
   * then the figures derived from the change are read again.
   */
  async recordValue(indicatorId: number, values: RecordValues, today: string): Promise<RecordOutcome> {
    const indicator = this.index.get('indicator', indicatorId)?.resource ?? (await this.client.get('indicator', indicatorId));
    const { outcome } = await recordValue(this.client, this.index, { indicatorId, ...values }, { today, indicator });
    if (outcome.type === 'recorded' || outcome.type === 'unmoved' || outcome.type === 'finished') await this.refreshDerived('indicator', indicator);
    return consoleOutcome(outcome);
  }

  /**
   * Moves a task to a status; null when it already has it (nothing is sent: the service answers a
   * transition to the current state with an error). Resolves with the task as stored.
   */
  async moveTask(taskId: number, target: TaskStatus): Promise<Resource | null> {
    const task = this.index.get('task', taskId)?.resource ?? (await this.client.get('task', taskId));
    const body = statusChange(task as { id: number }, target);
    if (body === null) return null;
    return this.update('task', taskId, body);
  }

  /** The known tasks a board shows: an objective's, or every known one under a hoshin. */
  boardTasks(scope: BoardScope): Resource[] {
    if (scope.kind === 'objective') return this.index.children('objective', scope.id, 'task').map(entryResource);
    return this.index
      .descendants('hoshin', scope.id)
      .filter((entry) => entry.kind === 'task')
      .map(entryResource);
  }

  /** Lists the tasks of the board's objective, or of every known objective of its hoshin. */
  async fetchBoard(scope: BoardScope): Promise<void> {
    const objectives = scope.kind === 'objective' ? [scope.id] : this.index.descendants('hoshin', scope.id).filter((e) => e.kind === 'objective').map((e) => e.id);
    for (const id of objectives) await this.client.list('task', id);
  }

  /**
   * The monthly review's refresh: the lists of every known objective under the scope (their
   * indicators, and tasks), one objective after the other, reporting each before it is asked. An
   * objective deleted meanwhile is pruned by its 404 and the rest goes on. Resolves with how many.
   */
  async refreshReview(scope: ReviewScope, kinds: readonly KindName[], progress: (done: number, total: number) => void = () => undefined): Promise<number> {
    const objectives = objectivesIn(this.index, scope);
    for (const [done, objective] of objectives.entries()) {
      progress(done, objectives.length);
      try {
        await refreshChildren(this.client, this.index, 'objective', objective.id, { kinds });
      } catch (error) {
        if (!isMissingRecord(error)) throw error;
      }
    }
    return objectives.length;
  }

  /**
   * A hoshin's health as the service keeps it: the hoshin again (its counters) and each known
   * objective under it (its neglected and blind flags; the service cannot list objectives).
   */
  async refreshHealth(hoshinId: number, progress: (done: number, total: number) => void = () => undefined): Promise<void> {
    await this.client.get('hoshin', hoshinId);
    const objectives = objectivesIn(this.index, { kind: 'hoshin', id: hoshinId });
    for (const [done, objective] of objectives.entries()) {
      progress(done, objectives.length);
      try {
        await this.client.get('objective', objective.id);
      } catch (error) {
        if (!isMissingRecord(error)) throw error;
      }
    }
  }

  /** The counters a review's scope is checked against: each hoshin it reaches (and the companies, for every plan). */
  async refreshCounters(scope: ReviewScope): Promise<void> {
    if (scope.kind === 'all') await this.client.list('company', null);
    for (const hoshin of hoshinsOf(this.index, scope)) await this.client.get('hoshin', hoshin);
  }

  /** The known indicators of a hoshin, in tree order. */
  hoshinIndicators(hoshinId: number): Resource[] {
    return this.index
      .descendants('hoshin', hoshinId)
      .filter((entry) => entry.kind === 'indicator')
      .map(entryResource);
  }

  close(): void {
    this.people.save();
    this.#detach();
  }
}
