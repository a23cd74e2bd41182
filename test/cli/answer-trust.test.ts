// hoshin, run in process, behind a proxy that lies about the service's answers: an answer about
// another resource, an update answered unchanged, a move answered in the old status, and writes the
// service applied whose answers never came. Nothing is believed unchecked; a write that may have
// happened says so (exit 6). Both sandbox flavours.
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { startAnswerProxy, type AnswerProxy } from '../helpers/answer-proxy.js';
import { isolatedDirs, type RunResult } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

type Row = { id: number } & Record<string, unknown>;

interface Setup {
  readonly sandbox: RunningSandbox;
  readonly proxy: AnswerProxy;
  readonly hoshin: (...args: string[]) => Promise<RunResult>;
}

async function behindProxy(flavour: SandboxFlavour): Promise<Setup> {
  const sandbox = await startSandbox({ flavour, seed: 'demo' });
  cleanups.push(() => sandbox.close());
  const proxy = await startAnswerProxy(sandbox.url);
  cleanups.push(() => proxy.close());
  // HOSHIN_TIMEOUT is the overall deadline where the client has one; the per-read timeouts otherwise.
  const env = {
    ...isolatedDirs(),
    HOSHIN_BASE_URL: proxy.url,
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
    HOSHIN_TIMEOUT: '3',
  };
  return { sandbox, proxy, hoshin: (...args: string[]) => runHoshinInProcess(args, { env, timeoutMs: 60_000 }) };
}

function first(
  sandbox: RunningSandbox,
  kind: Parameters<RunningSandbox['store']['all']>[0],
  where: (row: Row) => boolean = () => true,
): Row {
  const found = (sandbox.store.all(kind) as Row[]).find(where);
  if (!found) throw new Error(`the demo seed has no such ${kind}`);
  return found;
}

async function indexEntries(setup: Setup): Promise<{ kind: string; id: number; name?: string }[]> {
  const result = await setup.hoshin('index', 'export');
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { entries: { kind: string; id: number; name?: string }[] }).entries;
}

function oneLine(result: RunResult): string {
  expect(result.stderr.trim().split('\n'), result.stderr).toHaveLength(1);
  return result.stderr;
}

