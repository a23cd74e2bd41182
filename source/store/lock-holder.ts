// Who holds the database's write lock, for the message that says a write waited in vain and for
// doctor. SQLite locks with POSIX record locks: in WAL mode a writer holds byte 120 of the -shm file
// (a rollback journal's writer holds the RESERVED byte of the database file itself). Linux lists
// every such lock with its process in /proc/locks, whoever took it (hoshin, the sqlite3 shell, a
// backup tool), so no note of our own is needed; elsewhere the holder is "another process".
import { lstatSync, readFileSync } from 'node:fs';
import { flattenControls } from '../core/cell-text.js';
import type { HoshinDatabase } from './hoshin-database.js';

const WAL_WRITE_LOCK = 120;
const RESERVED_BYTE = 0x40000001;
const COMMAND_CHARS = 120;

export interface LockHolder {
  readonly pid: number;
  /** Its command line, cut and made safe for a terminal; undefined when it cannot be read. */
  readonly command: string | undefined;
}

function inode(file: string): number | undefined {
  try {
    return lstatSync(file).ino;
  } catch {
    return undefined;
  }
}

function commandOf(pid: number): string | undefined {
  try {
    const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const text = flattenControls(words.join(' '));
    return text.length > COMMAND_CHARS ? `${text.slice(0, COMMAND_CHARS)}…` : text || undefined;
  } catch {
    return undefined;
  }
}

/** The process holding the write lock of `file`, when the system says (Linux); undefined otherwise. */
export function lockHolder(file: string): LockHolder | undefined {
  let table: string;
  try {
    table = readFileSync('/proc/locks', 'utf8');
  } catch {
    return undefined;
  }
  const shm = inode(`${file}-shm`);
  const main = inode(file);
  for (const line of table.split('\n')) {
    // "3: POSIX  ADVISORY  WRITE 25783 fe:00:4243642 120 120"
    const fields = /^\d+:\s+POSIX\s+\S+\s+WRITE\s+(\d+)\s+[0-9a-f]+:[0-9a-f]+:(\d+)\s+(\d+)\s+(\d+|EOF)$/i.exec(line.trim());
    if (!fields) continue;
    const [pid, ino, start] = [Number(fields[1]), Number(fields[2]), Number(fields[3])];
    if (pid === process.pid || pid <= 0) continue;
    if ((ino === shm && start === WAL_WRITE_LOCK) || (ino === main && start === RESERVED_BYTE)) return { pid, command: commandOf(pid) };
  }
  return undefined;
}

/** "process 4242 (sqlite3 hoshin.db)", or "another process" when the system does not say. */
export function lockHolderWords(file: string): string {
  const holder = lockHolder(file);
  if (!holder) return 'another process';
  return `process ${holder.pid}${holder.command ? ` (${holder.command})` : ''}`;
}

/** SQLite's SQLITE_BUSY (5) or SQLITE_LOCKED (6): another connection holds the lock. */
export function isLocked(error: unknown): boolean {
  const code = (error as { errcode?: unknown }).errcode;
  if (typeof code === 'number') return (code & 0xff) === 5 || (code & 0xff) === 6;
  return /database is locked/i.test(error instanceof Error ? error.message : '');
}

/** Who holds the database's write lock now (after the cache's short wait), or undefined when it is free. */
export function writeLockHolder(db: HoshinDatabase): string | undefined {
  try {
    db.statement('BEGIN IMMEDIATE').run();
  } catch (error) {
    if (isLocked(error)) return lockHolderWords(db.file);
    throw error;
  }
  db.statement('ROLLBACK').run();
  return undefined;
}
