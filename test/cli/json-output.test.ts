// --json on every command that prints: JSON on stdout with snake_case keys (as the service spells
// them), and a failure as one JSON object on stderr with the exit code and the kind of failure.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs, type RunResult } from '../helpers/cli.js';
import { KNOWN_PLAN } from './known-plan.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let env: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  env = {
    ...isolatedDirs(),
    HOSHIN_BASE_URL: sandbox.url,
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
  };
});

afterAll(async () => {
  await sandbox.close();
});

const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });
const first = (kind: Parameters<RunningSandbox['store']['all']>[0]) =>
  sandbox.store.all(kind)[0] as unknown as { id: number } & Record<string, unknown>;

/** Every key of every object in the value, with where it stands. */
function keysOf(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keysOf(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [`${path}.${key}`, ...keysOf(item, `${path}.${key}`)]);
}

function expectSnakeJson(result: RunResult, what: string): unknown {
  expect(result.stderr, what).not.toMatch(/^\{"error"/);
  const value = JSON.parse(result.stdout) as unknown;
  const camel = keysOf(value).filter((path) => !/\.[a-z][a-z0-9_]*$/.test(path));
  expect(camel, what).toEqual([]);
  return value;
}

describe('--json', () => {
  it('is honoured by every command that prints, with snake_case keys', async () => {
    const objective = first('objective');
    const indicator = first('indicator');
    const hoshinId = String(first('hoshin').id);
    const plan = join(env.HOME as string, 'plan.json');
    writeFileSync(plan, JSON.stringify(KNOWN_PLAN));
    const commands: string[][] = [
      ['--version'],
      ['help', 'get'],
      ['sign', '/companies'],
      ['info'],
      ['profile', 'set', 'lab', '--base-url', sandbox.url],
      ['profile', 'use', 'lab'],
      ['profile', 'list'],
      ['auth', 'status'],
      ['list', 'companies'],
      ['list', 'indicators', '--objective', String(objective.id)],
      ['get', 'indicator', String(indicator.id)],
      ['record', String(indicator.id), '12.5', '--day', '2019-02-28'],
      ['history', String(indicator.id)],
      ['health', hoshinId],
      ['bowling', 'hoshin', hoshinId, '--to', '2026-06'],
      ['due'],
      ['index', 'stats'],
      ['index', 'import', plan],
      ['index', 'export'],
      ['doctor'],
      ['auth', 'logout', '--profile', 'lab'],
    ];
    for (const command of commands) {
      const result = await hoshin(...command, '--json');
      // The review commands exit 7 when the plan is known here only in part (their JSON says so).
      const review = ['health', 'bowling', 'due'].includes(command[0] as string);
      expect(review ? [0, 7] : [0], `${command.join(' ')}: ${result.stderr}`).toContain(result.code);
      expectSnakeJson(result, command.join(' '));
    }
    const created = expectSnakeJson(
      await hoshin('create', 'task', '--parent', String(objective.id), 'name=Write it down', '--json'),
      'create',
    ) as { id: number };
    expectSnakeJson(await hoshin('update', 'task', String(created.id), 'name=Write it all down', '--json'), 'update');
    expectSnakeJson(await hoshin('move', String(created.id), 'completed', '--json'), 'move');
    expect(expectSnakeJson(await hoshin('delete', 'task', String(created.id), '--yes', '--json'), 'delete')).toEqual({
      deleted: { kind: 'task', id: created.id },
    });
  });

  it('auth login --json says where the secret went, never the secret', async () => {
    const dirs = isolatedDirs();
    const args = [
      'auth',
      'login',
      '--profile',
      'ci',
      '--base-url',
      sandbox.url,
      '--app-key',
      sandbox.appKey,
      '--secret-stdin',
      '--insecure-storage',
      '--json',
    ];
    const result = await runHoshinInProcess(args, { env: dirs, input: sandbox.secret });
    expect(result.code, result.stderr).toBe(0);
    expect(expectSnakeJson(result, 'auth login')).toMatchObject({
      profile: 'ci',
      base_url: sandbox.url,
      verified: true,
      kept_in: 'file',
      active: true,
      environment_overrides: false,
    });
    expect(result.stdout).not.toContain(sandbox.secret);
  });

  it('sign --json says what was signed, never the secret', async () => {
    const result = await hoshin('sign', '/companies', '--timestamp', '2026-01-31T10:00:00+00:00', '--json');
    const signed = expectSnakeJson(result, 'sign') as Record<string, string>;
    expect(signed).toMatchObject({
      path: '/companies',
      app_key: sandbox.appKey,
      timestamp: '2026-01-31T10:00:00+00:00',
      dialect: 'hoshinplan',
    });
    expect(signed.path_and_query).toMatch(/^\/companies\?app_key=.*&signature=/);
    expect(result.stdout).not.toContain(sandbox.secret);
  });
});

describe('a failure with --json', () => {
  const failure = async (args: string[], extraEnv: Record<string, string> = {}) => {
    const result = await runHoshinInProcess(args, { env: { ...env, ...extraEnv } });
    expect(result.stdout, args.join(' ')).toBe('');
    expect(result.stderr.endsWith('\n') && result.stderr.trim().split('\n').length === 1, result.stderr).toBe(true);
    const { error } = JSON.parse(result.stderr) as { error: { code: number; kind: string; message: string } };
    expect(error.code, args.join(' ')).toBe(result.code);
    return error;
  };

  it('is one JSON object on stderr with the exit code, the kind and the message', async () => {
    expect(await failure(['get', 'task', 'abc', '--json'])).toEqual({
      code: 2,
      kind: 'usage',
      message: 'task id: "abc" is not an id\nAn id is a positive whole number, as in 101.',
    });
    expect(await failure(['--json', 'frobnicate'])).toMatchObject({ code: 2, kind: 'usage' });
    expect(await failure(['list', 'tasks', '--bogus', '--json'])).toMatchObject({
      code: 2,
      kind: 'usage',
      message: expect.stringContaining('--bogus'),
    });
    expect(await failure(['get', 'task', '99999999', '--json'])).toMatchObject({ code: 4, kind: 'not_found' });
    expect(await failure(['list', 'companies', '--json'], { HOSHIN_APP_SECRET: 'wrong' })).toMatchObject({
      code: 3,
      kind: 'auth',
    });
    expect(await failure(['list', 'companies', '--json'], { HOSHIN_BASE_URL: 'http://127.0.0.1:9' })).toMatchObject({
      code: 5,
      kind: 'network',
    });
  });

  it('never carries the secret, not even with --debug', async () => {
    const result = await runHoshinInProcess(['list', 'companies', '--json', '--debug'], {
      env: { ...env, HOSHIN_APP_SECRET: 'not-the-secret-123' },
    });
    expect(result.code).toBe(3);
    const line = result.stderr.split('\n').find((text) => text.startsWith('{"error"'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ error: { code: 3, kind: 'auth' } });
    expect(result.stdout + result.stderr).not.toContain('not-the-secret-123');
  });
});
