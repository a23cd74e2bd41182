// npm's `prepare` (scripts/prepare.mjs) in a folder without the build tools, as a global install of a
// checkout sees it: a bundle already built is used as it is; with none, and the build tools not
// installable, it fails saying why. (With them it builds: every `npm ci` runs that.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from './programs.js';

const root = mkdtempSync(join(tmpdir(), 'hoshin-prepare-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, withBundle: boolean): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'hoshin', version: '0.0.0' }));
  if (withBundle) writeFileSync(join(dir, 'dist', 'hoshin.mjs'), '');
  return dir;
}

const env = { PATH: process.env.PATH ?? '', HOME: root };

describe('prepare without the build tools', () => {
  it('uses the bundle already in dist/', async () => {
    const result = await run(process.execPath, [resolve('scripts/prepare.mjs')], { env, cwd: folder('built', true) });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('using the bundle already in dist/hoshin.mjs');
  });

  it('fails, saying why, when there is no bundle and installing the build tools did not help', async () => {
    const result = await run(process.execPath, [resolve('scripts/prepare.mjs')], {
      env: { ...env, HOSHIN_PREPARE_INSTALLING: '1' },
      cwd: folder('bare', false),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('dist/hoshin.mjs is missing');
  });
});