describe.each(['spec', 'hoshinplan'] as const)('answers checked against the request (%s flavour)', (flavour) => {
  it('refuses an answer about another resource to a get, an update and a delete, and changes nothing locally', async () => {
    const setup = await behindProxy(flavour);
    const { sandbox, proxy, hoshin } = setup;
    const company = first(sandbox, 'company');
    const task = first(sandbox, 'task');
    expect((await hoshin('get', 'task', String(task.id))).code).toBe(0);
    // From now on every request is answered with the company, as it is.
    proxy.decide = () => ({ type: 'answer', status: 200, json: sandbox.store.get('company', company.id) });

    const get = await hoshin('get', 'task', String(task.id));
    expect([get.code, get.stdout]).toEqual([5, '']);
    expect(oneLine(get)).toContain(`answered GET task ${task.id} with company ${company.id} instead`);

    const otherId = company.id + 4;
    // A write answered about another resource may have been applied all the same: unknown, exit 6.
    const update = await hoshin('update', 'company', String(otherId), 'name=New name');
    expect([update.code, update.stdout]).toEqual([6, '']);
    expect(oneLine(update)).toContain(`answered PUT company ${otherId} with company ${company.id} instead`);
    expect(update.stderr).toContain(`check with \`hoshin get company ${otherId}\``);

    const removed = await hoshin('delete', 'task', String(task.id), '--yes');
    expect([removed.code, removed.stdout]).toEqual([6, '']);
    expect(oneLine(removed)).toContain(`answered DELETE task ${task.id} with company ${company.id} instead`);
    expect(await indexEntries(setup)).toContainEqual(expect.objectContaining({ kind: 'task', id: task.id }));

    const json = await hoshin('get', 'task', String(task.id), '--json');
    expect(JSON.parse(json.stderr)).toMatchObject({ error: { code: 5, kind: 'server' } });
  });

  it('does not report an update the answer does not show as made (its outcome is unknown, exit 6), nor keep it in the index', async () => {
    const setup = await behindProxy(flavour);
    const { sandbox, proxy, hoshin } = setup;
    const company = first(sandbox, 'company');
    const old = String(company.name);
    expect((await hoshin('get', 'company', String(company.id))).code).toBe(0);
    // The update is answered with the company unchanged, the service never asked.
    proxy.decide = (request) =>
      request.method === 'PUT' ? { type: 'answer', status: 200, json: sandbox.store.get('company', company.id) } : { type: 'forward' };

    const result = await hoshin('update', 'company', String(company.id), 'name=Renamed Pumps');
    expect([result.code, result.stdout]).toEqual([6, '']);
    expect(oneLine(result)).toContain(
      `did not confirm the change of company ${company.id}: it answered name=${old} where name=Renamed Pumps was sent`,
    );
    expect(result.stderr).not.toContain('updated');
    const entry = (await indexEntries(setup)).find((e) => e.kind === 'company' && e.id === company.id);
    expect(entry?.name).toBe(old);
  });

  it('reads decimals, dates and an indicator value back as the service writes them, and believes them', async () => {
    const { sandbox, hoshin } = await behindProxy(flavour);
    const indicator = first(sandbox, 'indicator', (row) => row.frequency !== null);
    const result = await hoshin('update', 'indicator', String(indicator.id), 'goal=120', 'worst_value=0.5', 'next_update=2031-03-31');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`updated indicator ${indicator.id}`);
    const value = await hoshin('update', 'indicator', String(indicator.id), 'value=33.70');
    expect(value.code, value.stderr).toBe(0);
  });

  it('does not report a move the answer shows in the old status', async () => {
    const { sandbox, proxy, hoshin } = await behindProxy(flavour);
    const task = first(sandbox, 'task', (row) => row.status === 'backlog');
    proxy.decide = (request) =>
      request.method === 'PUT' ? { type: 'answer', status: 200, json: sandbox.store.get('task', task.id) } : { type: 'forward' };
    const result = await hoshin('move', String(task.id), 'active');
    expect([result.code, result.stdout]).toEqual([6, '']);
    expect(oneLine(result)).toContain(
      `did not confirm the change of task ${task.id}: it answered status=backlog where status=active was sent`,
    );
    expect(result.stderr).not.toContain('->');
  });

  it('says a write the service applied may have been applied when the connection drops before the answer (exit 6)', async () => {
    const { sandbox, proxy, hoshin } = await behindProxy(flavour);
    const task = first(sandbox, 'task');
    const objective = first(sandbox, 'objective', (row) => row.id === task.objective_id);
    proxy.decide = (request) => (request.method === 'GET' ? { type: 'forward' } : { type: 'forward-then', then: 'drop' });

    const update = await hoshin('update', 'task', String(task.id), 'name=Call the supplier back');
    expect([update.code, update.stdout]).toEqual([6, '']);
    expect(oneLine(update)).toMatch(/^hoshin: the update of task \d+ may have been applied \(/);
    expect(update.stderr).toContain(`); check with \`hoshin get task ${task.id}\` before retrying`);
    expect(sandbox.store.get('task', task.id)?.name).toBe('Call the supplier back');

    const before = sandbox.store.all('task').length;
    const create = await hoshin('create', 'task', '--parent', String(objective.id), 'name=Order spare seals', '--json');
    expect([create.code, create.stdout]).toEqual([6, '']);
    const error = (JSON.parse(create.stderr) as { error: { code: number; kind: string; message: string } }).error;
    expect([error.code, error.kind]).toEqual([6, 'uncertain']);
    expect(error.message).toMatch(new RegExp(`^the new task under objective ${objective.id} may have been created \\(`));
    expect(error.message).toContain(`); check with \`hoshin list tasks --objective ${objective.id}\` before retrying`);
    expect(sandbox.store.all('task').length).toBe(before + 1);
    // The command it names finds the task.
    proxy.decide = () => ({ type: 'forward' });
    expect((await hoshin('list', 'tasks', '--objective', String(objective.id))).stdout).toContain('Order spare seals');
  });
});

