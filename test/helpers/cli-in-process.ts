// Runs `hoshin …` in this process (runCli with its streams captured), so a mutation of the
// source shows in the result: the built executable would not carry it.
import { PassThrough } from 'node:stream';
import type { ConsoleFrontEnd } from '../../source/cli/console-front-end.js';
import { runCli } from '../../source/cli/main.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs } from './cli.js';

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
 * receives those keys.
 */
export async function runInProcess(argv: readonly string[], env: NodeJS.ProcessEnv, typed?: string): Promise<InProcessResult> {
  const stdout = capture();
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

/** A resource as the sandbox's store holds it. */
export type Row = { id: number } & Record<string, unknown>;

/** A sandbox with the demo plan, and the environment that points hoshin at it in isolated directories. */
export async function startDemoService(): Promise<{ sandbox: RunningSandbox; env: NodeJS.ProcessEnv }> {
  const sandbox = await startSandbox({ port: 0, seed: 'demo' });
  return {
    sandbox,
    env: {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    },
  };
}
