// What a command holds in memory does not grow with the database: the built executable, its heap
// held to 40 MB, lists companies with 100,000 resources known and lists a journal of 60,000
// changes (60 MB of values). A command that read the whole store or the whole journal into memory
// would run out of heap and fail. The time these take is measured by bench/store.bench.ts.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndexChange } from '../../source/index/index-entry.js';
import { openIndexStore } from '../../source/index/index-store.js';
import { serviceIdentity } from '../../source/index/service-identity.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { closeDatabases } from '../../source/store/database.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';
import { databaseOf } from '../helpers/state-database.js';

const HEAP = '--max-old-space-size=40';
let sandbox: RunningSandbox;
let env: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  env = { ...isolatedDirs(), HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
});
afterAll(async () => {
  closeDatabases();
  await sandbox?.close();
  rmSync(env.HOME as string, { recursive: true, force: true });
});

describe('memory that does not grow with the database', () => {
  it('lists companies with 100,000 resources known, in a 40 MB heap', async () => {
    const store = openIndexStore(databaseOf(env), serviceIdentity(sandbox.url, sandbox.appKey));
    const changes: IndexChange[] = [];
    const text = 'Measured every month by the line lead; '.repeat(10);
    for (let id = 1; id <= 100_000; id += 1) {
      const objectiveId = 500_000 + (id % 400);
      changes.push({
        type: 'put',
        entry: {
          kind: 'indicator',
          id: 1_000_000 + id,
          parentKind: 'objective',
          parentId: objectiveId,
          name: `Indicator ${id}`,
          resource: { id: 1_000_000 + id, name: `Indicator ${id}`, objective_id: objectiveId, description: text, value: '12.5' },
          seenAt: 1,
        },
      });
    }
    store.write(changes);
    closeDatabases();
    const listed = await runHoshin(['list', 'companies'], { env: { ...env, NODE_OPTIONS: HEAP }, timeoutMs: 60_000 });
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(String(sandbox.store.all('company')[0]?.name));
    expect(databaseOf(env).statement("SELECT count(*) AS n FROM entries WHERE kind = 'indicator'").get()).toEqual({ n: 100_000 });
  }, 120_000);

  it('lists a journal of 60,000 changes (60 MB of values) in a 40 MB heap', async () => {
    expect((await runHoshin(['list', 'companies'], { env })).code).toBe(0);
    const db = databaseOf(env);
    const identity = serviceIdentity(sandbox.url, sandbox.appKey);
    const service = db.serviceRow(identity.id);
    const insert = db.statement(
      "INSERT INTO changes (service, change, at, what, kind, id, parent, sent, before, session, outcome) VALUES (?, ?, ?, 'update', 'task', 1, NULL, ?, ?, 's', 'done')",
    );
    const long = 'x'.repeat(500);
    db.transaction(() => {
      for (let n = 0; n < 60_000; n += 1) {
        const at = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
        insert.run(
          service,
          `c${String(n).padStart(5, '0')}`,
          at,
          JSON.stringify({ description: `${n} ${long}` }),
          JSON.stringify({ description: long }),
        );
      }
    });
    closeDatabases();
    const log = await runHoshin(['log'], { env: { ...env, NODE_OPTIONS: HEAP }, timeoutMs: 60_000 });
    expect(log.code, log.stderr.slice(0, 500)).toBe(0);
    // A change a line, its description wrapped under itself at 80 columns.
    const lines = log.stdout
      .trimEnd()
      .split('\n')
      .filter((line) => !line.startsWith(' '));
    expect(lines).toHaveLength(60_001);
    expect(lines.at(-1)).toMatch(/^60000 changes to .*; every outcome is known$/);
  }, 120_000);
});
