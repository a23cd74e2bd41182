// The npm bundle runs undici from a script of its own with a code cache written when the process
// ends (source/store/cached-script.ts, decision 0378): the script's exports, the cache written once
// and taken by the next process, a damaged cache replaced, none without a cache directory.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadScript, setV8Flag, wrappedScript, writeScriptCaches } from '../../source/store/cached-script.js';

let root: string;
let counter = 0;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hoshin-undici-script-'));
  mkdirSync(join(root, 'cache'));
});
afterEach(() => {
  writeScriptCaches();
  rmSync(root, { recursive: true, force: true });
});

/** A script of its own text each time (V8 keeps what one process compiled from the same text). */
function script(): { url: URL; file: string } {
  counter += 1;
  const file = join(root, `probe-${counter}-${process.pid}.cjs`);
  const body = Array.from({ length: 20 }, (_, i) => `function f${i}(x) { return x * ${i} + ${counter}; }`).join('\n');
  writeFileSync(
    file,
    `${body}\nconst { sep } = require('node:path');\nmodule.exports = { sum: (x) => [${Array.from({ length: 20 }, (_, i) => `f${i}(x)`).join(', ')}].reduce((a, b) => a + b, 0), sep };\n`,
  );
  return { url: pathToFileURL(file), file };
}

/** Whether V8, in another process, takes the cache for the script's text. */
function takenElsewhere(file: string, cacheFile: string): boolean {
  const wrapped = join(root, 'wrapped.js');
  writeFileSync(wrapped, wrappedScript(readFileSync(file, 'utf8')));
  const program = `const { Script } = require('node:vm'); const fs = require('node:fs');
    const s = new Script(fs.readFileSync(${JSON.stringify(wrapped)}, 'utf8'), { filename: ${JSON.stringify(file)}, cachedData: (() => { const f = fs.readFileSync(${JSON.stringify(cacheFile)}); return f.subarray(0, f.length / 2); })() });
    process.stdout.write(String(s.cachedDataRejected));`;
  const child = spawnSync(process.execPath, ['-e', program], { encoding: 'utf8' });
  expect(child.status, child.stderr).toBe(0);
  return child.stdout === 'false';
}

