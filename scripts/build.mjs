// Bundles the CLI and the console into dist/: the entry dist/hoshin.mjs and its chunks in
// dist/chunks/. One bundler (rolldown): the dependencies are bundled as installed, with the patches
// in patches/ applied by patch-package at install (docs/PACKAGING.md); one output plugin writes
// the CommonJS modules' wrappers as function expressions, which Node 22 keeps in its compile cache
// (scripts/module-wrappers.mjs).
import { chmodSync, readdirSync, rmSync } from 'node:fs';
import { rolldown } from 'rolldown';
import { bundleOptions } from './bundle-options.mjs';
import { moduleWrappersPlugin } from './module-wrappers.mjs';
import { programChunks } from './console-chunk.mjs';
import { buildUndiciScript, scriptName, undiciScriptPlugin } from './undici-script.mjs';
import { buildConsoleScript, consoleScriptName, consoleScriptPlugin } from './console-script.mjs';
import { buildListGetScript, listGetScriptName, listGetScriptPlugin } from './list-get-script.mjs';

// undici's dispatchers first, as a script of their own that the client's chunk runs (decision 0378).
const undiciScript = await buildUndiciScript('dist/chunks');
// The console's libraries likewise, run from a script with a code cache written after the first frame (0379).
const consoleScript = await buildConsoleScript('dist/chunks');
// `list` and `get` likewise, the CLI with what their lines reach, undici's script beside it (0381).
const listGetScript = await buildListGetScript('dist/chunks', undiciScript);
const options = bundleOptions();
const scripts = { ...scriptName(undiciScript), ...consoleScriptName(consoleScript.fileName), ...listGetScriptName(listGetScript) };
const bundle = await rolldown({
  ...options,
  transform: { ...options.transform, define: { ...options.transform.define, ...scripts } },
  plugins: [undiciScriptPlugin(), consoleScriptPlugin(consoleScript.names), listGetScriptPlugin()],
});
const { output } = await bundle.write({
  dir: 'dist',
  format: 'esm',
  entryFileNames: '[name].mjs',
  chunkFileNames: 'chunks/[name]-[hash].mjs',
  codeSplitting: { groups: programChunks(), includeDependenciesRecursively: false },
  minify: true,
  // Every chunk ASCII (non-ASCII characters as escapes): Node reads a chunk into a string of one byte
  // a character, not two, so decoding it, hashing it for the compile cache and V8's reading of it cost
  // less, and its source takes half the heap (decision 0377).
  charset: 'ascii',
  comments: { legal: false },
  banner: (chunk) => (chunk.isEntry ? '#!/usr/bin/env node' : ''),
  plugins: [moduleWrappersPlugin()],
});
await bundle.close();
chmodSync('dist/hoshin.mjs', 0o755);

// Chunks of an earlier build go, once this one is written (not before: a program started from the
// same files meanwhile still finds them), so the package carries this build's chunks only.
const written = new Set([
  ...output.map((file) => file.fileName),
  ...[undiciScript, consoleScript.fileName, listGetScript].map((script) => `chunks/${script}`),
]);
for (const name of readdirSync('dist/chunks')) {
  if (!written.has(`chunks/${name}`)) rmSync(`dist/chunks/${name}`, { force: true });
}
