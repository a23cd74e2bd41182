// The --data file, rewritten atomically after every change, so a crash leaves the old or the new file.
import { randomBytes } from 'node:crypto';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { checkSnapshot, SnapshotError, type StoreSnapshot } from './sandbox-records-store.js';

export class DataFileError extends Error {}

/** The snapshot in the file, or null when the file does not exist. Anything unreadable is refused. */
export async function loadDataFile(path: string): Promise<StoreSnapshot | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new DataFileError(`cannot read data file ${path}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DataFileError(`data file ${path} is not valid JSON; it was left untouched`);
  }
  try {
    checkSnapshot(parsed);
  } catch (error) {
    if (error instanceof SnapshotError)
      throw new DataFileError(`data file ${path} is not usable (${error.message}); it was left untouched`);
    throw error;
  }
  return parsed;
}

async function writeAtomically(path: string, content: string): Promise<void> {
  const directory = dirname(path);
  const temporary = join(directory, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  // Make the rename itself durable; some file systems refuse to open a directory, which is fine.
  const directoryHandle = await open(directory, 'r').catch(() => null);
  if (directoryHandle) {
    await directoryHandle.sync().catch(() => undefined);
    await directoryHandle.close();
  }
}

/** Serialises writes: each change's snapshot is written in order, one at a time. */
export class DataFileWriter {
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly path: string) {}

  save(snapshot: StoreSnapshot): Promise<void> {
    const content = `${JSON.stringify(snapshot, null, 1)}\n`;
    const write = this.queue.then(() => writeAtomically(this.path, content));
    this.queue = write.catch(() => undefined);
    return write;
  }

  flush(): Promise<void> {
    return this.queue;
  }
}
