// The npm bundle runs undici (chunks/undici.cjs) with V8's code cache, kept beside Node's compile
// cache (scripts/undici-loader.mjs): written once, taken as it is by the next command, written anew
// when V8 refuses it, never written when NODE_DISABLE_COMPILE_CACHE is set.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';

let sandbox: RunningSandbox;
const root = mkdtempSync(join(tmpdir(), 'hoshin-undici-cache-'));

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
});

afterAll(async () => {
  await sandbox.close();
  rmSync(root, { recursive: true, force: true });
});

function environment(cache: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...isolatedDirs(),
    NODE_COMPILE_CACHE: cache,
    HOSHIN_BASE_URL: sandbox.url,
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
    ...extra,
  };
}

async function listCompanies(env: Record<string, string>): Promise<void> {
  const result = await runHoshin(['list', 'companies'], { env });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('Nordwind Pumps');
}

const undiciCaches = (cache: string) => {
  try {
    return readdirSync(cache).filter((name) => /^undici-.+\.v8cache$/.test(name));
  } catch {
    return [];
  }
};

describe("undici's code cache", () => {
  it('is written by the first command, private, and taken as it is by the next', async () => {
    const cache = join(root, 'kept');
    await listCompanies(environment(cache));
    const [name] = undiciCaches(cache);
    expect(name, 'a cache file after the first command').toBeDefined();
    const file = join(cache, name!);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const written = readFileSync(file);
    const writtenAt = statSync(file).mtimeMs;
    await listCompanies(environment(cache));
    expect(statSync(file).mtimeMs, 'not written again: V8 took it').toBe(writtenAt);
    expect(readFileSync(file).equals(written)).toBe(true);
  });

  it('is written anew when V8 refuses it, and the command runs as before', async () => {
    const cache = join(root, 'refused');
    await listCompanies(environment(cache));
    const [name] = undiciCaches(cache);
    const file = join(cache, name!);
    writeFileSync(file, 'not a code cache');
    await listCompanies(environment(cache));
    expect(readFileSync(file, 'utf8')).not.toBe('not a code cache');
    expect(undiciCaches(cache)).toEqual([name]);
  });

  it('is neither read nor written with NODE_DISABLE_COMPILE_CACHE', async () => {
    const cache = join(root, 'disabled');
    await listCompanies(environment(cache, { NODE_DISABLE_COMPILE_CACHE: '1' }));
    expect(undiciCaches(cache)).toEqual([]);
  });
});
