// hoshin index … and hoshin history, run in process.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hoshinPaths } from '../../source/config/paths.js';
import { LocalIndex } from '../../source/index/model.js';
import { serviceIdentity } from '../../source/index/service-identity.js';
import { openIndexStore } from '../../source/index/index-store.js';
import { closeDatabases, databaseFile, openDatabase } from '../../source/store/database.js';
import { storeEntries } from '../helpers/state-database.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';
import { printedExport } from '../../source/cli/commands/index/index-document.js';

let home: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'hoshin-index-cli-'));
  env = {
    PATH: process.env.PATH,
    HOME: home,
    HOSHIN_STATE_DIR: join(home, 'state'),
    HOSHIN_CONFIG_DIR: join(home, 'config'),
    // Nothing here may contact a service: point at a closed port to be sure.
    HOSHIN_BASE_URL: 'http://127.0.0.1:9',
    // The store is the service's: its base URL and this app key.
    HOSHIN_APP_KEY: 'offline-key',
  };
});
afterEach(() => {
  closeDatabases();
  rmSync(home, { recursive: true, force: true });
});

interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function hoshin(args: readonly string[], options: { env?: NodeJS.ProcessEnv; input?: string } = {}): Promise<Outcome> {
  const result = await runHoshinInProcess(args, { env: options.env ?? env, input: options.input ?? '' });
  return { ...result, code: result.code ?? 1 };
}

/** The database every store is kept in. */
function databaseOfTest(): string {
  return databaseFile(hoshinPaths(env));
}

/** What the store of the service at HOSHIN_BASE_URL with this app key holds, to show it untouched. */
function storeOf(appKey = 'offline-key', baseUrl = 'http://127.0.0.1:9'): Record<string, string> {
  return storeEntries(env, baseUrl, appKey);
}

/** A store as the console would have left it: an indicator with three values, and its ancestry. */
async function seedIndex(appKey = 'offline-key', baseUrl = 'http://127.0.0.1:9'): Promise<LocalIndex> {
  const store = openIndexStore(openDatabase(hoshinPaths(env)), serviceIdentity(baseUrl, appKey), {
    now: () => 1_700_000_000_000,
  });
  const index = store.index;
  index.applyEvent({ type: 'seen', kind: 'company', resource: { id: 1, name: 'Nordwind' } });
  index.applyEvent({ type: 'seen', kind: 'hoshin', resource: { id: 2, name: 'Hoshin 2026', company_id: 1 } });
  index.applyEvent({ type: 'seen', kind: 'area', resource: { id: 3, name: 'Quality', hoshin_id: 2 } });
  index.applyEvent({ type: 'seen', kind: 'objective', resource: { id: 4, name: 'Fewer returns', area_id: 3 } });
  index.applyEvent({
    type: 'seen',
    kind: 'indicator',
    resource: { id: 5, name: 'Return rate', objective_id: 4, value: '1.8' },
  });
  const values: [number, string, string, string | null, string][] = [
    [12, '2026-03-31', '1.8', '2.5', 'after the\nnew supplier'],
    [10, '2026-01-31', '2.4', '2.5', ''],
    [11, '2026-02-28', '2.1', null, 'ok'],
  ];
  for (const [id, day, value, previous, comment] of values) {
    index.applyEvent({
      type: 'seen',
      kind: 'indicator_history',
      resource: { id, indicator_id: 5, day, value, goal: '1.5', previous, comment },
    });
  }
  await store.close();
  return index;
}

