// One app key on several machines: each machine (a state directory of its own) keeps its own
// processes from signing the same request in the same second, but nothing keeps machines apart.
// A service that refuses a signed URL used before (the spec's sandbox) then refuses some of their
// reads; each is tried again on a second picked at random, within --timeout. Here, in process, what
// a clash that does not clear says (many processes at once: signature-clash.e2e.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { startAnswerProxy, type AnswerProxy } from '../helpers/answer-proxy.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess } from '../helpers/cli-in-process.js';

const ALREADY_USED = { error: 'Unauthorized', code: 7, message: 'Signed request already used.' };

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo', flavour: 'spec' });
});
afterAll(async () => {
  await sandbox.close();
});

describe('a clash that does not clear', () => {
  let proxy: AnswerProxy;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    proxy = await startAnswerProxy(sandbox.url);
    proxy.decide = () => ({ type: 'answer', status: 401, json: ALREADY_USED });
    env = { ...isolatedDirs(), HOSHIN_BASE_URL: proxy.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
  });
  afterAll(async () => {
    await proxy.close();
  });

  it('ends a read within --timeout as a clash of signatures (exit 5), never as wrong credentials', async () => {
    const started = Date.now();
    const result = await runInProcess(['list', 'companies', '--timeout', '1', '--json'], env);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(result.code).toBe(5);
    const { error } = JSON.parse(result.stderr) as { error: { code: number; kind: string; message: string } };
    expect(error.kind).toBe('signature_clash');
    expect(error.message).toContain('as already used (SecurityError 7), and --timeout (1 s) leaves no time for another');
    expect(error.message).toContain('a clash of signatures, not wrong credentials');
    expect(error.message).not.toContain('auth login');
  });

  it('sends a write once when no read can settle it within --timeout, calls its outcome unknown (exit 6), and the log says so', async () => {
    const task = sandbox.store.all('task')[0]! as { id: number; name: string };
    const before = proxy.arrived.length;
    // Every read clashes too: neither the values before nor a read after can be had.
    const result = await runInProcess(['update', 'task', String(task.id), 'name=From two machines', '--timeout', '1.5'], env);
    expect(result.code, result.stderr).toBe(6);
    expect(result.stderr).toContain(`the update of task ${task.id} may have been applied`);
    expect(result.stderr).toContain('a clash of signatures, not wrong credentials');
    expect(result.stderr).toMatch(/a read to settle it failed: .*as already used|--timeout left no time to read it back/);
    expect(proxy.arrived.slice(before).filter((request) => request.method === 'PUT')).toHaveLength(1);
    const log = await runInProcess(['log', '--json'], env);
    expect(JSON.parse(log.stdout)).toMatchObject([{ kind: 'task', id: task.id, outcome: 'unknown' }]);
  });
});
