// The npm bundle's CommonJS modules (undici's and the console's libraries, each in its script:
// decisions 0378 and 0379) are wrapped in function expressions, which Node 22's V8 compiles with
// the code around them: a compile cache made at compile time then keeps them (decision 0378).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { functionWrappers } from '../../scripts/module-wrappers.mjs';
import { nodeBinary, OLDEST_NODE } from '../../scripts/fetch-node.mjs';

const CHUNKS = resolve('dist/chunks');
// A minified wrapper: `/* @__PURE__ */ n(((e,t)=>{` (an arrow) or `/* @__PURE__ */ n((function(e,t){`.
const ARROW = /\/\* @__PURE__ \*\/ [\w$]+\(\(\(?[\w$,]*\)?=>\{/g;
const FUNCTION = /\/\* @__PURE__ \*\/ [\w$]+\(\(function\([\w$,]*\)\{/g;

const caches = mkdtempSync(join(tmpdir(), 'hoshin-wrappers-'));
afterAll(() => rmSync(caches, { recursive: true, force: true }));

/** The size of the compile cache Node read for the chunk when it imported it (after one import wrote it). */
function cachedBytes(node: string, chunk: string): number {
  const env = { ...process.env, NODE_COMPILE_CACHE: caches, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' };
  const script = `await import(${JSON.stringify(pathToFileURL(chunk).href)})`;
  execFileSync(node, ['--input-type=module', '-e', script], { env, stdio: 'ignore' });
  const second = spawnSync(node, ['--input-type=module', '-e', script], { env, encoding: 'utf8' });
  expect(second.status, second.stderr).toBe(0);
  const log = `${second.stdout}${second.stderr}`;
  const read = new RegExp(
    `for ESM ${pathToFileURL(chunk).href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.\\.\\.\\[.*?\\]\\.\\.\\. success, size=(\\d+)`,
  );
  const found = read.exec(log);
  expect(found, log).not.toBeNull();
  return Number(found![1]);
}

describe('the bundle’s CommonJS module wrappers', () => {
  it('are function expressions in every chunk, none an arrow function', () => {
    let wrappers = 0;
    for (const name of readdirSync(CHUNKS)) {
      const text = readFileSync(join(CHUNKS, name), 'utf8');
      expect(text.match(ARROW) ?? [], name).toEqual([]);
      wrappers += (text.match(FUNCTION) ?? []).length;
    }
    // undici's in its script (dist/chunks/undici-*.cjs), the console's libraries' in theirs.
    expect(wrappers).toBeGreaterThanOrEqual(40);
  });

  it(`are kept in the compile cache Node ${OLDEST_NODE} writes for a chunk`, () => {
    // No ES module chunk holds a CommonJS module since the console's libraries run from their script
    // (decision 0379): this one, bundled with a CommonJS module, stands for any that comes back.
    const dir = mkdtempSync(join(caches, 'chunk-'));
    const module = Array.from({ length: 200 }, (_, i) => `exports.f${i} = function (x) { return x * ${i} + ${i}; };`).join('\n');
    const wrapped = (arrow: boolean) =>
      `var n = (f) => { let m; return () => (m ??= (f((m = { exports: {} }).exports, m), m)).exports; };\n` +
      `var r = /* @__PURE__ */ n((${arrow ? '(e,t)=>{' : 'function(e,t){'}${module.replaceAll('exports.', 'e.')}}));\nexport const x = r().f1(2);\n`;
    writeFileSync(join(dir, 'functions.mjs'), wrapped(false));
    writeFileSync(join(dir, 'arrows.mjs'), wrapped(true));
    expect(wrapped(false).match(FUNCTION)).toHaveLength(1);
    expect(wrapped(true).match(ARROW)).toHaveLength(1);
    const node = nodeBinary(OLDEST_NODE);
    expect(cachedBytes(node, join(dir, 'functions.mjs'))).toBeGreaterThan(cachedBytes(node, join(dir, 'arrows.mjs')) + 10_000);
  }, 60_000);

  it('are rewritten from the bundler’s arrow form, with their parameters and bodies as they were', () => {
    const arrow =
      'var a = __commonJSMin(((exports, module) => {\n\tmodule.exports = 1;\n}));\nvar b = __commonJSMin(((exports) => {\n\texports.x = () => 2;\n}));\n';
    expect(functionWrappers(arrow)).toBe(
      'var a = __commonJSMin((function(exports, module) {\n\tmodule.exports = 1;\n}));\nvar b = __commonJSMin((function(exports) {\n\texports.x = () => 2;\n}));\n',
    );
    // Other arrow functions are left as they are.
    expect(functionWrappers('const f = ((x) => {\n\treturn x;\n});')).toBe('const f = ((x) => {\n\treturn x;\n});');
  });
});
