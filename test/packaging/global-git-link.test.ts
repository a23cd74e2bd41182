// prepare's repair of npm 11's global install from git (scripts/global-git-link.mjs): the global
// package folder, linked to npm's temporary clone by the install npm runs inside it, becomes an
// empty folder again; any other link, folder or install is left alone.
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error a build script without types
import { undoGlobalLinkToClone } from '../../scripts/global-git-link.mjs';

const undo = undoGlobalLinkToClone as (name: string, folder: string, env: Record<string, string>) => boolean;

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** npm's cache with a temporary clone in it, and a global prefix whose hoshin links to `linkTo`. */
function layout(linkTo: 'clone' | 'elsewhere' | 'none') {
  root = mkdtempSync(join(tmpdir(), 'hoshin-git-link-'));
  const cache = join(root, 'npm-cache');
  const clone = join(cache, '_cacache', 'tmp', 'git-cloneAbC123');
  const elsewhere = join(root, 'checkout');
  const prefix = join(root, 'global');
  const globalModules = join(prefix, 'lib', 'node_modules');
  for (const dir of [clone, elsewhere, globalModules]) mkdirSync(dir, { recursive: true });
  const installed = join(globalModules, 'hoshin');
  if (linkTo === 'clone') symlinkSync(clone, installed);
  if (linkTo === 'elsewhere') symlinkSync(elsewhere, installed);
  const env = { npm_config_global: 'true', npm_config_global_prefix: prefix, npm_config_cache: cache };
  return { clone, elsewhere, installed, env };
}

describe("undoing the global link to npm's temporary clone", () => {
  it('turns the link into an empty folder', () => {
    const { clone, installed, env } = layout('clone');
    expect(undo('hoshin', clone, env)).toBe(true);
    expect(lstatSync(installed).isDirectory()).toBe(true);
    expect(readdirSync(installed)).toEqual([]);
  });

  it("leaves a global install of a checkout (a link to a folder outside npm's cache) alone", () => {
    const { elsewhere, installed, env } = layout('elsewhere');
    expect(undo('hoshin', elsewhere, env)).toBe(false);
    expect(lstatSync(installed).isSymbolicLink()).toBe(true);
  });

  it('leaves a link to another folder alone, even when preparing inside the cache', () => {
    const { clone, installed, env } = layout('elsewhere');
    expect(undo('hoshin', clone, env)).toBe(false);
    expect(lstatSync(installed).isSymbolicLink()).toBe(true);
  });

  it('does nothing outside a global install, or when there is no link', () => {
    const linked = layout('clone');
    expect(undo('hoshin', linked.clone, { ...linked.env, npm_config_global: '' })).toBe(false);
    expect(lstatSync(linked.installed).isSymbolicLink()).toBe(true);
    rmSync(root, { recursive: true, force: true });
    const none = layout('none');
    expect(undo('hoshin', none.clone, none.env)).toBe(false);
  });
});
