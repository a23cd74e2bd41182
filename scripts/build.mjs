// Bundles the CLI/TUI into ESM chunks: start-up reads a few files instead of hundreds, and the
// scriptable commands never parse the console's chunk (Ink, React, yoga).
import { build } from 'esbuild';
import { chmodSync, rmSync } from 'node:fs';

const outfile = 'dist/hoshin.mjs';
rmSync('dist', { recursive: true, force: true });

// Ink imports react-devtools-core only when DEV=true; bundled, that import would be hoisted to the
// top of the one file and break every command, so it resolves to an empty module instead.
const noDevtools = {
  name: 'no-react-devtools',
  setup(builder) {
    builder.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: 'react-devtools-core', namespace: 'no-devtools' }));
    builder.onLoad({ filter: /.*/, namespace: 'no-devtools' }, () => ({ contents: 'export default { initialize() {}, connectToDevTools() {} };', loader: 'js' }));
  },
};
await build({
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
  minify: false,
  sourcemap: false,
  legalComments: 'none',
  // keytar is a native optional dependency; react-devtools-core is only used by ink in dev mode.
  external: ['keytar'],
  plugins: [noDevtools],
  define: { 'process.env.NODE_ENV': '"production"' },
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __hoshinCreateRequire } from 'node:module';\nconst require = __hoshinCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
chmodSync(outfile, 0o755);
