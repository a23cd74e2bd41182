import * as nodeModule from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';

// This process holds the secret. SIGUSR1 would make Node open its inspector in it, on a port any
// local user can attach to and read the process's memory through; listening for the signal
// replaces Node's own handler, so it is ignored.
process.on('SIGUSR1', () => undefined);
// SIGQUIT's default action writes a core file, the secret in it: end with its status (128 + 3)
// instead. The console listens too, to give the terminal back first (terminal-takeover.ts).
process.on('SIGQUIT', () => {
  if (process.listenerCount('SIGQUIT') === 1) process.exit(128 + 3);
});

// V8's compile cache (Node 22.1 on): later starts read the bundle's compiled code instead of
// parsing and compiling it again. Turned on before the program is imported, so all of it is
// cached; Node 20 has no such cache and starts as before. NODE_DISABLE_COMPILE_CACHE turns it off.
// In the user's own cache directory, not Node's default under the shared temporary directory,
// where another user could leave compiled code for this one to run.
const compileCache =
  process.env.NODE_COMPILE_CACHE || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'hoshin', 'compile-cache');
(nodeModule as { enableCompileCache?: (directory: string) => unknown }).enableCompileCache?.(compileCache);

// Node 20's V8 compiles undici's HTTP parser (WebAssembly) a second time, optimised, in the
// background, and waits for that compilation before the process may exit: a quarter of a second
// after the answer on a busy machine. The baseline compiler's code parses a few answers as well.
if (Number(process.versions.node.split('.')[0]) < 22) setFlagsFromString('--liftoff-only');

const { runCli } = await import('./cli/main.js');

// When the reader of the output goes away (`hoshin … | head -1`), stop quietly, as Unix tools do.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

// The one place the two front ends meet: the CLI opens the console through these, which load it
// (Ink, React, yoga) only when `hoshin`, `hoshin tui` or `hoshin demo` runs.
const consoleFrontEnd = {
  loadConsole: async () => (await import('./tui/kernel/run.js')).startTui,
  loadLogin: async () => (await import('./tui/login/login-screen.js')).runLogin,
};

const code = await runCli(
  {
    argv: process.argv.slice(2),
    env: process.env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    now: () => Date.now(),
  },
  consoleFrontEnd,
);
process.exitCode = code;
