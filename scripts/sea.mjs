// Builds dist/hoshin-linux-x64: a single-file executable for servers without Node. The program is
// bundled into one ES module by the same bundler and options as the npm bundle (scripts/build.mjs),
// without chunks (an executable carries one script), and injected into the Node the npm scripts
// run: the `node` devDependency, the newest supported line.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { bundleOptions } from './bundle-options.mjs';

const nodeBinary = resolve('node_modules/node/bin/node');
const workDir = resolve('.tmp/sea');
const output = resolve('dist/hoshin-linux-x64');

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`sea: builds the Linux x64 executable only; this is ${process.platform} ${process.arch}`);
  process.exit(2);
}
const nodeVersion = execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' }).trim();
const strippedNode = `${workDir}/node-${nodeVersion}-stripped`;

// The registry's node carries its symbol tables (a third of its size); the executable needs none.
// Without binutils' strip the executable is built from the node as it is.
function nodeToInject() {
  if (existsSync(strippedNode) && statSync(strippedNode).mtimeMs >= statSync(nodeBinary).mtimeMs) return strippedNode;
  try {
    execFileSync('strip', ['--strip-all', '-o', strippedNode, nodeBinary], { stdio: ['ignore', 'ignore', 'inherit'] });
    return strippedNode;
  } catch {
    console.warn("sea: `strip` (binutils) is not available; the executable keeps node's symbol tables");
    return nodeBinary;
  }
}

mkdirSync(workDir, { recursive: true });
mkdirSync('dist', { recursive: true });
const bundle = await rolldown(bundleOptions());
await bundle.write({ file: `${workDir}/hoshin.mjs`, format: 'esm', minify: true, comments: { legal: false }, codeSplitting: false });
await bundle.close();

// Built beside the bundle, then renamed into dist/: a running copy of the old one (a test, a
// console) keeps its file, where writing over it in place fails with ETXTBSY.
const built = `${workDir}/hoshin-linux-x64`;
const config = `${workDir}/sea-config.json`;
writeFileSync(
  config,
  // useCodeCache: V8's compiled code of the bundle goes into the executable, so a start reads it
  // instead of parsing and compiling the bundle again.
  JSON.stringify(
    {
      main: `${workDir}/hoshin.mjs`,
      mainFormat: 'module',
      executable: nodeToInject(),
      output: built,
      disableExperimentalSEAWarning: true,
      useCodeCache: true,
    },
    null,
    2,
  ),
);
execFileSync(nodeBinary, ['--build-sea', config], { stdio: ['ignore', 'ignore', 'inherit'] });
chmodSync(built, 0o755);
renameSync(built, output);
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
console.log(`sea: built ${output} (node ${nodeVersion}, hoshin ${version}, ${(statSync(output).size / 1e6).toFixed(1)} MB)`);