describe('hoshin history', () => {
  it('prints the known values by day, offline', async () => {
    await seedIndex();
    const result = await hoshin(['history', '5']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        '3 history values of indicator 5 “Return rate” known locally:',
        // Progress as every view shows it (no worst value here: the service's default, 0).
        'DAY         VALUE  GOAL  PROGRESS  PREVIOUS  COMMENT',
        '2026-01-31  2.4    1.5   160%      2.5',
        '2026-02-28  2.1    1.5   140%                ok',
        '2026-03-31  1.8    1.5   120%      2.5       after the new supplier',
        '',
      ].join('\n'),
    );
  });

  it('prints the records with --json', async () => {
    await seedIndex();
    const result = await hoshin(['history', '5', '--json']);
    expect(result.code).toBe(0);
    const records = JSON.parse(result.stdout) as { id: number; day: string; value: string }[];
    expect(records.map((r) => r.id)).toEqual([10, 11, 12]);
    expect(records[0]).toEqual({
      id: 10,
      indicator_id: 5,
      day: '2026-01-31',
      value: '2.4',
      goal: '1.5',
      previous: '2.5',
      comment: '',
    });
  });

  it('says so when no values are known, and exits 0', async () => {
    await seedIndex();
    const result = await hoshin(['history', '77']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('No history values of indicator 77 are known locally');
    expect((await hoshin(['history', '77', '--json'])).stdout).toBe('[]\n');
    // Another app key is another service: its store knows nothing of this one's.
    const empty = await hoshin(['history', '5'], { env: { ...env, HOSHIN_APP_KEY: 'other-key' } });
    expect(empty.stdout).toContain('No history values of indicator 5 are known locally');
  });

  it('refuses a bad indicator id with one error line, only hints after it, and exit 2', async () => {
    for (const args of [['history'], ['history', 'abc'], ['history', '5', '6'], ['history', '5', '--nope']]) {
      const result = await hoshin(args);
      expect(result.code, args.join(' ')).toBe(2);
      const [error, ...hints] = result.stderr.trimEnd().split('\n');
      expect(error).toMatch(/^hoshin: /);
      for (const hint of hints) expect(hint, args.join(' ')).toMatch(/^ {2}\S/);
    }
    expect((await hoshin(['history', 'abc'])).stderr.split('\n')[0]).toBe('hoshin: indicator id: "abc" is not an id');
  });
});

