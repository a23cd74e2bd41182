// Keeps a profile's local index on disk: loaded at start, saved atomically (temporary file, fsync,
// rename; file 0600 in a 0700 directory), debounced while the console runs and flushed on close.
// Asynchronous on purpose: the file can reach megabytes and the TUI must not stall while it saves.
import { readFile, rename, stat } from 'node:fs/promises';
import { writePrivateFileAtomicAsync } from '../config/private-files.js';
import { HoshinError } from '../core/errors.js';
import type { ResourceClient } from '../core/resource.js';
import { LocalIndex, type LocalIndexOptions } from './model.js';

export interface IndexStoreOptions extends LocalIndexOptions {
  /** Quiet time before a change is written (default 200 ms). */
  readonly debounceMs?: number;
  /** Receives failures of background saves (flush() and close() reject instead). */
  readonly onSaveError?: (error: unknown) => void;
}

/** Why the file could not be read; it was moved aside and the index starts empty. */
export interface IndexRecovery {
  readonly message: string;
  readonly movedTo: string;
}

export interface IndexStore {
  readonly file: string;
  readonly index: LocalIndex;
  /** Set when the file was unreadable: show `message` to the user once. */
  readonly recovery: IndexRecovery | undefined;
  /** Writes pending changes now. */
  flush(): Promise<void>;
  /** Flushes and stops watching the index. */
  close(): Promise<void>;
}

function compactTimestamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

/** Reads the index file: missing -> empty; unreadable -> moved to `<file>.corrupt-<timestamp>`, empty. */
async function loadIndex(file: string, options: LocalIndexOptions): Promise<{ index: LocalIndex; recovery?: IndexRecovery }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { index: new LocalIndex(options) };
    throw new HoshinError('usage', `cannot read the local index ${file} (${code ?? (error as Error).message})`, { cause: error });
  }
  try {
    return { index: LocalIndex.fromSnapshot(JSON.parse(text) as unknown, options) };
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'it is not valid JSON' : `it is not a hoshin index (${(error as Error).message})`;
    const movedTo = `${file}.corrupt-${compactTimestamp((options.now ?? Date.now)())}`;
    await rename(file, movedTo);
    return {
      index: new LocalIndex(options),
      recovery: { movedTo, message: `the local index ${file} could not be read (${reason}); it was moved to ${movedTo} and hoshin starts with an empty index` },
    };
  }
}

/** Identifies one version of the file, to notice another process replacing it. */
async function fileStamp(file: string): Promise<string | undefined> {
  try {
    const info = await stat(file);
    return `${info.ino}:${info.size}:${info.mtimeMs}`;
  } catch {
    return undefined;
  }
}

/** What another process saved since we last read or wrote the file, if it is readable. */
async function readOtherCopy(file: string, options: LocalIndexOptions): Promise<LocalIndex | undefined> {
  try {
    return LocalIndex.fromSnapshot(JSON.parse(await readFile(file, 'utf8')) as unknown, options);
  } catch {
    return undefined; // gone or unreadable: ours replaces it
  }
}

export async function openIndexStore(file: string, options: IndexStoreOptions = {}): Promise<IndexStore> {
  const { index, recovery } = await loadIndex(file, options);
  const debounceMs = options.debounceMs ?? 200;
  let timer: NodeJS.Timeout | undefined;
  let savedRevision = index.revision;
  let stamp = await fileStamp(file);
  /** The save in progress; saves never overlap, so an older snapshot never lands last. */
  let writing: Promise<void> = Promise.resolve();

  const save = (): Promise<void> => {
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        if (index.revision === savedRevision) return;
        // Another hoshin (a CLI command beside the console) saved meanwhile: keep what it learned.
        const current = await fileStamp(file);
        if (current !== undefined && current !== stamp) {
          const other = await readOtherCopy(file, options);
          if (other) index.absorb(other);
        }
        const revision = index.revision;
        await writePrivateFileAtomicAsync(file, JSON.stringify(index.toSnapshot()));
        savedRevision = revision;
        stamp = await fileStamp(file);
      });
    return writing;
  };

  const unsubscribe = index.subscribe(() => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      save().catch((error: unknown) => options.onSaveError?.(error));
    }, debounceMs);
    timer.unref(); // close() flushes; a pending timer must not keep a finished command alive
  });

  const flush = async (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    await save();
  };

  return {
    file,
    index,
    recovery,
    flush,
    async close() {
      unsubscribe();
      await flush();
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
  if (!byClient) attachments.set(index, (byClient = new Map()));
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
