// The built executable against the sandbox answering as the public implementation does (facts):
// redirects that are refusals, lifecycle fields, wrong credentials, what a second process knows,
// and processes started together never sending the same signed URL.
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../source/sandbox/server.js';
import { endTrial } from '../sandbox/helpers.js';
import { isolatedDirs, runHoshin, type RunResult } from '../helpers/cli.js';
import { databaseOf } from '../helpers/state-database.js';

const running: RunningSandbox[] = [];
afterEach(async () => {
  while (running.length > 0) await running.pop()!.close();
});

async function service(options: SandboxOptions = {}): Promise<{ sandbox: RunningSandbox; env: Record<string, string> }> {
  const sandbox = await startSandbox({ flavour: 'hoshinplan', seed: 'demo', ...options });
  running.push(sandbox);
  const env = {
    ...isolatedDirs(),
    HOSHIN_BASE_URL: sandbox.url,
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
  };
  return { sandbox, env };
}

type Row = { id: number } & Record<string, unknown>;

function first(
  sandbox: RunningSandbox,
  kind: Parameters<RunningSandbox['store']['all']>[0],
  where: (row: Row) => boolean = () => true,
): Row {
  const found = (sandbox.store.all(kind) as Row[]).find(where);
  if (!found) throw new Error(`the demo seed has no such ${kind}`);
  return found;
}

/** What the sandbox answered since the last reset: "METHOD path status" lines. */
function answered(sandbox: RunningSandbox): string[] {
  return sandbox.stats.log.map((entry) => `${entry.method} ${entry.path} ${entry.status}`);
}

function oneLine(result: RunResult): string {
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  return result.stderr;
}

