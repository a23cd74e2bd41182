// The journal on disk: one JSON line per event, appended with O_APPEND (one write per line, so
// any number of processes append without interleaving), fsynced where the line cannot be
// recovered from the service. Old changes are dropped by a compaction under a lock that renames a
// new file over the old one; a writer that appended to the old file after it was read notices
// (the path names another file now) and appends its line again, so no line is lost.
import { closeSync, fstatSync, fsyncSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { ensurePrivateDir } from '../config/private-files.js';
import { appendText, readTextIfPresent } from '../index/store/append-log.js';
import { parseLine, serialiseLine, type JournalLine } from './change.js';

export const JOURNAL_FILE_NAME = 'journal.jsonl';
export const DEFAULT_KEEP_DAYS = 90;
const DAY_MS = 86_400_000;
/** A compaction lock older than this was left by a process that died. */
const STALE_LOCK_MS = 30_000;

export interface JournalRead {
  readonly lines: JournalLine[];
  /** Lines that are not ours (truncated by a crash, edited by hand): skipped. */
  readonly skipped: number;
}

export function journalFileIn(directory: string): string {
  return join(directory, JOURNAL_FILE_NAME);
}

/** Appends one line; `durable`: fsynced before returning. Throws when the file cannot be written. */
export function appendJournalText(file: string, text: string, durable: boolean): void {
  appendText(file, text, { durable });
}

export function appendJournalLine(file: string, line: JournalLine, durable: boolean): void {
  appendJournalText(file, serialiseLine(line), durable);
}

/** Every line of the text that is ours; the rest counted, never fatal. */
export function parseJournalText(text: string): JournalRead {
  const lines: JournalLine[] = [];
  let skipped = 0;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    const line = parseLine(raw);
    if (line) lines.push(line);
    else skipped += 1;
  }
  return { lines, skipped };
}

export function readJournalFile(file: string): JournalRead {
  const text = readTextIfPresent(file);
  return text === null ? { lines: [], skipped: 0 } : parseJournalText(text);
}

/** The time of the first line, read from the file's first few hundred bytes; null when none. */
export function firstLineTime(file: string): number | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const buffer = Buffer.alloc(1024);
    const size = readSync(fd, buffer, 0, buffer.length, 0);
    const match = /"at":"([^"]+)"/.exec(buffer.subarray(0, size).toString('utf8'));
    const time = match ? Date.parse(match[1] as string) : Number.NaN;
    return Number.isNaN(time) ? null : time;
  } finally {
    closeSync(fd);
  }
}

function takeLock(lock: string, now: number): boolean {
  try {
    closeSync(openSync(lock, 'wx', 0o600));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
    try {
      if (now - statSync(lock).mtimeMs > STALE_LOCK_MS) {
        rmSync(lock, { force: true });
        closeSync(openSync(lock, 'wx', 0o600));
        return true;
      }
    } catch {
      // Another process took it, or it went: someone else compacts.
    }
    return false;
  }
}

/**
 * Drops the changes whose intent is older than `keepDays` (with their outcomes), keeping every
 * other line as it is. Runs only when no other process compacts; resolves with how many lines went.
 */
export function compactJournal(file: string, keepDays: number, now: number): number {
  const lock = `${file}.lock`;
  ensurePrivateDir(dirname(file));
  if (!takeLock(lock, now)) return 0;
  let fd: number | undefined;
  try {
    try {
      fd = openSync(file, 'r');
    } catch {
      return 0;
    }
    const size = fstatSync(fd).size;
    const buffer = Buffer.alloc(size);
    let read = 0;
    while (read < size) {
      const got = readSync(fd, buffer, read, size - read, read);
      if (got === 0) break;
      read += got;
    }
    const text = buffer.subarray(0, read).toString('utf8');
    // Only whole lines are carried over; a partial last line is a writer still writing: the tail pass takes it.
    const end = text.lastIndexOf('\n') + 1;
    const cutoff = now - keepDays * DAY_MS;
    const parsed = text
      .slice(0, end)
      .split('\n')
      .filter((raw) => raw.trim() !== '')
      .map((raw) => ({ raw, line: parseLine(raw) }));
    const intents = new Set<string>();
    const dropped = new Set<string>();
    for (const { line } of parsed) {
      if (line?.type !== 'intent') continue;
      intents.add(line.change);
      if (Date.parse(line.at) < cutoff) dropped.add(line.change);
    }
    const kept: string[] = [];
    let removed = 0;
    for (const { raw, line } of parsed) {
      // Lines that are not ours, changes past the keep, and outcomes of changes no longer here.
      const old =
        line === null || dropped.has(line.change) || (line.type === 'outcome' && !intents.has(line.change) && Date.parse(line.at) < cutoff);
      if (old) removed += 1;
      else kept.push(raw);
    }
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const out = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(out, kept.length === 0 ? '' : `${kept.join('\n')}\n`);
      fsyncSync(out);
    } finally {
      closeSync(out);
    }
    renameSync(temporary, file);
    // Lines appended to the old file after it was read: carried over (a writer that sees the
    // rename appends its line again too; readers count a duplicate once).
    const tailStart = Buffer.byteLength(text.slice(0, end), 'utf8');
    const tailSize = fstatSync(fd).size - tailStart;
    if (tailSize > 0) {
      const tail = Buffer.alloc(tailSize);
      const got = readSync(fd, tail, 0, tailSize, tailStart);
      const tailText = tail.subarray(0, got).toString('utf8');
      const whole = tailText.slice(0, tailText.lastIndexOf('\n') + 1);
      if (whole !== '') appendJournalText(file, whole, true);
    }
    return removed;
  } finally {
    if (fd !== undefined) closeSync(fd);
    rmSync(lock, { force: true });
  }
}

/** Whether the journal holds changes older than it keeps (by its first line), so a compaction is due. */
export function compactionDue(file: string, keepDays: number, now: number): boolean {
  const first = firstLineTime(file);
  return first !== null && first < now - keepDays * DAY_MS;
}

// Changes whose outcome is not known yet have a marker file each (named by the change id) beside
// the journal: a command finds out whether anything waits to be settled with one readdir, without
// reading the whole journal.
function pendingDir(file: string): string {
  return join(dirname(file), 'unsettled');
}

const SAFE_ID = /^[0-9a-z-]{1,40}$/;

export function markPending(file: string, change: string): void {
  if (!SAFE_ID.test(change)) return;
  const dir = pendingDir(file);
  ensurePrivateDir(dir);
  closeSync(openSync(join(dir, change), 'w', 0o600));
}

export function clearPending(file: string, change: string): void {
  if (!SAFE_ID.test(change)) return;
  rmSync(join(pendingDir(file), change), { force: true });
}

/** The change ids marked as waiting for an outcome, with when each was marked. */
export function listPending(file: string): { readonly change: string; readonly markedAt: number }[] {
  let names: string[];
  try {
    names = readdirSync(pendingDir(file));
  } catch {
    return [];
  }
  return names
    .filter((name) => SAFE_ID.test(name))
    .map((name) => {
      try {
        return { change: name, markedAt: statSync(join(pendingDir(file), name)).mtimeMs };
      } catch {
        return { change: name, markedAt: 0 };
      }
    });
}
