// hoshin move in process against a sandbox: the refusals before any request, the one after a GET
// (already there), and what a move prints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess, startDemoService, type Row } from '../helpers/cli-in-process.js';
import { storeEntries } from '../helpers/state-database.js';

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
});
afterAll(() => sandbox.close());

const taskWith = (status: string): Row => (sandbox.store.all('task') as Row[]).find((t) => t.status === status && t.deleted_at == null)!;

describe('hoshin move', () => {
  it('refuses a bad id, a missing or unknown status and extra words before any request', async () => {
    sandbox.resetStats();
    const cases: [string[], string][] = [
      [['move'], 'missing task id'],
      [['move', 'x', 'active'], 'task id: "x" is not an id'],
      [['move', '5'], 'missing status'],
      [['move', '5', 'done'], 'status: "done" is not a status'],
      [['move', '5', 'active', 'right', 'now'], 'argument: "right now" are not expected here'],
    ];
    for (const [argv, message] of cases) {
      expect(await runInProcess(argv, env), argv.join(' ')).toEqual({
        code: 2,
        stdout: '',
        stderr: expect.stringMatching(new RegExp(`^hoshin: ${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n(  .*\n)*$`)),
      });
    }
    expect(sandbox.stats.log).toEqual([]);
  });

  it('takes a move to the status the task has as done, after reading it and sending nothing else', async () => {
    const task = taskWith('backlog');
    sandbox.resetStats();
    const result = await runInProcess(['move', String(task.id), 'backlog'], env);
    expect(result).toEqual({ code: 0, stdout: `task ${task.id}: already backlog\n`, stderr: '' });
    expect(sandbox.stats.log.map((entry) => entry.method)).toEqual(['GET']);
    const json = await runInProcess(['move', String(task.id), 'backlog', '--json'], env);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ id: task.id, status: 'backlog' });
  });

  it('moves a task, the status written in any case, and says from where to where', async () => {
    const task = taskWith('backlog');
    const result = await runInProcess(['move', String(task.id), ' Active '], env);
    expect(result).toEqual({ code: 0, stdout: `task ${task.id}: backlog -> active\n`, stderr: '' });
    expect(sandbox.store.get('task', task.id)?.status).toBe('active');
    const json = await runInProcess(['move', String(task.id), 'completed', '--json'], env);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ id: task.id, status: 'completed' });
  });

  it('closes the connection at the end, which saves what the answers taught the local index', async () => {
    // A fresh profile directory: nothing else has written its index yet.
    const own = {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    };
    const task = taskWith('backlog');
    const result = await runInProcess(['move', String(task.id), 'active'], own);
    expect(result.code, result.stderr).toBe(0);
    const stored = storeEntries(own, sandbox.url, sandbox.appKey)[`task:${String(task.id)}`];
    expect(stored).toContain(String(task.name));
  });
});
