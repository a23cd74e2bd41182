// Runs the built executable as a child process, the way a user or a script would.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { temporaryDir } from './temporary-dirs.js';

export const EXECUTABLE = resolve('dist/hoshin.mjs');

export interface RunResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly input?: string;
  readonly timeoutMs?: number;
  /** The working directory (the caller's by default). */
  readonly cwd?: string;
}

/** A private config and state directory pair, so tests never touch the real ones. */
export function isolatedDirs(): { HOSHIN_CONFIG_DIR: string; HOSHIN_STATE_DIR: string; HOME: string } {
  const root = temporaryDir('hoshin-test-');
  return { HOSHIN_CONFIG_DIR: join(root, 'config'), HOSHIN_STATE_DIR: join(root, 'state'), HOME: root };
}

/** The environment a run of hoshin gets: this process's, without its HOSHIN_ and proxy settings, and the test's. */
export function runEnvironment(extra: RunOptions['env'] = {}): Record<string, string> {
  // A UTF-8 locale whatever the machine's (a test of another names its own): output reads the same everywhere.
  const env: Record<string, string> = { LANG: 'C.UTF-8' };
  // The machine's own proxy settings would send loopback requests elsewhere: tests name theirs.
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || name.startsWith('HOSHIN_') || /^(https?|no)_proxy$/i.test(name) || /^(LANG|LC_ALL|LC_CTYPE)$/.test(name))
      continue;
    env[name] = value;
  }
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) env[name] = value;
  return env;
}

export function runHoshin(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const env = runEnvironment(options.env);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [EXECUTABLE, ...args], {
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      ...(options.cwd ? { cwd: options.cwd } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
    // A command that refuses its input may exit before reading all of it: the pipe closing then is expected.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}
