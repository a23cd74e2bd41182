// The built bundle on a Node older than the floor: the one line, naming the checkout's own Node when
// it runs from one, the single-file executable elsewhere (the line's words: runtime-floor.test.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runtimeRefusal } from '../../source/core/runtime-floor.js';
import { EXECUTABLE } from '../helpers/cli.js';
import { nodeBinary } from '../../scripts/fetch-node.mjs';

// An end-of-life Node many servers still have: the line before the floor's.
const OLD_NODE = '20.20.2';

/** Runs the bundle on `node` with `args`; its exit status and output. */
function refused(node: string, bundle: string, args: readonly string[]): { status: number; stdout: string; stderr: string } | undefined {
  try {
    execFileSync(node, [bundle, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    return error as { status: number; stdout: string; stderr: string };
  }
  return undefined;
}

// A copy of the bundle outside any checkout, as an installed one runs.
const elsewhere = mkdtempSync(join(tmpdir(), 'hoshin-floor-'));
afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));

describe('the runtime floor', () => {
  it(`the built bundle on Node ${OLD_NODE} prints that line and nothing else, exit 1, for any command`, () => {
    const node = nodeBinary(OLD_NODE);
    cpSync('dist', join(elsewhere, 'dist'), { recursive: true });
    for (const args of [['--version'], ['list', 'companies'], []]) {
      const inCheckout = refused(node, EXECUTABLE, args);
      expect(inCheckout?.status, args.join(' ')).toBe(1);
      expect(inCheckout?.stdout).toBe('');
      expect(inCheckout?.stderr).toBe(`${runtimeRefusal(OLD_NODE, undefined, true)!}\n`);
      const installed = refused(node, join(elsewhere, 'dist', 'hoshin.mjs'), args);
      expect(installed?.status, args.join(' ')).toBe(1);
      expect(installed?.stderr).toBe(`${runtimeRefusal(OLD_NODE)!}\n`);
    }
  }, 120_000);
});

// The npm the machine has, run by the machine's old Node, as a newcomer on an old server runs it.
function npmOnOldNode(program: 'npm-cli.js' | 'npx-cli.js', args: readonly string[]): { status: number | null; output: string } {
  const npm = realpathSync(execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim());
  const run = spawnSync(nodeBinary(OLD_NODE), [join(dirname(npm), program), ...args], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${dirname(nodeBinary(OLD_NODE))}:${process.env.PATH ?? ''}` },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm in the checkout on an old Node', () => {
  it(`installs without a warning about the engines of packages the pinned Node runs`, () => {
    const install = npmOnOldNode('npm-cli.js', ['install', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']);
    expect(install.status, install.output).toBe(0);
    expect(install.output).not.toMatch(/EBADENGINE|npm warn/);
  }, 120_000);

  it('npx hoshin answers with its version and nothing else', () => {
    const npx = npmOnOldNode('npx-cli.js', ['hoshin', '--version']);
    expect(npx.status, npx.output).toBe(0);
    expect(npx.output).toMatch(/^hoshin \d+\.\d+\.\d+\n$/);
  }, 120_000);
});
