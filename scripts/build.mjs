// Bundles the CLI/TUI into ESM chunks: start-up reads a few files instead of hundreds, and the
// scriptable commands never parse the console's chunk (Ink, React, yoga).
import { build } from 'esbuild';
import { chmodSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { stringWidthFastPath, yogaWithoutFetch } from './startup-patches.mjs';

const outfile = 'dist/hoshin.mjs';

// Ink imports react-devtools-core only when DEV=true; bundled, that import would be hoisted to the
// top of the one file and break every command, so it resolves to an empty module instead.
const noDevtools = {
  name: 'no-react-devtools',
  setup(builder) {
    builder.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: 'react-devtools-core', namespace: 'no-devtools' }));
    builder.onLoad({ filter: /.*/, namespace: 'no-devtools' }, () => ({ contents: 'export default { initialize() {}, connectToDevTools() {} };', loader: 'js' }));
  },
};
const result = await build({
  metafile: true,
  entryPoints: ['source/main.ts'],
  outdir: 'dist',
  entryNames: 'hoshin',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: false,
  legalComments: 'none',
  // keytar is a native optional dependency; react-devtools-core is only used by ink in dev mode.
  external: ['keytar'],
  plugins: [noDevtools, yogaWithoutFetch, stringWidthFastPath],
  // The version --version, info and the User-Agent report: package.json's, fixed at build time.
  define: { 'process.env.NODE_ENV': '"production"', HOSHIN_VERSION: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version) },
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __hoshinCreateRequire } from 'node:module';\nconst require = __hoshinCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
chmodSync(outfile, 0o755);

// Chunk names carry content hashes. Drop chunks this build did not write, once they are a few
// minutes old: a console started before the rebuild may still load its lazy chunks.
const written = new Set(Object.keys(result.metafile.outputs).map((path) => path.replace(/^dist\/chunks\//, '')));
const staleAfterMs = 10 * 60 * 1000;
for (const name of readdirSync('dist/chunks')) {
  const path = `dist/chunks/${name}`;
  if (!written.has(name) && Date.now() - statSync(path).mtimeMs > staleAfterMs) rmSync(path, { force: true });
}
