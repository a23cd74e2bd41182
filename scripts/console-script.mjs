// The console's libraries for the npm bundle as a CommonJS script of their own,
// dist/chunks/console-libraries-<hash>.cjs, which source/tui/kernel/console-libraries.ts runs with a
// code cache written after the first frame (decision 0379, the mechanism of 0378): Node's compile
// cache holds only what V8 compiled before a module ran, so Ink's, React's and yoga's functions were
// compiled again at every start. Every import of these packages in the bundle becomes a small module
// that re-exports the script's names (found here, at build time), so there is one React and one Ink.
// Our own modules stay in the chunks: commands share them. The single-file executable and the tests
// import the packages themselves.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { bundleOptions } from './bundle-options.mjs';
import { writeScript } from './script-output.mjs';

/** The packages only the console uses (what its chunk held: `grep '^// node_modules/'` of an unminified build). */
export const CONSOLE_LIBRARIES = [
  'ink',
  'react',
  'react/jsx-runtime',
  'react-reconciler',
  'scheduler',
  'yoga-layout',
  'ink-select-input',
  'chalk',
];

const LOADER = resolve('source/tui/kernel/console-libraries.ts');
const ENTRY = '\0hoshin-console-libraries';
const LIBRARY = '\0hoshin-console-library:';

/** The script's entry: each package's namespace, exported under the package's name. */
function entryPlugin() {
  return {
    name: 'hoshin-console-libraries-entry',
    resolveId: (source) => (source === ENTRY ? ENTRY : null),
    load(id) {
      if (id !== ENTRY) return null;
      const imports = CONSOLE_LIBRARIES.map((name, i) => `import * as library${i} from ${JSON.stringify(name)};`);
      const names = CONSOLE_LIBRARIES.map((name, i) => `library${i} as ${JSON.stringify(name)}`);
      return `${imports.join('\n')}\nexport { ${names.join(', ')} };\n`;
    },
  };
}

/** Writes the script into `dir`; its file name and each package's export names. */
export async function buildConsoleScript(dir) {
  const options = bundleOptions();
  const bundle = await rolldown({
    ...options,
    input: { 'console-libraries': ENTRY },
    plugins: [entryPlugin()],
    // Ink's `import.meta.resolve` of React DevTools (only under DEV=true, in a try) throws as it would
    // in the chunks, where DevTools are not installed either: said, not warned at every build.
    checks: { ...options.checks, emptyImportMeta: false },
  });
  const fileName = await writeScript(bundle, dir, 'console-libraries-[hash].cjs');
  // The names each package gives, read from the script itself (its top runs no terminal code).
  const loaded = createRequire(resolve(dir, fileName))(resolve(dir, fileName));
  const names = Object.fromEntries(CONSOLE_LIBRARIES.map((name) => [name, Object.keys(loaded[name])]));
  return { fileName, names };
}

/**
 * An input plugin: every import of a console library (outside the script) is a module that
 * re-exports that library's names from the script that console-libraries.ts loads.
 */
export function consoleScriptPlugin(names) {
  return {
    name: 'hoshin-console-script',
    resolveId: (source) => (Object.hasOwn(names, source) ? `${LIBRARY}${source}` : null),
    load(id) {
      if (!id.startsWith(LIBRARY)) return null;
      const library = id.slice(LIBRARY.length);
      const exported = names[library].map((name, i) => `const name${i} = library[${JSON.stringify(name)}];`);
      const list = names[library].map((name, i) => `name${i} as ${JSON.stringify(name)}`);
      return [
        `import { consoleLibraries } from ${JSON.stringify(LOADER)};`,
        `const library = consoleLibraries[${JSON.stringify(library)}];`,
        ...exported,
        `export { ${list.join(', ')} };`,
      ].join('\n');
    },
  };
}

/** The build's define that names the script for console-libraries.ts. */
export const consoleScriptName = (name) => ({ HOSHIN_CONSOLE_SCRIPT: JSON.stringify(`./${name}`) });
