// Check 9: the state directory as every command checks it, then the database's pages (a damaged one
// loses the journal undo reads) and its write lock (one another process keeps stops every change).
import { hoshinPaths } from '../../../../config/paths.js';
import { openDatabase } from '../../../../store/database.js';
import { writeLockHolder } from '../../../../store/lock-holder.js';
import { StateRefusal } from '../../../../store/state-dir.js';
import { CONFIGURATION_FAILED, fail, ok, warn, type CheckResult } from './report.js';

export function checkState(env: NodeJS.ProcessEnv): CheckResult {
  const paths = hoshinPaths(env);
  const said: string[] = [];
  try {
    const db = openDatabase(paths, (message) => said.push(message));
    const version = (db.statement('PRAGMA user_version').get() as { user_version: number }).user_version;
    const check = (db.statement('PRAGMA quick_check').get() as { quick_check: string }).quick_check;
    const failed = (detail: string, fix: string) => fail('state', CONFIGURATION_FAILED, `the database ${db.file} ${detail}`, fix);
    if (check !== 'ok')
      return failed(
        `is damaged (${check})`,
        `move it away (hoshin starts a new one; its journal and known resources stay in the file moved)`,
      );
    const holder = writeLockHolder(db);
    if (holder !== undefined)
      return failed(
        `is locked for writing by ${holder}`,
        'reads still work, but no change is sent until that process ends its transaction (or is ended)',
      );
    const notes = said.length > 0 ? `; ${said.join('; ')}` : '';
    return ok('state', `${db.file} (schema ${version}), in a state directory only you can write to${notes}`);
  } catch (error) {
    if (error instanceof StateRefusal) return fail('state', CONFIGURATION_FAILED, error.message);
    return warn(
      'state',
      error instanceof Error ? error.message : String(error),
      'reads still work, but no change is sent until its journal can be written (--unjournalled sends without)',
    );
  }
}
