// The journal's own sequence, kept twice: in the database (journal_sequence: the file's random id
// and how many intents were ever written to it, counted in the transaction that writes each) and
// in a note beside it (<db>.sequence), written after each commit. SQLite cannot tell a stale or a
// foreign -wal from its own: it applies either and the journal's rows silently change. At open the
// two are compared: another id says the journal is not the one this state directory kept; a lower
// count says changes it held are gone (a stale -wal, a copy put back). Said once, then the note
// follows the database. A count above the note's is a note written late (two processes), not said.
import { closeSync, constants, openSync, readFileSync, writeSync } from 'node:fs';
import type { HoshinDatabase } from './hoshin-database.js';
import { checkStateFile } from './state-dir.js';

interface Sequence {
  readonly id: string;
  readonly count: number;
}

export function sequenceFile(databaseFile: string): string {
  return `${databaseFile}.sequence`;
}

/** One more intent written: in the transaction that writes it. */
export function countIntent(db: HoshinDatabase): void {
  db.statement('UPDATE journal_sequence SET count = count + 1 WHERE id = 1').run();
}

function stored(db: HoshinDatabase): Sequence | undefined {
  const row = db.statement('SELECT file, count FROM journal_sequence WHERE id = 1').get() as { file: string; count: number } | undefined;
  return row ? { id: row.file, count: row.count } : undefined;
}

function noted(file: string): Sequence | undefined {
  try {
    checkStateFile(file);
    const [id, count] = readFileSync(file, 'utf8').slice(0, 200).trim().split(' ');
    return id && /^[0-9a-f]{16}$/.test(id) && /^\d{1,15}$/.test(count ?? '') ? { id, count: Number(count) } : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the note (never through a link; a note that cannot be written is only a weaker check). */
export function noteSequence(db: HoshinDatabase): void {
  try {
    const sequence = stored(db);
    if (!sequence) return;
    const file = sequenceFile(db.file);
    checkStateFile(file);
    const fd = openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW, 0o600);
    try {
      writeSync(fd, `${sequence.id} ${sequence.count}\n`);
    } finally {
      closeSync(fd);
    }
  } catch {
    // the next commit writes it again
  }
}

/** At open: what the database's journal sequence says against the note, or undefined when they agree. */
export function sequenceProblem(db: HoshinDatabase): string | undefined {
  let problem: string | undefined;
  try {
    const inFile = stored(db);
    const note = noted(sequenceFile(db.file));
    if (!inFile) db.statement('INSERT OR IGNORE INTO journal_sequence (id, file, count) VALUES (1, lower(hex(randomblob(8))), 0)').run();
    else if (note && note.id !== inFile.id)
      problem = `the journal in ${db.file} is not the one this state directory kept (a database or -wal file from elsewhere was put in its place): changes it held may be missing or not yours; hoshin log shows what it holds now`;
    else if (note && inFile.count < note.count) {
      const lost = note.count - inFile.count;
      problem = `the journal in ${db.file} holds ${lost} change${lost === 1 ? '' : 's'} fewer than hoshin wrote to it (an older copy of the database or a stale -wal file replaced it): undo cannot know ${lost === 1 ? 'that change' : 'those changes'}`;
    }
    // A note that already says what the database holds is left as it is: rewriting it at every
    // open (truncated, then written) cost a file write, and on ext4 a flush, for every command.
    if (inFile && note && note.id === inFile.id && note.count === inFile.count) return undefined;
  } catch {
    return undefined;
  }
  noteSequence(db);
  return problem;
}
