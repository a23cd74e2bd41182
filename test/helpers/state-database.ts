// The user's database as tests look into it: a journal of its own in a temporary state directory,
// and the journal or known resources a run of hoshin left for a service.
import { join } from 'node:path';
import { hoshinPaths } from '../../source/config/paths.js';
import type { Change } from '../../source/journal/change.js';
import { Journal, type JournalOptions } from '../../source/journal/journal.js';
import { serviceIdentity } from '../../source/index/service-identity.js';
import { changeRows } from '../../source/journal/change-rows.js';
import { openDatabase, type HoshinDatabase } from '../../source/store/database.js';
import { temporaryDir } from './temporary-dirs.js';

/** A new state directory of its own. */
export function freshStateDir(): string {
  return join(temporaryDir('hoshin-state-'), 'state');
}

export function databaseAt(stateDir: string): HoshinDatabase {
  return openDatabase(hoshinPaths({ HOSHIN_STATE_DIR: stateDir, HOME: stateDir }));
}

/** A journal (one process's view of it) in the database of `stateDir`, for service `test`. */
export function journalAt(stateDir: string, options: Omit<JournalOptions, 'db' | 'service'> = {}): Journal {
  const db = databaseAt(stateDir);
  return new Journal({ ...options, db, service: db.serviceRow('test') });
}

/** The database a run of hoshin with this environment keeps. */
export function databaseOf(env: NodeJS.ProcessEnv): HoshinDatabase {
  return openDatabase(hoshinPaths(env));
}

/** Every change the journal of that service holds, oldest first. */
export function journalOf(env: NodeJS.ProcessEnv, baseUrl: string, appKey: string): Change[] {
  const db = databaseOf(env);
  const identity = serviceIdentity(baseUrl, appKey);
  return changeRows(db, db.serviceRow(identity.id, identity.baseUrl, identity.appKey)).changes;
}

/** The bytes of what the database keeps of that service's known resources. */
export function storeBytes(env: NodeJS.ProcessEnv, baseUrl: string, appKey: string): number {
  const db = databaseOf(env);
  const identity = serviceIdentity(baseUrl, appKey);
  const row = db
    .statement('SELECT coalesce(sum(length(entry)), 0) AS bytes FROM entries WHERE service = ?')
    .get(db.serviceRow(identity.id)) as {
    bytes: number;
  };
  return row.bytes;
}

/** A journal of that service, as another process of this user would open it. */
export function serviceJournalOf(
  env: NodeJS.ProcessEnv,
  baseUrl: string,
  appKey: string,
  options: Omit<JournalOptions, 'db' | 'service'> = {},
): Journal {
  const db = databaseOf(env);
  const identity = serviceIdentity(baseUrl, appKey);
  return new Journal({ ...options, db, service: db.serviceRow(identity.id, identity.baseUrl, identity.appKey) });
}

/** What the database knows of that service's resources: `kind:id` -> the stored entry. */
export function storeEntries(env: NodeJS.ProcessEnv, baseUrl: string, appKey: string): Record<string, string> {
  const db = databaseOf(env);
  const identity = serviceIdentity(baseUrl, appKey);
  const rows = db.statement('SELECT kind, id, entry FROM entries WHERE service = ? ORDER BY kind, id').all(db.serviceRow(identity.id)) as {
    kind: string;
    id: number;
    entry: string;
  }[];
  return Object.fromEntries(rows.map((row) => [`${row.kind}:${row.id}`, row.entry]));
}
