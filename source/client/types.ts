// The shape of the client every consumer (CLI, TUI, index) codes against.
import type { KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import type { Dialect } from '../signing/signing.js';
import type { SecondLeases } from './second-leases.js';
import type { ServiceMemory } from './service-memory.js';

/** A resource as the service renders it: every column, decimals as strings. */
export type Resource = { readonly id: number } & Readonly<Record<string, unknown>>;

export interface Credentials {
  readonly appKey: string;
  readonly secret: string;
}

export type DialectSetting = Dialect | 'auto';

export interface Timeouts {
  readonly connectMs: number;
  readonly headersMs: number;
  readonly bodyMs: number;
}

/** What the client learned from an answer; the local index listens to these. */
export type ResourceEvent =
  | { readonly type: 'seen'; readonly kind: KindName; readonly resource: Resource }
  | { readonly type: 'listed'; readonly kind: KindName; readonly scopeId: number | null; readonly resources: readonly Resource[] }
  | { readonly type: 'gone'; readonly kind: KindName; readonly id: number };

export interface ClientOptions {
  readonly baseUrl: string;
  readonly credentials: Credentials;
  readonly dialect?: DialectSetting;
  /** Clock in epoch ms (tests inject skewed clocks). */
  readonly now?: () => number;
  readonly timeouts?: Partial<Timeouts>;
  /** Receives one line per request and answer, signatures already redacted. */
  readonly log?: (line: string) => void;
  /** What earlier processes learned about services (dialect, paths, clock); this process adds to it. */
  readonly memory?: ServiceMemory;
  /** Proxy URL to send every request through (the caller reads HTTPS_PROXY/HTTP_PROXY/NO_PROXY: proxy.ts). */
  readonly proxy?: string | null;
  /** Signing seconds shared with the other processes of the machine; this process alone by default. */
  readonly leases?: SecondLeases;
}

export interface ResourceClient {
  get(kind: KindName, id: number): Promise<Resource>;
  /** A list the service offers (catalogue `list`); scopeId fills its path, null for companies. */
  list(kind: KindName, scopeId: number | null): Promise<Resource[]>;
  create(kind: KindName, parentId: number | null, values: Readonly<Record<string, JsonValue>>): Promise<Resource>;
  update(kind: KindName, id: number, values: Readonly<Record<string, JsonValue>>): Promise<Resource>;
  remove(kind: KindName, id: number): Promise<void>;
  /** Subscribes to what answers reveal; returns the unsubscribe function. */
  onEvent(listener: (event: ResourceEvent) => void): () => void;
  /** The dialect that worked for this base URL (after auto-detection), if known. */
  readonly dialectInUse: Dialect | undefined;
  close(): Promise<void>;
}
