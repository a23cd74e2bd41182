// The patches in patches/ (applied by patch-package at install): each is applied to the exact
// version it was made for, pinned in package.json, listed with its gain in docs/PERFORMANCE.md,
// and does what it is there for. The behaviour tests run the installed packages in a fresh Node,
// so each fails on an unpatched install.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';

const patchFiles = readdirSync('patches').filter((name) => name.endsWith('.patch'));
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  overrides: Record<string, string>;
  devDependencies: Record<string, string>;
};

/**
 * Every installed copy of a package: node_modules/<name> at any depth. `.cache` is left out: other
 * tests make and remove their directories there while this one reads (a scandir of a directory
 * just removed failed the walk).
 */
function installedCopies(name: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === '.cache') continue;
      const path = join(dir, entry.name);
      if (path.endsWith(join('node_modules', name)) && existsSync(join(path, 'package.json')))
        found.push((JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')) as { version: string }).version);
      walk(path);
    }
  };
  walk('node_modules');
  return found;
}

/** Whether a package other than hoshin itself depends on `name` (package-lock.json). */
function dependedOnByOthers(name: string): boolean {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, Partial<Record<'dependencies' | 'peerDependencies' | 'optionalDependencies', Record<string, string>>>>;
  };
  return Object.entries(lock.packages).some(
    ([path, entry]) =>
      path !== '' && [entry.dependencies, entry.peerDependencies, entry.optionalDependencies].some((deps) => deps?.[name] !== undefined),
  );
}

/** What a script prints when run by this Node as an ES module from the project's folder. */
function runModule(source: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8', cwd: process.cwd() }).trim();
}

describe('the dependency patches', () => {
  it('are the eight measured ones', () => {
    expect(patchFiles.map((name) => name.replace(/\+[^+]+\.patch$/, '')).sort()).toEqual([
      '@alcalzone+ansi-tokenize',
      'ink',
      'ink-testing-library',
      'slice-ansi',
      'string-width',
      'undici',
      'wrap-ansi',
      'yoga-layout',
    ]);
  });

  for (const file of patchFiles) {
    const [, fileName, version] = /^(.+)\+([^+]+)\.patch$/.exec(file) ?? [];
    // patch-package writes a scoped package's slash as a plus.
    const name = fileName?.replace('+', '/');
    it(`${file}: pinned to ${version}, installed once at it, and listed in docs/PERFORMANCE.md`, () => {
      // Written once where hoshin alone depends on it (its exact version); an override as well
      // only where another package depends on it, so every copy in the tree is the patched one.
      const direct = manifest.devDependencies[name!];
      expect(manifest.overrides[name!]).toBe(dependedOnByOthers(name!) ? version : undefined);
      if (direct !== undefined) expect(direct).toBe(version);
      expect(direct ?? manifest.overrides[name!]).toBe(version);
      expect(installedCopies(name!)).toEqual([version]);
      expect(readFileSync('docs/PERFORMANCE.md', 'utf8')).toContain(`patches/${file}`);
    });
  }
});

describe('yoga-layout as installed', () => {
  it('lays out without touching the global fetch (which would load Node’s whole fetch)', () => {
    const printed = runModule(`
      let touched = false;
      const real = globalThis.fetch;
      Object.defineProperty(globalThis, 'fetch', { configurable: true, get() { touched = true; return real; } });
      const { default: Yoga } = await import('yoga-layout');
      const node = Yoga.Node.create();
      node.setWidth(10);
      node.calculateLayout(undefined, undefined);
      console.log(JSON.stringify({ touched, width: node.getComputedWidth() }));
    `);
    expect(JSON.parse(printed)).toEqual({ touched: false, width: 10 });
  });
});

describe('yoga-layout as installed, its WebAssembly', () => {
  it('is decoded by Buffer, not by atob and a loop over every byte in JavaScript (2-20 ms at start)', () => {
    const printed = runModule(`
      let decoded = 0;
      const real = globalThis.atob;
      globalThis.atob = (text) => { decoded++; return real(text); };
      const { default: Yoga } = await import('yoga-layout');
      const node = Yoga.Node.create();
      node.setWidth(7);
      node.calculateLayout(undefined, undefined);
      console.log(JSON.stringify({ decoded, width: node.getComputedWidth() }));
    `);
    expect(JSON.parse(printed)).toEqual({ decoded: 0, width: 7 });
  });
});

