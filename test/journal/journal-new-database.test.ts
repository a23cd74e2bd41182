// A journal on a database made for this process alone (the demo's): it is not opened until the
// first write or `open()` (the demo opens it after its first frame), reads before then answer from
// nothing without opening it, a secret added after the journal was made is still kept out, and a
// database that cannot be opened leaves the journal refusing writes with the reason.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hoshinPaths } from '../../source/config/paths.js';
import { HoshinError } from '../../source/core/errors.js';
import { Journal, type Intent } from '../../source/journal/journal.js';
import { databaseFile, openDatabase } from '../../source/store/database.js';
import { freshStateDir, journalAt } from '../helpers/state-database.js';

const RENAME: Intent = { what: 'update', kind: 'task', id: 1, parent: null, sent: { name: 'x' }, before: null };

function newJournal(stateDir: string, secrets: string[] = []): { journal: Journal; opened: () => number } {
  const paths = hoshinPaths({ HOSHIN_STATE_DIR: stateDir, HOME: stateDir });
  let opens = 0;
  const journal = new Journal({
    newDatabase: {
      file: databaseFile(paths),
      open: () => {
        opens += 1;
        const db = openDatabase(paths);
        return { db, service: db.serviceRow('test') };
      },
    },
    secrets,
  });
  return { journal, opened: () => opens };
}

describe('a journal on a new database', () => {
  it('answers every read from nothing without opening the database', () => {
    const stateDir = freshStateDir();
    const { journal, opened } = newJournal(stateDir);
    expect(journal.count()).toEqual({ all: 0, unknown: 0 });
    expect(journal.of('task', 1, 5)).toEqual([]);
    expect(journal.changes()).toEqual([]);
    expect(journal.page(0, 50)).toEqual([]);
    expect([...journal.newest()]).toEqual([]);
    expect(journal.unsettled()).toEqual([]);
    expect(journal.change('x')).toBeUndefined();
    expect(opened()).toBe(0);
    expect(existsSync(join(stateDir, 'hoshin.db'))).toBe(false);
    expect(journal.file).toBe(join(stateDir, 'hoshin.db'));
  });

  it('opens it once, on open() or the first write, and then reads what was written', () => {
    const stateDir = freshStateDir();
    const { journal, opened } = newJournal(stateDir);
    journal.open();
    journal.open();
    expect(opened()).toBe(1);
    const change = journal.begin(RENAME);
    journal.finish(change, { outcome: 'done', id: 1 });
    expect(journal.count()).toEqual({ all: 1, unknown: 0 });
    expect(
      journalAt(stateDir)
        .changes()
        .map((written) => [written.change, written.outcome]),
    ).toEqual([[change, 'done']]);

    const other = newJournal(freshStateDir());
    other.journal.begin(RENAME);
    expect(other.opened()).toBe(1);
    expect(other.journal.of('task', 1, 5)).toHaveLength(1);
  });

  it('keeps out a secret added after the journal was made', () => {
    const secrets: string[] = [];
    const { journal } = newJournal(freshStateDir(), secrets);
    secrets.push('s3cr3t-value');
    journal.begin({ ...RENAME, sent: { name: 'leaks s3cr3t-value' } });
    expect(JSON.stringify(journal.changes())).not.toContain('s3cr3t-value');
  });

  it('refuses a write with the reason when the database cannot be opened, and says so on a read', () => {
    const journal = new Journal({
      newDatabase: {
        file: '/nowhere/hoshin.db',
        open: () => {
          throw new Error('read-only file system');
        },
      },
    });
    journal.open();
    expect(() => journal.begin(RENAME)).toThrow(HoshinError);
    expect(() => journal.begin(RENAME)).toThrow(
      /cannot write the journal of changes in \/nowhere\/hoshin\.db \(read-only file system\): nothing was sent/,
    );
    expect(() => journal.count()).toThrow(/cannot read the journal of changes: read-only file system/);
  });
});
