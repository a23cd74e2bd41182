// What a resource is and what can be done with one.
import type { KindName } from '../catalogue/catalogue.js';
import type { TypedResource } from '../catalogue/typed-resource.js';
import type { JsonValue } from '../catalogue/values.js';
import type { Dialect } from '../signing/signing.js';

/** A resource as the client hands it on: parsed once into its kind's typed fields (catalogue/typed-resource.ts), still a record. */
export type Resource = { readonly id: number } & Readonly<Record<string, unknown>>;

/** What the client learned from an answer; the local index listens to these. */
export type ResourceEvent =
  | { readonly type: 'seen'; readonly kind: KindName; readonly resource: Resource }
  | {
      readonly type: 'listed';
      readonly kind: KindName;
      readonly scopeId: number | null;
      readonly resources: readonly Resource[];
    }
  | { readonly type: 'gone'; readonly kind: KindName; readonly id: number };

/** What a read showed of a write refused as a signature already used. */
export interface ClashSettlement {
  readonly type: 'seen-applied' | 'sent-again';
  /** In the journal's words: what was refused, and what the read showed. */
  readonly reason: string;
}

/** What a caller knows of a write beyond its values (a create: only `onClash`). */
export interface WriteOptions {
  /** A write refused as already used is sent again only when a read shows exactly these. */
  readonly before?: Readonly<Record<string, JsonValue>> | null;
  /** Told when such a refusal was settled (by a read; a history value's create by its day) before the write is sent again, if it is. */
  readonly onClash?: (settlement: ClashSettlement) => void;
}

export interface ResourceClient {
  /** The resource as the client parsed it once: its kind's typed fields. */
  get<K extends KindName>(kind: K, id: number): Promise<TypedResource<K>>;
  /** A list the service offers (catalogue `list`); scopeId fills its path, null for companies. */
  list(kind: KindName, scopeId: number | null): Promise<Resource[]>;
  create(kind: KindName, parentId: number | null, values: Readonly<Record<string, JsonValue>>, options?: WriteOptions): Promise<Resource>;
  update(kind: KindName, id: number, values: Readonly<Record<string, JsonValue>>, options?: WriteOptions): Promise<Resource>;
  remove(kind: KindName, id: number, options?: WriteOptions): Promise<void>;
  /** The people of a company who can be made responsible: user id -> "Name (email)" (editors and admins). */
  people(companyId: number): Promise<Readonly<Record<number, string>>>;
  /** Subscribes to what answers reveal; returns the unsubscribe function. */
  onEvent(listener: (event: ResourceEvent) => void): () => void;
  /** The dialect that worked for this base URL (after auto-detection), if known. */
  readonly dialectInUse: Dialect | undefined;
  close(): Promise<void>;
}
