// A database another process keeps locked for writing (the sqlite3 shell's BEGIN IMMEDIATE, left
// open): reads answer at once (WAL), a change waits within --timeout, then says who holds the lock
// (its pid) and exits 2 with nothing sent; doctor names the holder.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';
import { journalOf } from '../helpers/state-database.js';
import { pollUntil, PROCESS_WAIT_MS } from '../helpers/wait.js';

/** A process that opens the database, takes its write lock and keeps it until killed. */
function holdWriteLock(file: string): Promise<ChildProcess> {
  const script = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(${JSON.stringify(file)});
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('BEGIN IMMEDIATE');
    db.exec("INSERT INTO signing_seconds (second, pid, taken_at) VALUES (1, 1, 1)");
    process.stdout.write('held\\n');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--no-warnings', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return pollUntil(() => out.includes('held') && child, 'the lock to be held', { timeoutMs: PROCESS_WAIT_MS });
}

describe('a database another process keeps locked', () => {
  let sandbox: RunningSandbox;
  let env: Record<string, string>;
  let holder: ChildProcess;
  const hoshin = (...args: string[]) => runHoshin(args, { env, timeoutMs: 30_000 });

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 'demo' });
    env = { ...isolatedDirs(), HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
    expect((await hoshin('list', 'companies')).code).toBe(0);
    holder = await holdWriteLock(join(env.HOSHIN_STATE_DIR as string, 'hoshin.db'));
  });
  afterAll(async () => {
    holder?.kill('SIGKILL');
    await sandbox.close();
  });

  it('reads answer without waiting for it; log reads the journal', async () => {
    const started = Date.now();
    const list = await hoshin('list', 'companies');
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/Nordwind/);
    const log = await hoshin('log');
    expect(log.code, log.stderr).toBe(0);
    // The cache's writes wait a moment at most (2 s, once a process), never the 10 s of before.
    expect(Date.now() - started).toBeLessThan(12_000);
  });

  it('a change waits within --timeout, then names the holder by pid and exits 2 with nothing sent', async () => {
    const started = Date.now();
    const update = await hoshin('update', 'company', '1', 'name=Locked Co', '--timeout', '3');
    const took = Date.now() - started;
    expect(update.code, update.stderr).toBe(2);
    expect(update.stderr).toMatch(new RegExp(`locked by process ${holder.pid}\\b`));
    expect(update.stderr).toMatch(/nothing was sent/);
    // The cache's writes waited 2 s once, the journal's intent what was left of --timeout 3: the whole
    // wait within it (a loaded machine adds the starts of Node); before, each write waited 10 s.
    expect(update.stderr).toMatch(/waited 3 s \(--timeout\)/);
    expect(took).toBeLessThan(15_000);
    expect(took).toBeGreaterThanOrEqual(3_000);
    const after = await hoshin('get', 'company', '1', '--json');
    expect(JSON.parse(after.stdout).name).not.toBe('Locked Co');
  });

  it('doctor names the holder', async () => {
    const doctor = await hoshin('doctor', '--timeout', '5');
    expect(doctor.stdout + doctor.stderr).toMatch(new RegExp(`locked for writing by process ${holder.pid}\\b`));
    expect(doctor.stdout).not.toMatch(/No problem found/);
    expect(doctor.code).toBe(2);
  });

  it('once it is released, the change goes through', async () => {
    holder.kill('SIGKILL');
    await pollUntil(() => holder.exitCode !== null || holder.signalCode !== null, 'the holder to end', { timeoutMs: PROCESS_WAIT_MS });
    const update = await hoshin('update', 'company', '1', 'name=Unlocked Co');
    expect(update.code, update.stderr).toBe(0);
    expect(journalOf(env, sandbox.url, sandbox.appKey).at(-1)).toMatchObject({ what: 'update', outcome: 'done' });
  });
});
