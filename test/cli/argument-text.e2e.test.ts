// An argument that is not valid UTF-8 reaches Node with U+FFFD where its bytes were: the bytes
// themselves through the built executable (sh puts them on its command line). The refusal's words
// in process: argument-text.test.ts.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { EXECUTABLE } from '../helpers/cli.js';
import { startDemoService } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;
let task: { id: number; name: string };

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
  task = sandbox.store.all('task')[0]! as { id: number; name: string };
});
afterAll(async () => {
  await sandbox.close();
});

/** `hoshin update task <id> name=A<byte 0xFF>B`, the byte put there by sh's printf. */
function updateWithByteFF(): Promise<{ code: number | null; stderr: string }> {
  const script = `exec "$0" "$1" update task ${task.id} "name=$(printf 'A\\377B')"`;
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', script, process.execPath, EXECUTABLE], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('an argument that is not valid UTF-8', () => {
  it('is refused (exit 2) and nothing is sent, through the built executable', async () => {
    const requests = sandbox.stats.requests;
    const result = await updateWithByteFF();
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toBe(
      'hoshin: argument 4 is not valid UTF-8 (what could not be read shows as \uFFFD: "name=A\uFFFDB"); give it as UTF-8 (check the encoding of the terminal or the script, e.g. LANG=C.UTF-8); nothing was sent\n',
    );
    expect(sandbox.stats.requests).toBe(requests);
    expect((sandbox.store.get('task', task.id) as { name: string }).name).toBe(task.name);
  });
});