describe('hoshin index', () => {
  it('exports ids, kinds, parents and names only', async () => {
    const index = await seedIndex();
    const result = await hoshin(['index', 'export']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(printedExport(index.exportIndex()));
    expect(result.stdout).not.toContain('supplier');
    expect(result.stdout).not.toContain('1.8');
  });

  it("imports into another service's store, reports what changed, and merges without overwriting", async () => {
    await seedIndex();
    const exported = join(home, 'export.json');
    writeFileSync(exported, (await hoshin(['index', 'export'])).stdout);
    const laptop = { env: { ...env, HOSHIN_APP_KEY: 'laptop-key' } };
    const first = await hoshin(['index', 'import', exported], laptop);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(`${exported}: 8 added, 0 updated, 0 already known (local store of http://127.0.0.1:9)\n`);
    expect(statSync(join(home, 'state')).mode & 0o777).toBe(0o700);
    expect(statSync(databaseOfTest()).mode & 0o777).toBe(0o600);
    expect(Object.keys(storeOf('laptop-key'))).toHaveLength(8);
    const again = await hoshin(['index', 'import', '-'], { ...laptop, input: readFileSync(exported, 'utf8') });
    expect(again.stdout).toBe('standard input: 0 added, 0 updated, 8 already known (local store of http://127.0.0.1:9)\n');
    // The imported names show offline; values were never exported.
    const history = await hoshin(['history', '5', '--json'], laptop);
    expect(JSON.parse(history.stdout)).toEqual([
      { id: 10, indicator_id: 5, day: '2026-01-31' },
      { id: 11, indicator_id: 5, day: '2026-02-28' },
      { id: 12, indicator_id: 5, day: '2026-03-31' },
    ]);
    // Into the profile that fetched them: nothing is overwritten.
    const same = await hoshin(['index', 'import', exported]);
    expect(same.stdout).toContain('0 added, 0 updated, 8 already known');
  });

  it('chooses the store by the service of the profile from HOSHIN_PROFILE, then the config; profiles of one service share it', async () => {
    await seedIndex('offline-key', 'http://127.0.0.1:8');
    mkdirSync(join(home, 'config'), { recursive: true });
    const profiles = {
      'from-env': { baseUrl: 'http://127.0.0.1:8' },
      twin: { baseUrl: 'HTTP://127.0.0.1:8/' },
      default: { baseUrl: 'http://127.0.0.1:9' },
    };
    writeFileSync(join(home, 'config', 'config.json'), JSON.stringify({ activeProfile: 'from-env', profiles }));
    const own = { ...env, HOSHIN_BASE_URL: undefined };
    const viaEnv = await hoshin(['index', 'stats', '--json'], { env: { ...own, HOSHIN_PROFILE: 'from-env' } });
    expect(JSON.parse(viaEnv.stdout)).toMatchObject({
      profile: 'from-env',
      service: { base_url: 'http://127.0.0.1:8' },
      total: 8,
    });
    const viaConfig = await hoshin(['index', 'stats', '--json'], { env: own });
    expect(JSON.parse(viaConfig.stdout)).toMatchObject({ profile: 'from-env', total: 8 });
    const twin = await hoshin(['index', 'stats', '--json', '--profile', 'twin'], { env: own });
    expect(JSON.parse(twin.stdout)).toMatchObject({
      profile: 'twin',
      file: databaseOfTest(),
      total: 8,
    });
    const flagWins = await hoshin(['index', 'stats', '--json', '--profile', 'default'], {
      env: { ...own, HOSHIN_PROFILE: 'from-env' },
    });
    expect(JSON.parse(flagWins.stdout)).toMatchObject({
      profile: 'default',
      service: { base_url: 'http://127.0.0.1:9' },
      total: 0,
    });
  });

  it('counts known resources per kind', async () => {
    await seedIndex();
    const result = await hoshin(['index', 'stats']);
    expect(result.code).toBe(0);
    expect(result.stdout.replace(/\s+/g, ' ')).toContain(
      `Local store of http://127.0.0.1:9 (app key offline-key), used by profile "default" (${databaseOfTest()})`,
    );
    expect(result.stdout).toMatch(/indicator histories\s+3/);
    expect(result.stdout).toMatch(/total\s+8/);
  });

  const badDocuments: [string, string, RegExp][] = [
    ['not JSON', '{"format": "hoshin-index", ', /is not valid JSON/],
    ['wrong format', JSON.stringify({ format: 'other', version: 1, entries: [] }), /format must be "hoshin-index"/],
    [
      'a bad entry',
      JSON.stringify({
        format: 'hoshin-index',
        version: 1,
        entries: [
          { kind: 'area', id: 30, parentKind: 'hoshin', parentId: 2, name: 'New area' },
          { kind: 'objective', id: 'x', parentKind: 'area', parentId: 3, name: 'Bad' },
        ],
      }),
      /entry 2 of 2: objective id "x" is not a positive whole number; nothing was imported/,
    ],
  ];
  for (const [label, text, message] of badDocuments) {
    it(`refuses ${label} with exit 2 and one line, leaving the index untouched`, async () => {
      await seedIndex();
      const before = storeOf();
      const bad = join(home, 'bad.json');
      writeFileSync(bad, text);
      const result = await hoshin(['index', 'import', bad]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toContain(bad);
      expect(storeOf()).toEqual(before);
    });
  }

  it('refuses a missing file and bad actions', async () => {
    const missing = await hoshin(['index', 'import', join(home, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^hoshin: file: ".*" does not exist\n/);
    expect((await hoshin(['index'])).code).toBe(2);
    expect((await hoshin(['index', 'frob'])).stderr).toContain('hoshin: index: "frob" is not a subcommand\n');
    expect((await hoshin(['index', 'import'])).code).toBe(2);
    expect((await hoshin(['index', 'export', 'file.json'])).code).toBe(2);
    expect((await hoshin(['index', 'stats', '--profile', '../etc'])).code).toBe(2);
  });
});
