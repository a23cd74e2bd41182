// Bundles the CLI/TUI into ESM chunks: start-up reads a few files instead of hundreds, and the
// scriptable commands never parse the console's chunk (Ink, React, yoga).
import { build } from 'esbuild';
import { chmodSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { bundleTrims } from './bundle-trims.mjs';
import { stringWidthFastPath, undiciHttp2OnDemand, undiciHttpOnDemand, yogaWithoutFetch } from './startup-patches.mjs';

const outfile = 'dist/hoshin.mjs';

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
  // Whitespace, syntax and names: less to download and to parse at every start.
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  // keytar is a native optional dependency, installed beside the bundle.
  external: ['keytar'],
  plugins: [...bundleTrims, yogaWithoutFetch, stringWidthFastPath, undiciHttp2OnDemand, ...undiciHttpOnDemand],
  // The version --version, info and the User-Agent report: package.json's, fixed at build time.
  define: {
    'process.env.NODE_ENV': '"production"',
    HOSHIN_VERSION: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version),
  },
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
