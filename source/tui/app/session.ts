// What the console does over the network, in one small service: fetch the lists the service
// offers, open a resource by id and learn its ancestry, save, create, delete. Every answer flows
// into the local index through the client's events; the views read the index only.
import { childKinds, kindSpec, type KindName } from '../../catalogue/catalogue.js';
import type { JsonValue } from '../../catalogue/values.js';
import type { Resource, ResourceClient } from '../../client/types.js';
import type { LocalIndex } from '../../index/model.js';
import { openResource, refreshChildren } from '../../index/open.js';
import { attachToClient } from '../../index/store.js';
import { listOwner, type ListRef } from '../state/tree.js';

export interface SessionInfo {
  readonly profileName: string;
  readonly baseUrl: string;
  readonly readOnly: boolean;
}

export interface NodeRef {
  readonly kind: KindName;
  readonly id: number;
}

export class Session {
  readonly client: ResourceClient;
  readonly index: LocalIndex;
  readonly info: SessionInfo;
  readonly #detach: () => void;

  constructor(client: ResourceClient, index: LocalIndex, info: SessionInfo) {
    this.client = client;
    this.index = index;
    this.info = info;
    this.#detach = attachToClient(index, client);
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

  async fetch(kind: KindName, id: number): Promise<Resource> {
    return this.client.get(kind, id);
  }

  /**
   * Fetches a resource and its ancestors up to the company (the local index's openResource), so
   * the tree can show it in place. Returns the chain root first, ending with the resource.
   */
  async openResource(kind: KindName, id: number): Promise<NodeRef[]> {
    const chain = await openResource(this.client, this.index, kind, id);
    return chain.map((entry) => ({ kind: entry.kind, id: entry.id }));
  }

  /** The chain from the index alone (no requests), root first, ending with the resource. */
  knownChain(kind: KindName, id: number): NodeRef[] {
    return [...this.index.ancestors(kind, id).map((entry) => ({ kind: entry.kind, id: entry.id })), { kind, id }];
  }

  async update(kind: KindName, id: number, values: Readonly<Record<string, JsonValue>>): Promise<Resource> {
    const answer = await this.client.update(kind, id, values);
    // The service answers an update with the attempted values; read back what was stored.
    return kind === 'indicator' ? answer : this.client.get(kind, id);
  }

  async create(kind: KindName, parentId: number | null, values: Readonly<Record<string, JsonValue>>): Promise<Resource> {
    return this.client.create(kind, parentId, values);
  }

  async remove(kind: KindName, id: number): Promise<void> {
    await this.client.remove(kind, id);
  }

  close(): void {
    this.#detach();
  }
}
