// The journal in the user's database (6 processes at once: journal-processes.e2e.test.ts): an intent that
// cannot be committed stops the write (unless --unjournalled), old changes are dropped, a row that
// is not hoshin's is skipped with a warning, an outcome is settled once and for all, and nothing
// secret is kept.
import { describe, expect, it, vi } from 'vitest';
import { nodeCrypto } from '../../source/core/node-crypto.js';
import { HoshinError } from '../../source/core/errors.js';
import type { Intent } from '../../source/journal/journal.js';
import { Journal } from '../../source/journal/journal.js';
import { databaseAt, freshStateDir, journalAt } from '../helpers/state-database.js';

const RENAME: Intent = { what: 'update', kind: 'task', id: 1, parent: null, sent: { name: 'x' }, before: null };

describe('the journal', () => {
  it('gives a change another id when another process began one of the same id in the same millisecond', () => {
    const stateDir = freshStateDir();
    const now = () => Date.UTC(2026, 10, 28, 9, 0, 0);
    const mine = journalAt(stateDir, { now });
    const theirs = journalAt(stateDir, { now });
    // The same 4 random hex digits for both, then others: the two ids collide once.
    const random = vi.spyOn(nodeCrypto(), 'randomBytes');
    random.mockImplementationOnce(() => Buffer.from([0xab, 0xcd])).mockImplementationOnce(() => Buffer.from([0xab, 0xcd]));
    try {
      const first = theirs.begin(RENAME);
      const second = mine.begin({ ...RENAME, id: 2 });
      expect(first).toBe(`${now().toString(36)}-abcd`);
      expect(second).not.toBe(first);
      mine.finish(second, { outcome: 'done', id: 2 });
    } finally {
      random.mockRestore();
    }
    const changes = journalAt(stateDir).changes();
    expect(changes.map((change) => [change.id, change.outcome]).sort()).toEqual([
      [1, 'unknown'],
      [2, 'done'],
    ]);
  });

  it('refuses to let a write go when its intent cannot be committed; --unjournalled goes on, said once', () => {
    const stateDir = freshStateDir();
    const db = databaseAt(stateDir);
    db.statement('DROP TABLE changes').run();
    const journal = journalAt(stateDir);
    let refusal: unknown;
    try {
      journal.begin(RENAME);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HoshinError);
    expect((refusal as HoshinError).exitCode).toBe(2);
    expect((refusal as HoshinError).message).toMatch(
      /^cannot write the journal of changes in .*hoshin\.db \(.*no such table: changes.*\): nothing was sent, as hoshin sends a change only once it is journalled; fix that, or pass --unjournalled to send it without a journal$/,
    );
    const warnings: string[] = [];
    const going = journalAt(stateDir, { unjournalled: true, warn: (message) => warnings.push(message) });
    going.begin(RENAME);
    going.begin(RENAME);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('--unjournalled: changes go on without it');
    expect(() => new Journal({ missing: 'the database is locked' }).begin(RENAME)).toThrow(/the database is locked\): nothing was sent/);
  });

  it('skips a row that is not hoshin’s with a warning and reads the rest', () => {
    const stateDir = freshStateDir();
    const journal = journalAt(stateDir);
    const kept = journal.begin(RENAME);
    journal.finish(kept, { outcome: 'done', id: 1 });
    const other = journal.begin(RENAME);
    databaseAt(stateDir).statement("UPDATE changes SET sent = 'not json' WHERE change = ?").run(other);
    const warnings: string[] = [];
    const changes = journalAt(stateDir, { warn: (message) => warnings.push(message) }).changes();
    expect(changes.map((change) => [change.change, change.outcome])).toEqual([[kept, 'done']]);
    expect(warnings).toEqual([`skipped 1 unreadable change of the journal in ${databaseAt(stateDir).file}`]);
  });

  it('drops the changes older than it keeps, before its first change of the day', () => {
    const stateDir = freshStateDir();
    const now = Date.parse('2026-11-24T12:00:00Z');
    const old = journalAt(stateDir, { now: () => Date.parse('2026-08-01T00:00:00Z') });
    old.finish(old.begin(RENAME), { outcome: 'done' });
    const recent = journalAt(stateDir, { now: () => Date.parse('2026-10-01T00:00:00Z') });
    recent.finish(recent.begin(RENAME), { outcome: 'unknown', reason: 'timeout' });
    const today = journalAt(stateDir, { now: () => now, keepDays: 90 });
    today.begin(RENAME);
    expect(today.changes().map((change) => [change.at.slice(0, 10), change.outcome])).toEqual([
      ['2026-10-01', 'unknown'],
      ['2026-11-24', 'unknown'],
    ]);
  });

  it('settles an unknown outcome with a conclusive one whatever the order; the write’s own answer wins over a read', () => {
    const stateDir = freshStateDir();
    const journal = journalAt(stateDir);
    const change = journal.begin(RENAME);
    journal.finish(change, { outcome: 'done', id: 1, reason: 'settled by a read', settled: true });
    journal.finish(change, { outcome: 'unknown', reason: 'headers timeout' });
    expect(journal.change(change)).toMatchObject({ outcome: 'done', settled: true });
    journal.finish(change, { outcome: 'done', id: 1 });
    expect(journal.change(change)).toMatchObject({ outcome: 'done', settled: false, unanswered: false });
  });

  it('never writes the secret or a live signature, even when a value or a reason carries one', () => {
    const stateDir = freshStateDir();
    const journal = journalAt(stateDir, { secrets: ['s3cr3t-value-42'] });
    const change = journal.begin({
      ...RENAME,
      sent: { description: 'pasted s3cr3t-value-42 and https://h/x?timestamp=1&signature=abcdef' },
    });
    journal.finish(change, {
      outcome: 'refused',
      reason: 'PUT https://h/tasks/1?appkey=k&timestamp=2&signature=ffff -> 500 s3cr3t-value-42',
    });
    const text = JSON.stringify(databaseAt(stateDir).statement('SELECT * FROM changes').all());
    expect(text).not.toContain('s3cr3t-value-42');
    expect(text).not.toMatch(/signature=(?!\[redacted\])/);
    expect(text).not.toContain('signature=ffff');
    expect(text).not.toContain('timestamp=2');
  });
});
