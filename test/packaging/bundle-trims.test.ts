// The bundle's replacement of node:assert inside undici (scripts/bundle-trims.mjs): it applies to
// undici's own modules only, and checks as node:assert's assert(value) does.
import { describe, expect, it } from 'vitest';
// @ts-expect-error a build script without types
import { undiciSmallAssert } from '../../scripts/bundle-trims.mjs';

interface Plugin {
  setup(builder: unknown): void;
}
type Resolve = (args: { path: string; importer: string }) => { path: string; namespace: string } | undefined;
type Load = () => { contents: string };

function callbacks(plugin: Plugin): { resolve: Resolve; load: Load } {
  let resolve: Resolve | undefined;
  let load: Load | undefined;
  plugin.setup({
    onResolve: (_options: unknown, callback: Resolve) => (resolve = callback),
    onLoad: (_options: unknown, callback: Load) => (load = callback),
  });
  if (!resolve || !load) throw new Error('the trim registers no callbacks');
  return { resolve, load };
}

describe("undici's assert", () => {
  const { resolve, load } = callbacks(undiciSmallAssert as Plugin);

  it("replaces node:assert for undici's modules only", () => {
    expect(resolve({ path: 'node:assert', importer: '/p/node_modules/undici/lib/core/util.js' })).toBeDefined();
    expect(resolve({ path: 'node:assert', importer: '/p/source/client/answers.ts' })).toBeUndefined();
  });

  it('passes a true value and throws an AssertionError, ERR_ASSERTION, on a false one', () => {
    const module: { exports?: (value: unknown, message?: string) => void } = {};
    new Function('module', load().contents)(module);
    const assert = module.exports!;
    expect(() => assert(1)).not.toThrow();
    expect(() => assert(0, 'the socket is open')).toThrow(
      expect.objectContaining({ name: 'AssertionError', code: 'ERR_ASSERTION', message: 'the socket is open' }),
    );
    expect(() => assert(undefined)).toThrow(expect.objectContaining({ code: 'ERR_ASSERTION' }));
  });
});
