// What the built executable loads for a command: the parts it uses and no more. A preload records
// every module the process loaded (Node's own and the bundle's files) when it exits.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCTOR } from '../../source/cli/commands/doctor/spec.js';
import { REMIND } from '../../source/cli/commands/remind/spec.js';
import { ROLLOVER } from '../../source/cli/commands/rollover/spec.js';
import { SANDBOX } from '../../source/cli/commands/sandbox/spec.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';

/** JavaScript `list` and `get` read when this was measured (581 kB; 553 kB from their script, decision 0381), and some room. */
const MAX_BYTES_READ = 620_000;

let sandbox: RunningSandbox;
let env: Record<string, string>;
let dir: string;

const RECORDER = `
const { writeFileSync } = require('node:fs');
const { registerHooks } = require('node:module');
const files = new Set();
const icu = [];
for (const name of ['Collator', 'Segmenter', 'NumberFormat', 'DateTimeFormat', 'PluralRules']) {
  const Original = Intl[name];
  Intl[name] = class extends Original { constructor(...args) { super(...args); icu.push(name); } };
}
// The scripts run through node:vm (source/store/cached-script.ts: list's and get's, undici's): each
// file, whether V8 was given a code cache and took it, and whether one was read from its file.
const scripts = [];
const fs = require('node:fs');
const readFileSync = fs.readFileSync;
const cachesRead = [];
fs.readFileSync = function (file, ...rest) { if (String(file).endsWith('.code')) cachesRead.push(String(file)); return readFileSync.call(this, file, ...rest); };
const vm = require('node:vm');
const Script = vm.Script;
vm.Script = class extends Script { constructor(source, options) { super(source, options); scripts.push({ file: options.filename, script: this, cached: options.cachedData !== undefined }); } };
process.on('exit', () => writeFileSync(process.env.LOADED_OUT, JSON.stringify({ builtins: process.moduleLoadList, files: [...files], icu, cachesRead,
  scripts: scripts.map(({ file, script, cached }) => ({ file, fromCache: cached && script.cachedDataRejected === false })) })));
// The bundle's chunks, as the ES module loader resolves them.
registerHooks({ resolve(specifier, context, next) { const result = next(specifier, context); files.add(result.url); return result; } });
`;

interface Loaded {
  readonly builtins: string[];
  readonly files: string[];
  /** The ICU objects (Intl.Collator, Intl.Segmenter, …) the process made, in order. */
  readonly icu: string[];
  /** Scripts run through node:vm (list's and get's, undici's), and whether their code cache was taken. */
  readonly scripts: { file: string; fromCache: boolean }[];
  /** The scripts' code cache files read. */
  readonly cachesRead: string[];
}

async function loadedBy(args: readonly string[]): Promise<Loaded> {
  const out = join(dir, `loaded-${args.join('-')}.json`);
  const result = await runHoshin(args, {
    env: { ...env, NODE_OPTIONS: `--require ${join(dir, 'recorder.cjs')}`, LOADED_OUT: out },
  });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(readFileSync(out, 'utf8')) as Loaded;
}

const builtin = (loaded: Loaded, name: string) => loaded.builtins.includes(`NativeModule ${name}`);

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  env = {
    ...isolatedDirs(),
    HOSHIN_BASE_URL: sandbox.url,
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
  };
  dir = mkdtempSync(join(tmpdir(), 'hoshin-loaded-'));
  writeFileSync(join(dir, 'recorder.cjs'), RECORDER);
});

