// Input is bounded: a CSV, an index export or a secret read from an endless device or a huge file is
// refused at a limit the error names, with nothing sent; what a refusal echoes of the service's text is cut.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { INPUT_LIMITS } from '../../source/terminal/bounded-input.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess, startDemoService } from '../helpers/cli-in-process.js';

describe('input read with a size limit', () => {
  let sandbox: RunningSandbox;
  let env: NodeJS.ProcessEnv;
  const hoshin = (args: string[], input?: string) => runHoshinInProcess(args, { env, input });

  beforeAll(async () => ({ sandbox, env } = await startDemoService()));
  afterAll(() => sandbox.close());

  it.each([
    ['record', '--csv', '/dev/zero'],
    ['targets', '--csv', '/dev/zero'],
  ])('%s %s %s is refused at 16 MB, naming the limit; nothing is sent', async (...args) => {
    sandbox.resetStats();
    const result = await hoshin(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--csv: "/dev/zero" holds more than 16 MB, the most taken; nothing was sent');
    expect(sandbox.stats.log).toEqual([]);
  });

  it('refuses a file of one line past the limit before reading it as CSV', async () => {
    const file = join(String(env.HOSHIN_STATE_DIR), '..', 'one-line.csv');
    writeFileSync(file, `101,2026-11-01,${'9'.repeat(INPUT_LIMITS.csv)}`);
    const result = await hoshin(['record', '--csv', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('holds more than 16 MB');
  });

  it('refuses an index export from an endless device, and a secret past 64 KB on standard input', async () => {
    const imported = await hoshin(['index', 'import', '/dev/zero']);
    expect(imported.code).toBe(2);
    expect(imported.stderr).toContain('file: "/dev/zero" holds more than 256 MB');
    const login = await runHoshinInProcess(['auth', 'login', '--app-key', 'k', '--secret-stdin', '--insecure-storage', '--no-verify'], {
      env: { ...isolatedDirs(), HOSHIN_BASE_URL: sandbox.url },
      input: 'x'.repeat(INPUT_LIMITS.secret + 1),
    });
    expect(login.code).toBe(2);
    expect(login.stderr).toContain('holds more than 64 KB');
    expect(login.stderr).not.toContain('xxxx');
  });

  it('cuts what an undo refusal echoes: a 60,000-character description is not a 120 KB line', async () => {
    const long = (letter: string) => letter.repeat(60_000);
    expect((await hoshin(['update', 'task', '201', `description=${long('a')}`])).code).toBe(0);
    const ours = (JSON.parse((await hoshin(['log', '--json'])).stdout) as { change: string }[])[0]!;
    sandbox.store.put('task', { ...sandbox.store.get('task', 201)!, description: long('b') });
    const refused = await hoshin(['undo', ours.change, '--yes']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('changed since: description');
    expect(refused.stderr.length).toBeLessThan(1_000);
  });
});
