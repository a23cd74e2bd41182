// The program once the runtime is known to be new enough: the process's guards, the CLI, and the
// console when the line opens it. Started by main.ts (the npm bundle) and by main-snapshot.ts (the
// single-file executable, once its startup snapshot is restored).
import * as nodeModule from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { loadCli, VALUE_OPTIONS } from './cli/cli-loading.js';

export interface ProgramStart {
  /** Node's compile cache (the npm bundle's modules); the executable's code is in its snapshot. */
  readonly compileCache: boolean;
}

export async function runProgram(start: ProgramStart): Promise<void> {
  // This process holds the secret. SIGUSR1 would make Node open its inspector in it, on a port any
  // local user can attach to and read the process's memory through; listening for the signal
  // replaces Node's own handler, so it is ignored.
  process.on('SIGUSR1', () => undefined);
  // SIGQUIT's default action writes a core file, the secret in it: end with its status (128 + 3)
  // instead. The console listens too, to give the terminal back first (terminal-takeover.ts).
  process.on('SIGQUIT', () => {
    if (process.listenerCount('SIGQUIT') === 1) process.exit(128 + 3);
  });

  // Node's compile cache: later starts read the program's compiled code instead of parsing and
  // compiling it again. Turned on before the program is imported, so all of it is cached.
  // NODE_DISABLE_COMPILE_CACHE turns it off. In the user's own cache directory, not Node's default
  // under the shared temporary directory, where another user could leave compiled code for this one
  // to run.
  if (start.compileCache) {
    nodeModule.enableCompileCache(
      process.env.NODE_COMPILE_CACHE || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'hoshin', 'compile-cache'),
    );
  }

  // `hoshin`, `hoshin tui` and `hoshin demo` on a terminal: the console's modules (Ink, React, yoga,
  // the views) start loading now, beside the CLI's, instead of after the dispatcher has loaded and
  // chosen the command. Only a head start: the command loads the console as before and gets these
  // same modules; a line guessed wrong here loads nothing twice and changes nothing.
  // A `list` or `get` line's CLI from its script in the npm bundle (cli/cli-loading-script.ts, decision 0381).
  const cliLoading = loadCli(process.argv.slice(2));
  const consoleLoading =
    opensConsole(process.argv.slice(2)) && process.stdin.isTTY && process.stdout.isTTY ? loadConsoleEarly(cliLoading) : undefined;
  consoleLoading?.catch(() => undefined);

  const { runCli } = await cliLoading;

  // When the reader of the output goes away (`hoshin … | head -1`), stop quietly, as Unix tools do.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });

  // The one place the two front ends meet: the CLI opens the console through these, which load it
  // (Ink, React, yoga) only when `hoshin`, `hoshin tui` or `hoshin demo` runs.
  // Set once a command opens a console screen (review, the login screen): the process then ends as
  // the console's does, not by exitAfterCommand (an ending signal ends it by that signal).
  const opened = { console: false };
  const consoleFrontEnd = {
    loadConsole: async () => {
      opened.console = true;
      // node:v8 (3-4 ms to load) comes with the console, not before every command.
      const kernel = await (consoleLoading ?? import('./tui/kernel/run.js'));
      kernel.keepYoungGenerationSmall();
      return kernel.startTui;
    },
    loadLogin: async () => {
      opened.console = true;
      return (await import('./tui/login/login-screen.js')).runLogin;
    },
  };

  const code = await runCli(
    {
      argv: process.argv.slice(2),
      env: process.env,
      stdin: process.stdin,
      stdout: process.stdout,
      stderr: process.stderr,
      now: () => Date.now(),
      endsWithCommand: true,
    },
    consoleFrontEnd,
  );
  process.exitCode = code;
  // A command (not the console) ends here: what it wrote is flushed, its databases close on 'exit'
  // (store/database.ts), the compile cache is written, and the process ends without Node's teardown
  // of its heap and handles, about 5 ms of `list` (decision 0362). A command that opened a console
  // screen ends as the console does: after SIGTERM or SIGHUP it winds down, then ends by the signal.
  if (!opensConsole(process.argv.slice(2)) && !opened.console) await exitAfterCommand(code, start);
}

async function exitAfterCommand(exitCode: number, start: ProgramStart): Promise<void> {
  await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((done) => stream.write('', done))));
  if (start.compileCache) nodeModule.flushCompileCache();
  process.exit(exitCode);
}

/** Whether the line opens the console: no command, `tui` or `demo`, and no --help or --version. */
export function opensConsole(argv: readonly string[]): boolean {
  for (let i = 0; i < argv.length; i += 1) {
    const token = argv[i] as string;
    if (token === '--') return false;
    if (token === '--help' || token === '-h' || token === '--version') return false;
    if (!token.startsWith('-'))
      return (token === 'tui' || token === 'demo') && !argv.slice(i + 1).some((word) => word === '--help' || word === '-h');
    // The global options that take a value: "--profile demo" names no command.
    if (VALUE_OPTIONS.includes(token)) i += 1;
  }
  return true;
}

/** Loads the console as the CLI's commands do: with Ink not misled by CI variables. */
async function loadConsoleEarly(cliLoading: Promise<typeof import('./cli/main.js')>): Promise<typeof import('./tui/kernel/run.js')> {
  // From the CLI's module, not a file of its own: one file fewer before the first frame (0377).
  const { loadWithoutCi } = await cliLoading;
  return loadWithoutCi(() => import('./tui/kernel/run.js'));
}
