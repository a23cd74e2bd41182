// The state directory and the journal as a command meets them (in process, against the demo
// sandbox): a state directory another user could write to, or a link, or a file where it should
// be, is refused at once with the path and the fix, and nothing is sent; a change whose intent
// cannot be committed is not sent (exit 2) unless --unjournalled says to go on without a journal;
// `log` lists a journal of any size one change at a time.
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { closeDatabases } from '../../source/store/database.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess, startDemoService } from '../helpers/cli-in-process.js';
import { databaseOf } from '../helpers/state-database.js';

let sandbox: RunningSandbox;
let service: NodeJS.ProcessEnv;

beforeAll(async () => {
  ({ sandbox, env: service } = await startDemoService());
});
afterAll(async () => {
  closeDatabases();
  await sandbox?.close();
});

const machine = () => ({ ...service, ...isolatedDirs() });
const writes = () => sandbox.stats.log.filter((entry) => entry.method !== 'GET').length;

describe('a state directory hoshin may not trust', () => {
  it('writable by others: every command is refused with the path and the fix, and nothing is sent', async () => {
    const env = machine();
    mkdirSync(env.HOSHIN_STATE_DIR, { recursive: true, mode: 0o700 });
    chmodSync(env.HOSHIN_STATE_DIR, 0o777);
    sandbox.resetStats();
    for (const args of [
      ['list', 'companies'],
      ['update', 'task', String(sandbox.store.all('task')[0]?.id), 'name=Leaked'],
    ]) {
      const result = await runInProcess(args, env);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        `hoshin: the state directory ${env.HOSHIN_STATE_DIR} can be written by others (mode 0777): fix it with "chmod 700 ${env.HOSHIN_STATE_DIR}", or point HOSHIN_STATE_DIR at a directory of your own\n`,
      );
    }
    expect(sandbox.stats.requests).toBe(0);
  });

  it('a planted link for the database: refused, and the plan data never reaches where it points', async () => {
    const env = machine();
    mkdirSync(env.HOSHIN_STATE_DIR, { recursive: true, mode: 0o700 });
    const elsewhere = join(env.HOME, 'collected.db');
    writeFileSync(elsewhere, '');
    symlinkSync(elsewhere, join(env.HOSHIN_STATE_DIR, 'hoshin.db'));
    const result = await runInProcess(['get', 'company', '1'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `${join(env.HOSHIN_STATE_DIR, 'hoshin.db')} is a symbolic link, and hoshin follows none in its state directory`,
    );
    expect(databaseOf({ HOSHIN_STATE_DIR: join(env.HOME, 'other'), HOME: env.HOME }).file).not.toBe(elsewhere);
  });

  it('a file where the directory should be: a clear refusal at once, not a wait past --timeout', async () => {
    const env = machine();
    writeFileSync(env.HOSHIN_STATE_DIR, '');
    sandbox.resetStats();
    const result = await runInProcess(['list', 'companies', '--timeout', '2'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`the state directory ${env.HOSHIN_STATE_DIR} is not a directory (a file stands there)`);
    expect(sandbox.stats.requests).toBe(0);
  });
});

describe('a change whose intent cannot be committed', () => {
  it('is not sent (exit 2); --unjournalled sends it, saying once that it goes unjournalled', async () => {
    const env = machine();
    const task = sandbox.store.all('task')[1];
    expect((await runInProcess(['get', 'task', String(task?.id)], env)).code).toBe(0);
    // The disk is full, as far as the journal is concerned: every new change is refused by SQLite.
    databaseOf(env)
      .statement(`CREATE TRIGGER disk_full BEFORE INSERT ON changes BEGIN SELECT RAISE(FAIL, 'database or disk is full'); END`)
      .run();
    sandbox.resetStats();
    const refused = await runInProcess(['update', 'task', String(task?.id), 'name=Not journalled'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^hoshin: cannot write the journal of changes in .*hoshin\.db \(database or disk is full\): nothing was sent, as hoshin sends a change only once it is journalled; fix that, or pass --unjournalled to send it without a journal\n$/,
    );
    expect(writes()).toBe(0);
    expect(sandbox.store.get('task', Number(task?.id))?.name).not.toBe('Not journalled');

    const going = await runInProcess(['update', 'task', String(task?.id), 'name=Not journalled', '--unjournalled'], env);
    expect(going.code, going.stderr).toBe(0);
    expect(going.stderr).toContain('--unjournalled: changes go on without it');
    expect(sandbox.store.get('task', Number(task?.id))?.name).toBe('Not journalled');

    // Space again: the next change is journalled whole; the failed one left nothing torn behind it.
    databaseOf(env).statement('DROP TRIGGER disk_full').run();
    expect((await runInProcess(['update', 'task', String(task?.id), 'name=Journalled again'], env)).code).toBe(0);
    const log = await runInProcess(['log', '--json'], env);
    expect(
      (JSON.parse(log.stdout) as { sent: { name?: string }; outcome: string }[]).map((change) => [change.sent.name, change.outcome]),
    ).toEqual([['Journalled again', 'done']]);
  });
});

describe('hoshin log over a large journal', () => {
  it('lists 20,000 changes newest first, each once, in order', async () => {
    const env = machine();
    expect((await runInProcess(['list', 'companies'], env)).code).toBe(0);
    const db = databaseOf(env);
    const service = (db.statement('SELECT id FROM services WHERE base_url IS NOT NULL').get() as { id: number }).id;
    const insert = db.statement(
      "INSERT INTO changes (service, change, at, what, kind, id, parent, sent, before, session, outcome) VALUES (?, ?, ?, 'update', 'task', 1, NULL, ?, NULL, 's', 'done')",
    );
    db.transaction(() => {
      for (let n = 0; n < 20_000; n += 1)
        insert.run(
          service,
          `c${String(n).padStart(5, '0')}`,
          new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
          JSON.stringify({ name: `n${n}` }),
        );
    });
    const result = await runInProcess(['log'], env);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(20_001);
    expect(lines[0]).toMatch(/^c19999 /);
    expect(lines[19_999]).toMatch(/^c00000 /);
    expect(lines[20_000]).toMatch(/^20000 changes to .*; every outcome is known$/);
  });
});
