// The state directory is checked as ssh checks ~/.ssh before trusting it: it holds plan data, the
// journal with the values before every change, and which signed URLs were used. It must be a real
// directory (no symbolic link followed), owned by the user, and writable by nobody else; otherwise
// hoshin refuses, naming the path and the fix, before it reads or writes anything there.
import { chmodSync, closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, writeSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';
import { HoshinError } from '../core/errors.js';

/** A state directory or database file hoshin may not use: every command that keeps state stops. */
export class StateRefusal extends HoshinError {
  constructor(message: string) {
    super('usage', message);
  }
}

function refuse(message: string): StateRefusal {
  return new StateRefusal(message);
}

function lstatIfPresent(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ENOTDIR') throw refuse(`the state directory ${path} cannot be made: a file stands where one of its parents should be`);
    throw refuse(`cannot check the state directory ${path} (${code ?? (error as Error).message})`);
  }
}

function octal(mode: number): string {
  return (mode & 0o7777).toString(8).padStart(4, '0');
}

/** The user's id, where the platform has one (Windows has none: ownership is not checked there). */
function userId(): number | undefined {
  return typeof process.getuid === 'function' ? process.getuid() : undefined;
}

/** Why an existing path is not a state directory hoshin may use, or undefined. */
export function stateDirProblem(dir: string, stats: Stats): string | undefined {
  const fix = 'or point HOSHIN_STATE_DIR at a directory of your own';
  if (stats.isSymbolicLink())
    return `the state directory ${dir} is a symbolic link, and hoshin follows none there: replace it with a real directory (mkdir -m 700), ${fix}`;
  if (!stats.isDirectory()) return `the state directory ${dir} is not a directory (a file stands there): move it away, ${fix}`;
  const uid = userId();
  if (uid !== undefined && stats.uid !== uid)
    return `the state directory ${dir} is owned by user ${stats.uid}, not by you (user ${uid}): hoshin keeps plan data and its journal there; chown it to yourself, ${fix}`;
  if ((stats.mode & 0o022) !== 0)
    return `the state directory ${dir} can be written by others (mode ${octal(stats.mode)}): fix it with "chmod 700 ${dir}", ${fix}`;
  return undefined;
}

/** Makes sure the state directory exists and may be trusted; throws a refusal (exit 2) when not. */
export function checkStateDir(dir: string): void {
  let stats = lstatIfPresent(dir);
  if (!stats) {
    // Parents as the user's umask makes them; the directory itself only the user may enter.
    try {
      mkdirSync(dirname(dir), { recursive: true });
    } catch (error) {
      throw refuse(
        `cannot make the state directory ${dir}: ${(error as NodeJS.ErrnoException).code === 'ENOTDIR' || (error as NodeJS.ErrnoException).code === 'EEXIST' ? 'a file stands where one of its parents should be' : ((error as NodeJS.ErrnoException).code ?? (error as Error).message)}`,
      );
    }
    try {
      mkdirSync(dir, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
        throw refuse(`cannot make the state directory ${dir} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
    chmodSync(dir, 0o700);
    stats = lstatIfPresent(dir);
    if (!stats) throw refuse(`the state directory ${dir} went away while it was being made`);
  }
  const problem = stateDirProblem(dir, stats);
  if (problem) throw refuse(problem);
}

/** A file of the database: absent, or a regular file of the user's (never a link to elsewhere). */
export function checkStateFile(file: string): void {
  const stats = lstatIfPresent(file);
  if (!stats) return;
  if (stats.isSymbolicLink())
    throw refuse(`${file} is a symbolic link, and hoshin follows none in its state directory: remove it (hoshin makes the file again)`);
  if (stats.isDirectory()) throw refuse(`${file} is a directory where hoshin keeps its database file: move it away`);
  // A named pipe or a device there would hang every command on its first read.
  if (!stats.isFile())
    throw refuse(`${file} is not a regular file (a pipe or a device stands there): move it away (hoshin makes the file again)`);
  const uid = userId();
  if (uid !== undefined && stats.uid !== uid)
    throw refuse(`${file} is owned by user ${stats.uid}, not by you (user ${uid}): move it away (hoshin makes the file again)`);
}

/**
 * Appends `text` to a file of the state directory (the debug log) with the database's checks: the
 * directory is checked first (nothing written or changed in one that is refused), and the file is
 * opened without following a link and must be a regular file of the user's.
 */
export function appendStateFile(file: string, text: string): void {
  checkStateDir(dirname(file));
  let fd: number;
  try {
    fd = openSync(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW | constants.O_NONBLOCK, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP')
      throw refuse(`${file} is a symbolic link, and hoshin follows none in its state directory: remove it`);
    throw error;
  }
  try {
    const stats = fstatSync(fd);
    const uid = userId();
    if (!stats.isFile()) throw refuse(`${file} is not a regular file: move it away`);
    if (uid !== undefined && stats.uid !== uid)
      throw refuse(`${file} is owned by user ${stats.uid}, not by you (user ${uid}): move it away`);
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}
