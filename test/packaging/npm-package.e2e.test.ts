// The npm package as a user gets it: the bundle, its notices, README and package.json only (no
// source, tests or chunks of older builds), every chunk the bundle imports inside it, and a global
// install from the tarball that needs no registry (keytar is optional) and runs. Packed from a copy
// of the built files, so the working tree's dist/ is left as it is.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, startSandbox } from './programs.js';

// The package is about 530 kB: undici's dispatchers and the console's libraries, bundled as
// installed and minified (docs/PACKAGING.md). The budget leaves the program room to grow and
// catches a package that takes in sources, tests, an older build or the whole of undici.
const PACKAGE_BUDGET_BYTES = 700_000;
const INSTALL_BUDGET_BYTES = 8_000_000;

const root = mkdtempSync(join(tmpdir(), 'hoshin-npm-package-'));
const staged = join(root, 'package');
const prefix = join(root, 'global');
afterAll(() => rmSync(root, { recursive: true, force: true }));

// npm's own variables from `npm test` would steer the npm started here.
const baseEnv: Record<string, string> = {};
for (const [name, value] of Object.entries(process.env)) {
  if (value !== undefined && !/^npm_/i.test(name) && !name.startsWith('HOSHIN_') && !/^(https?|no)_proxy$/i.test(name))
    baseEnv[name] = value;
}
// The node running the tests comes first: the installed hoshin starts with `#!/usr/bin/env node`.
const env = { ...baseEnv, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` };
const NPM = ['npm', '--no-audit', '--no-fund', '--no-update-notifier'];

interface Packed {
  readonly filename: string;
  readonly size: number;
  readonly files: readonly { path: string }[];
}
let packed: Packed;

function bytesUnder(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + bytesUnder(join(path, name)), 0);
}

beforeAll(async () => {
  mkdirSync(join(staged, 'dist'), { recursive: true });
  for (const file of ['package.json', 'README.md', 'dist/hoshin.mjs', 'dist/chunks'])
    cpSync(file, join(staged, file), { recursive: true, preserveTimestamps: true });
  const notices = await run(process.execPath, ['scripts/third-party-notices.mjs', join(staged, 'dist', 'THIRD-PARTY-NOTICES.md')], { env });
  expect(notices.code, notices.stderr).toBe(0);
  // The build ran in the global setup; prepack and prepare would run it again in the copy.
  const pack = await run(NPM[0] as string, [...NPM.slice(1), 'pack', '--ignore-scripts', '--json', '--pack-destination', root], {
    env,
    cwd: staged,
    timeoutMs: 60_000,
  });
  expect(pack.code, pack.stderr).toBe(0);
  packed = (JSON.parse(pack.stdout) as Packed[])[0] as Packed;
}, 90_000);

describe('the npm package', () => {
  it('holds the bundle, its third-party notices, the README and package.json, nothing else', () => {
    const paths = packed.files.map((file) => file.path);
    expect(paths).toContain('dist/hoshin.mjs');
    expect(paths).toContain('dist/THIRD-PARTY-NOTICES.md');
    expect(paths).toContain('README.md');
    expect(paths).toContain('package.json');
    for (const path of paths)
      expect(path).toMatch(
        /^(package\.json|README\.md|LICENSE|dist\/hoshin\.mjs|dist\/THIRD-PARTY-NOTICES\.md|dist\/chunks\/[\w-]+\.(mjs|cjs))$/,
      );
  });

  it('holds every chunk the bundle imports, and none it does not', () => {
    const paths = new Set(packed.files.map((file) => file.path));
    const imported = new Set<string>();
    for (const path of paths) {
      if (!path.endsWith('.mjs')) continue;
      const text = readFileSync(join(staged, path), 'utf8');
      for (const match of text.matchAll(/(?:\bfrom|\bimport\(?|\bnew URL\()\s*["'`](\.{1,2}\/[^"'`]+\.[cm]js)["'`]/g)) {
        const target = posix.join(posix.dirname(path), match[1] as string);
        expect(paths, `${path} imports ${match[1]}`).toContain(target);
        imported.add(target);
      }
    }
    for (const path of paths) if (path.startsWith('dist/chunks/')) expect(imported, `${path} is imported by nothing`).toContain(path);
  });

  it("holds undici's dispatchers, not its index (fetch, WebSocket, EventSource, caches, mocks)", () => {
    const bundled = readdirSync(join(staged, 'dist', 'chunks'))
      .map((name) => readFileSync(join(staged, 'dist', 'chunks', name), 'utf8'))
      .join('\n');
    expect(bundled).toContain('Proxy response (');
    // Texts found only in undici's EventSource, WebSocket and fetch.
    for (const text of ['EventSource is experimental', 'WebSocket constructor', 'failed to fetch the data URL'])
      expect(bundled).not.toContain(text);
  });

  it(`is at most ${PACKAGE_BUDGET_BYTES / 1000} kB`, () => {
    expect(packed.size).toBeLessThanOrEqual(PACKAGE_BUDGET_BYTES);
  });

  it('declares no dependency the bundle already contains: keytar, optional, is the only one', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;
    expect(Object.keys(manifest.dependencies ?? {})).toEqual([]);
    expect(Object.keys(manifest.optionalDependencies ?? {})).toEqual(['keytar']);
  });
});

describe('a global install of the tarball, with no registry and without the optional keytar', () => {
  const hoshin = join(prefix, 'bin', 'hoshin');
  const home = join(root, 'home');
  const userEnv = {
    ...env,
    HOME: home,
    HOSHIN_CONFIG_DIR: join(home, 'config'),
    HOSHIN_STATE_DIR: join(home, 'state'),
  };

  beforeAll(async () => {
    // An empty cache, a registry nobody answers on, and --offline: nothing may be fetched, so the
    // optional keytar is left out (--omit=optional alone is ignored by global installs: npm/cli#8284).
    const install = await run(
      NPM[0] as string,
      [
        ...NPM.slice(1),
        'install',
        '--global',
        '--prefix',
        prefix,
        '--offline',
        '--omit=optional',
        '--cache',
        join(root, 'cache'),
        '--registry',
        'http://127.0.0.1:9/',
        join(root, packed.filename),
      ],
      { env, timeoutMs: 60_000 },
    );
    expect(install.code, install.stderr).toBe(0);
  }, 90_000);

  it(`takes at most ${INSTALL_BUDGET_BYTES / 1e6} MB`, () => {
    expect(bytesUnder(prefix)).toBeLessThanOrEqual(INSTALL_BUDGET_BYTES);
    expect(bytesUnder(join(prefix, 'lib', 'node_modules', 'hoshin', 'node_modules'))).toBe(0);
  });

  it('prints its version', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const result = await run(hoshin, ['--version'], { env: userEnv });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe(`hoshin ${version}`);
  });

  it('runs the sandbox and a signed request against it', async () => {
    const sandbox = await startSandbox(hoshin, [], userEnv);
    try {
      const result = await run(hoshin, ['list', 'companies'], { env: { ...userEnv, ...sandbox.clientEnv } });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Nordwind Pumps S.L.');
    } finally {
      sandbox.stop();
    }
  });
});
