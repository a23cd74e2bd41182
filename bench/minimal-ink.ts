// The floor of the console's stack: a minimal Ink app printing three lines, bundled from the
// installed ink and react as the npm bundle is (rolldown, one file, React's production build).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { moduleWrappersPlugin } from '../scripts/module-wrappers.mjs';

const SOURCE = `import React from 'react';
import { render, Box, Text } from 'ink';
render(React.createElement(Box, { flexDirection: 'column' },
  React.createElement(Text, null, 'one'),
  React.createElement(Text, null, 'two'),
  React.createElement(Text, null, 'three')));
// Alive until the bench ends it, as the console is: its CPU time is read once its frame is seen.
setInterval(() => undefined, 1 << 30);
`;

/** Builds the app in a temporary directory; gives its file and a way to remove it. */
export async function buildMinimalInkApp(): Promise<{ file: string; remove(): void }> {
  // Inside the project, so that ink and react resolve from its node_modules.
  mkdirSync(resolve('.tmp'), { recursive: true });
  const dir = mkdtempSync(resolve('.tmp', 'bench-ink-'));
  writeFileSync(join(dir, 'app.mjs'), SOURCE);
  const file = join(dir, 'app.bundle.mjs');
  const bundle = await rolldown({
    input: join(dir, 'app.mjs'),
    platform: 'node',
    // As in scripts/build.mjs: production React; React DevTools (an optional peer of Ink) not installed.
    resolve: { alias: { 'react-devtools-core': false } },
    transform: { target: 'node22', define: { 'process.env.NODE_ENV': '"production"' } },
  });
  // The npm bundle's output settings too (scripts/build.mjs): one-byte text, and CommonJS wrappers
  // that Node 22 keeps in its compile cache; the floor gets what the program gets from its bundler.
  await bundle.write({ file, format: 'esm', minify: true, codeSplitting: false, charset: 'ascii', plugins: [moduleWrappersPlugin()] });
  await bundle.close();
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
