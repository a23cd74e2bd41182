// Keeps one service's local index on disk (store/store-files.ts): opened in a moment whatever its
// size, read lazily as the index needs parents, appended to as the index changes. Every change is
// written before the event that made it returns, without fsync: a process killed at any point has
// handed what it learned to the kernel, and a power cut loses only what the service still has.
import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDir, writePrivateFileAtomic } from '../config/private-files.js';
import { HoshinError } from '../core/errors.js';
import type { ResourceClient } from '../core/resource.js';
import { LocalIndex } from './model.js';
import type { IndexChange, LocalIndexOptions } from './index-entry.js';
import type { ServiceIdentity } from './service-identity.js';
import { StoreFiles } from './store/store-files.js';

export const STORE_FORMAT = 'hoshin-store';

/** Parents whose children the console reads only when shown (an indicator's history values). */
const BACKGROUND_SKIPS = new Set<string>(['indicator']);
export const STORE_VERSION = 1;

export interface IndexStoreOptions extends Omit<LocalIndexOptions, 'source'> {
  /** Receives failures to write a change (the command goes on; the index stays in memory). */
  readonly onSaveError?: (error: unknown) => void;
  /** Receives, once each, the files found unreadable and moved aside while the store is used. */
  readonly onRecovery?: (recovery: IndexRecovery) => void;
}

/** Why a store file could not be read; it was moved aside and the store goes on without it. */
export interface IndexRecovery {
  readonly message: string;
  readonly movedTo: string;
}

export interface IndexStore {
  /** The store's directory. */
  readonly file: string;
  /** The service the store belongs to (named by `index stats`). */
  readonly service: { readonly baseUrl: string; readonly appKey: string } | undefined;
  readonly index: LocalIndex;
  /** Set when the store was unreadable at opening: show `message` to the user once. */
  readonly recovery: IndexRecovery | undefined;
  /** Reads every stored entry into the index now (counts, export, search over everything). */
  loadAll(): void;
  /**
   * Reads the stored entries the console searches, a slice at a time, yielding between slices:
   * every kind but history values, which are most of a large store, are named by their day only
   * and are read with their indicator when it is shown.
   */
  loadInBackground(): Promise<void>;
  /** Records these changes in the store as if the index had made them (migration). */
  write(changes: readonly IndexChange[]): void;
  /** Changes are written as they happen; kept for callers that wait for the store. */
  flush(): Promise<void>;
  /** Stops writing the index's changes. */
  close(): Promise<void>;
}

interface Manifest {
  readonly format: typeof STORE_FORMAT;
  readonly version: number;
  readonly baseUrl?: string;
  readonly appKey?: string;
}

function compactTimestamp(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** What is wrong with the manifest, or undefined when it is ours (or absent: a new store). */
function manifestProblem(file: string): { problem?: string; manifest?: Manifest } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return {};
    throw new HoshinError('usage', `cannot read the local store ${file} (${code ?? (error as Error).message})`, {
      cause: error,
    });
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return { problem: 'its manifest is not valid JSON' };
  }
  const record = manifest as Partial<Manifest> | null;
  if (typeof record !== 'object' || record === null || record.format !== STORE_FORMAT || typeof record.version !== 'number') {
    return { problem: 'it is not a hoshin store' };
  }
  if (record.version > STORE_VERSION)
    return {
      problem: `it was written by a newer hoshin (store version ${record.version}; this hoshin reads ${STORE_VERSION})`,
    };
  if (record.version !== STORE_VERSION) return { problem: `store version ${record.version} is unknown` };
  return { manifest: record as Manifest };
}

/**
 * Opens the store in `dir` (created 0700 on first use). A store that is not ours or is newer is
 * moved to `<dir>.corrupt-<timestamp>` and hoshin starts with an empty one.
 */
export async function openIndexStore(
  dir: string,
  options: IndexStoreOptions & { readonly service?: ServiceIdentity } = {},
): Promise<IndexStore> {
  const manifestFile = join(dir, 'store.json');
  let recovery: IndexRecovery | undefined;
  const { problem, manifest: found } = manifestProblem(manifestFile);
  let manifest = found;
  if (problem) {
    const movedTo = `${dir}.corrupt-${compactTimestamp((options.now ?? Date.now)())}`;
    renameSync(dir, movedTo);
    recovery = {
      movedTo,
      message: `the local store ${dir} could not be read (${problem}); it was moved to ${movedTo} and hoshin starts with an empty store`,
    };
    manifest = undefined;
  }
  if (!manifest) {
    ensurePrivateDir(dir);
    mkdirSync(join(dir, 'entries'), { recursive: true, mode: 0o700 });
    const service = options.service ? { baseUrl: options.service.baseUrl, appKey: options.service.appKey } : {};
    writePrivateFileAtomic(manifestFile, `${JSON.stringify({ format: STORE_FORMAT, version: STORE_VERSION, ...service })}\n`);
    manifest = { format: STORE_FORMAT, version: STORE_VERSION, ...service };
  }
  const files = new StoreFiles(dir, (bad) =>
    options.onRecovery?.({
      movedTo: bad.movedTo,
      message: `the local store file ${bad.file} could not be read (${bad.reason}); it was moved to ${bad.movedTo} and hoshin goes on without it`,
    }),
  );
  const index = new LocalIndex({ ...(options.now ? { now: options.now } : {}), source: files });
  const write = (changes: readonly IndexChange[]): void => {
    try {
      files.record(changes);
    } catch (error) {
      options.onSaveError?.(error);
    }
  };
  const unsubscribe = index.onChanges(write);
  const SLICE = 64;
  return {
    file: dir,
    service:
      manifest.baseUrl !== undefined && manifest.appKey !== undefined ? { baseUrl: manifest.baseUrl, appKey: manifest.appKey } : undefined,
    index,
    recovery,
    loadAll() {
      index.loadStored(files.parents());
    },
    async loadInBackground() {
      const parents = files.parents().filter((parent) => !BACKGROUND_SKIPS.has(parent.parentKind as string));
      for (let start = 0; start < parents.length; start += SLICE) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        index.loadStored(parents.slice(start, start + SLICE));
      }
    },
    write,
    flush: () => Promise.resolve(),
    close() {
      unsubscribe();
      return Promise.resolve();
    },
  };
}

interface Attachment {
  owners: number;
  readonly unsubscribe: () => void;
}

/** index -> client -> its one subscription. */
const attachments = new WeakMap<LocalIndex, Map<object, Attachment>>();

/**
 * Feeds every answer the client reads into the index. Returns the detach function. Attaching the
 * same index to the same client again (the console's connection, then its session) shares one
 * subscription, so no event is applied twice; it ends when the last owner detaches.
 */
export function attachToClient(index: LocalIndex, client: Pick<ResourceClient, 'onEvent'>): () => void {
  let byClient = attachments.get(index);
  if (!byClient) attachments.set(index, (byClient = new Map<object, Attachment>()));
  let attachment = byClient.get(client);
  if (attachment) attachment.owners += 1;
  else byClient.set(client, (attachment = { owners: 1, unsubscribe: client.onEvent((event) => index.applyEvent(event)) }));
  const owned = attachment;
  let detached = false;
  return () => {
    if (detached) return;
    detached = true;
    owned.owners -= 1;
    if (owned.owners > 0) return;
    owned.unsubscribe();
    byClient.delete(client);
  };
}
