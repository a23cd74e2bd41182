// `list` and `get` run from a script holding what their lines reach (scripts/list-get-script.mjs,
// decision 0381): a dynamic import they cannot reach is left out, and a line that reaches one
// anyway fails loudly with an internal error naming it, never with a silent empty module.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import { rolldown } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { PROVIDED_CACHED_SCRIPT, reachPlugin, unreachable } from '../../scripts/list-get-script.mjs';
import { wrappedScript } from '../../source/store/cached-script.js';

const dir = mkdtempSync(join(tmpdir(), 'hoshin-list-get-script-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Entry {
  readonly kept: () => Promise<{ answer: number }>;
  readonly leftOut: () => Promise<{ answer: number }>;
  readonly loader: () => unknown;
  readonly builtin: () => Promise<{ sep: string }>;
}

/** Builds a script as the npm build does (one CommonJS file) from an entry with two dynamic imports, and runs it. */
async function built(leftOut: (id: string) => string | undefined): Promise<{ entry: Entry; code: string }> {
  writeFileSync(join(dir, 'kept.ts'), 'export const answer = 1;\n');
  writeFileSync(join(dir, 'left-out.ts'), 'export const answer = 2;\n');
  writeFileSync(
    join(dir, 'entry.ts'),
    [
      `import { loadScript } from ${JSON.stringify(resolve('source/store/cached-script.ts'))};`,
      "export const kept = () => import('./kept.ts');",
      "export const leftOut = () => import('./left-out.ts');",
      'export const loader = () => loadScript;',
      "export const builtin = () => import('node:path');",
    ].join('\n'),
  );
  const bundle = await rolldown({ input: join(dir, 'entry.ts'), platform: 'node', plugins: [reachPlugin(leftOut)] });
  const { output } = await bundle.generate({ format: 'cjs', codeSplitting: false });
  await bundle.close();
  const code = output[0].code;
  const module = { exports: {} as Entry };
  const provided = { [PROVIDED_CACHED_SCRIPT]: { loadScript: 'the loader’s' } };
  const require = (id: string) => (id in provided ? provided[id] : process.getBuiltinModule(id));
  (runInThisContext(wrappedScript(code)) as (...args: unknown[]) => void)(module.exports, require, module, join(dir, 'x.cjs'), dir);
  return { entry: module.exports, code };
}

describe("list's and get's script", () => {
  it('throws an internal error naming a left-out module when a line reaches it', async () => {
    const { entry, code } = await built((id) => (id.endsWith('left-out.ts') ? 'no line reaches it' : undefined));
    expect((await entry.kept()).answer).toBe(1);
    await expect(entry.leftOut()).rejects.toThrow(
      /internal error: .*left-out\.ts \(no line reaches it\) is not in the list and get script/,
    );
    // Its code is not in the script.
    expect(code).not.toContain('answer = 2');
  });

  it('bundles every dynamic import it is not told to leave out', async () => {
    const { entry } = await built(() => undefined);
    expect((await entry.leftOut()).answer).toBe(2);
  });

  it("takes the loader's cached-script.ts, not a copy of its own", async () => {
    const { entry, code } = await built(() => undefined);
    expect(entry.loader()).toBe('the loader’s');
    expect(code).not.toContain('createCachedData');
  });

  it("gives one of Node's modules imported dynamically by require: node:vm's script has no import()", async () => {
    const { entry, code } = await built(() => undefined);
    expect((await entry.builtin()).sep).toBe('/');
    expect(code).not.toMatch(/\bimport\(/);
  });

  it('is not built when any other dynamic import would stay in it', async () => {
    writeFileSync(join(dir, 'external.ts'), "export const load = () => import('keytar');\n");
    const bundle = await rolldown({ input: join(dir, 'external.ts'), platform: 'node', external: ['keytar'], plugins: [reachPlugin()] });
    await expect(bundle.generate({ format: 'cjs', codeSplitting: false })).rejects.toThrow(/import keytar dynamically/);
    await bundle.close();
  });

  it('leaves out the other commands and the registry, keeps list, get and what they load', () => {
    const at = (file: string) => resolve('source', file);
    for (const file of ['cli/commands/find/spec.ts', 'cli/commands/demo/demo.ts', 'cli/commands/tui/tui.ts', 'cli/registry.ts'])
      expect(unreachable(at(file)), file).toEqual(expect.any(String));
    for (const file of [
      'cli/commands/list/spec.ts',
      'cli/commands/list/list.ts',
      'cli/commands/get/get.ts',
      'cli/help.ts',
      'cli/where.ts',
      'cli/terminal/pager.ts',
      'client/http-client.ts',
    ])
      expect(unreachable(at(file)), file).toBeUndefined();
  });
});
