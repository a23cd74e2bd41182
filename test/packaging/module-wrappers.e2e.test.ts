// The npm bundle's CommonJS modules (the console's libraries in its chunk, undici's in its script)
// are wrapped in function expressions, which Node 22's V8 compiles with the code around them: the
// compile cache then keeps them, and a start on Node 22.19 does not parse and compile them again
// (decision 0378).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { functionWrappers } from '../../scripts/module-wrappers.mjs';
import { nodeBinary, OLDEST_NODE } from '../../scripts/fetch-node.mjs';

const CHUNKS = resolve('dist/chunks');
/** The console's chunk (its libraries: React, Ink, …), not console-shared, -loading or -connection. */
const consoleChunk = () =>
  readdirSync(CHUNKS).find((name) => /^console-[\w-]+\.mjs$/.test(name) && !/^console-(shared|loading|connection)-/.test(name))!;
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
    // undici's in its script (dist/chunks/undici-*.cjs), the console's libraries' in its chunk.
    expect(wrappers).toBeGreaterThanOrEqual(40);
  });

  it(`are kept in the compile cache Node ${OLDEST_NODE} writes for the console's chunk`, () => {
    // The same chunk with its wrappers written back as the bundler's arrows, beside it in a copy.
    const copy = join(caches, 'chunks');
    cpSync(CHUNKS, copy, { recursive: true });
    const name = consoleChunk();
    const text = readFileSync(join(copy, name), 'utf8');
    const arrows = text.replace(/(\/\* @__PURE__ \*\/ [\w$]+\(\()function\(([\w$,]*)\)\{/g, '$1($2)=>{');
    expect(arrows.match(ARROW)?.length).toBe(text.match(FUNCTION)?.length);
    writeFileSync(join(copy, `arrows-${name}`), arrows);
    const node = nodeBinary(OLDEST_NODE);
    // 398 kB against 423 kB when this was written: the wrappers' own code.
    expect(cachedBytes(node, join(copy, name))).toBeGreaterThan(cachedBytes(node, join(copy, `arrows-${name}`)) + 10_000);
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
