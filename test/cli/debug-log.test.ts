// `--debug` writes its log with the state directory's checks: a planted link for hoshin.log is
// never followed, and in a state directory that is refused nothing is written or changed. A state
// file that is not a regular file (a pipe, a socket) is refused at once instead of hanging a read.
import { lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { closeDatabases } from '../../source/store/database.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess, startDemoService } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let service: NodeJS.ProcessEnv;

beforeAll(async () => ({ sandbox, env: service } = await startDemoService()));
afterAll(async () => {
  closeDatabases();
  await sandbox.close();
});

/** A state directory holding a hoshin.log that links to a file outside it. */
function plantedLog(mode: number): { env: NodeJS.ProcessEnv; victim: string } {
  const env = { ...service, ...isolatedDirs() };
  const state = String(env.HOSHIN_STATE_DIR);
  mkdirSync(state, { recursive: true, mode: 0o700 });
  const victim = join(state, '..', 'victim.txt');
  writeFileSync(victim, 'untouched\n');
  symlinkSync(victim, join(state, 'hoshin.log'));
  chmodSync(state, mode);
  return { env, victim };
}

describe('the debug log', () => {
  it('is not written through a link planted in an accepted state directory; the command goes on and says so', async () => {
    const { env, victim } = plantedLog(0o700);
    const result = await runInProcess(['--debug', 'list', 'companies'], env);
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
    expect(result.stderr).toMatch(/debug: cannot write .*hoshin\.log: .*is a symbolic link/);
  });

  it('in a state directory that is refused, writes nothing and changes nothing before the refusal', async () => {
    const { env, victim } = plantedLog(0o777);
    const result = await runInProcess(['--debug', 'list', 'companies'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('can be written by others');
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
    expect(lstatSync(String(env.HOSHIN_STATE_DIR)).mode & 0o777).toBe(0o777);
  });
});

describe('a state file that is not a regular file', () => {
  it('is refused at once, naming it, and nothing is sent', async () => {
    const env = { ...service, ...isolatedDirs() };
    mkdirSync(String(env.HOSHIN_STATE_DIR), { recursive: true, mode: 0o700 });
    const socket = createServer();
    await new Promise<void>((resolve) => socket.listen(join(String(env.HOSHIN_STATE_DIR), 'hoshin.db'), resolve));
    try {
      sandbox.resetStats();
      const result = await runInProcess(['list', 'companies'], env);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('hoshin.db is not a regular file');
      expect(sandbox.stats.log).toEqual([]);
    } finally {
      socket.close();
    }
  });
});
