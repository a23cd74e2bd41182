// The console for the npm bundle as a CommonJS script of its own, dist/chunks/console-script-<hash>.cjs,
// which source/tui/kernel/console-libraries.ts runs with a code cache written after the first frame
// (decisions 0379, 0380; the mechanism of 0378): Node's compile cache holds only what V8 compiled
// before a module ran, so every function the first frame ran was compiled again at every start.
// The script holds the console's libraries (Ink, React, yoga…) and the console's own modules that
// only its start reaches (the kernel, the views of the first frame). What the commands share with it
// (the store, the index, the use cases, the client…) stays in the ES chunks, one instance: the
// script requires each such module by its path, and console-libraries.ts gives it the namespace the
// ES side imported (a generated map, console-script-imports.ts). Every import of a library or of a
// module of the script from outside it (the lazy views, the CLI's start of the console) becomes a
// small module that re-exports its names from the script. The single-file executable and the
// tests import the source itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { rolldown } from 'rolldown';
import { bundleOptions } from './bundle-options.mjs';
import { moduleWrappersPlugin } from './module-wrappers.mjs';
import { consoleOnlyModules } from './console-chunk.mjs';

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

const SOURCE = resolve('source') + sep;
const LOADER = resolve('source/tui/kernel/console-libraries.ts');
const IMPORTS = resolve('source/tui/kernel/console-script-imports.ts');
const ENTRY = '\0hoshin-console-script';
const LIBRARY = '\0hoshin-console-library:';
/** How the script names a module of the ES side it imports after the first frame (a lazy view). */
const LATER = 'hoshin-later:';

/** A source module's key in the script and in the map: its path in the repository ("source/tui/…"). */
const key = (id) => relative(resolve('.'), id).split(sep).join('/');

/** The program's module graph, without the script: each module's imports and exports. */
async function programGraph(plugins) {
  const graph = new Map();
  const bundle = await rolldown({
    ...bundleOptions(),
    plugins: [
      ...plugins,
      {
        name: 'hoshin-graph',
        buildEnd() {
          for (const id of this.getModuleIds()) graph.set(id, this.getModuleInfo(id));
        },
      },
    ],
  });
  await bundle.generate({ format: 'esm' });
  await bundle.close();
  return graph;
}

/**
 * What goes into the script: the console's own modules (`inside`, those only its start reaches),
 * which of them the rest of the program imports (`exported`, with their names), and the modules of
 * the ES side the script requires (`shared`) or imports later (`later`).
 */
export async function consoleScriptPlan(plugins) {
  const graph = await programGraph(plugins);
  const info = (id) => graph.get(id);
  const inside = new Set([...consoleOnlyModules(info)].filter((id) => id.startsWith(SOURCE) && id !== LOADER));
  const exported = new Map();
  const shared = new Set();
  const later = new Set();
  for (const [id, module] of graph) {
    const imported = [...module.importedIds, ...module.dynamicallyImportedIds];
    if (!inside.has(id)) {
      for (const target of imported) if (inside.has(target)) exported.set(target, graph.get(target).exports);
      continue;
    }
    for (const target of module.importedIds) if (target.startsWith(SOURCE) && !inside.has(target)) shared.add(target);
    for (const target of module.dynamicallyImportedIds) if (!inside.has(target)) later.add(target);
  }
  // A module of the ES side that the script requires must not import the script's modules: it would
  // run before the script, and find them not yet there.
  for (const id of shared) {
    const back = graph.get(id).importedIds.find((target) => inside.has(target) || CONSOLE_LIBRARIES.includes(target));
    if (back) throw new Error(`${key(id)} is shared with the commands and imports ${key(back)}, of the console's script`);
  }
  return { inside, exported, shared, later };
}

/** The script's entry: each library's and each exported module's namespace, under its name or key. */
function entryPlugin(plan) {
  const modules = [...CONSOLE_LIBRARIES, ...[...plan.exported.keys()]];
  const name = (id) => (id.startsWith(SOURCE) ? key(id) : id);
  return {
    name: 'hoshin-console-script-entry',
    resolveId: (source) => (source === ENTRY ? ENTRY : null),
    load(id) {
      if (id !== ENTRY) return null;
      const imports = modules.map((module, i) => `import * as module${i} from ${JSON.stringify(module)};`);
      const names = modules.map((module, i) => `module${i} as ${JSON.stringify(name(module))}`);
      return `${imports.join('\n')}\nexport { ${names.join(', ')} };\n`;
    },
  };
}

