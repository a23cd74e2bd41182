// A private copy of the built executable for this suite. Every vitest run rebuilds dist/ from
// scratch (the build removes it first), so while other suites start in the same tree, dist/ can
// vanish between two child processes. A copy that is known to load the commands under test is
// stable for the whole suite.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RunOptions, RunResult } from '../helpers/cli.js';

const DIST = resolve('dist');

export function runExecutable(executable: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !name.startsWith('HOSHIN_')) env[name] = value;
  for (const [name, value] of Object.entries(options.env ?? {})) if (value !== undefined) env[name] = value;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [executable, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
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
    child.stdin.end(options.input ?? '');
  });
}

const sleep = (ms: number) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/**
 * Copies dist/ until the copy answers `<command> --help` for each command with its usage (so its
 * chunks are all there), and returns the copy's entry point and a cleanup function.
 */
export async function privateExecutable(commands: readonly string[]): Promise<{ executable: string; remove: () => void }> {
  let lastProblem = '';
  for (let attempt = 0; attempt < 60; attempt++) {
    const root = mkdtempSync(join(tmpdir(), 'hoshin-dist-'));
    const remove = () => rmSync(root, { recursive: true, force: true });
    try {
      cpSync(DIST, root, { recursive: true });
      const executable = join(root, 'hoshin.mjs');
      let ready = true;
      for (const command of commands) {
        const result = await runExecutable(executable, [command, '--help']);
        if (result.code !== 0 || !result.stdout.includes(`hoshin ${command}`)) {
          ready = false;
          lastProblem = `${command} --help: exit ${String(result.code)} ${result.stderr.slice(0, 200)}`;
          break;
        }
      }
      // A command's chunk loads only when it runs: a missing argument is a usage error from inside it.
      if (ready) {
        for (const command of commands) {
          const result = await runExecutable(executable, [command]);
          if (result.code !== 2) {
            ready = false;
            lastProblem = `${command}: exit ${String(result.code)} ${result.stderr.slice(0, 200)}`;
            break;
          }
        }
      }
      if (ready) return { executable, remove };
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    remove();
    await sleep(500);
  }
  throw new Error(`no complete build in dist/ to copy: ${lastProblem}`);
}
