// What the npm bundle (scripts/build.mjs) and the single-file executable (scripts/sea.mjs) are
// built from: the same entry, the same dependencies as installed (patched only by patches/, at
// install), the same constants.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** rolldown's input options for source/main.ts. */
export function bundleOptions() {
  const { version, engines } = JSON.parse(readFileSync('package.json', 'utf8'));
  return {
    input: { hoshin: 'source/main.ts' },
    platform: 'node',
    // The entry exports nothing; chunks may be grouped without keeping an export shape (scripts/console-chunk.mjs).
    preserveEntrySignatures: 'allow-extension',
    // keytar is a native optional dependency, installed beside the npm bundle (the executable
    // cannot load it and says so).
    external: ['keytar'],
    // React DevTools, an optional peer of Ink that Ink loads only when DEV=true, is not installed:
    // an empty module where Ink would import it.
    // undici's node:assert: a check that loads Node's assert only when an invariant fails
    // (source/client/undici-assert.cjs; undici calls nothing but assert(value, message)). The
    // bare 'assert' that signal-exit (the console's) requires stays Node's.
    resolve: { alias: { 'react-devtools-core': false, 'node:assert': resolve('source/client/undici-assert.cjs') } },
    tsconfig: 'tsconfig.json',
    transform: {
      target: 'node22',
      // React's production build; the version --version, info and the User-Agent report; the
      // oldest Node the program starts on.
      define: {
        'process.env.NODE_ENV': '"production"',
        HOSHIN_VERSION: JSON.stringify(version),
        HOSHIN_NODE_FLOOR: JSON.stringify(engines.node.replace(/^>=/, '')),
        // undici's HTTP/1 client as Node bundles it: llhttp only, without the experimental Milo
        // parser (UNDICI_USE_MILO, two more WebAssembly copies: 165 kB that every request's chunk
        // read and deserialised, never used here). Decision 0355.
        esbuildDetection: 'true',
      },
    },
  };
}
