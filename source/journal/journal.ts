// One service's journal of changes: begin (the intent, durable before the request is sent),
// finish (the outcome when the answer arrives), and the changes read back. Trouble writing it is
// said once and never stops the work: the write goes on unjournalled.
import { randomBytes } from 'node:crypto';
import { JOURNAL_VERSION, foldChanges, reasonText, scrub, type Change, type ChangeOutcome, type IntentLine } from './change.js';
import {
  DEFAULT_KEEP_DAYS,
  appendJournalLine,
  clearPending,
  compactJournal,
  compactionDue,
  markPending,
  readJournalFile,
} from './journal-file.js';

export interface JournalOptions {
  readonly file: string;
  readonly now?: () => number;
  /** Strings that must never reach the file (the app secret). */
  readonly secrets?: readonly string[];
  readonly keepDays?: number;
  readonly warn?: (message: string) => void;
}

/** What a write is about to do: an intent line without what the journal adds (id, time, session). */
export type Intent = Pick<IntentLine, 'what' | 'kind' | 'id' | 'parent' | 'sent' | 'before' | 'follows' | 'undoes'>;

export interface Outcome {
  readonly outcome: ChangeOutcome;
  readonly id?: number;
  readonly reason?: string;
  readonly settled?: boolean;
}

/** A change id: its time (sortable, base 36) and 4 random hex digits. */
function newChangeId(now: number): string {
  return `${now.toString(36)}-${randomBytes(2).toString('hex')}`;
}

export class Journal {
  readonly file: string;
  /** This process's id in the journal: the console's session is the changes made under it. */
  readonly session: string;
  readonly #now: () => number;
  readonly #secrets: readonly string[];
  readonly #keepDays: number;
  readonly #warn: (message: string) => void;
  #warned = false;
  #compactChecked = false;
  /** While an undo runs: the change it undoes, named by each write it sends. */
  undoing: string | null = null;
  /** Counts the lines this process wrote, so a reader knows when to read again. */
  version = 0;
  /** The intents this process wrote, oldest first. */
  readonly written: IntentLine[] = [];

  constructor(options: JournalOptions) {
    this.file = options.file;
    this.#now = options.now ?? Date.now;
    this.#secrets = options.secrets ?? [];
    this.#keepDays = options.keepDays ?? DEFAULT_KEEP_DAYS;
    this.#warn = options.warn ?? (() => undefined);
    this.session = `${process.pid.toString(36)}-${randomBytes(3).toString('hex')}`;
  }

  #trouble(error: unknown): void {
    if (this.#warned) return;
    this.#warned = true;
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    this.#warn(
      `cannot write the journal of changes ${this.file} (${code ?? (error instanceof Error ? error.message : String(error))}); changes go on unjournalled`,
    );
  }

  /** Writes the intent and makes it durable; resolves with the change id. */
  begin(intent: Intent): string {
    const now = this.#now();
    if (!this.#compactChecked) {
      this.#compactChecked = true;
      try {
        if (compactionDue(this.file, this.#keepDays, now)) compactJournal(this.file, this.#keepDays, now);
      } catch {
        // A compaction that cannot run now runs another time.
      }
    }
    const line: IntentLine = {
      v: JOURNAL_VERSION,
      type: 'intent',
      change: newChangeId(now),
      at: new Date(now).toISOString(),
      what: intent.what,
      kind: intent.kind,
      id: intent.id,
      parent: intent.parent,
      sent: scrub(intent.sent, this.#secrets),
      before: intent.before === null ? null : scrub(intent.before, this.#secrets),
      session: this.session,
      ...(intent.follows ? { follows: intent.follows } : {}),
      ...((intent.undoes ?? this.undoing) ? { undoes: intent.undoes ?? (this.undoing as string) } : {}),
    };
    this.written.push(line);
    this.version += 1;
    try {
      appendJournalLine(this.file, line, true);
      markPending(this.file, line.change);
    } catch (error) {
      this.#trouble(error);
    }
    return line.change;
  }

  /** Appends the outcome; not fsynced: a read of the resource can always tell it again. */
  finish(change: string, outcome: Outcome): void {
    this.version += 1;
    try {
      appendJournalLine(
        this.file,
        {
          v: JOURNAL_VERSION,
          type: 'outcome',
          change,
          at: new Date(this.#now()).toISOString(),
          outcome: outcome.outcome,
          ...(outcome.id === undefined ? {} : { id: outcome.id }),
          ...(outcome.reason === undefined ? {} : { reason: reasonText(outcome.reason, this.#secrets) }),
          ...(outcome.settled ? { settled: true } : {}),
        },
        false,
      );
      if (outcome.outcome !== 'unknown') clearPending(this.file, change);
    } catch (error) {
      this.#trouble(error);
    }
  }

  /** Every change kept, oldest first; lines that are not ours are skipped with a warning. */
  changes(): Change[] {
    const read = readJournalFile(this.file);
    if (read.skipped > 0) this.#warn(`skipped ${read.skipped} unreadable line${read.skipped === 1 ? '' : 's'} of the journal ${this.file}`);
    return foldChanges(read.lines);
  }
}