describe("undici's script", () => {
  it('gives its exports, with Node’s modules to require', () => {
    const { url } = script();
    const loaded = loadScript<{ sum: (x: number) => number; sep: string }>(url, undefined);
    expect(loaded.exports.sum(1)).toBe(190 + 20 * counter);
    expect(loaded.exports.sep).toBe('/');
    expect(loaded.fromCache).toBe(false);
  });

  it('writes its code cache when the process ends, once, for the next process to take', () => {
    const { url, file } = script();
    const cacheFile = join(root, 'cache', `${file.split('/').pop()!}.code`);
    loadScript(url, join(root, 'cache'));
    expect(existsSync(cacheFile)).toBe(false);
    writeScriptCaches();
    expect(statSync(cacheFile).mode & 0o777).toBe(0o600);
    expect(takenElsewhere(file, cacheFile)).toBe(true);
    // Nothing left to write: a second end writes nothing.
    rmSync(cacheFile);
    writeScriptCaches();
    expect(existsSync(cacheFile)).toBe(false);
  });

  it('makes its cache under V8’s default flags, for a process that set none to take (decision 0379)', () => {
    // The console keeps its young generation small (a V8 flag, which V8 hashes into a code cache);
    // `list` sets no flag: without this, each refused the other's cache and wrote it again.
    setV8Flag('--semi-space-growth-factor=1', '--semi-space-growth-factor=2');
    const { url, file } = script();
    const cacheFile = join(root, 'cache', `${file.split('/').pop()!}.code`);
    loadScript(url, join(root, 'cache'));
    writeScriptCaches();
    expect(takenElsewhere(file, cacheFile)).toBe(true);
  });

  it('replaces a damaged cache, and runs the script all the same', () => {
    const { url, file } = script();
    const cacheFile = join(root, 'cache', `${file.split('/').pop()!}.code`);
    writeFileSync(cacheFile, 'not a code cache');
    const loaded = loadScript<{ sum: (x: number) => number }>(url, join(root, 'cache'));
    expect(loaded.fromCache).toBe(false);
    expect(loaded.exports.sum(0)).toBe(20 * counter);
    writeScriptCaches();
    expect(takenElsewhere(file, cacheFile)).toBe(true);
  });

  it.each(['first', 'second'] as const)(
    'refuses a cache damaged inside its %s copy, its length kept, and writes it again (V8 checks no checksum)',
    (copy) => {
      // V8's release builds check a code cache's header, not its payload: such a cache, passed to V8,
      // ends the process (SIGTRAP, 'unreachable code') at every start until the file is removed.
      const { file } = script();
      const cacheFile = join(root, 'cache', `${file.split('/').pop()!}.code`);
      const load = () =>
        spawnSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `const { loadScript, writeScriptCaches } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, '../../source/store/cached-script.ts')).href)});
          const loaded = loadScript(new URL(${JSON.stringify(pathToFileURL(file).href)}), ${JSON.stringify(join(root, 'cache'))});
          process.stdout.write(String(loaded.exports.sum(0)));`,
          ],
          { encoding: 'utf8' },
        );
      expect(load().stdout).toBe(String(20 * counter));
      const good = readFileSync(cacheFile);
      const half = good.length / 2;
      expect(good.subarray(0, half).equals(good.subarray(half))).toBe(true);
      // Past V8's header, to the end of the copy: what a bad block on disk does.
      const damaged = Buffer.from(good);
      const from = (copy === 'first' ? 0 : half) + 200;
      for (let i = from; i < from + half - 216; i += 13) damaged.writeUInt8(damaged.readUInt8(i) ^ 0x5a, i);
      writeFileSync(cacheFile, damaged);
      const child = load();
      expect(child.status, child.stderr).toBe(0);
      expect(child.stdout).toBe(String(20 * counter));
      // Written again when that process ended: the next one takes it.
      const written = readFileSync(cacheFile);
      expect(written.equals(damaged)).toBe(false);
      expect(written.subarray(0, written.length / 2).equals(written.subarray(written.length / 2))).toBe(true);
      expect(takenElsewhere(file, cacheFile)).toBe(true);
      expect(load().status).toBe(0);
    },
  );

  it('refuses a cache cut short or of an odd length, and writes it again', () => {
    const { url, file } = script();
    const cacheFile = join(root, 'cache', `${file.split('/').pop()!}.code`);
    loadScript(url, join(root, 'cache'));
    writeScriptCaches();
    const good = readFileSync(cacheFile);
    for (const bad of [good.subarray(0, good.length / 2), good.subarray(0, good.length - 1), Buffer.alloc(0)]) {
      writeFileSync(cacheFile, bad);
      expect(loadScript(url, join(root, 'cache')).fromCache).toBe(false);
      writeScriptCaches();
      expect(takenElsewhere(file, cacheFile)).toBe(true);
    }
  });

  it('writes through no link left where its temporary file goes (NODE_COMPILE_CACHE may be shared)', () => {
    const { url, file } = script();
    const cacheFile = join(root, 'cache', `${file.split('/').pop()!}.code`);
    const victim = join(root, 'victim');
    writeFileSync(victim, 'kept');
    symlinkSync(victim, `${cacheFile}.${process.pid}`);
    loadScript(url, join(root, 'cache'));
    writeScriptCaches();
    expect(readFileSync(victim, 'utf8')).toBe('kept');
    expect(takenElsewhere(file, cacheFile)).toBe(true);
  });

  it('writes no cache when Node’s compile cache is off (no directory)', () => {
    const { url } = script();
    loadScript(url, undefined);
    writeScriptCaches();
    expect(readdirSync(join(root, 'cache'))).toEqual([]);
  });

  it('leaves nothing behind when its cache cannot be written, and runs all the same', () => {
    const { url } = script();
    // A file where the directory should be: every write into it fails.
    const notADirectory = join(root, 'cache', 'not-a-directory');
    writeFileSync(notADirectory, '');
    const loaded = loadScript<{ sum: (x: number) => number }>(url, notADirectory);
    expect(loaded.exports.sum(0)).toBe(20 * counter);
    expect(() => writeScriptCaches()).not.toThrow();
    expect(readdirSync(join(root, 'cache'))).toEqual(['not-a-directory']);
  });

  it('gives the script the modules it is handed by name, and Node’s otherwise (decision 0381)', () => {
    const file = join(root, `provided-${process.pid}.cjs`);
    writeFileSync(file, "module.exports = { loader: require('hoshin:loader'), sep: require('node:path').sep };\n");
    const loader = { instance: 'this process’s' };
    const loaded = loadScript<{ loader: unknown; sep: string }>(pathToFileURL(file), undefined, { provided: { 'hoshin:loader': loader } });
    expect(loaded.exports.loader).toBe(loader);
    expect(loaded.exports.sep).toBe('/');
  });

  it('keeps a cache for each kind of run, each holding what its first run compiled (decision 0381)', () => {
    const { url, file } = script();
    const name = file.split('/').pop()!;
    loadScript(url, join(root, 'cache'), { cacheFor: 'list' });
    writeScriptCaches();
    // The other kind of run takes not the first's cache but makes its own; each is taken after.
    expect(loadScript(url, join(root, 'cache'), { cacheFor: 'get' }).fromCache).toBe(false);
    writeScriptCaches();
    expect(readdirSync(join(root, 'cache')).sort()).toEqual([`${name}.get.code`, `${name}.list.code`]);
    for (const kind of ['list', 'get']) expect(takenElsewhere(file, join(root, 'cache', `${name}.${kind}.code`)), kind).toBe(true);
  });
});
