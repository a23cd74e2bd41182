// Runs an installed or built hoshin (or npm) as a child process with exactly the environment given,
// and starts its sandbox: the packaging tests check what a user's copy does, not the source tree's.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a program to its end; killed (and failed) after the deadline. */
export function run(
  file: string,
  args: readonly string[],
  options: { env: Record<string, string>; cwd?: string; timeoutMs?: number },
): Promise<Ran> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  return new Promise((resolve, reject) => {
    const child = spawn(file, [...args], { env: options.env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} ${args.join(' ')} did not end within ${timeoutMs / 1000} s; stderr: ${stderr}`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Throwaway credentials the sandbox takes from the environment. */
export const SANDBOX_CREDENTIALS = {
  HOSHIN_SANDBOX_APP_KEY: 'packaging-test-key',
  HOSHIN_SANDBOX_SECRET: 'packaging-test-secret',
};

export interface Sandbox {
  readonly url: string;
  /** The environment a command needs to reach it with signed requests. */
  readonly clientEnv: Record<string, string>;
  stop(): void;
}

/** Starts `<program> sandbox --port 0`; resolves with its address, from the first line it prints. */
export function startSandbox(file: string, args: readonly string[], env: Record<string, string>, timeoutMs = 20_000): Promise<Sandbox> {
  const child = spawn(file, [...args, 'sandbox', '--port', '0', '--quiet'], {
    env: { ...env, ...SANDBOX_CREDENTIALS },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      stop();
      reject(new Error(`sandbox: ${why}; stderr: ${stderr}`));
    };
    const timer = setTimeout(() => fail(`no first line within ${timeoutMs / 1000} s`), timeoutMs);
    child.on('error', (error) => fail(error.message));
    child.on('exit', (code) => fail(`exited (${code}) before its first line`));
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const url = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line)?.[1];
      if (!url) return fail(`unexpected first line ${JSON.stringify(line)}`);
      resolve({
        url,
        clientEnv: {
          HOSHIN_BASE_URL: url,
          HOSHIN_APP_KEY: SANDBOX_CREDENTIALS.HOSHIN_SANDBOX_APP_KEY,
          HOSHIN_APP_SECRET: SANDBOX_CREDENTIALS.HOSHIN_SANDBOX_SECRET,
        },
        stop,
      });
    });
  });
}
