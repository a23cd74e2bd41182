// The console's connection: its watched client, the index fed by it, the people and the journal; each method a use case.
import type { KindName } from '../catalogue/catalogue.js';
import type { SettingsOrigin } from '../config/settings-origin.js';
import type { JsonValue } from '../catalogue/values.js';
import type { Resource, ResourceClient } from '../core/resource.js';
import type { TaskStatus } from '../domain/task.js';
import { entryResource } from '../index/entry-resource.js';
import { attachToClient } from '../index/index-store.js';
import { keptFields } from '../index/kept-fields.js';
import type { LocalIndex } from '../index/model.js';
import { openPeopleDirectory, type PeopleDirectory, type PeoplePlace } from '../index/people.js';
import type { ResourceReference } from '../index/references.js';
import type { Journal } from '../journal/journal.js';
import { boardTasks, fetchBoard, moveTask, type BoardScope } from './board-tasks.js';
import { planBulk, runBulk, type BulkPlan, type BulkTarget, type BulkValues } from './bulk-change.js';
import { createResource, deleteResource, updateResource } from './change-resource.js';
import { watchConnection, type ConnectionEvent } from './connection-watch.js';
import { knownChain, openChain, openMany, type NodeRef, type OpenFailure } from './open-many.js';
import type { ReviewScope } from './plan-scope.js';
import { recordValue } from './record-value.js';
import { type RecordOutcome, type RecordValues } from './record-outcome.js';
import { hoshinIndicators, refreshCounters, refreshHealth, refreshReview } from './review-refresh.js';
import { SessionChanges } from './session-changes.js';
import { meetingRecordInMemory, type MeetingKey, type MeetingRecord } from '../store/review-rows.js';
import type { MeetingDesk } from './meeting/decisions.js';
import type { ViewRows } from '../store/view-rows.js';
import type { MeetingScope } from './meeting/open-meeting.js';
import { fetchList, fetchLists, listableKinds, refreshList, refreshUnlistable, type TreeList } from './tree-lists.js';

export type { NodeRef } from './open-many.js';

export interface SessionInfo {
  readonly profileName: string;
  readonly baseUrl: string;
  readonly readOnly: boolean;
  /** Where the base URL, credentials and dialect came from; absent: all from the profile (the demo's own). */
  readonly settingsFrom?: SettingsOrigin;
}

export interface SessionOptions {
  /** Where the people of each company are kept between runs (a day at most); memory only without it. */
  readonly peoplePlace?: PeoplePlace | null;
  readonly now?: () => number;
  /** The service's journal of changes, which the client writes through (L and z read it). */
  readonly journal?: Journal | null;
  readonly meetings?: MeetingRecord;
  /** What the console opens on instead of the tree alone (`hoshin review`). */
  readonly opening?: ConsoleOpening;
  /** The profile's saved views and "me" (`hoshin view`, `hoshin profile me`); none without it. */
  readonly views?: ViewRows;
}

/** `hoshin review`: the console opens on the review walk of this scope and month. */
export interface ConsoleOpening {
  readonly review: { readonly scope: MeetingScope; readonly month: string };
}

type Values = Readonly<Record<string, JsonValue>>;
type Progress = (done: number, total: number) => void;

export class Session {
  /** The client, every request of which reports whether the service answered. */
  readonly client: ResourceClient;
  readonly index: LocalIndex;
  readonly info: SessionInfo;
  /** Names of the people of each company the console has shown something of. */
  readonly people: PeopleDirectory;
  readonly changes: SessionChanges | null;
  readonly meetings: MeetingRecord;
  readonly opening: ConsoleOpening | null;
  /** The profile's saved views and "me", for the `/` filter's `@NAME` and `owner:me`. */
  readonly views: ViewRows | null;
  readonly #now: () => number;
  readonly #journal: Journal | null;
  readonly #detach: () => void;
  readonly #connectionListeners = new Set<(event: ConnectionEvent) => void>();
  readonly #quietListeners = new Set<() => void>();
  #underway = 0;