/** In the script, a module of the ES side is external: required by its key, or imported later. */
function externalsPlugin(plan) {
  return {
    name: 'hoshin-console-script-externals',
    async resolveId(source, importer, options) {
      if (!importer || source === ENTRY) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && plan.later.has(resolved.id) && options.kind === 'dynamic-import') return { id: `${LATER}${key(resolved.id)}`, external: true };
      if (!resolved || resolved.external) return resolved;
      if (plan.shared.has(resolved.id)) return { id: key(resolved.id), external: true };
      return resolved;
    },
    // A script run through node:vm has no import(): the ES side gives a function that imports the module.
    renderChunk(code) {
      return code.replaceAll(/\bimport\((["'])hoshin-later:([^"']+)\1\)/g, (_, quote, id) => `require("hoshin:later")(${quote}${id}${quote})`);
    },
  };
}

/** The names each library gives, read from a script of the libraries alone (its top runs no terminal code). */
async function libraryNames() {
  const dir = mkdtempSync(join(tmpdir(), 'hoshin-console-libraries-'));
  try {
    const libraries = new Map(CONSOLE_LIBRARIES.map((library) => [library, []]));
    const bundle = await rolldown({
      ...bundleOptions(),
      input: { libraries: ENTRY },
      plugins: [entryPlugin({ exported: new Map() })],
      checks: { emptyImportMeta: false },
    });
    await bundle.write({ dir, format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false });
    await bundle.close();
    const loaded = createRequire(join(dir, 'libraries.cjs'))(join(dir, 'libraries.cjs'));
    for (const library of libraries.keys()) libraries.set(library, Object.keys(loaded[library]));
    return libraries;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes the script into `dir`; its file name and the names each library and exported module gives. */
export async function buildConsoleScript(dir, plugins) {
  const plan = await consoleScriptPlan(plugins);
  const options = bundleOptions();
  const bundle = await rolldown({
    ...options,
    input: { 'console-script': ENTRY },
    plugins: [entryPlugin(plan), externalsPlugin(plan)],
    // Ink's `import.meta.resolve` of React DevTools (only under DEV=true, in a try) throws as it would
    // in the chunks, where DevTools are not installed either: said, not warned at every build.
    checks: { ...options.checks, emptyImportMeta: false },
  });
  const { output } = await bundle.write({
    dir,
    format: 'cjs',
    entryFileNames: 'console-script-[hash].cjs',
    codeSplitting: false,
    minify: true,
    charset: 'ascii',
    comments: { legal: false },
    plugins: [moduleWrappersPlugin()],
  });
  await bundle.close();
  const names = new Map([...(await libraryNames()), ...[...plan.exported].map(([id, exports]) => [id, exports])]);
  return { fileName: output[0].fileName, names, plan };
}

/**
 * An input plugin for the ES side: every import of a library or of a module of the script is a
 * module that re-exports its names from the script; the map of what the script requires is made.
 */
export function consoleScriptPlugin({ names, plan }) {
  const reexport = (id) => {
    const exported = names.get(id).map((name, i) => `const name${i} = module[${JSON.stringify(name)}];`);
    const list = names.get(id).map((name, i) => `name${i} as ${JSON.stringify(name)}`);
    const name = id.startsWith(SOURCE) ? key(id) : id;
    return [
      `import { consoleScript } from ${JSON.stringify(LOADER)};`,
      `const module = consoleScript[${JSON.stringify(name)}];`,
      ...exported,
      `export { ${list.join(', ')} };`,
    ].join('\n');
  };
  return {
    name: 'hoshin-console-script',
    async resolveId(source, importer, options) {
      if (CONSOLE_LIBRARIES.includes(source)) return `${LIBRARY}${source}`;
      if (!importer || importer.startsWith(LIBRARY)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // A module of the script keeps its id: its chunk is chosen as before (scripts/console-chunk.mjs).
      return resolved && names.has(resolved.id) ? resolved.id : null;
    },
    load(id) {
      if (id.startsWith(LIBRARY)) return reexport(id.slice(LIBRARY.length));
      if (names.has(id)) return { code: reexport(id), moduleType: 'js' };
      if (id !== IMPORTS) return null;
      const shared = [...plan.shared];
      return [
        ...shared.map((module, i) => `import * as shared${i} from ${JSON.stringify(module)};`),
        `export const sharedModules = { ${shared.map((module, i) => `${JSON.stringify(key(module))}: shared${i}`).join(', ')} };`,
        `export const laterModules = { ${[...plan.later].map((module) => `${JSON.stringify(key(module))}: () => import(${JSON.stringify(module)})`).join(', ')} };`,
      ].join('\n');
    },
  };
}

/** The build's define that names the script for console-libraries.ts. */
export const consoleScriptName = (name) => ({ HOSHIN_CONSOLE_SCRIPT: JSON.stringify(`./${name}`) });