describe('yoga-layout as installed, when it loads', () => {
  it('instantiates no WebAssembly until a node is made, then synchronously (a startup snapshot holds none)', () => {
    const printed = runModule(`
      const made = [];
      for (const name of ['Module', 'Instance', 'instantiate', 'compile']) {
        const real = WebAssembly[name];
        WebAssembly[name] = new Proxy(real, {
          construct: (target, args) => (made.push(name), Reflect.construct(target, args)),
          apply: (target, self, args) => (made.push(name), Reflect.apply(target, self, args)),
        });
      }
      const { default: Yoga } = await import('yoga-layout');
      const atLoad = [...made];
      const edge = Yoga.EDGE_LEFT;
      const node = Yoga.Node.create();
      node.setWidth(3);
      node.calculateLayout(undefined, undefined);
      console.log(JSON.stringify({ atLoad, edge, onFirstUse: made, width: node.getComputedWidth() }));
    `);
    expect(JSON.parse(printed)).toEqual({ atLoad: [], edge: 0, onFirstUse: ['Module', 'Instance'], width: 3 });
  });
});

describe('ink as installed', () => {
  it('holds no top-level await, so that it bundles as one CommonJS script (the executable’s snapshot)', async () => {
    mkdirSync('.tmp', { recursive: true });
    const dir = mkdtempSync(resolve('.tmp', 'ink-cjs-'));
    try {
      writeFileSync(join(dir, 'entry.mjs'), "export { render, Box, Text } from 'ink';\n");
      const bundle = await rolldown({
        input: join(dir, 'entry.mjs'),
        platform: 'node',
        resolve: { alias: { 'react-devtools-core': false } },
        logLevel: 'silent',
      });
      const { output } = await bundle.generate({ format: 'cjs', codeSplitting: false });
      await bundle.close();
      expect(output[0].code).toContain('render');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('undici as installed', () => {
  it('loads its dispatchers without node:http2 (and the TLS and crypto behind it), node:http or its HTTP/2 client', () => {
    const printed = runModule(`
      const before = new Set(process.moduleLoadList);
      const { createRequire } = await import('node:module');
      const require = createRequire(process.cwd() + '/package.json');
      for (const path of ['pool', 'agent', 'proxy-agent']) require('undici/lib/dispatcher/' + path + '.js');
      const loaded = process.moduleLoadList.filter((name) => !before.has(name) && name.startsWith('NativeModule '));
      const builtins = ['http2', 'tls', 'crypto', 'http'].filter((name) => loaded.includes('NativeModule ' + name));
      const h2Client = Object.keys(require.cache).filter((file) => file.endsWith('client-h2.js'));
      console.log(JSON.stringify([...builtins, ...h2Client.map(() => 'client-h2.js')]));
    `);
    expect(JSON.parse(printed)).toEqual([]);
  });

  it('still reads the default header bound from node:http for a client given none', () => {
    const printed = runModule(`
      const { createRequire } = await import('node:module');
      const require = createRequire(process.cwd() + '/package.json');
      const { kMaxHeadersSize } = require('undici/lib/core/symbols.js');
      const Client = require('undici/lib/dispatcher/client.js');
      const given = new Client('http://127.0.0.1:9', { maxHeaderSize: 1234 });
      const defaulted = new Client('http://127.0.0.1:9');
      console.log(JSON.stringify([given[kMaxHeadersSize], defaulted[kMaxHeadersSize], require('node:http').maxHeaderSize]));
    `);
    const [given, defaulted, node] = JSON.parse(printed) as number[];
    expect(given).toBe(1234);
    expect(defaulted).toBe(node);
  });

  it('still speaks HTTP/2 when a client asks for it, loading node:http2 then', () => {
    const printed = runModule(`
      const http2 = await import('node:http2');
      const server = http2.createServer();
      server.on('stream', (stream) => { stream.respond({ ':status': 200 }); stream.end('over h2'); });
      await new Promise((done) => server.listen(0, '127.0.0.1', done));
      const { createRequire } = await import('node:module');
      const require = createRequire(process.cwd() + '/package.json');
      const Client = require('undici/lib/dispatcher/client.js');
      const client = new Client('http://127.0.0.1:' + server.address().port, { allowH2: true, useH2c: true });
      const body = await new Promise((resolve, reject) => {
        const chunks = [];
        client.dispatch({ path: '/', method: 'GET' }, {
          onRequestStart() {}, onResponseStart() {}, onResponseData(_c, chunk) { chunks.push(chunk); },
          onResponseEnd() { resolve(Buffer.concat(chunks).toString()); }, onResponseError(_c, error) { reject(error); },
        });
      });
      await client.close();
      server.close();
      console.log(JSON.stringify(body));
    `);
    expect(JSON.parse(printed)).toBe('over h2');
  });
});

describe('string-width as installed', () => {
  it('makes no segmenter and builds no emoji pattern until text needs them', () => {
    const printed = runModule(`
      const made = [];
      const Segmenter = Intl.Segmenter;
      Intl.Segmenter = class extends Segmenter { constructor(...args) { super(...args); made.push('segmenter'); } };
      const RealRegExp = RegExp;
      globalThis.RegExp = new Proxy(RealRegExp, { construct(target, args) { if (String(args[0]).includes('RGI_Emoji')) made.push('emoji'); return new target(...args); } });
      const { default: width } = await import('string-width');
      const atLoad = [...made];
      const plain = width('Nordwind › Q4 ─┤ ⠿ é → no');
      const afterPlain = [...made];
      const emoji = width('ok 👍');
      console.log(JSON.stringify({ atLoad, plain, afterPlain, emoji, after: made }));
    `);
    expect(JSON.parse(printed)).toEqual({
      atLoad: [],
      plain: 25,
      afterPlain: [],
      emoji: 5,
      after: ['segmenter', 'emoji'],
    });
  });

  it('measures every character of its one-cell fast path as its full measure does', () => {
    // An emoji after the character sends the text down the full path (segmenter, emoji pattern):
    // the character must then count as the one cell the fast path gives it.
    const printed = runModule(`
      const { default: width } = await import('string-width');
      const ranges = [[0x20, 0x7e], [0xa0, 0xac], [0xae, 0x2ff], [0x2010, 0x2027], [0x2030, 0x205e], [0x2190, 0x21ff], [0x2500, 0x259f], [0x2800, 0x28ff]];
      const wrong = [];
      let checked = 0;
      for (const [from, to] of ranges) for (let code = from; code <= to; code++) {
        const char = String.fromCodePoint(code);
        checked++;
        if (width(char) !== 1 || width(char + '👍') !== 3) wrong.push(code.toString(16));
      }
      console.log(JSON.stringify({ checked, wrong }));
    `);
    const { checked, wrong } = JSON.parse(printed) as { checked: number; wrong: string[] };
    expect(wrong).toEqual([]);
    expect(checked).toBe(1301);
  });
});

describe('ink-testing-library as installed', () => {
  it('gives Ink a test terminal with rows, so that no layout asks tput for the size', () => {
    // A tput of our own first on the PATH notes each call (where the child has no terminal to open,
    // as on CI, terminal-size would run it; on a developer's terminal it reads /dev/tty first).
    const dir = mkdtempSync(join(tmpdir(), 'hoshin-fake-tput-'));
    try {
      const calls = join(dir, 'calls');
      writeFileSync(join(dir, 'tput'), `#!/bin/sh\necho "$@" >> '${calls}'\necho 24\n`);
      chmodSync(join(dir, 'tput'), 0o755);
      const printed = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `
          const React = await import('react');
          const { Text } = await import('ink');
          const { render } = await import('ink-testing-library');
          const app = render(React.createElement(Text, null, 'one'));
          app.rerender(React.createElement(Text, null, 'two'));
          console.log(JSON.stringify({ rows: app.stdout.rows, columns: app.stdout.columns, frame: app.lastFrame() }));
          app.unmount();
          `,
        ],
        { encoding: 'utf8', cwd: process.cwd(), env: { ...process.env, PATH: `${dir}:${process.env.PATH}` } },
      ).trim();
      expect(JSON.parse(printed)).toEqual({ rows: 24, columns: 100, frame: 'two' });
      expect(existsSync(calls) ? readFileSync(calls, 'utf8') : '').toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
