// What a journal is made with (journal.ts), and what a write tells it: the intent before the
// request is sent, the outcome when the answer arrives.
import type { HoshinDatabase } from '../store/hoshin-database.js';
import type { ChangeOutcome, IntentLine } from './change.js';

export interface JournalOptions {
  /** The database and the service's row in it; absent: nothing can be journalled (see unjournalled). */
  readonly db?: HoshinDatabase;
  readonly service?: number;
  /**
   * Instead of `db`: a database made for this process alone (the demo's), opened on its first write
   * or `open()`; until then it holds nothing, and reads say so without opening it.
   */
  readonly newDatabase?: { readonly file: string; open(): { readonly db: HoshinDatabase; readonly service: number } };
  readonly now?: () => number;
  /** Strings that must never reach the journal (the app secret); read at each write, so one added later counts. */
  readonly secrets?: readonly string[];
  readonly keepDays?: number;
  readonly warn?: (message: string) => void;
  /** Go on when an intent cannot be committed (said once); otherwise the write is not sent. */
  readonly unjournalled?: boolean;
  /** Why there is no database, for the refusal. */
  readonly missing?: string;
}

/** What a write is about to do: an intent line without what the journal adds (id, time, session). */
export type Intent = Pick<IntentLine, 'what' | 'kind' | 'id' | 'parent' | 'sent' | 'before' | 'follows' | 'undoes'>;

export interface Outcome {
  readonly outcome: ChangeOutcome;
  readonly id?: number;
  readonly reason?: string;
  readonly settled?: boolean;
}
