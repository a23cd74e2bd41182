// A plain-text credentials file that other users may read is refused with the fix, as ssh refuses
// such a key file: hoshin run in process against a sandbox.
import { chmodSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

describe('the plain-text credentials file', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo' });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('readable by group or others: refused with `chmod 600 <path>`, nothing sent; after the chmod it is used', async () => {
    const dirs = isolatedDirs();
    const login = [
      'auth',
      'login',
      '--profile',
      'ci',
      '--base-url',
      sandbox.url,
      '--app-key',
      sandbox.appKey,
      '--secret-stdin',
      '--insecure-storage',
    ];
    const loggedIn = await runHoshinInProcess(login, { env: dirs, input: sandbox.secret });
    expect(loggedIn.code, loggedIn.stderr).toBe(0);
    const file = join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);

    for (const mode of [0o644, 0o640, 0o604, 0o620]) {
      chmodSync(file, mode);
      sandbox.resetStats();
      const refused = await runHoshinInProcess(['list', 'companies', '--profile', 'ci'], { env: dirs });
      expect(refused.code, refused.stderr).toBe(3);
      expect(refused.stderr).toContain(`credentials file ${file} is open to other users (mode 0${mode.toString(8)})`);
      expect(refused.stderr).toContain(`run \`chmod 600 ${file}\``);
      expect(refused.stderr).not.toContain(sandbox.secret);
      expect(sandbox.stats.requests).toBe(0);
    }

    chmodSync(file, 0o600);
    const used = await runHoshinInProcess(['list', 'companies', '--profile', 'ci'], { env: dirs });
    expect(used.code, used.stderr).toBe(0);
  });

  it('a new login over an open file writes it 0600 again', async () => {
    const dirs = isolatedDirs();
    const login = [
      'auth',
      'login',
      '--profile',
      'ci',
      '--base-url',
      sandbox.url,
      '--app-key',
      sandbox.appKey,
      '--secret-stdin',
      '--insecure-storage',
    ];
    expect((await runHoshinInProcess(login, { env: dirs, input: sandbox.secret })).code).toBe(0);
    const file = join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json');
    chmodSync(file, 0o644);
    const again = await runHoshinInProcess(login, { env: dirs, input: sandbox.secret });
    expect(again.code, again.stderr).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
