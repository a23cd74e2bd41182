// Files only the user may read: directories 0700, files 0600, replaced atomically.
import { nodeCrypto } from '../core/node-crypto.js';
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Creates the directory (and parents) if needed and makes sure only the user can enter it. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // mkdir leaves an existing directory's mode alone, and the umask may have widened a new one.
  chmodSync(dir, 0o700);
}

/** A reader or a crash sees the old or the new content, never half. */
export function writePrivateFileAtomic(file: string, text: string): void {
  ensurePrivateDir(dirname(file));
  const temporary = `${file}.${process.pid}.${nodeCrypto().randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
