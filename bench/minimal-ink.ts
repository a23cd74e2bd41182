// The floor of the console's stack: a minimal Ink app printing three lines, bundled from the
// installed ink and react the way the executable is (esbuild, one file, React's production build).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const SOURCE = `import React from 'react';
import { render, Box, Text } from 'ink';
render(React.createElement(Box, { flexDirection: 'column' },
  React.createElement(Text, null, 'one'),
  React.createElement(Text, null, 'two'),
  React.createElement(Text, null, 'three')));
`;

// As in scripts/build.mjs: Ink imports react-devtools-core only in its development mode.
const noDevtools = {
  name: 'no-react-devtools',
  setup(builder: import('esbuild').PluginBuild) {
    builder.onResolve({ filter: /^react-devtools-core$/ }, () => ({
      path: 'react-devtools-core',
      namespace: 'no-devtools',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'no-devtools' }, () => ({
      contents: 'export default {};',
      loader: 'js',
    }));
  },
};

/** Builds the app in a temporary directory; gives its file and a way to remove it. */
export async function buildMinimalInkApp(): Promise<{ file: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'hoshin-bench-ink-'));
  writeFileSync(join(dir, 'app.mjs'), SOURCE);
  const file = join(dir, 'app.bundle.mjs');
  await build({
    entryPoints: [join(dir, 'app.mjs')],
    outfile: file,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // The app lives outside the project: modules resolve from the project's node_modules.
    nodePaths: [resolve('node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [noDevtools],
    logLevel: 'error',
  });
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
