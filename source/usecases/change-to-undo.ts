// Which change `hoshin undo [ID]` means.
import type { Change } from '../journal/change.js';
import type { Journal } from '../journal/journal.js';

/** What findJournalChange reads: changes by id, by a prefix of it, newest first, and those naming one. */
export type ChangeLookup = Pick<Journal, 'change' | 'startingWith' | 'newest' | 'naming'>;

/** By id (or a unique start of one), or the newest that can be undone, read newest first: never the whole journal. */
export function findJournalChange(journal: ChangeLookup, word: string | undefined): Change | string {
  if (word === undefined) {
    for (const change of journal.newest()) {
      if (change.follows || change.undoes || change.outcome === 'refused') continue;
      if (journal.naming(change.change).some((other) => other.undoes === change.change && other.outcome === 'done')) continue;
      return change;
    }
    return 'the journal holds no change to undo';
  }
  const exact = journal.change(word);
  if (exact) return exact;
  const matches = journal.startingWith(word, 2);
  if (matches.length === 1) return matches[0] as Change;
  return matches.length === 0
    ? `no change ${word} in the journal (hoshin log lists them)`
    : `several changes start with ${word}: give more of the id`;
}
