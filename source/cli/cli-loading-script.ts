// The npm bundle's cli-loading.ts (scripts/build.mjs puts this module in its place): a line that
// names `list` or `get` runs the CLI from a CommonJS script holding what those two can reach
// (scripts/list-get-script.mjs), with a code cache written when the process ends, so their
// functions are compiled once, not at every run (decision 0381, the mechanism of 0378); every other
// line imports the ES chunks. A `list` or `get` process loads no chunk of ours but the script's
// loader (store/cached-script.ts), whose instance the script takes too: one instance of every
// module, so a failure is classified by the classes that made it, and one list of caches to write.
import { lineCommand, type CliModule } from './cli-loading.js';

/** The script's file, relative to the entry (dist/hoshin.mjs) that holds this module, named by the build. */
declare const HOSHIN_LIST_GET_SCRIPT: string;

export { lineCommand, VALUE_OPTIONS, type CliModule } from './cli-loading.js';

export async function loadCli(argv: readonly string[]): Promise<CliModule> {
  const command = lineCommand(argv);
  if (command !== 'list' && command !== 'get') return import('./main.js');
  // Imported here, not by the entry: a chunk the entry imports statically is compiled before
  // the compile cache is on, and every other line would read it for nothing.
  const cachedScript = await import('../store/cached-script.js');
  // The script requires it by that name (scripts/list-get-script.mjs's PROVIDED_CACHED_SCRIPT); a
  // code cache for each command, which holds what that command compiled.
  // Kept only from a run that did the command (0 or 7, partial), not from help or a refused line, whose
  // cache would lack most of what the command compiles, and is not made again once taken.
  // main.ts's given(), read here without it: the loader must load no chunk of the CLI's.
  const end = argv.indexOf('--');
  const asksHelp = (end === -1 ? argv : argv.slice(0, end)).some((word) => word === '--help' || word === '-h');
  const keep = () => !asksHelp && [0, 7].includes(Number(process.exitCode ?? 0));
  const options = { provided: { 'hoshin:cached-script': cachedScript }, cacheFor: command, keep };
  return cachedScript.loadScript<CliModule>(new URL(HOSHIN_LIST_GET_SCRIPT, import.meta.url), undefined, options).exports;
}