describe('against the public implementation', () => {
  it('reports a delete the service redirected to its upgrade page as refused, deletes nothing and prunes nothing', async () => {
    const { sandbox, env } = await service();
    const indicator = first(sandbox, 'indicator');
    expect((await runHoshin(['get', 'indicator', String(indicator.id)], { env })).code).toBe(0);
    endTrial(sandbox, indicator.company_id as number);
    sandbox.resetStats();

    const result = await runHoshin(['delete', 'indicator', String(indicator.id), '--yes'], { env });
    expect(result.code).toBe(3);
    expect(oneLine(result)).toContain(`trial of company ${indicator.company_id} has ended`);
    expect(result.stderr).toContain('nothing was changed');
    expect(result.stdout).toBe('');
    expect(sandbox.store.get('indicator', indicator.id)).toBeDefined();
    // The values before are read first (the trial's end redirects that read too); then the one delete.
    expect(answered(sandbox).filter((line) => !line.startsWith('GET'))).toEqual([`DELETE /indicators/${indicator.id} 302`]);
    const index = JSON.parse((await runHoshin(['index', 'export'], { env })).stdout) as {
      entries: { kind: string; id: number }[];
    };
    expect(index.entries).toContainEqual(expect.objectContaining({ kind: 'indicator', id: indicator.id }));
  });

  it.each(['hoshinplan', 'spec'] as const)('creates a task in the status asked for (%s flavour)', async (flavour) => {
    const { sandbox, env } = await service({ flavour });
    const objective = first(sandbox, 'objective');
    const result = await runHoshin(
      ['create', 'task', '--parent', String(objective.id), 'name=Call the supplier', 'status=completed', '--json'],
      { env },
    );
    expect(result.code).toBe(0);
    const created = JSON.parse(result.stdout) as Row;
    expect(created.status).toBe('completed');
    expect(sandbox.store.get('task', created.id)?.status).toBe('completed');
  });

  it('names a wrong secret from the environment after two requests (its own reading and one other), with the environment to correct', async () => {
    const { sandbox, env } = await service();
    sandbox.resetStats();
    const result = await runHoshin(['list', 'companies'], { env: { ...env, HOSHIN_APP_SECRET: 'f'.repeat(32) } });
    expect(result.code).toBe(3);
    const message = oneLine(result);
    expect(message).toContain('the secret is wrong; correct HOSHIN_APP_KEY and HOSHIN_APP_SECRET (they override stored credentials)');
    // Both readings were tried: the secret is named, not a dialect the user would try in vain.
    expect(message).not.toContain('--dialect');
    expect(message).toContain('hoshin doctor tries the one way of signing not tried');
    expect(message).not.toContain('hoshin auth login');
    expect(message).not.toContain('f'.repeat(32));
    expect(sandbox.stats.requests).toBe(2);
  });

  it("knows a right secret against a server of its shape that signs the spec's plain reading, after one retry, and the next process asks once", async () => {
    const { sandbox, env } = await service({ dialect: 'plain' });
    sandbox.resetStats();
    const company = first(sandbox, 'company').id;
    const learning = await runHoshin(['get', 'company', String(company)], { env });
    expect(learning.code, learning.stderr).toBe(0);
    // The company's own requests (readable output also asks for the company's people, for names).
    const companyRequests = (lines: string[]) =>
      lines.filter((line) => !line.includes('complete_users2')).map((line) => line.split(' ').pop());
    expect(companyRequests(answered(sandbox))).toEqual(['401', '200']);
    sandbox.resetStats();
    const second = await runHoshin(['get', 'company', String(company)], { env });
    expect(second.code, second.stderr).toBe(0);
    expect(companyRequests(answered(sandbox))).toEqual(['200']);
  });

  it('names the untried reading through doctor, which tries it, when a server of its shape signs the encoded one', async () => {
    const { sandbox, env } = await service({ dialect: 'encoded' });
    sandbox.resetStats();
    const result = await runHoshin(['list', 'companies'], { env });
    expect(result.code).toBe(3);
    expect(oneLine(result)).toContain('hoshin doctor tries the one way of signing not tried');
    expect(oneLine(result)).not.toContain('--dialect');
    expect(sandbox.stats.requests).toBe(2);
    const doctor = await runHoshin(['doctor'], { env });
    expect(doctor.stdout.replace(/\s+/g, ' ')).toContain('--dialect encoded');
    const named = await runHoshin(['list', 'companies', '--dialect', 'encoded'], { env });
    expect(named.code, named.stderr).toBe(0);
  });

  it('refuses a login with a wrong secret after two requests and saves nothing', async () => {
    const { sandbox, env } = await service();
    const { HOSHIN_APP_KEY: _key, HOSHIN_APP_SECRET: _secret, ...withoutCredentials } = env;
    sandbox.resetStats();
    const result = await runHoshin(
      ['auth', 'login', '--base-url', sandbox.url, '--app-key', sandbox.appKey, '--secret-stdin', '--insecure-storage'],
      {
        env: withoutCredentials,
        input: `${'e'.repeat(32)}\n`,
      },
    );
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('the secret is wrong');
    expect(result.stderr).toContain('nothing was saved');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(sandbox.stats.requests).toBe(2);
    expect((await runHoshin(['auth', 'status'], { env: withoutCredentials })).stdout).not.toContain(sandbox.appKey.slice(0, 8));
  });

  it('says the key is wrong after one request', async () => {
    const { sandbox, env } = await service();
    sandbox.resetStats();
    const result = await runHoshin(['list', 'companies'], { env: { ...env, HOSHIN_APP_KEY: '0'.repeat(32) } });
    expect(result.code).toBe(3);
    expect(oneLine(result)).toContain('the key is wrong');
    expect(sandbox.stats.requests).toBe(1);
  });

  it('lets a second process start from what the first learned: no path probe, no clock correction, no 401 (spec flavour)', async () => {
    // The spec's history route is not the one tried first: the first process finds it, the second knows it.
    // Ten minutes behind: every second a request may be signed on (any free one of the last four
    // minutes, chosen at random) is from the service's future until the offset is learned.
    const { sandbox, env } = await service({
      flavour: 'spec',
      now: () => Date.now() - 600_000,
      futureToleranceSeconds: 0,
    });
    const indicators = (sandbox.store.all('indicator') as Row[]).filter((row) => row.frequency !== null).slice(0, 2);
    sandbox.resetStats();
    expect((await runHoshin(['record', String(indicators[0]!.id), '7', '--day', '2020-01-15'], { env })).code).toBe(0);
    const before = answered(sandbox);
    expect(before).toContain(`POST /indicators/${indicators[0]!.id}/indicator_histories 404`);
    expect(before.filter((line) => line.endsWith(' 401'))).toHaveLength(1);
    sandbox.resetStats();
    expect((await runHoshin(['record', String(indicators[1]!.id), '8', '--day', '2020-01-15'], { env })).code).toBe(0);
    const after = answered(sandbox);
    expect(after.filter((line) => / (401|404)$/.test(line))).toEqual([]);
    expect(after).toContain(`POST /indicator/${indicators[1]!.id}/indicator_histories 200`);
  });

  it('lets a second process start from what the first learned: no clock correction, no 401', async () => {
    // The service's clock is ten minutes behind ours: without knowing it, a request signed on any
    // second of the last four minutes (chosen at random) is from its future.
    const { sandbox, env } = await service({ now: () => Date.now() - 600_000 });
    const indicators = (sandbox.store.all('indicator') as Row[]).filter((row) => row.frequency !== null).slice(0, 2);
    expect(indicators).toHaveLength(2);
    sandbox.resetStats();
    const firstRun = await runHoshin(['record', String(indicators[0]!.id), '7', '--day', '2020-01-15'], { env });
    expect(firstRun.code, firstRun.stderr).toBe(0);
    const before = answered(sandbox);
    expect(before.filter((line) => line.endsWith(' 401'))).toHaveLength(1);
    expect(before.filter((line) => line.endsWith(' 404'))).toEqual([]);

    sandbox.resetStats();
    const secondRun = await runHoshin(['record', String(indicators[1]!.id), '8', '--day', '2020-01-15'], { env });
    expect(secondRun.code, secondRun.stderr).toBe(0);
    const after = answered(sandbox);
    expect(after.filter((line) => / (401|404)$/.test(line))).toEqual([]);
    expect(after).toContain(`POST /indicators/${indicators[1]!.id}/indicator_histories 200`);
  });

  it('uses a remembered clock offset only while it is fresh', async () => {
    const { sandbox, env } = await service();
    const db = databaseOf(env);
    // A remembered offset of +10 minutes: trusted, it signs in the service's future (refused, then corrected).
    const remember = (measuredAt: number) =>
      db
        .statement("INSERT OR REPLACE INTO learned_services (profile, base_key, learned) VALUES ('default', ?, ?)")
        .run(sandbox.url, JSON.stringify({ dialect: 'hoshinplan', clock: { lowMs: 600_000, highMs: 601_000, measuredAt } }));
    remember(Date.now() - 60_000);
    sandbox.resetStats();
    expect((await runHoshin(['list', 'companies'], { env })).code).toBe(0);
    expect(sandbox.stats.byStatus[401]).toBe(1);
    // Two days old: not trusted, so nothing is refused.
    remember(Date.now() - 2 * 24 * 60 * 60 * 1000);
    sandbox.resetStats();
    expect((await runHoshin(['list', 'companies'], { env })).code).toBe(0);
    expect(sandbox.stats.byStatus[401]).toBeUndefined();
    // What the last run measured replaced the stale entry, with its own age.
    const row = db.statement("SELECT learned FROM learned_services WHERE profile = 'default' AND base_key = ?").get(sandbox.url) as {
      learned: string;
    };
    const learned = JSON.parse(row.learned) as { clock: { lowMs: number; measuredAt: number } };
    expect(Math.abs(learned.clock.lowMs)).toBeLessThan(5_000);
    expect(Date.now() - learned.clock.measuredAt).toBeLessThan(60_000);
  });

  it('never sends the same signed URL twice from processes started together', async () => {
    const { sandbox, env } = await service();
    const company = first(sandbox, 'company');
    sandbox.resetStats();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => runHoshin(['get', 'company', String(company.id), '--json'], { env })),
    );
    expect(results.map((result) => result.code)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(sandbox.stats.requests).toBe(6);
    expect(sandbox.stats.reusedSignedUrls).toBe(0);
  });
});