afterAll(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('modules a command loads', () => {
  it('--version loads neither the HTTP client nor the network', async () => {
    const loaded = await loadedBy(['--version']);
    for (const name of ['http', 'http2', 'tls', 'zlib']) expect(builtin(loaded, name), name).toBe(false);
    // Nor list's and get's script, nor its loader (decision 0381): the CLI's ES chunks.
    expect(loaded.scripts).toEqual([]);
    expect(loaded.files.some((url) => url.includes('/dist/chunks/cached-script-'))).toBe(false);
    expect(loaded.files.some((url) => /\/dist\/chunks\/main-[\w-]+\.mjs$/.test(url))).toBe(true);
    // node:v8 (3-4 ms) is the console's memory setting only.
    expect(builtin(loaded, 'v8'), 'v8').toBe(false);
  });

  it('the entry imports no chunk before it turns the compile cache on', () => {
    // A static import is loaded and compiled before the entry's first line runs: such a chunk
    // would be parsed and compiled afresh on every start, never read from the cache.
    const entry = readFileSync(new URL('../../dist/hoshin.mjs', import.meta.url), 'utf8');
    expect(entry.match(/import[^;()]*?from\s*["'`]\.\/chunks\/[^"'`]+/g) ?? []).toEqual([]);
    expect(entry).toMatch(/enableCompileCache/);
  });

  it('list and get over plain HTTP load neither TLS nor the console', async () => {
    for (const args of [
      ['list', 'companies'],
      ['get', 'company', '1'],
    ]) {
      const loaded = await loadedBy(args);
      expect(builtin(loaded, 'net'), 'the request went out').toBe(true);
      // Nor Node's HTTP module (undici's client reads its default header bound from it only for a
      // client given none: patches/undici+8.13.1.patch), nor HTTP/2.
      for (const name of ['tls', '_tls_wrap', 'http', '_http_client', 'http2'])
        expect(builtin(loaded, name), `${args.join(' ')}: ${name}`).toBe(false);
      // Nor WebCrypto: node:crypto is taken on first use (core/node-crypto.ts), not imported as an
      // ES module, whose facade reads every export and builds WebCrypto (the ledger's did).
      expect(builtin(loaded, 'internal/crypto/webcrypto'), `${args.join(' ')}: WebCrypto`).toBe(false);
      // Nor node:crypto at all (7 ms of CPU to load): a command's first signatures and its store's
      // name are hashed by hand (signing/sha256.ts), the ledger's second drawn with Math.random
      // (decision 0362).
      expect(builtin(loaded, 'crypto'), `${args.join(' ')}: node:crypto`).toBe(false);
      // Nor node:assert (2-3 ms, 6 on Node 22): undici's asserts are checked in the bundle and
      // load it only when one fails (source/client/undici-assert.cjs).
      expect(builtin(loaded, 'assert'), `${args.join(' ')}: node:assert`).toBe(false);
      // Nor node:net's BlockList (a NO_PROXY subnet's) and SocketAddress, which its ES module facade loaded.
      for (const name of ['internal/blocklist', 'internal/socketaddress'])
        expect(builtin(loaded, name), `${args.join(' ')}: ${name}`).toBe(false);
      // Nor the keychain helper's child processes.
      expect(builtin(loaded, 'child_process'), `${args.join(' ')}: child_process`).toBe(false);
      // The console's chunks hold Ink; none of them is read for a CLI command.
      expect(loaded.files.some((url) => url.endsWith('/dist/hoshin.mjs'))).toBe(true);
      // The CLI from list's and get's script (decision 0381), undici from its own, which the first
      // runs (0378): of the ES modules only the entry and the scripts' loader, store/cached-script.ts
      // (the loader's own chunk), none of the CLI's chunks; so one instance of every module of ours.
      const es = loaded.files.filter((url) => url.includes('/dist/'));
      const chunks = [...es, ...loaded.scripts.map(({ file }) => pathToFileURL(file).href)];
      expect(
        loaded.scripts.map(({ file }) => file.split('/').pop()),
        'the CLI and undici from their scripts',
      ).toEqual([expect.stringMatching(/^list-get-[\w-]+\.cjs$/), expect.stringMatching(/^undici-[\w-]+\.cjs$/)]);
      expect(
        es.map((url) => url.split('/').pop()),
        `${args.join(' ')}: the ES modules`,
      ).toEqual(['hoshin.mjs', expect.stringMatching(/^cached-script-[\w-]+\.mjs$/)]);
      for (const file of chunks) {
        expect(readFileSync(new URL(file), 'utf8'), file).not.toMatch(/yoga-layout|Yoga|react-reconciler/);
      }
      // Each file is a round of the module loader: 63 for `list` before the chunks were grouped
      // (scripts/console-chunk.mjs), 28 after, 11 with the CLI's own groups (scripts/cli-chunks.mjs,
      // decision 0355): the entry, every run's, the reads shared with the console, the client, list's
      // and get's own (by which console start reads them too), the bundler's runtime and three
      // one-line facades of dynamic imports; 12 since the dispatcher reads the command's description
      // only (a fourth facade, before the description in list's and get's chunk: decision 0361); 13
      // with undici in a script of its own, run with a code cache written after the run (0378); 4
      // with list and get in theirs (0381).
      expect(chunks.length, `${args.join(' ')}: files read`).toBeLessThanOrEqual(4);
      // Each byte is read, hashed and its code cache deserialised: 745 kB before those groups, 581 kB
      // after, undici's experimental second HTTP parser left out of the bundle (decision 0355).
      const bytes = chunks.reduce((sum, file) => sum + statSync(new URL(file)).size, 0);
      expect(bytes, `${args.join(' ')}: bytes read`).toBeLessThanOrEqual(MAX_BYTES_READ);
      // The dispatcher reads the named command's description, no other command's.
      const read = chunks.map((file) => readFileSync(new URL(file), 'utf8')).join('\n');
      for (const other of [ROLLOVER, DOCTOR, SANDBOX, REMIND])
        expect(read, `${args.join(' ')}: ${other.name}`).not.toContain(other.summary);
    }
  });

  it('list and get make no ICU object when they have nothing to sort or split', async () => {
    // Making a collator loads ICU data (8-11 ms), a segmenter about 3 ms: paid on first use only.
    for (const args of [
      ['list', 'companies'],
      ['get', 'company', '1'],
    ]) {
      expect((await loadedBy(args)).icu, args.join(' ')).toEqual([]);
    }
  });

  it("list and get take their own and undici's compiled code from the caches an earlier run wrote after it ran", async () => {
    // The first run compiles the functions it calls and writes the caches when it ends; the next
    // takes them, instead of compiling each function again (decisions 0378, 0381).
    for (const args of [
      ['list', 'companies'],
      ['get', 'indicator', '101'],
    ]) {
      await loadedBy(args);
      const again = await loadedBy(args);
      expect(
        again.scripts.map(({ fromCache }) => fromCache),
        args.join(' '),
      ).toEqual([true, true]);
      expect(
        again.cachesRead.map((file) => file.split('/').pop()),
        args.join(' '),
      ).toEqual([
        expect.stringMatching(new RegExp(`^list-get-[\\w-]+\\.cjs\\.${args[0]}\\.code$`)),
        expect.stringMatching(/^undici-[\w-]+\.cjs\.code$/),
      ]);
    }
  });
});
