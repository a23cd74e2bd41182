// Files of small JSON records that any number of hoshin processes append to at once. Each record
// is one write() of "\n" + JSON with O_APPEND: appends never interleave on a local file system, a
// record is whole or absent after a kill -9, and the leading newline ends a record a crash tore.
// Compaction rewrites a file under a lock file and renames it into place; an append that landed in
// the replaced file is noticed (its inode changed) and made again.
import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, fsyncSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensurePrivateDir } from '../../config/private-files.js';

/** A lock older than this was left by a process that died while compacting. */
const STALE_LOCK_MS = 30_000;

function writeAll(fd: number, buffer: Buffer): void {
  let offset = 0;
  while (offset < buffer.length) offset += writeSync(fd, buffer, offset, buffer.length - offset);
}

function openForAppend(file: string): number {
  try {
    return openSync(file, 'a', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    ensurePrivateDir(dirname(file));
    return openSync(file, 'a', 0o600);
  }
}

/** The text of records: each one "\n" + its JSON, written in one append. */
export function recordText(records: readonly unknown[]): string {
  let text = '';
  for (const record of records) text += `\n${JSON.stringify(record)}`;
  return text;
}

/** Appends records to the file (created 0600 in a 0700 directory), again if compaction replaced it meanwhile. */
export function appendRecords(file: string, records: readonly unknown[]): void {
  if (records.length === 0) return;
  appendText(file, recordText(records));
}

/**
 * Appends text in one write (the file created 0600 in a 0700 directory); `durable`: fsynced before
 * returning. A compaction may rename a new file over this one between the open and the write: the
 * text then went to the replaced file, so it is written again to the file the path names now.
 */
export function appendText(file: string, text: string | Buffer, options: { readonly durable?: boolean } = {}): void {
  const buffer = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const fd = openForAppend(file);
    try {
      writeAll(fd, buffer);
      if (options.durable === true) fsyncSync(fd);
      if (sameFile(fd, file)) return;
    } finally {
      closeSync(fd);
    }
  }
}

function sameFile(fd: number, file: string): boolean {
  try {
    const open = fstatSync(fd);
    const named = statSync(file);
    return open.ino === named.ino && open.dev === named.dev;
  } catch {
    return false;
  }
}

export interface ReadRecords {
  readonly records: readonly unknown[];
  /** Records a crash cut short (not JSON): skipped. */
  readonly torn: number;
}

function parseRecords(text: string): ReadRecords {
  const records: unknown[] = [];
  let torn = 0;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      records.push(JSON.parse(line) as unknown);
    } catch {
      torn += 1;
    }
  }
  return { records, torn };
}

/** The file's text; null when there is no file yet. */
export function readTextIfPresent(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The file's records; a missing file has none. */
export function readRecords(file: string): ReadRecords {
  const text = readTextIfPresent(file);
  return text === null ? { records: [], torn: 0 } : parseRecords(text);
}

function parses(text: string): boolean {
  if (text === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function readFrom(fd: number, start: number): Buffer {
  const chunks: Buffer[] = [];
  let position = start;
  for (;;) {
    const chunk = Buffer.alloc(65_536);
    const read = readSync(fd, chunk, 0, chunk.length, position);
    if (read === 0) break;
    chunks.push(chunk.subarray(0, read));
    position += read;
  }
  return Buffer.concat(chunks);
}

/**
 * Rewrites the file as `keep` says (the records still worth keeping), unless another process is
 * compacting it. Returns false when it did nothing. Records appended meanwhile are carried over.
 */
export function compactRecords(file: string, keep: (records: readonly unknown[]) => readonly unknown[]): boolean {
  const lock = `${file}.lock`;
  try {
    closeSync(openSync(lock, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
    try {
      if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
    } catch {
      // gone meanwhile
    }
    return false;
  }
  try {
    let fd: number;
    try {
      fd = openSync(file, 'r');
    } catch {
      return false;
    }
    try {
      const whole = readFrom(fd, 0);
      // A last record that does not parse may be one being written right now: leave it to the tail.
      const lastStart = whole.lastIndexOf(0x0a);
      let cut = whole.length;
      if (lastStart >= 0 && !parses(whole.subarray(lastStart + 1).toString('utf8'))) cut = lastStart;
      const before = whole.subarray(0, cut);
      const kept = keep(parseRecords(before.toString('utf8')).records);
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      const out = openSync(temporary, 'wx', 0o600);
      try {
        writeAll(out, Buffer.from(recordText(kept), 'utf8'));
      } finally {
        closeSync(out);
      }
      renameSync(temporary, file);
      // What other processes appended between our read and the rename.
      const tail = readFrom(fd, before.length);
      if (tail.length > 0) appendText(file, tail);
      return true;
    } finally {
      closeSync(fd);
    }
  } finally {
    rmSync(lock, { force: true });
  }
}
