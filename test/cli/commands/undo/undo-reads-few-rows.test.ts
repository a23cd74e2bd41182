// `hoshin undo` finds the change it undoes by the journal's keys: by its id (or a prefix of it), or,
// without one, the newest changes first until one can be undone; never the whole journal. Counted
// as the rows read from the journal's table, in a journal of 100,000 older changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoshinPaths } from '../../../../source/config/paths.js';
import type { RunningSandbox } from '../../../../source/sandbox/server.js';
import { openDatabase } from '../../../../source/store/database.js';
import { runHoshinInProcess, startDemoService } from '../../../helpers/cli-in-process.js';
import { countJournalRows } from '../../../helpers/journal-rows.js';

const OLDER = 100_000;
// The change, the changes naming it, a few of the newest: a handful of rows, whatever the journal's size.
const FEW_ROWS = 20;

describe('hoshin undo in a large journal', () => {
  let sandbox: RunningSandbox;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    ({ sandbox, env } = await startDemoService());
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('undoes the newest change, then one named by a prefix of its id, reading a few rows each time', async () => {
    const [first, second] = sandbox.store.all('task').slice(0, 2) as { id: number; name: string }[];
    for (const task of [first!, second!]) {
      const updated = await runHoshinInProcess(['update', 'task', String(task.id), `name=${task.name} (renamed)`], { env });
      expect(updated.code, updated.stderr).toBe(0);
    }
    const db = openDatabase(hoshinPaths(env));
    const made = db.statement('SELECT service, change, at FROM changes ORDER BY at DESC, change DESC').all() as {
      service: number;
      change: string;
      at: string;
    }[];
    expect(made).toHaveLength(2);
    const [newest, older] = made as [(typeof made)[0], (typeof made)[0]];
    // 100,000 older changes of tasks the service does not have, before the two.
    const oldest = Date.parse(older.at) - 1_000;
    db.transaction(() => {
      const insert = db.statement(
        `INSERT INTO changes (service, change, at, what, kind, id, parent, sent, before, session, outcome, outcome_at)
         VALUES (?, ?, ?, 'update', 'task', ?, NULL, ?, ?, 'an-earlier-session', 'done', ?)`,
      );
      for (let n = 0; n < OLDER; n += 1) {
        const at = new Date(oldest - (OLDER - n) * 1000).toISOString();
        insert.run(newest.service, `old-${String(n).padStart(6, '0')}`, at, 900_000 + (n % 50), '{"name":"x"}', '{"name":"y"}', at);
      }
    });
    const rows = countJournalRows(db);

    // Without an id, --yes is refused naming the last change: found reading few rows.
    const asked = await runHoshinInProcess(['undo', '--yes'], { env });
    expect(asked.code, asked.stderr).toBe(2);
    expect(asked.stderr).toContain(`hoshin undo ${newest.change} --yes`);
    expect(rows()).toBeLessThanOrEqual(FEW_ROWS);
    const asking = rows();
    const last = await runHoshinInProcess(['undo', newest.change, '--yes'], { env });
    expect(last.code, last.stderr).toBe(0);
    expect(last.stdout + last.stderr).toContain(newest.change);
    expect(rows() - asking).toBeLessThanOrEqual(FEW_ROWS);
    expect(sandbox.store.get('task', second!.id)?.name).toBe(second!.name);

    const before = rows();
    const named = await runHoshinInProcess(['undo', older.change.slice(0, 8), '--yes'], { env });
    expect(named.code, named.stderr).toBe(0);
    expect(rows() - before).toBeLessThanOrEqual(FEW_ROWS);
    expect(sandbox.store.get('task', first!.id)?.name).toBe(first!.name);
  });
});
