// The read-only refusals of the CLI, in process against a sandbox: every command that changes
// something refuses under --readonly (or a read-only profile) with exit 2, sends no change and
// leaves the data as it was; the same command without the flag does change it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveConfig } from '../../source/config/config.js';
import { hoshinPaths } from '../../source/config/paths.js';
import { addDays } from '../../source/domain/dates.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess, startDemoService, type Row } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
});
afterAll(() => sandbox.close());

const taskWith = (status: string): Row => {
  const task = (sandbox.store.all('task') as Row[]).find((t) => t.status === status && t.deleted_at == null);
  if (!task) throw new Error(`the demo seed has no ${status} task`);
  return task;
};
const indicator = (): Row => (sandbox.store.all('indicator') as Row[]).find((i) => i.frequency === 'monthly')!;
/** Requests that would change something (the sandbox answers reads with GET). */
const changes = (): string[] => sandbox.stats.log.filter((entry) => entry.method !== 'GET').map((entry) => `${entry.method} ${entry.path}`);

/** Every command line that changes data, with the words its refusal names. */
function changingCommands(): { args: string[]; refusal: string }[] {
  const task = taskWith('active');
  const objective = sandbox.store.all('objective')[0] as Row;
  const measured = indicator();
  const day = addDays(String(measured.last_update), 1);
  return [
    {
      args: ['create', 'task', '--parent', String(objective.id), 'name=Refused'],
      refusal: 'read-only mode: refusing to create a task',
    },
    {
      args: ['update', 'task', String(task.id), 'name=Refused'],
      refusal: `read-only mode: refusing to update task ${task.id}`,
    },
    { args: ['move', String(task.id), 'completed'], refusal: `read-only mode: refusing to move task ${task.id}` },
    {
      args: ['record', String(measured.id), '5', '--day', day],
      refusal: `read-only mode: refusing to record a value of indicator ${measured.id}`,
    },
    // Last: run without --readonly it takes the task the others use.
    {
      args: ['delete', 'task', String(task.id), '--yes'],
      refusal: `read-only mode: refusing to delete task ${task.id}`,
    },
  ];
}

describe('--readonly', () => {
  it('refuses every change with exit 2 and one line, sends no change and changes nothing', async () => {
    for (const { args, refusal } of changingCommands()) {
      const before = JSON.stringify(sandbox.store.snapshot());
      sandbox.resetStats();
      const result = await runInProcess([...args, '--readonly'], env);
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(2);
      expect(result.stderr).toBe(`hoshin: ${refusal}\n`);
      expect(result.stdout).toBe('');
      expect(changes(), args.join(' ')).toEqual([]);
      expect(JSON.stringify(sandbox.store.snapshot()), args.join(' ')).toBe(before);
    }
  });

  it('a read-only profile refuses the same way without the flag', async () => {
    const profileEnv = { ...isolatedDirs(), HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
    saveConfig(hoshinPaths(profileEnv), {
      activeProfile: 'audit',
      profiles: { audit: { baseUrl: sandbox.url, readOnly: true } },
    });
    const task = taskWith('active');
    sandbox.resetStats();
    const result = await runInProcess(['delete', 'task', String(task.id), '--yes'], profileEnv);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toBe(`hoshin: read-only mode: refusing to delete task ${task.id}\n`);
    expect(changes()).toEqual([]);
    expect(sandbox.store.get('task', task.id)).toBeDefined();
  });

  it('the same commands without --readonly do change the data (the refusal above is the flag’s doing)', async () => {
    for (const { args } of changingCommands()) {
      sandbox.resetStats();
      const result = await runInProcess(args, env);
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
      expect(changes().length, args.join(' ')).toBeGreaterThan(0);
    }
  });
});

describe('delete without --yes', () => {
  it('refuses when standard input is not a terminal, before any request', async () => {
    const task = taskWith('backlog');
    sandbox.resetStats();
    const result = await runInProcess(['delete', 'task', String(task.id)], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`hoshin: refusing to delete task ${task.id} without --yes (standard input is not a terminal)\n`);
    expect(sandbox.stats.log).toEqual([]);
    expect(sandbox.store.get('task', task.id)).toBeDefined();
  });

  it('deletes with --yes and says what it deleted, as JSON too', async () => {
    const [first, second] = (sandbox.store.all('task') as Row[]).filter((t) => t.status === 'backlog' && t.deleted_at == null);
    const plain = await runInProcess(['delete', 'task', String(first!.id), '--yes'], env);
    expect(plain).toEqual({ code: 0, stdout: `deleted task ${first!.id}\n`, stderr: '' });
    expect(sandbox.store.get('task', first!.id)).toBeUndefined();
    const json = await runInProcess(['delete', 'task', String(second!.id), '-y', '--json'], env);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ deleted: { kind: 'task', id: second!.id } });
  });

  it('refuses to delete what the service keeps read-only, and extra words', async () => {
    sandbox.resetStats();
    const invoice = await runInProcess(['delete', 'invoice', '1', '--yes'], env);
    expect(invoice).toEqual({
      code: 2,
      stdout: '',
      stderr: 'hoshin: invoices are read-only: they can be read, not deleted\n',
    });
    const extra = await runInProcess(['delete', 'task', '1', 'now', '--yes'], env);
    expect(extra).toEqual({ code: 2, stdout: '', stderr: 'hoshin: argument: "now" is not expected here\n' });
    expect(sandbox.stats.log).toEqual([]);
  });
});
