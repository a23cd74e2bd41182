// An argument that is not valid UTF-8 reaches Node with U+FFFD where its bytes were: refused before
// anything is sent, never sent as "A�B". In process, as Node hands it over; the bytes themselves
// through the built executable: argument-text.e2e.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { runInProcess, startDemoService } from '../helpers/cli-in-process.js';

// A walk: each test starts where the one before left the sandbox, so the order is kept even
// when the suite runs shuffled (`--sequence.shuffle`).
const ORDERED = { shuffle: false } as const;

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

describe('an argument that is not valid UTF-8', ORDERED, () => {
  it('is refused (exit 2) and nothing is sent', async () => {
    const requests = sandbox.stats.requests;
    const result = await runInProcess(['update', 'task', String(task.id), 'name=A\uFFFDB'], env);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toBe(
      'hoshin: argument 4 is not valid UTF-8 (what could not be read shows as \uFFFD: "name=A\uFFFDB"); give it as UTF-8 (check the encoding of the terminal or the script, e.g. LANG=C.UTF-8); nothing was sent\n',
    );
    expect(sandbox.stats.requests).toBe(requests);
    expect((sandbox.store.get('task', task.id) as { name: string }).name).toBe(task.name);
  });

  it('is named by its place on the line, a long one by the part around what could not be read', async () => {
    const description = `${'x'.repeat(100)}\uFFFD${'y'.repeat(100)}`;
    const result = await runInProcess(['--json', 'update', 'task', String(task.id), `description=${description}`], env);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stderr)).toEqual({
      error: {
        code: 2,
        kind: 'usage',
        message: `argument 5 is not valid UTF-8 (what could not be read shows as \uFFFD: "…${'x'.repeat(30)}\uFFFD${'y'.repeat(30)}…"); give it as UTF-8 (check the encoding of the terminal or the script, e.g. LANG=C.UTF-8); nothing was sent`,
      },
    });
  });

  it('leaves text in any other script alone', async () => {
    const result = await runInProcess(['update', 'task', String(task.id), 'name=Überprüfung 見直し ✓'], env);
    expect(result.code, result.stderr).toBe(0);
    expect((sandbox.store.get('task', task.id) as { name: string }).name).toBe('Überprüfung 見直し ✓');
  });
});
