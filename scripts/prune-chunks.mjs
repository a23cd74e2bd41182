// Before `npm pack`: removes from dist/chunks what the current bundle does not import. The build
// keeps an older build's chunks for ten minutes (a console started before it may still load
// them); a package must not carry them. A chunk newer than dist/hoshin.mjs belongs to a build
// still being written and is kept.
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const entry = 'dist/hoshin.mjs';
const chunkDir = 'dist/chunks';

/** The relative modules a bundled file imports (static, side-effect and dynamic imports), and files it opens by URL (undici.cjs). */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of text.matchAll(/(?:\bfrom|\bimport\(?|\bnew URL\()\s*["'`](\.{1,2}\/[^"'`]+\.[cm]js)["'`]/g))
    found.add(join(dirname(file), match[1]));
  return found;
}

const reachable = new Set([entry]);
const pending = [entry];
while (pending.length > 0) {
  for (const next of importsOf(pending.pop())) {
    if (!reachable.has(next)) {
      reachable.add(next);
      pending.push(next);
    }
  }
}

const bundleWrittenAt = statSync(entry).mtimeMs;
let removed = 0;
for (const name of readdirSync(chunkDir)) {
  const path = join(chunkDir, name);
  if (reachable.has(path) || statSync(path).mtimeMs >= bundleWrittenAt) continue;
  rmSync(path, { force: true });
  removed += 1;
}
console.error(`prune-chunks: ${reachable.size - 1} chunks in use, ${removed} from older builds removed from ${basename(chunkDir)}/`);
