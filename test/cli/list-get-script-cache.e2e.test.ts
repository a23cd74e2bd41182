// The code cache of `list`'s and `get`'s script (decision 0381) holds what the run that wrote it
// compiled, and is not written again once taken. A first run that only printed help or refused its
// line compiled little of the command: kept, it would leave every later run compiling the rest.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';
import { serviceEnv } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
});

afterAll(async () => {
  await sandbox.close();
});

/** The script caches of `list` and `get` in a compile cache directory (Node's own names a subdirectory per version). */
function scriptCaches(cacheDir: string): string[] {
  return readdirSync(cacheDir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('/').pop() as string)
    .filter((name) => /^list-get-[\w-]+\.cjs\.(list|get)\.code$/.test(name))
    .map((name) => name.replace(/^list-get-[\w-]+\.cjs\./, ''))
    .sort();
}

describe("the list and get script's code cache", () => {
  it('is written by a run that did the command, not by one that printed help or refused the line', async () => {
    const dirs = isolatedDirs();
    const env = { ...dirs, ...serviceEnv(sandbox), NODE_COMPILE_CACHE: join(dirs.HOME, 'compile-cache') };
    const run = async (args: string[], code: number) => {
      const result = await runHoshin(args, { env });
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(code);
    };
    await run(['list', '--help'], 0);
    await run(['get', 'company', '1', '-h'], 0);
    await run(['list'], 2);
    await run(['get', 'company', 'abc'], 2);
    expect(scriptCaches(env.NODE_COMPILE_CACHE)).toEqual([]);
    await run(['list', 'companies'], 0);
    await run(['get', 'company', '1'], 0);
    expect(scriptCaches(env.NODE_COMPILE_CACHE)).toEqual(['get.code', 'list.code']);
  });
});
