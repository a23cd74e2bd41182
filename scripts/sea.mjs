// Builds dist/hoshin-linux-x64: a single-file executable for servers without Node. The program is
// bundled by the same bundler and options as the npm bundle (scripts/build.mjs), from its own entry
// (source/main-snapshot.ts), into one CommonJS script without chunks: Node runs it once to build
// the executable's startup snapshot, and a start restores the loaded program instead of loading it
// (decision 0376). Injected into the Node the npm scripts run: the `node` devDependency.
import { execFileSync, spawnSync } from 'node:child_process';
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
const bundle = await rolldown({
  ...bundleOptions(),
  input: { hoshin: 'source/main-snapshot.ts' },
  // Ink's check for React DevTools (import.meta.resolve, only when DEV=true) finds nothing in a
  // CommonJS script, as it finds nothing installed beside the npm bundle.
  onLog: (level, log, report) => (log.code === 'EMPTY_IMPORT_META' ? undefined : report(level, log)),
});
// One script: a restored snapshot cannot import() (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING), so the
// program's lazy imports are inlined.
await bundle.write({
  file: `${workDir}/hoshin.cjs`,
  format: 'cjs',
  minify: true,
  comments: { legal: false },
  codeSplitting: false,
  charset: 'ascii',
});
await bundle.close();

// Built beside the bundle, then renamed into dist/: a running copy of the old one (a test, a
// console) keeps its file, where writing over it in place fails with ETXTBSY.
const built = `${workDir}/hoshin-linux-x64`;
const config = `${workDir}/sea-config.json`;
writeFileSync(
  config,
  // useSnapshot: the script runs once here, loading the program; a start restores its heap. No
  // useCodeCache: Node says it "is redundant when useSnapshot is true" (the code is in the heap).
  JSON.stringify(
    {
      main: `${workDir}/hoshin.cjs`,
      executable: nodeToInject(),
      output: built,
      disableExperimentalSEAWarning: true,
      useSnapshot: true,
      // V8's baseline compiler (Sparkplug) compiled, on the main thread, functions the first frame
      // ran a few times; it is off until the console's first frame is out
      // (source/terminal/baseline-compiler.ts, decision 0376).
      // A young generation of 4 MiB from the start (V8's is 1 MiB, grown by collections): the
      // restored program collected 4 times (5-8 ms of the main thread, V8's --trace-gc) before its
      // first frame, and now none; resident memory 3-5 MiB more (decision 0376).
      execArgv: ['--no-sparkplug', '--min-semi-space-size=4'],
    },
    null,
    2,
  ),
);
// The builder warns of each built-in module loaded into the snapshot that Node has not verified
// there (node:module, node:child_process, node:tty, node:async_hooks); what the program does with
// them, it does after the restore (decision 0376).
const builder = spawnSync(nodeBinary, ['--build-sea', config], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
const unverified =
  /^\(node:\d+\) Warning: It's not yet fully verified whether built-in module "node:(?:module|child_process|tty|async_hooks)" works in user snapshot builder scripts\.\nIt may still work .*\nTo request support .*\n(?:\(Use `node --trace-warnings \.\.\.` .*\n)?/gm;
process.stderr.write(builder.stderr.replace(unverified, ''));
if (builder.status !== 0) throw new Error(`sea: node --build-sea failed (${builder.status ?? builder.signal})`);
chmodSync(built, 0o755);
renameSync(built, output);
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
console.log(`sea: built ${output} (node ${nodeVersion}, hoshin ${version}, ${(statSync(output).size / 1e6).toFixed(1)} MB)`);
