// The local store belongs to a service, not a profile, and holds up under parallel and killed
// processes: the built executable against sandboxes.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoshinPaths } from '../../source/config/paths.js';
import { databaseFile } from '../../source/store/database.js';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { EXECUTABLE, isolatedDirs, runHoshin } from '../helpers/cli.js';
import { storeEntries } from '../helpers/state-database.js';
import { pollUntil } from '../helpers/wait.js';

const KEY = 'store-test-key';
const SECRET = 'store-test-secret';

/** A profile "b" saved with service `own`'s address; credentials from the environment. */
function profileB(own: RunningSandbox) {
  const dirs = isolatedDirs();
  mkdirSync(dirs.HOSHIN_CONFIG_DIR, { recursive: true });
  writeFileSync(join(dirs.HOSHIN_CONFIG_DIR, 'config.json'), JSON.stringify({ activeProfile: 'b', profiles: { b: { baseUrl: own.url } } }));
  const env = { ...dirs, HOSHIN_APP_KEY: KEY, HOSHIN_APP_SECRET: SECRET };
  const hoshin = (...args: string[]) => runHoshin(args, { env });
  const storeOf = (sandbox: RunningSandbox) => storeEntries(env, sandbox.url, KEY);
  return { env, hoshin, storeOf };
}

describe.each<SandboxFlavour>(['spec', 'hoshinplan'])('one store per service (%s sandboxes)', (flavour) => {
  let own: RunningSandbox;
  let other: RunningSandbox;

  beforeAll(async () => {
    own = await startSandbox({ port: 0, seed: 'demo', flavour, appKey: KEY, secret: SECRET });
    other = await startSandbox({ port: 0, seed: 'demo', flavour, appKey: KEY, secret: SECRET });
  });
  afterAll(async () => {
    await own?.close();
    await other?.close();
  });

  it('a --base-url override leaves the profile’s own store untouched, and a 404 there prunes nothing of it', async () => {
    const { env, hoshin, storeOf } = profileB(own);
    const read = await hoshin('get', 'indicator', '101');
    expect(read.code, read.stderr).toBe(0);
    const before = storeOf(own);
    expect(Object.values(before).join('')).toContain('"id":101');

    const elsewhere = await hoshin('--base-url', other.url, 'get', 'indicator', '102');
    expect(elsewhere.code, elsewhere.stderr).toBe(0);
    expect(storeOf(own)).toEqual(before);
    expect(Object.values(storeOf(other)).join('')).toContain('"id":102');

    // The other service no longer has indicator 101: its 404 prunes only its own store.
    expect(other.store.delete('indicator', 101)).toBe(true);
    const gone = await hoshin('--base-url', other.url, 'get', 'indicator', '101');
    expect(gone.code).toBe(4);
    expect(storeOf(own)).toEqual(before);
    const stats = await hoshin('index', 'stats', '--json');
    expect(JSON.parse(stats.stdout)).toMatchObject({
      profile: 'b',
      service: { base_url: own.url },
      counts: { indicator: 1 },
    });
    const otherStats = await hoshin('--base-url', other.url, 'index', 'stats', '--json');
    expect(JSON.parse(otherStats.stdout)).toMatchObject({ service: { base_url: other.url }, counts: { indicator: 1 } });
    const info = await hoshin('info');
    // The value wraps under itself at 80 columns: read with its spaces as one.
    expect(info.stdout.replace(/\s+/g, ' ')).toContain(
      `store: ${databaseFile(hoshinPaths(env))} (service ${own.url}, app key ${KEY}, profile "b")`,
    );
  });
});

describe('the store under parallel and killed processes', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', appKey: KEY, secret: SECRET });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('16 parallel record processes leave 16 values in the store', async () => {
    const { env, hoshin } = profileB(sandbox);
    const days = Array.from({ length: 16 }, (_, i) => `2024-03-${String(i + 1).padStart(2, '0')}`);
    const results = await Promise.all(
      days.map((day, i) => runHoshin(['record', '101', String(i + 1), '--day', day], { env, timeoutMs: 50_000 })),
    );
    for (const result of results) expect(result.code, result.stderr).toBe(0);
    const history = await hoshin('history', '101', '--json');
    const recorded = (JSON.parse(history.stdout) as { day: string }[])
      .map((value) => value.day)
      .filter((day) => day.startsWith('2024-03-'));
    expect(recorded.sort()).toEqual(days);
  }, 60_000);

  it('a kill -9 during record --csv leaves a readable store holding every value the service answered', async () => {
    const { env, hoshin, storeOf } = profileB(sandbox);
    const rows = Array.from({ length: 200 }, (_, i) => {
      const day = new Date(Date.UTC(2010, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      return `102,${day},${i}`;
    });
    const csv = join(env.HOME, 'values.csv');
    writeFileSync(csv, `indicator_id,day,value\n${rows.join('\n')}\n`);
    const child = spawn(process.execPath, [EXECUTABLE, 'record', '--csv', csv], {
      env: { PATH: process.env.PATH, ...env },
      stdio: 'ignore',
    });
    const stored = () => {
      try {
        return Object.values(storeOf(sandbox)).filter((entry) => entry.includes('"parentKind":"indicator","parentId":102')).length;
      } catch {
        return 0; // the database not made yet
      }
    };
    await pollUntil(() => stored() >= 30, 'the command to have stored 30 values');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const sent = sandbox.store
      .all('indicator_history')
      .filter((value) => Number(value.indicator_id) === 102 && String(value.day).startsWith('2010-'));
    const onService = new Set(sent.map((value) => Number(value.id)));
    const history = await hoshin('history', '102', '--json');
    expect(history.code).toBe(0);
    expect(history.stderr).toBe('');
    const inStore = (JSON.parse(history.stdout) as { id: number; day: string }[])
      .filter((value) => value.day.startsWith('2010-'))
      .map((value) => value.id);
    expect(onService.size).toBeLessThan(200);
    // Every value in the store is on the service; at most the one answered as the kill came is missing.
    for (const id of inStore) expect(onService.has(id)).toBe(true);
    expect(inStore.length).toBeGreaterThanOrEqual(onService.size - 1);
    expect((await hoshin('index', 'stats')).stderr).toBe('');
  }, 60_000);
});
