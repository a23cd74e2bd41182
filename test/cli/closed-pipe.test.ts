// A reader that stops early (`hoshin sandbox | head -1`): the executable ends quietly with exit 0
// at its next write, never with an EPIPE trace.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EXECUTABLE, isolatedDirs } from '../helpers/cli.js';

interface Ended {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly firstLine: string;
  readonly stderr: string;
}

/** Runs hoshin, reads its first line of output, closes the pipe, and waits for it to end. */
function readFirstLineThenClose(args: readonly string[]): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [EXECUTABLE, ...args], { env: { ...process.env, ...isolatedDirs() }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let output = '';
    let firstLine: string | undefined;
    const deadline = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running 15 s after its output was closed; stderr: ${stderr}`));
    }, 15_000);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (firstLine === undefined && output.includes('\n')) {
        firstLine = output.slice(0, output.indexOf('\n'));
        child.stdout.destroy();
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(deadline);
      resolve({ code, signal, firstLine: firstLine ?? '', stderr });
    });
  });
}

describe('output to a reader that stops early', () => {
  it('ends the sandbox quietly once its listener is gone', async () => {
    const ended = await readFirstLineThenClose(['sandbox', '--port', '0']);
    expect(ended.firstLine).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    expect(ended).toMatchObject({ code: 0, signal: null, stderr: '' });
  });
});