describe('a redirect to somewhere unknown', () => {
  it('names the whole location and claims nothing about a write: it may have been applied (exit 6); a read is a server error (exit 5)', async () => {
    const { sandbox, proxy, hoshin } = await behindProxy('hoshinplan');
    const task = first(sandbox, 'task');
    proxy.decide = () => ({ type: 'redirect', status: 302, location: '/maintenance?from=api&signature=abc+def' });
    const write = await hoshin('update', 'task', String(task.id), 'name=Elsewhere');
    expect([write.code, write.stdout]).toEqual([6, '']);
    const message = oneLine(write);
    expect(message).toContain(
      `answered 302 with a redirect to ${proxy.url}/maintenance?from=api&signature=[redacted] instead of an answer`,
    );
    expect(message).toContain(`the update of task ${task.id} may have been applied (`);
    expect(message).toContain(`); check with \`hoshin get task ${task.id}\` before retrying`);
    expect(message).not.toContain('nothing was changed');
    expect(message).not.toContain('abc+def');
    const read = await hoshin('get', 'task', String(task.id));
    expect(read.code).toBe(5);
    expect(oneLine(read)).toContain(`redirect to ${proxy.url}/maintenance?from=api&signature=[redacted]`);
    // Another host's login page is not the service's own filter either.
    proxy.decide = () => ({ type: 'redirect', status: 302, location: 'https://sso.example/login' });
    const sso = await hoshin('delete', 'task', String(task.id), '--yes');
    expect(sso.code).toBe(6);
    expect(oneLine(sso)).toContain('redirect to https://sso.example/login instead of an answer');
    expect(sandbox.store.get('task', task.id)).toBeDefined();
  });
});

describe('a write that times out after the service applied it', () => {
  it(
    'is reported as may have been applied (exit 6), while a read that times out stays a timeout (exit 5)',
    { timeout: 90_000 },
    async () => {
      const { sandbox, proxy, hoshin } = await behindProxy('hoshinplan');
      const task = first(sandbox, 'task');
      const indicator = first(sandbox, 'indicator');
      proxy.decide = (request) =>
        request.method === 'GET' && request.url.startsWith('/indicators/')
          ? { type: 'forward-then', then: 'hang' }
          : request.method === 'GET'
            ? { type: 'forward' }
            : { type: 'forward-then', then: 'hang' };
      const [write, read] = await Promise.all([
        hoshin('update', 'task', String(task.id), 'name=Renamed while waiting'),
        hoshin('get', 'indicator', String(indicator.id)),
      ]);
      expect([write.code, write.stdout]).toEqual([6, '']);
      expect(oneLine(write)).toContain(`the update of task ${task.id} may have been applied (`);
      expect(write.stderr).toContain(`); check with \`hoshin get task ${task.id}\` before retrying`);
      expect(sandbox.store.get('task', task.id)?.name).toBe('Renamed while waiting');
      expect([read.code, read.stdout]).toEqual([5, '']);
      expect(oneLine(read)).not.toContain('may have been applied');
    },
  );
});

describe.each(['spec', 'hoshinplan'] as const)('deleting a history value (%s flavour)', (flavour) => {
  it("takes the service's redirect to the indicator's history page as done, and the value leaves the index", async () => {
    const setup = await behindProxy(flavour);
    const { sandbox, hoshin } = setup;
    const value = first(sandbox, 'indicator_history');
    expect((await hoshin('get', 'indicator_history', String(value.id))).code).toBe(0);
    expect(await indexEntries(setup)).toContainEqual(expect.objectContaining({ kind: 'indicator_history', id: value.id }));
    const result = await hoshin('delete', 'indicator_history', String(value.id), '--yes');
    expect([result.code, result.stdout, result.stderr]).toEqual([0, `deleted history value ${value.id}\n`, '']);
    expect(sandbox.store.get('indicator_history', value.id)).toBeUndefined();
    expect(await indexEntries(setup)).not.toContainEqual(expect.objectContaining({ kind: 'indicator_history', id: value.id }));
  });
});
