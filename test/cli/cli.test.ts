// hoshin, run in process, against a sandbox over loopback: every subcommand, its output and exit code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs } from '../helpers/cli.js';
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
const first = (kind: Parameters<RunningSandbox['store']['all']>[0]) => {
  const resource = sandbox.store.all(kind)[0];
  if (!resource) throw new Error(`the demo seed has no ${kind}`);
  return resource as { id: number } & Record<string, unknown>;
};

describe('hoshin CLI', () => {
  it('prints its version and help, and refuses an unknown command with exit 2', async () => {
    expect((await hoshin('--version')).stdout).toMatch(/^hoshin \d+\.\d+\.\d+/);
    expect((await hoshin('--debug', '--version')).stdout).toMatch(/^hoshin \d+\.\d+\.\d+/);
    const help = await hoshin('help');
    expect(help.code).toBe(0);
    for (const command of ['get', 'list', 'create', 'update', 'delete', 'sign', 'sandbox']) expect(help.stdout).toContain(command);
    const unknown = await hoshin('frobnicate');
    expect(unknown.code).toBe(2);
    expect(
      unknown.stderr
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('  ')),
    ).toHaveLength(1);
    expect(unknown.stderr).not.toContain('Did you mean');
  });

  it('suggests the command a typo meant: two letters swapped, one missing, one too many', async () => {
    for (const [typed, meant] of [
      ['lsit', 'list'],
      ['udpate', 'update'],
      ['recrd', 'record'],
      ['undoo', 'undo'],
    ] as const) {
      const result = await hoshin(typed);
      expect(result.code, typed).toBe(2);
      expect(result.stderr, typed).toBe(
        `hoshin: command: "${typed}" is not a command\n  Did you mean "hoshin ${meant}"?\n  "hoshin help" lists the commands.\n`,
      );
    }
  });

  it('lists companies readably and as the service JSON', async () => {
    const company = first('company');
    const readable = await hoshin('list', 'companies');
    expect(readable.code).toBe(0);
    expect(readable.stdout).toContain(String(company.name));
    expect(readable.stdout).toMatch(/^ID\s+NAME/);
    const json = await hoshin('list', 'companies', '--json');
    expect(JSON.parse(json.stdout)).toEqual(expect.arrayContaining([expect.objectContaining({ id: company.id, name: company.name })]));
    // Global options before the command, as with git or gh: the value of --dialect is not the command.
    const leading = await hoshin('--dialect', 'hoshinplan', '--json', 'list', 'companies');
    expect(leading.code).toBe(0);
    expect(JSON.parse(leading.stdout)).toEqual(JSON.parse(json.stdout));
  });

  it('lists indicators and tasks of an objective, and invoices of a subscription', async () => {
    const indicator = first('indicator');
    const indicators = JSON.parse((await hoshin('list', 'indicators', '--objective', String(indicator.objective_id), '--json')).stdout);
    expect(indicators.map((i: { id: number }) => i.id)).toContain(indicator.id);
    const tasks = await hoshin('list', 'tasks', '--objective', String(first('task').objective_id));
    expect(tasks.code).toBe(0);
    expect(tasks.stdout).toMatch(/STATUS/);
    const invoices = JSON.parse((await hoshin('list', 'invoices', '--subscription', '1', '--json')).stdout);
    expect(invoices.length).toBeGreaterThanOrEqual(3);
    const missingScope = await hoshin('list', 'tasks');
    expect(missingScope.code).toBe(2);
    expect(missingScope.stderr).toMatch(/--objective/);
    const unlistable = await hoshin('list', 'areas');
    expect(unlistable.code).toBe(2);
    expect(unlistable.stderr).toMatch(/missing --hoshin <id>\n {2}The service cannot list areas/);
  });

  it('gets each kind by id', async () => {
    for (const kind of ['company', 'hoshin', 'area', 'goal', 'objective', 'indicator', 'task', 'indicator_history', 'invoice'] as const) {
      const resource = first(kind);
      const result = await hoshin('get', kind, String(resource.id), '--json');
      expect(result.code, `${kind}: ${result.stderr}`).toBe(0);
      expect(JSON.parse(result.stdout).id).toBe(resource.id);
    }
    const readable = await hoshin('get', 'objective', String(first('objective').id));
    expect(readable.stdout).toMatch(/^Objective \d+\n\s+Id\s+\d+\n\s+Name\s+/);
  });

  it('creates, updates and deletes a task end to end', async () => {
    const objective = first('objective');
    const created = await hoshin(
      'create',
      'task',
      '--parent',
      String(objective.id),
      'name=Call the supplier',
      'deadline=2026-12-01',
      '--json',
    );
    expect(created.code, created.stderr).toBe(0);
    const task = JSON.parse(created.stdout);
    expect(sandbox.store.get('task', task.id)).toMatchObject({
      name: 'Call the supplier',
      deadline: '2026-12-01',
      objective_id: objective.id,
    });

    const updated = await hoshin('update', 'task', String(task.id), 'status=active', 'feeling=wondering');
    expect(updated.code, updated.stderr).toBe(0);
    expect(updated.stdout).toMatch(/^updated task \d+/);
    expect(sandbox.store.get('task', task.id)).toMatchObject({ status: 'active', feeling: 'wondering' });

    const refused = await hoshin('delete', 'task', String(task.id));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/without --yes/);
    expect(sandbox.store.get('task', task.id)).toBeDefined();

    const deleted = await hoshin('delete', 'task', String(task.id), '--yes');
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(sandbox.store.get('task', task.id)).toBeUndefined();
    expect((await hoshin('get', 'task', String(task.id))).code).toBe(4);
  });

  it('records a history value through the spec path', async () => {
    const indicator = first('indicator');
    const created = await hoshin('create', 'history', '--parent', String(indicator.id), 'day=2019-05-31', 'value=41.5', '--json');
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ day: '2019-05-31', value: '41.5', indicator_id: indicator.id });
    const duplicate = await hoshin('create', 'history', '--parent', String(indicator.id), 'day=2019-05-31', 'value=1');
    expect(duplicate.code).toBe(2);
    expect(duplicate.stderr).toMatch(/day/);
  });

  it('refuses bad input before any request, with one clear line and exit 2', async () => {
    const objective = first('objective');
    const before = sandbox.store.all('task').length;
    const cases = [
      ['create', 'task', '--parent', String(objective.id), 'name=x', 'deadline=31/12/2026'],
      ['create', 'task', '--parent', 'abc', 'name=x'],
      ['create', 'task', 'name=x'],
      ['create', 'task', '--parent', String(objective.id), 'deadline=2026-12-31'],
      ['update', 'task', '1', 'status=done'],
      ['get', 'widget', '1'],
      ['get', 'task', '-3'],
      ['get', 'task'],
      ['update', 'invoice', '1', 'description=x'],
      ['get', 'task', '1', '--bogus'],
    ];
    for (const args of cases) {
      const result = await hoshin(...args);
      expect(result.code, args.join(' ')).toBe(2);
      // One error line; advice, if any, indented under it.
      expect(
        result.stderr
          .trim()
          .split('\n')
          .filter((line) => !line.startsWith('  ')),
        args.join(' '),
      ).toHaveLength(1);
      expect(result.stderr).toMatch(/^hoshin: /);
      expect(result.stderr).not.toContain('    at ');
    }
    expect(sandbox.store.all('task').length).toBe(before);
  });

  it('maps refusals to exit codes: 4 not found, 3 bad credentials, 5 unreachable', async () => {
    const missing = await hoshin('get', 'objective', '99999999');
    expect(missing.code).toBe(4);
    expect(missing.stderr).toMatch(/not found/i);

    const underMissingParent = await hoshin('create', 'task', '--parent', '99999999', 'name=x');
    expect(underMissingParent.code).toBe(4);

    const wrongSecret = 'f'.repeat(32);
    const badSecret = await runHoshinInProcess(['list', 'companies'], { env: { ...env, HOSHIN_APP_SECRET: wrongSecret } });
    expect(badSecret.code).toBe(3);
    expect(badSecret.stderr).toMatch(/signature/i);
    expect(badSecret.stderr).not.toContain(wrongSecret);

    const badKey = await runHoshinInProcess(['list', 'companies'], { env: { ...env, HOSHIN_APP_KEY: 'nobody' } });
    expect(badKey.code).toBe(3);
    expect(badKey.stderr).toMatch(/key/i);

    const unreachable = await runHoshinInProcess(['list', 'companies'], {
      env: { ...env, HOSHIN_BASE_URL: 'http://127.0.0.1:9' },
    });
    expect(unreachable.code).toBe(5);
    expect(unreachable.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('with --debug shows requests with the signature redacted and never the secret', async () => {
    const result = await hoshin('list', 'companies', '--debug');
    expect(result.code).toBe(0);
    const all = result.stdout + result.stderr;
    expect(all).toContain('signature=[redacted]');
    expect(all).not.toMatch(/signature=(?!\[redacted\])/);
    expect(all).not.toContain(sandbox.secret);
  });

  it('signs a path exactly as the signing rules say, timestamp verbatim', async () => {
    // The vector published in the facts (section 1.3), computed independently: the expected value
    // must not come from the signing code under test.
    const key = 'fedcba9876543210fedcba9876543210';
    const vector = { ...env, HOSHIN_APP_KEY: key, HOSHIN_APP_SECRET: '0123456789abcdef0123456789abcdef' };
    const result = await runHoshinInProcess(['sign', '/companies.json', '--timestamp', '2025-01-01T12:00:00Z'], { env: vector });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(
      `/companies.json?app_key=${key}&timestamp=2025-01-01T12%3A00%3A00Z&signature=SDM0rdsA1nborWs6ieW5wF8eFi+OSJkYYpF74dueggI=\n`,
    );
    const encoded = await hoshin('sign', '/companies', '--timestamp', '2025-01-01T12:00:00Z', '--dialect', 'encoded');
    expect(encoded.stdout.trim()).toMatch(/signature=[^&]*%3D$/);
    expect((await hoshin('sign', 'companies')).code).toBe(2);
  });

  it('never accepts the secret as a command-line value', async () => {
    const result = await hoshin('list', 'companies', '--secret', 'x');
    expect(result.code).toBe(2);
  });
});
