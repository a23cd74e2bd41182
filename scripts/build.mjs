// Bundles the CLI/TUI into ES module chunks: start-up reads a few files instead of hundreds, and
// the scriptable commands never parse the console's chunk (Ink, React, yoga). rolldown bundles, so
// that the chunks follow scripts/chunk-plan.mjs; esbuild's chunking made a file per set of
// dynamic imports, 114 in all.
import { chmodSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { rolldown } from 'rolldown';
import { bundleTrims } from './bundle-trims.mjs';
import { chunkPlan } from './chunk-plan.mjs';
import { fromEsbuild } from './esbuild-plugins-in-rolldown.mjs';
import { stringWidthFastPath, terminalSizeChildProcessOnDemand, undiciHttpOnDemand, yogaWithoutFetch } from './startup-patches.mjs';

const outfile = 'dist/hoshin.mjs';

// undici, bundled apart as CommonJS and run with V8's code cache (scripts/undici-loader.mjs);
// trimmed and patched as in the single-file executable.
await build({
  stdin: { contents: "export { Pool, Agent, ProxyAgent, buildConnector } from 'undici';", resolveDir: process.cwd(), loader: 'js' },
  outfile: 'dist/chunks/undici.cjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  minify: true,
  legalComments: 'none',
  plugins: [...bundleTrims, ...undiciHttpOnDemand],
  logLevel: 'warning',
});

/** The program's own `import … from 'undici'` loads chunks/undici.cjs through the loader. */
const undiciThroughLoader = {
  name: 'undici-through-loader',
  resolveId(source, importer) {
    return source === 'undici' && importer && !importer.includes('node_modules') ? resolve('scripts/undici-loader.mjs') : null;
  },
};
const entry = resolve('source/main.ts');

const bundle = await rolldown({
  input: { hoshin: entry },
  platform: 'node',
  preserveEntrySignatures: 'allow-extension',
  // keytar is a native optional dependency, installed beside the bundle.
  external: ['keytar'],
  tsconfig: 'tsconfig.json',
  transform: {
    target: 'node20',
    // The version --version, info and the User-Agent report: package.json's, fixed at build time.
    define: {
      'process.env.NODE_ENV': '"production"',
      HOSHIN_VERSION: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version),
    },
  },
  plugins: [
    undiciThroughLoader,
    // undici is not in this graph (undiciThroughLoader): its trims find nothing here.
    ...[...bundleTrims, yogaWithoutFetch, stringWidthFastPath, terminalSizeChildProcessOnDemand].map(fromEsbuild),
  ],
  onLog(level, log, defaultHandler) {
    // demo.ts loads the session lazily and tui.ts statically; both are in the console's bundle.
    if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && /usecases[\\/]session\.ts/.test(log.message)) return;
    defaultHandler(level, log);
  },
});
let plan;
const { output } = await bundle.write({
  dir: 'dist',
  format: 'esm',
  entryFileNames: '[name].mjs',
  chunkFileNames: 'chunks/[name]-[hash].mjs',
  // Whitespace, syntax and names: less to download and to parse at every start.
  minify: true,
  sourcemap: false,
  comments: { legal: false },
  // The entry runs as a program; rolldown's runtime gives bundled CommonJS modules their require.
  banner: (chunk) => (chunk.isEntry ? '#!/usr/bin/env node' : ''),
  // Each module goes where the plan says, not with a module that imports it. Modules still run
  // after their imports: within a file rolldown orders them, and between files the imports carry
  // the order as long as no files import each other in a circle, which is checked below.
  // (strictExecutionOrder would wrap each module's code in a function that V8 parses twice: the
  // console's first frame 7 % slower.)
  codeSplitting: {
    includeDependenciesRecursively: false,
    groups: [
      {
        name: (id, context) => (plan ??= chunkPlan((of) => context.getModuleInfo(of), entry, 'source/cli/main.ts'))(id),
        debugName: 'chunk-plan',
      },
    ],
  },
});
await bundle.close();

// A circle of static imports between files would let a module run before one it imports.
const importsOf = new Map(output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk.imports]));
const finished = new Set();
function visit(file, path) {
  if (finished.has(file)) return;
  if (path.includes(file))
    throw new Error(`build: files import each other in a circle: ${[...path.slice(path.indexOf(file)), file].join(' -> ')}`);
  for (const next of importsOf.get(file) ?? []) visit(next, [...path, file]);
  finished.add(file);
}
for (const file of importsOf.keys()) visit(file, []);
chmodSync(outfile, 0o755);

// Chunk names carry content hashes. Drop chunks this build did not write, once they are a few
// minutes old: a console started before the rebuild may still load its lazy chunks.
const written = new Set([...output.map((file) => file.fileName.replace(/^chunks\//, '')), 'undici.cjs']);
const staleAfterMs = 10 * 60 * 1000;
for (const name of readdirSync('dist/chunks')) {
  const path = `dist/chunks/${name}`;
  if (!written.has(name) && Date.now() - statSync(path).mtimeMs > staleAfterMs) rmSync(path, { force: true });
}
