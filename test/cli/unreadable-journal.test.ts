// A database that cannot be opened (here: written by a newer hoshin) holds a journal that cannot
// be read: log, log --json and undo say so, with the reason and exit 2, never "no changes".
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResourceClient } from '../../source/core/resource.js';
import { LocalIndex } from '../../source/index/model.js';
import { Journal } from '../../source/journal/journal.js';
import { closeDatabases } from '../../source/store/database.js';
import { SessionChanges } from '../../source/usecases/session-changes.js';
import { sqlite } from '../../source/store/sqlite.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

function newerDatabase(stateDir: string): void {
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const { DatabaseSync } = sqlite();
  const db = new DatabaseSync(join(stateDir, 'hoshin.db'));
  db.exec('CREATE TABLE services (id INTEGER PRIMARY KEY); CREATE TABLE entries (x); CREATE TABLE changes (x); PRAGMA user_version = 99');
  db.close();
}

afterEach(() => closeDatabases());

describe('a journal that cannot be read', () => {
  const dirs = isolatedDirs();
  const env = { ...dirs, HOSHIN_BASE_URL: 'http://127.0.0.1:9', HOSHIN_APP_KEY: 'key', HOSHIN_APP_SECRET: 'secret' };
  const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });

  it('is said by log, log --json and undo, with why and exit 2', async () => {
    newerDatabase(dirs.HOSHIN_STATE_DIR);
    const log = await hoshin('log');
    expect(log.code).toBe(2);
    expect(log.stdout).toBe('');
    expect(log.stderr).toMatch(/cannot read the journal of changes: .*written by a newer hoshin \(schema 99/);

    const json = await hoshin('log', '--json');
    expect(json.code).toBe(2);
    expect(json.stdout).toBe('');
    expect(JSON.parse(json.stderr.trim().split('\n').at(-1) as string)).toMatchObject({
      error: { code: 2, kind: 'usage', message: expect.stringMatching(/cannot read the journal of changes/) as unknown },
    });

    const undo = await hoshin('undo', '--yes');
    expect(undo.code).toBe(2);
    expect(undo.stderr).toMatch(/cannot read the journal of changes/);
    expect(undo.stderr).not.toMatch(/holds no change/);
  });
});

describe("the console's list of changes (L) over a journal that cannot be read", () => {
  it('says why instead of "no change in the journal yet"', () => {
    const journal = new Journal({ missing: 'cannot open the database /state/hoshin.db (disk I/O error)' });
    const changes = new SessionChanges(journal, {} as ResourceClient, new LocalIndex());
    expect(changes.count()).toEqual({ all: 0, unknown: 0 });
    expect(changes.unreadable()).toBe('cannot read the journal of changes: cannot open the database /state/hoshin.db (disk I/O error)');
  });
});
