// A reader that is gone before hoshin writes (`hoshin … | head -1`, once head has its line): the
// write fails with EPIPE, and hoshin ends quietly with exit 0, never with a stack trace.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EXECUTABLE, isolatedDirs } from '../helpers/cli.js';

interface Ended {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stderr: string;
}

/** Runs hoshin with the reading end of its output closed from the start; waits for it to end. */
function runWithOutputClosed(args: readonly string[]): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [EXECUTABLE, ...args], {
      env: { ...process.env, ...isolatedDirs() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy();
    let stderr = '';
    const deadline = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running 20 s after it was started with its output closed; stderr: ${stderr}`));
    }, 20_000);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(deadline);
      resolve({ code, signal, stderr });
    });
  });
}

describe('output to a reader that is gone', () => {
  it.each([
    { command: '--help', args: ['--help'] },
    { command: 'sandbox', args: ['sandbox', '--port', '0', '--quiet'] },
  ])('hoshin $command ends quietly at its first write', async ({ args }) => {
    expect(await runWithOutputClosed(args)).toEqual({ code: 0, signal: null, stderr: '' });
  });
});
