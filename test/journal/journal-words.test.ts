// The journal in words: a month's target is named a target, not "record none"; a change undone
// reads as undone, with the undo that took it back (its parts too); a part of a change is refused by
// naming what that change did, never by an id shown nowhere else.
import { describe, expect, it } from 'vitest';
import { changeLine, changeSummary, undoTracker, unknownReason } from '../../source/journal/describe.js';
import { LocalIndex } from '../../source/index/model.js';
import type { ResourceClient } from '../../source/core/resource.js';
import { SessionChanges } from '../../source/usecases/session-changes.js';
import { freshStateDir, journalAt } from '../helpers/state-database.js';

function journalWithARecord() {
  // A second between writes, as between a record and the undo a person runs later.
  let clock = Date.UTC(2026, 10, 28, 9, 0, 0);
  const journal = journalAt(freshStateDir(), { now: () => (clock += 1000) });
  const record = journal.begin({
    what: 'record',
    kind: 'indicator_history',
    id: null,
    parent: 102,
    sent: { day: '2026-11-30', value: 158 },
    before: null,
  });
  journal.finish(record, { outcome: 'done', id: 900 });
  const move = journal.begin({
    what: 'update',
    kind: 'indicator',
    id: 102,
    parent: null,
    sent: { value: 158, last_update: '2026-11-30' },
    before: { value: 50, last_update: '2026-10-31' },
    follows: record,
  });
  journal.finish(move, { outcome: 'done', id: 102 });
  return { journal, record, move };
}

describe('the journal in words', () => {
  it('names a target row a target', () => {
    const { journal } = journalWithARecord();
    const target = journal.begin({
      what: 'record',
      kind: 'indicator_history',
      id: null,
      parent: 102,
      sent: { day: '2027-03-01', goal: 130 },
      before: null,
    });
    journal.finish(target, { outcome: 'done', id: 901 });
    expect(changeSummary(journal.change(target)!)).toBe('target 130 on 2027-03-01 for indicator 102 (history 901)');
  });

  it('says a change and its parts were undone, and by which undo', () => {
    const { journal, record, move } = journalWithARecord();
    const undo = journal.begin({
      what: 'delete',
      kind: 'indicator_history',
      id: 900,
      parent: null,
      sent: {},
      before: null,
      undoes: record,
    });
    journal.finish(undo, { outcome: 'done', id: 900 });
    const undos = undoTracker();
    const lines = [...journal.newest()].map((change) => {
      undos.see(change);
      return changeLine(change, undos.undoneBy(change));
    });
    expect(lines.find((line) => line.startsWith(record))).toMatch(/\[done, undone by \S+\]$/);
    expect(lines.find((line) => line.startsWith(move))).toContain(`[done, undone by ${undo}]`);
    expect(lines.find((line) => line.startsWith(undo))).toMatch(/\[done\]$/);
  });

  it('refuses to undo a part by naming the change it goes with, not its id', () => {
    const { journal, record, move } = journalWithARecord();
    const changes = new SessionChanges(journal, {} as ResourceClient, new LocalIndex());
    const refusal = changes.refusalOf({ change: journal.change(move)!, undone: false, mine: true });
    expect(refusal).toBe('it is a part of another change (record 158 on 2026-11-30 for indicator 102 (history 900)); undo that one');
    expect(refusal).not.toContain(record);
  });
});

describe('what settles an unknown change, said truly', () => {
  const sentAt = Date.UTC(2026, 10, 28, 9, 0, 0);
  const unknown = {
    v: 1,
    type: 'intent' as const,
    change: 'c1',
    at: new Date(sentAt).toISOString(),
    what: 'update' as const,
    kind: 'task' as const,
    id: 201,
    parent: null,
    sent: { name: 'Ours' },
    before: { name: 'Theirs' },
    session: 's',
    outcome: 'unknown' as const,
    resultId: null,
    settled: false,
    outcomeAt: null,
  };

  it('a write with no answer may still be under way: only a read five minutes after it was sent settles it', () => {
    const never = { ...unknown, unanswered: true, reason: null };
    expect(unknownReason(never, sentAt + 60_000)).toBe(
      'no answer; it may still be under way, so a read of it after 09:05:00 UTC that shows what was sent settles it',
    );
    expect(unknownReason(never, sentAt + 6 * 60_000)).toBe('no answer; a read of it that shows what was sent settles it');
  });

  it('a write that ended without an outcome (a timeout) is settled by a read that shows what was sent', () => {
    expect(unknownReason({ ...unknown, unanswered: false, reason: 'timeout' }, sentAt + 1000)).toBe(
      'timeout; a read of it that shows what was sent settles it',
    );
  });
});
