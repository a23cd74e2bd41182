// `hoshin sandbox --json` as a process: one line that says where it listens (the other commands'
// --json: json-output.test.ts).
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EXECUTABLE, isolatedDirs } from '../helpers/cli.js';

const env = isolatedDirs();

describe('--json', () => {
  it('sandbox --json says where it listens in one line', async () => {
    const child = spawn(process.execPath, [EXECUTABLE, 'sandbox', '--json', '--quiet'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let text = '';
        let errors = '';
        const deadline = setTimeout(() => reject(new Error(`no line from the sandbox within 30 s; stderr: ${errors}`)), 30_000);
        child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
        child.on('close', (code) => reject(new Error(`the sandbox ended (${code}): ${errors}`)));
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('\n')) {
            clearTimeout(deadline);
            resolve(text.slice(0, text.indexOf('\n')));
          }
        });
      });
      expect(JSON.parse(line)).toMatchObject({
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        flavour: 'spec',
        credentials: 'generated',
      });
    } finally {
      child.kill('SIGTERM');
    }
  });
});