  constructor(client: ResourceClient, index: LocalIndex, info: SessionInfo, options: SessionOptions = {}) {
    this.client = watchConnection(
      client,
      (event) => {
        for (const listener of this.#connectionListeners) listener(event);
      },
      (change) => {
        this.#underway += change;
        if (this.#underway === 0) for (const listener of this.#quietListeners) listener();
      },
    );
    this.index = index;
    this.info = info;
    this.people = openPeopleDirectory(options.peoplePlace ?? null, this.client, options.now ?? Date.now);
    this.#detach = attachToClient(index, client);
    this.changes = options.journal ? new SessionChanges(options.journal, this.client, index) : null;
    this.meetings = options.meetings ?? meetingRecordInMemory();
    this.opening = options.opening ?? null;
    this.#now = options.now ?? Date.now;
    this.#journal = options.journal ?? null;
    this.views = options.views ?? null;
  }

  meetingDesk(meeting: MeetingKey): MeetingDesk {
    return { client: this.client, index: this.index, record: this.meetings, meeting, now: this.#now };
  }

  /** Requests of this session under way now (the console is idle when none is and its frame is drawn). */
  get underway(): number {
    return this.#underway;
  }

  /** Hears each time the last request under way ends; returns the unsubscribe function. */
  onQuiet(listener: () => void): () => void {
    this.#quietListeners.add(listener);
    return () => this.#quietListeners.delete(listener);
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

  listableKinds(list: TreeList): KindName[] {
    return listableKinds(list);
  }

  listable(list: TreeList): boolean {
    return listableKinds(list).length > 0;
  }

  fetchList(list: TreeList): Promise<void> {
    return fetchList(this.client, list);
  }

  refresh(list: TreeList): Promise<void> {
    return refreshList(this.client, this.index, list);
  }

  fetchLists(kind: KindName, id: number): Promise<{ readonly kind: KindName; readonly count: number }[]> {
    return fetchLists(this.client, kind, id);
  }

  refreshUnlistable(
    parentKind: KindName,
    parentId: number,
    childKind: KindName,
  ): Promise<{ readonly known: number; readonly counted: number | null }> {
    return refreshUnlistable(this.client, this.index, parentKind, parentId, childKind);
  }

  openMany(references: readonly ResourceReference[]): Promise<{ readonly chains: NodeRef[][]; readonly failures: OpenFailure[] }> {
    return openMany(this.client, this.index, references);
  }

  async fetch(kind: KindName, id: number): Promise<Resource> {
    return this.client.get(kind, id);
  }

  openResource(kind: KindName, id: number): Promise<NodeRef[]> {
    return openChain(this.client, this.index, kind, id);
  }

  knownChain(kind: KindName, id: number): NodeRef[] {
    return knownChain(this.index, kind, id);
  }

  update(kind: KindName, id: number, values: Values): Promise<Resource> {
    return updateResource(this.client, this.index, kind, id, values, { followThrough: true });
  }

  create(kind: KindName, parentId: number | null, values: Values): Promise<Resource> {
    return createResource(this.client, this.index, kind, parentId, values, { followThrough: true });
  }

  remove(kind: KindName, id: number): Promise<void> {
    return deleteResource(this.client, this.index, kind, id, { followThrough: true });
  }

  /** The known history values of an indicator (the service cannot list them). */
  histories(indicatorId: number): Resource[] {
    return this.index.children('indicator', indicatorId, 'indicator_history').map(entryResource);
  }

  /** `v` and the due queue: the one record operation; the console words its outcome. */
  async recordValue(indicatorId: number, values: RecordValues, today: string): Promise<RecordOutcome> {
    const indicator =
      keptFields('indicator', this.index.get('indicator', indicatorId)) ?? (await this.client.get('indicator', indicatorId));
    const { outcome } = await recordValue(this.client, this.index, { indicatorId, ...values }, { today, indicator, followThrough: true });
    return outcome;
  }

  moveTask(taskId: number, target: TaskStatus): Promise<Resource | null> {
    return moveTask(this.client, this.index, taskId, target);
  }

  /** A change of many (the marked rows): each read fresh, what holds the values already left out. */
  planBulk(label: string, targets: readonly BulkTarget[], valuesFor: BulkValues): Promise<BulkPlan> {
    return planBulk(this.client, label, targets, valuesFor);
  }

  /** Sends a planned change of many as one group of the journal (one undo puts it back). */
  runBulk(plan: BulkPlan): Promise<BulkPlan> {
    return runBulk(plan, this.client, this.index, this.#journal);
  }

  boardTasks(scope: BoardScope): Resource[] {
    return boardTasks(this.index, scope);
  }

  fetchBoard(scope: BoardScope): Promise<void> {
    return fetchBoard(this.client, this.index, scope);
  }

  refreshReview(scope: ReviewScope, kinds: readonly KindName[], progress: Progress = () => undefined): Promise<number> {
    return refreshReview(this.client, this.index, scope, kinds, progress);
  }

  refreshHealth(hoshinId: number, progress: Progress = () => undefined): Promise<void> {
    return refreshHealth(this.client, this.index, hoshinId, progress);
  }

  refreshCounters(scope: ReviewScope): Promise<void> {
    return refreshCounters(this.client, this.index, scope);
  }

  hoshinIndicators(hoshinId: number): Resource[] {
    return hoshinIndicators(this.index, hoshinId);
  }

  close(): void {
    this.people.save();
    this.#detach();
  }
}
