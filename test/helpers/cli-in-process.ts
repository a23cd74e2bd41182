// Runs `hoshin …` in this process (runCli with its streams captured), so a mutation of the
// source shows in the result: the built executable would not carry it.
import { PassThrough } from 'node:stream';
import type { ConsoleFrontEnd } from '../../source/cli/console-front-end.js';
import { runCli } from '../../source/cli/main.js';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../source/sandbox/server.js';
import { isolatedDirs, runEnvironment, type RunOptions, type RunResult } from './cli.js';

export interface InProcessResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function capture(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

/** The console, as main.ts gives it to the CLI. */
const CONSOLE: ConsoleFrontEnd = {
  loadConsole: async () => (await import('../../source/tui/kernel/run.js')).startTui,
  loadLogin: async () => (await import('../../source/tui/login/login-screen.js')).runLogin,
};

/**
 * Standard input is not a terminal, as under a script or CI; with `typed`, it is a terminal that
 * receives those keys. With `terminal`, standard output is a terminal of that many columns.
 */
export async function runInProcess(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  typed?: string,
  terminal?: { readonly columns: number },
): Promise<InProcessResult> {
  const stdout = capture();
  // Standard output a terminal of that width (no height: never tall enough for the pager).
  if (terminal) Object.assign(stdout.stream, { isTTY: true, columns: terminal.columns });
  const stderr = capture();
  const stdin = Object.assign(new PassThrough(), {
    isTTY: typed !== undefined,
    isRaw: false,
    setRawMode: () => undefined,
  });
  if (typed === undefined) stdin.end();
  else stdin.write(typed);
  const code = await runCli({ argv, env, stdin, stdout: stdout.stream, stderr: stderr.stream, now: () => Date.now() }, CONSOLE);
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/**
 * runHoshin's counterpart in this process: the same environment (cli.ts, runEnvironment), standard
 * input not a terminal and holding `input`, the same result. A run past `timeoutMs` fails the test
 * (the process cannot be killed as a child can).
 */
export async function runHoshinInProcess(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  if (options.cwd !== undefined) throw new Error("runHoshinInProcess runs in the test's working directory: use runHoshin for another");
  const stdout = capture();
  const stderr = capture();
  const stdin = Object.assign(new PassThrough(), { isTTY: false });
  stdin.end(options.input ?? '');
  const timeoutMs = options.timeoutMs ?? 20_000;
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`hoshin ${args.join(' ')} still running after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const run = runCli(
      { argv: args, env: runEnvironment(options.env), stdin, stdout: stdout.stream, stderr: stderr.stream, now: () => Date.now() },
      CONSOLE,
    );
    const code = await Promise.race([run, overdue]);
    await new Promise(setImmediate); // what the streams still hold reaches the captures
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  } finally {
    clearTimeout(timer);
  }
}

/** A resource as the sandbox's store holds it. */
export type Row = { id: number } & Record<string, unknown>;

/** The environment that points hoshin at a sandbox (the state directories are the caller's). */
export const serviceEnv = (sandbox: RunningSandbox): Record<string, string> => ({
  HOSHIN_BASE_URL: sandbox.url,
  HOSHIN_APP_KEY: sandbox.appKey,
  HOSHIN_APP_SECRET: sandbox.secret,
});

/** A sandbox with the demo plan, and the environment that points hoshin at it in isolated directories. */
export async function startDemoService(
  options: Pick<SandboxOptions, 'flavour' | 'log'> = {},
): Promise<{ sandbox: RunningSandbox; env: Record<string, string> }> {
  const sandbox = await startSandbox({ port: 0, seed: 'demo', ...options });
  return { sandbox, env: { ...isolatedDirs(), ...serviceEnv(sandbox) } };
}
