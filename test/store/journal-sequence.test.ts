// The journal's own sequence, on real SQLite files: a database put back from an older copy, or a
// -wal from another database put beside it, silently replaces journal rows; hoshin sees it at
// open and says so in one warning, once.
import { copyFileSync, existsSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hoshinPaths } from '../../source/config/paths.js';
import { Journal } from '../../source/journal/journal.js';
import { closeDatabases, openDatabase } from '../../source/store/database.js';
import { freshStateDir } from '../helpers/state-database.js';

afterEach(() => closeDatabases());

function pathsOf(stateDir: string) {
  return hoshinPaths({ HOSHIN_STATE_DIR: stateDir, HOME: stateDir });
}

/** Opens the database, saying what opening said; writes `count` changes to its journal. */
function write(stateDir: string, count: number, said: string[] = []): void {
  const db = openDatabase(pathsOf(stateDir), (line) => said.push(line));
  const journal = new Journal({ db, service: db.serviceRow('test') });
  for (let n = 0; n < count; n++)
    journal.begin({ what: 'update', kind: 'task', id: n + 1, parent: null, sent: { name: `n${n}` }, before: null });
}

function opened(stateDir: string): string[] {
  closeDatabases();
  const said: string[] = [];
  openDatabase(pathsOf(stateDir), (line) => said.push(line));
  return said;
}

describe("the journal's own sequence", () => {
  it('says, once, that an older copy of the database lost changes hoshin wrote', () => {
    const stateDir = freshStateDir();
    const file = join(stateDir, 'hoshin.db');
    write(stateDir, 3);
    closeDatabases();
    copyFileSync(file, `${file}.copy`);
    write(stateDir, 2);
    expect(opened(stateDir)).toEqual([]);
    closeDatabases();
    copyFileSync(`${file}.copy`, file);
    expect(opened(stateDir)).toEqual([
      expect.stringMatching(/holds 2 changes fewer than hoshin wrote to it \(an older copy of the database or a stale -wal/),
    ]);
    expect(opened(stateDir)).toEqual([]);
  });

  it('leaves a note that agrees with the database as it is (no file write for a command that changes nothing)', () => {
    const stateDir = freshStateDir();
    const note = join(stateDir, 'hoshin.db.sequence');
    write(stateDir, 2);
    closeDatabases();
    const written = readFileSync(note, 'utf8');
    expect(written).toMatch(/^[0-9a-f]{16} 2\n$/);
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(note, longAgo, longAgo);
    expect(opened(stateDir)).toEqual([]);
    expect(statSync(note).mtimeMs).toBe(longAgo.getTime());
    expect(readFileSync(note, 'utf8')).toBe(written);
    // A note that lags behind (a write whose note was not written) follows the database at open.
    write(stateDir, 1);
    closeDatabases();
    writeFileSync(note, written);
    expect(opened(stateDir)).toEqual([]);
    expect(readFileSync(note, 'utf8')).toMatch(/ 3\n$/);
  });

  it("says that a -wal of another database put beside it replaced the journal's rows", () => {
    const mine = freshStateDir();
    const other = freshStateDir();
    write(mine, 2);
    closeDatabases();
    expect(opened(mine)).toEqual([]);
    closeDatabases();
    // The other database's -wal, taken while its process still had it open (its pages not yet in its file).
    write(other, 4);
    const otherFile = join(other, 'hoshin.db');
    expect(existsSync(`${otherFile}-wal`)).toBe(true);
    copyFileSync(`${otherFile}-wal`, join(mine, 'hoshin.db-wal'));
    rmSync(join(mine, 'hoshin.db-shm'), { force: true });
    closeDatabases();
    expect(opened(mine)).toEqual([
      expect.stringMatching(/is not the one this state directory kept \(a database or -wal file from elsewhere/),
    ]);
  });
});
