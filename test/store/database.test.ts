// The user's one database: made 0600 in a 0700 state directory, WAL, a schema version; a file that
// is not a database (or of a development schema) moved aside with one warning; a newer schema
// refused; a state directory that may not be trusted refused with the path and the fix, as ssh
// refuses a ~/.ssh it cannot trust.
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hoshinPaths, type HoshinPaths } from '../../source/config/paths.js';
import { HoshinError } from '../../source/core/errors.js';
import { BUSY_TIMEOUT_MS, closeDatabase, openDatabase } from '../../source/store/database.js';
import { SCHEMA_VERSION } from '../../source/store/schema.js';

let root: string;
let paths: HoshinPaths;
const pathsAt = (stateDir: string) => hoshinPaths({ HOSHIN_STATE_DIR: stateDir, HOME: root });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hoshin-db-'));
  paths = pathsAt(join(root, 'state'));
});
afterEach(() => {
  closeDatabase(paths);
  rmSync(root, { recursive: true, force: true });
});

function refusal(open: () => unknown): HoshinError {
  try {
    open();
  } catch (error) {
    expect(error).toBeInstanceOf(HoshinError);
    return error as HoshinError;
  }
  throw new Error('it opened');
}

describe('the database', () => {
  it('is made 0600 in a 0700 state directory, in WAL mode, at this schema version', () => {
    const db = openDatabase(paths);
    expect(statSync(paths.stateDir).mode & 0o777).toBe(0o700);
    expect(statSync(db.file).mode & 0o777).toBe(0o600);
    expect(db.statement('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.statement('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    // The cache's writes wait a moment for another process; a journal intent waits up to --timeout (durable).
    expect(Number(db.statement('PRAGMA busy_timeout').get()?.timeout)).toBe(BUSY_TIMEOUT_MS);
    expect(statSync(`${db.file}.sequence`).mode & 0o777).toBe(0o600);
  });

  it('rolls a transaction back whole when a step of it fails', () => {
    const db = openDatabase(paths);
    const service = db.serviceRow('s1');
    expect(() =>
      db.transaction(() => {
        db.statement('INSERT INTO values_sent (service, indicator_id, day, value, noted_at) VALUES (?, 1, ?, 1, 0)').run(
          service,
          '2026-01-31',
        );
        throw new Error('the second step fails');
      }),
    ).toThrow('the second step fails');
    expect(db.statement('SELECT count(*) AS n FROM values_sent').get()).toEqual({ n: 0 });
  });

  it('moves a file that is not a database aside with one warning, and starts a new one', () => {
    mkdirSync(paths.stateDir, { mode: 0o700 });
    writeFileSync(join(paths.stateDir, 'hoshin.db'), 'these are not the bytes of a database '.repeat(200));
    const warnings: string[] = [];
    const db = openDatabase(paths, (message) => warnings.push(message));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /hoshin\.db is not a hoshin database \(it is not an SQLite database\); it was moved to .*hoshin\.db\.corrupt-\d{8}T\d{6}Z and hoshin starts a new one/,
    );
    const movedTo = /moved to (\S+) and/.exec(warnings[0] as string)?.[1] as string;
    expect(readFileSync(movedTo, 'utf8')).toContain('these are not the bytes');
    expect(db.statement('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
  });

  it('moves aside an SQLite database of another program, and refuses one of a newer hoshin', () => {
    mkdirSync(paths.stateDir, { mode: 0o700 });
    const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
    const foreign = new DatabaseSync(join(paths.stateDir, 'hoshin.db'));
    foreign.exec('CREATE TABLE recipes (name TEXT)');
    foreign.close();
    const warnings: string[] = [];
    openDatabase(paths, (message) => warnings.push(message));
    expect(warnings[0]).toContain('it holds the tables of something else');
    closeDatabase(paths);

    const newer = new DatabaseSync(join(paths.stateDir, 'hoshin.db'));
    newer.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    newer.close();
    const refused = refusal(() => openDatabase(paths));
    expect(refused.exitCode).toBe(2);
    expect(refused.message).toContain(`was written by a newer hoshin (schema ${SCHEMA_VERSION + 1}; this one knows ${SCHEMA_VERSION})`);
  });

  it('moves aside a database of an unreleased development schema in one line, said to the first opener that listens', () => {
    mkdirSync(paths.stateDir, { mode: 0o700 });
    const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
    const development = new DatabaseSync(join(paths.stateDir, 'hoshin.db'));
    development.exec('CREATE TABLE services (id INTEGER PRIMARY KEY); PRAGMA user_version = 2');
    development.close();

    // A lookup on the way opens it first, with nobody to tell: the line waits for a command's warnings.
    openDatabase(paths);
    const warnings: string[] = [];
    const db = openDatabase(paths, (message) => warnings.push(message));
    expect(openDatabase(paths, (message) => warnings.push(message))).toBe(db);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /hoshin\.db is not a hoshin database \(its schema 2 is from an unreleased development build\); it was moved to .*hoshin\.db\.corrupt-\d{8}T\d{6}Z and hoshin starts a new one/,
    );
    expect(db.statement('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    expect(db.statement('SELECT count(*) AS n FROM changes').get()).toEqual({ n: 0 });
  });
});

describe('the state directory, checked as ssh checks ~/.ssh', () => {
  it('refuses one writable by others, naming the path and the fix', () => {
    mkdirSync(paths.stateDir, { mode: 0o700 });
    chmodSync(paths.stateDir, 0o777);
    const refused = refusal(() => openDatabase(paths));
    expect(refused.exitCode).toBe(2);
    expect(refused.message).toBe(
      `the state directory ${paths.stateDir} can be written by others (mode 0777): fix it with "chmod 700 ${paths.stateDir}", or point HOSHIN_STATE_DIR at a directory of your own`,
    );
    expect(existsSync(join(paths.stateDir, 'hoshin.db'))).toBe(false);
  });

  it('refuses one owned by another user', () => {
    mkdirSync(paths.stateDir, { mode: 0o700 });
    const uid = process.getuid?.() ?? 0;
    if (uid !== 0) {
      // Only root can give a directory away; as anyone else, the check of the owner is the same code path.
      expect(uid).toBeGreaterThan(0);
      return;
    }
    chownSync(paths.stateDir, 4242, 4242);
    const refused = refusal(() => openDatabase(paths));
    expect(refused.message).toContain(`the state directory ${paths.stateDir} is owned by user 4242, not by you (user 0)`);
  });

  it('follows no symbolic link: neither the directory nor the database file', () => {
    const elsewhere = join(root, 'elsewhere');
    mkdirSync(elsewhere, { mode: 0o700 });
    symlinkSync(elsewhere, paths.stateDir);
    expect(refusal(() => openDatabase(paths)).message).toContain(
      `the state directory ${paths.stateDir} is a symbolic link, and hoshin follows none there`,
    );
    rmSync(paths.stateDir);
    mkdirSync(paths.stateDir, { mode: 0o700 });
    const planted = join(root, 'planted.db');
    writeFileSync(planted, '');
    symlinkSync(planted, join(paths.stateDir, 'hoshin.db'));
    expect(refusal(() => openDatabase(paths)).message).toContain(
      `${join(paths.stateDir, 'hoshin.db')} is a symbolic link, and hoshin follows none`,
    );
    expect(statSync(planted).size).toBe(0);
  });

  it('says a file stands where the directory should be, at once', () => {
    writeFileSync(paths.stateDir, '');
    expect(refusal(() => openDatabase(paths)).message).toContain(
      `the state directory ${paths.stateDir} is not a directory (a file stands there)`,
    );
    const below = pathsAt(join(paths.stateDir, 'hoshin'));
    expect(refusal(() => openDatabase(below)).message).toContain('a file stands where one of its parents should be');
  });
});
