// The oldest Node hoshin runs on: package.json's `engines`; undici 8 needs 22.19.
import { createRequire } from 'node:module';

declare const HOSHIN_NODE_FLOOR: string | undefined;

function fromPackage(): string {
  const { engines } = createRequire(import.meta.url)('../../package.json') as { engines: { node: string } };
  return engines.node.replace(/^>=/, '');
}

export const NODE_FLOOR: string = typeof HOSHIN_NODE_FLOOR === 'string' ? HOSHIN_NODE_FLOOR : fromPackage();

const parts = (version: string): number[] => version.replace(/^v/, '').split('.').map(Number);

/** `inCheckout`: the line names the pinned Node of node_modules/.bin. */
export function runtimeRefusal(version: string, floor: string = NODE_FLOOR, inCheckout = false): string | undefined {
  const have = parts(version);
  const need = parts(floor);
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a > b) return undefined;
    if (a < b) {
      return inCheckout
        ? `hoshin: needs Node.js ${floor} or later, and this is Node.js ${version}; this checkout has one: npx hoshin, or node_modules/.bin/node dist/hoshin.mjs`
        : `hoshin: needs Node.js ${floor} or later, and this is Node.js ${version}; on a machine without it, use the single-file executable hoshin-linux-x64 (README, Install)`;
    }
  }
  return undefined;
}
