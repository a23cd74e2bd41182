// What the built executable loads for a command: the parts it uses and no more. A preload records
// every module the process loaded (Node's own and the bundle's files) when it exits.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';

let sandbox: RunningSandbox;
let env: Record<string, string>;
let dir: string;

const RECORDER = `
const { writeFileSync } = require('node:fs');
const { register } = require('node:module');
const { MessageChannel, isMainThread } = require('node:worker_threads');
// The hooks' own thread loads this file too (NODE_OPTIONS): it records nothing.
if (isMainThread) record();
function record() {
const files = new Set();
const icu = [];
for (const name of ['Collator', 'Segmenter', 'NumberFormat', 'DateTimeFormat', 'PluralRules']) {
  const Original = Intl[name];
  Intl[name] = class extends Original { constructor(...args) { super(...args); icu.push(name); } };
}
process.on('exit', () => writeFileSync(process.env.LOADED_OUT, JSON.stringify({ builtins: process.moduleLoadList, files: [...files], icu })));
// The bundle's chunks, as the ES module loader resolves them (told from its hooks' thread).
const { port1, port2 } = new MessageChannel();
port1.on('message', (url) => files.add(url));
port1.unref();
const hooks = 'let port; export function initialize(data) { port = data.port; } export async function resolve(specifier, context, next) { const result = await next(specifier, context); port.postMessage(result.url); return result; }';
register('data:text/javascript,' + encodeURIComponent(hooks), { data: { port: port2 }, transferList: [port2] });
}
`;

interface Loaded {
  readonly builtins: string[];
  readonly files: string[];
  /** The ICU objects (Intl.Collator, Intl.Segmenter, …) the process made, in order. */
  readonly icu: string[];
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
  });

  it('list and get over HTTP/1.1 load neither HTTP/2, TLS, node:http nor the console', async () => {
    for (const args of [
      ['list', 'companies'],
      ['get', 'company', '1'],
    ]) {
      const loaded = await loadedBy(args);
      expect(builtin(loaded, 'net'), 'the request went out').toBe(true);
      for (const name of ['http2', 'tls', '_tls_wrap']) expect(builtin(loaded, name), `${args.join(' ')}: ${name}`).toBe(false);
      // Neither Node's own HTTP module, nor the keychain helper's child processes, nor perf_hooks.
      for (const name of ['http', 'child_process', 'perf_hooks']) expect(builtin(loaded, name), `${args.join(' ')}: ${name}`).toBe(false);
      // The console's chunks hold Ink; none of them is read for a CLI command.
      expect(loaded.files.some((url) => url.endsWith('/dist/hoshin.mjs'))).toBe(true);
      for (const file of loaded.files.filter((url) => url.includes('/dist/'))) {
        expect(readFileSync(new URL(file), 'utf8'), file).not.toMatch(/yoga-layout|Yoga|react-reconciler/);
      }
    }
  });

  it("--version reads the dispatcher's file alone, and a command no other command's own file", async () => {
    const bundleFiles = (loaded: Loaded) =>
      loaded.files.filter((url) => url.includes('/dist/chunks/')).map((url) => url.replace(/.*\//, ''));
    // The dispatcher's file and the small file the entry's import of it names.
    const prefix = (file: string) => file.replace(/-[\w-]{8}\.mjs$/, '');
    expect(
      bundleFiles(await loadedBy(['--version']))
        .map(prefix)
        .sort(),
    ).toEqual(['cli', 'main']);
    for (const command of ['list', 'get']) {
      const files = bundleFiles(
        await loadedBy([command, command === 'list' ? 'companies' : 'company', ...(command === 'get' ? ['1'] : [])]),
      );
      const others = files.filter((file) => file.startsWith('command-') && !file.startsWith(`command-${command}-`));
      expect(others, command).toEqual([]);
      expect(
        files.some((file) => file.startsWith(`command-${command}-`)),
        command,
      ).toBe(true);
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
});
