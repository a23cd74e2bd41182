// patches/undici+8.13.1.patch builds undici's tree of well-known header names by the 64th lookup,
// not when its dispatchers load (about 2 ms of a command's start): the names it gives are the same
// before and after the tree is built. Run in a child process, whose module cache is its own.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const SCRIPT = `
const util = require('undici/lib/core/util.js');
const treeLoaded = () => Object.keys(require.cache).some((file) => file.endsWith('/undici/lib/core/tree.js'));
const { wellknownHeaderNames } = require('undici/lib/core/constants.js');
const names = [...wellknownHeaderNames, 'X-Custom-Thing', 'CONTENT-LENGTH', 'transfer-Encoding', 'x-\\u00c0\\u00ff', ''];
const mixed = (name, i) => [...name].map((c, j) => ((i + j) % 3 === 0 ? c.toUpperCase() : c.toLowerCase())).join('');
const seen = [];
const atLoad = treeLoaded();
for (let round = 0; round < 2; round++)
  for (const [i, name] of names.entries()) {
    const buffer = Buffer.from(mixed(name, i + round), 'latin1');
    seen.push([util.bufferToLowerCasedHeaderName(buffer), util.headerNameToString(buffer), buffer.toString('latin1').toLowerCase()]);
  }
process.stdout.write(JSON.stringify({ atLoad, after: treeLoaded(), seen }));
`;

describe("undici's header names", () => {
  it('are read without the tree at first, the same names before and after it is built', () => {
    const out = JSON.parse(execFileSync(process.execPath, ['-e', SCRIPT], { encoding: 'utf8' })) as {
      atLoad: boolean;
      after: boolean;
      seen: [string, string, string][];
    };
    expect(out.atLoad).toBe(false);
    expect(out.after).toBe(true);
    expect(out.seen.length).toBeGreaterThan(128);
    for (const [fromBuffer, fromName, lowerCase] of out.seen) {
      expect(fromBuffer).toBe(lowerCase);
      expect(fromName).toBe(lowerCase);
    }
  });
});
