// How the program gets the CLI's module (runCli): imported, as here. The npm bundle puts
// cli-loading-script.ts in this module's place (scripts/list-get-script.mjs), which runs a `list` or
// `get` line's CLI from a script with a code cache written after the run (decision 0381); the tests
// and the single-file executable (its startup snapshot) take this one.
export type CliModule = typeof import('./main.js');

/**
 * The global options that take a value, as `--name value` (args.ts's GLOBAL_OPTIONS of type string:
 * a test holds the two equal), here so that the line is read before the CLI's module is loaded.
 */
export const VALUE_OPTIONS: readonly string[] = ['--profile', '--base-url', '--dialect', '--timeout'];

/**
 * The command a line names, read as the dispatcher's splitCommand reads it (main.ts): global options
 * may stand before it, and one that takes a value takes the next word. None: undefined.
 */
export function lineCommand(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    const token = argv[i] as string;
    if (!token.startsWith('-')) return token;
    if (VALUE_OPTIONS.includes(token)) i += 1;
  }
  return undefined;
}

/** The CLI's module for this line (the words after `hoshin`, which only the npm bundle's form reads). */
export const loadCli: (argv: readonly string[]) => Promise<CliModule> = () => import('./main.js');
