// The oldest Node hoshin starts on (package.json's `engines`), and the one line an older Node gets
// (the built bundle on an older Node: runtime-floor.e2e.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE_FLOOR, runtimeRefusal } from '../../source/core/runtime-floor.js';

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

  it('names the Node of the checkout when the bundle runs from one', () => {
    expect(runtimeRefusal('20.20.2', '22.19.0', true)).toBe(
      'hoshin: needs Node.js 22.19.0 or later, and this is Node.js 20.20.2; this checkout has one: npx hoshin, or node_modules/.bin/node dist/hoshin.mjs',
    );
  });
});
