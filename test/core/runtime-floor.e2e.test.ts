// The oldest Node hoshin starts on (package.json's `engines`), and the one line an older Node gets.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE_FLOOR, runtimeRefusal } from '../../source/core/runtime-floor.js';
import { EXECUTABLE } from '../helpers/cli.js';
import { nodeBinary } from '../../scripts/fetch-node.mjs';

// An end-of-life Node many servers still have: the line before the floor's.
const OLD_NODE = '20.20.2';

describe('the runtime floor', () => {
  it('is the floor package.json names', () => {
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(`>=${NODE_FLOOR}`).toBe(engines.node);
  });

  it('refuses what is older than the floor, part by part', () => {
    for (const older of ['20.20.2', '22.18.9', '22.9.0', '21.99.99', 'v22.18.0'])
      expect(runtimeRefusal(older, '22.19.0'), older).toBeDefined();
    for (const newer of ['22.19.0', '22.19.1', '22.20.0', '24.0.0', '26.10.0', '100.0.0', 'v22.19.0'])
      expect(runtimeRefusal(newer, '22.19.0'), newer).toBeUndefined();
  });

  it('says in one line what it needs and what this is, and names the single-file executable', () => {
    const line = runtimeRefusal('20.20.2', '22.19.0');
    expect(line).toBe(
      'hoshin: needs Node.js 22.19.0 or later, and this is Node.js 20.20.2; on a machine without it, use the single-file executable hoshin-linux-x64 (README, Install)',
    );
  });

  it(`the built bundle on Node ${OLD_NODE} prints that line and nothing else, exit 1, for any command`, () => {
    const node = nodeBinary(OLD_NODE);
    for (const args of [['--version'], ['list', 'companies'], []]) {
      let failure: { status: number; stdout: string; stderr: string } | undefined;
      try {
        execFileSync(node, [EXECUTABLE, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      } catch (error) {
        failure = error as { status: number; stdout: string; stderr: string };
      }
      expect(failure?.status, args.join(' ')).toBe(1);
      expect(failure?.stdout).toBe('');
      expect(failure?.stderr).toBe(`${runtimeRefusal(OLD_NODE)!}\n`);
    }
  }, 120_000);
});
