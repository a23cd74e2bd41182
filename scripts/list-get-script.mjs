// `list` and `get` for the npm bundle as a CommonJS script of their own, dist/chunks/list-get-<hash>.cjs:
// the CLI's module (source/cli/main.ts) with what a `list` or `get` line can reach, which
// source/cli/cli-loading-script.ts runs with a code cache written after the run (decision 0381, the
// mechanism of 0378). Node's compile cache keeps only what V8 compiled before an ES module ran, so
// every function `list` called in our chunks was compiled again at every run. Every other line
// loads the ES chunks as before; the tests and the single-file executable import the source.
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { rolldown } from 'rolldown';
import { bundleOptions } from './bundle-options.mjs';
import { writeScript } from './script-output.mjs';
import { scriptName, undiciScriptPlugin } from './undici-script.mjs';

const CLI = resolve('source/cli/main.ts');
const LOADING = resolve('source/cli/cli-loading.ts');
const FROM_SCRIPT = resolve('source/cli/cli-loading-script.ts');
const CACHED_SCRIPT = resolve('source/store/cached-script.ts');

/**
 * What the script requires of the loader that runs it instead of bundling its own copy: the
 * loader's store/cached-script.ts, so that one list of caches is written at the exit (loadScript's
 * `provided`, the name cli-loading-script.ts gives it).
 */
export const PROVIDED_CACHED_SCRIPT = 'hoshin:cached-script';

const COMMANDS = `${sep}source${sep}cli${sep}commands${sep}`;
const LEFT_OUT = '\0hoshin-left-out:';
const BUILTIN = '\0hoshin-builtin:';

/**
 * Why a module the script imports dynamically cannot be reached by a `list` or `get` line, or
 * undefined when it can (then it is bundled, and rolldown walks on from it). Only dynamic imports
 * are left out: a static import runs with its importer.
 */
export function unreachable(id) {
  const command = id.startsWith(resolve('source/cli/commands') + sep)
    ? id.slice(id.indexOf(COMMANDS) + COMMANDS.length).split(sep)[0]
    : undefined;
  // command-index.ts's loaders: the dispatcher reads the description of the command the line
  // names (decision 0361), and the loader runs the script for a line that names `list` or `get`.
  if (command !== undefined && command !== 'list' && command !== 'get') return `the ${command} command's`;
  // The whole registry: `hoshin --help` without a command (not sent to the script: it names no
  // command) and the commands that describe commands (help, completion: describesCommands).
  if (id === resolve('source/cli/registry.ts')) return 'the registry of every command';
  return undefined;
}

/**
 * An input plugin: a dynamic import that a `list` or `get` line cannot reach (`leftOut`) becomes a
 * module that throws an internal error naming it, never a silent empty module; the loader's
 * cached-script.ts is required from it. A dynamic import of one of Node's modules (the pager's and
 * the keychain's node:child_process) is a require: a script run by node:vm has no `import()` but
 * through an experimental loader that warns on stderr; any other that would stay fails the build.
 */
export function reachPlugin(leftOut = unreachable) {
  return {
    name: 'hoshin-list-get-reach',
    async resolveId(source, importer, options) {
      if (source.startsWith(LEFT_OUT) || source.startsWith(BUILTIN)) return source;
      if (!importer) return null;
      if (options.kind === 'dynamic-import' && source.startsWith('node:')) return `${BUILTIN}${source}`;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      if (resolved.id === CACHED_SCRIPT) return { id: PROVIDED_CACHED_SCRIPT, external: true };
      if (options.kind !== 'dynamic-import' || leftOut(resolved.id) === undefined) return null;
      return `${LEFT_OUT}${relative(resolve('.'), resolved.id)}`;
    },
    load(id) {
      if (id.startsWith(BUILTIN)) return `module.exports = require(${JSON.stringify(id.slice(BUILTIN.length))});\n`;
      if (!id.startsWith(LEFT_OUT)) return null;
      const module = id.slice(LEFT_OUT.length);
      const why = leftOut(resolve(module)) ?? 'left out';
      const message = `internal error: ${module} (${why}) is not in the list and get script (scripts/list-get-script.mjs), and this line loaded it`;
      return `throw new Error(${JSON.stringify(message)});\nexport {};\n`;
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.dynamicImports.length > 0)
          this.error(`${file.fileName} would import ${file.dynamicImports.join(', ')} dynamically, which a script run by node:vm cannot`);
      }
    },
  };
}

/** Writes the script into `dir` (undici's script, `undiciName`, beside it); its file name. */
export async function buildListGetScript(dir, undiciName) {
  const options = bundleOptions();
  const bundle = await rolldown({
    ...options,
    input: { 'list-get': CLI },
    transform: { ...options.transform, define: { ...options.transform.define, ...scriptName(undiciName) } },
    plugins: [reachPlugin(), undiciScriptPlugin()],
  });
  return writeScript(bundle, dir, 'list-get-[hash].cjs');
}

/** The loader's own cached-script.ts in the npm bundle: a module apart, in a chunk of its own. */
const LOADER_CACHED_SCRIPT = `${CACHED_SCRIPT}?list-get-loader`;

/**
 * An input plugin of the npm bundle: cli-loading.ts's importers get the module that runs the script
 * for `list` and `get`, and that module its own instance of store/cached-script.ts, alone in its
 * chunk: a `list` or `get` line then reads one small chunk of ours, with no facade, and every other
 * start reads the chunks it read before (the console's first frame one file fewer than with a
 * chunk of cached-script.ts shared by all). No process runs both: the ES chunks' instance is
 * never loaded beside the script, and the loader's never without it.
 */
export function listGetScriptPlugin() {
  return {
    name: 'hoshin-list-get-script',
    async resolveId(source, importer, options) {
      if (source === LOADER_CACHED_SCRIPT) return source;
      if (!importer) return null;
      if (importer === FROM_SCRIPT && source.endsWith('cached-script.js')) return LOADER_CACHED_SCRIPT;
      if (importer === FROM_SCRIPT || !source.endsWith('cli-loading.js')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === LOADING ? FROM_SCRIPT : null;
    },
    load(id) {
      return id === LOADER_CACHED_SCRIPT ? { code: readFileSync(CACHED_SCRIPT, 'utf8'), moduleType: 'ts' } : null;
    },
  };
}

/** The build's define that names the script for cli-loading-script.ts, which the entry (dist/hoshin.mjs) holds. */
export const listGetScriptName = (name) => ({ HOSHIN_LIST_GET_SCRIPT: JSON.stringify(`./chunks/${name}`) });
