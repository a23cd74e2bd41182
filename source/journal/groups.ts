// A group of the journal: one bulk command's changes, listed and undone together; its row is written with its first change.
import { nodeCrypto } from '../core/node-crypto.js';
import type { Change } from './change.js';
import { groupChangeRows } from './change-rows.js';
import { groupRow, groupSize, groupsStartingWith, type ChangeGroup } from './group-rows.js';
import type { Journal } from './journal.js';

export type { ChangeGroup } from './group-rows.js';

/** A group id: `g-`, its time (base 36) and 4 random hex digits; no change id starts with `g-`. */
export function newGroupId(now: number = Date.now()): string {
  return `g-${now.toString(36)}-${nodeCrypto().randomBytes(2).toString('hex')}`;
}

/** Whether a word names a group (a group id or the start of one) rather than a change. */
export function isGroupWord(word: string): boolean {
  return word.startsWith('g-');
}

/** Groups do not nest: a bulk change inside another stays in the outer group. */
export async function inGroup<T>(journal: Journal, label: string, run: (group: string) => Promise<T>): Promise<T> {
  if (journal.grouping) return run(journal.grouping.id);
  const id = newGroupId();
  journal.grouping = { id, label: label.replace(/\s+/g, ' ').slice(0, 200) };
  try {
    return await run(id);
  } finally {
    journal.grouping = null;
  }
}

export function journalGroup(journal: Journal, id: string): ChangeGroup | undefined {
  return journal.readRows((db, service) => groupRow(db, service, id));
}

/** The group a word names: its id whole, or the only one starting so; else why not. */
export function findGroup(journal: Journal, word: string): ChangeGroup | string {
  const exact = journalGroup(journal, word);
  if (exact) return exact;
  const matches = journal.readRows((db, service) => groupsStartingWith(db, service, word, 2));
  if (matches.length === 1) return matches[0] as ChangeGroup;
  return matches.length === 0
    ? `no group ${word} in the journal (hoshin log lists them)`
    : `several groups start with ${word}: give more of the id`;
}

/** The changes of a group, oldest first. */
export function groupChanges(journal: Journal, id: string): Change[] {
  return journal.readRows((db, service) => groupChangeRows(db, service, id));
}

export function groupCount(journal: Journal, id: string): number {
  return journal.readRows((db, service) => groupSize(db, service, id));
}
