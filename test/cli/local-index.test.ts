// Every command's answers feed the profile's local index: hoshin run in process against a sandbox
// in both flavours (the spec's service, and the public implementation as it behaves).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { endTrial } from '../sandbox/helpers.js';
import { isolatedDirs } from '../helpers/cli.js';
import { closeDatabases } from '../../source/store/database.js';
import { databaseOf } from '../helpers/state-database.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

type Counts = Record<string, number>;

function credentials(sandbox: RunningSandbox): Record<string, string> {
  return { HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
}

/** A private profile (its own index) against the sandbox. */
function profile(sandbox: RunningSandbox) {
  const env = { ...isolatedDirs(), ...credentials(sandbox) };
  const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });
  const counts = async (): Promise<Counts> => {
    const stats = await hoshin('index', 'stats', '--json');
    expect(stats.code, stats.stderr).toBe(0);
    return (JSON.parse(stats.stdout) as { counts: Counts }).counts;
  };
  const create = async (kind: string, parent: number, ...fields: string[]): Promise<number> => {
    const result = await hoshin('create', kind, '--parent', String(parent), ...fields, '--json');
    expect(result.code, result.stderr).toBe(0);
    return (JSON.parse(result.stdout) as { id: number }).id;
  };
  return { env, hoshin, counts, create };
}

describe.each<SandboxFlavour>(['spec', 'hoshinplan'])('the local index fed by the CLI (%s sandbox)', (flavour) => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', flavour });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('a plan built with create and read with get is known to index stats and list --company; delete prunes its subtree', async () => {
    const { hoshin, counts, create } = profile(sandbox);
    const companyId = Number(sandbox.store.all('company')[0]!.id);
    const hoshinId = await create('hoshin', companyId, 'name=Plan from the CLI');
    const areaId = await create('area', hoshinId, 'name=Sales');
    await create('goal', hoshinId, 'name=Grow');
    const objectiveId = await create('objective', areaId, 'name=More leads');
    await create('indicator', objectiveId, 'name=Leads', 'goal=60', 'worst_value=0', 'frequency=monthly');
    await create('task', objectiveId, 'name=Call them');
    const read = await hoshin('get', 'hoshin', String(hoshinId));
    expect(read.code, read.stderr).toBe(0);
    expect(await counts()).toMatchObject({ hoshin: 1, area: 1, goal: 1, objective: 1, indicator: 1, task: 1 });

    sandbox.resetStats();
    const listed = await hoshin('list', 'hoshins', '--company', String(companyId));
    // One of the company's three hoshins is known: a partial list, exit 7.
    expect(listed.code, listed.stderr).toBe(7);
    expect(listed.stdout).toMatch(/^ID\s+NAME/);
    expect(listed.stdout).toContain('Plan from the CLI');
    expect(listed.stdout.trim().split('\n')).toHaveLength(2);
    const counted = Number(sandbox.store.get('company', companyId)!.hoshins_count);
    expect(counted).toBeGreaterThan(1);
    expect(listed.stderr.replace(/\n {8}/g, ' ')).toBe(
      `hoshin: the service cannot list hoshins; showing the 1 known here (company ${companyId} says it has ${counted}). ` +
        'Open others by id or web address: hoshin get hoshin <id>\n' +
        "hoshin: these rows are the local index's copies, their counters and flags as of just now; hoshin get hoshin <id> fetches one afresh\n",
    );
    expect(sandbox.stats.requests).toBe(1);
    expect(sandbox.stats.log.map((entry) => `${entry.method} ${entry.path}`)).toEqual([`GET /companies/${companyId}`]);

    const areas = await hoshin('list', 'areas', '--hoshin', String(hoshinId), '--json');
    expect(areas.code, areas.stderr).toBe(0);
    expect((JSON.parse(areas.stdout) as { id: number; name: string }[]).map((a) => [a.id, a.name])).toEqual([[areaId, 'Sales']]);
    expect(areas.stderr.replace(/\n {8}/g, ' ')).toContain(`(hoshin ${hoshinId} says it has 1)`);
    const objectives = await hoshin('list', 'objectives', '--area', String(areaId));
    expect(objectives.stdout).toContain('More leads');
    // Areas count no objectives: only how many are known.
    expect(objectives.stderr.replace(/\n {8}/g, ' ')).toBe(
      'hoshin: the service cannot list objectives; showing the 1 known here. Open others by id or web address: hoshin get objective <id>\n' +
        "hoshin: these rows are the local index's copies, their counters and flags as of just now; hoshin get objective <id> fetches one afresh\n",
    );

    const deleted = await hoshin('delete', 'area', String(areaId), '--yes');
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(await counts()).toMatchObject({ hoshin: 1, area: 0, goal: 1, objective: 0, indicator: 0, task: 0 });
  });

  it('a get of an id the service no longer has (404) prunes it and what was under it', async () => {
    const { hoshin, counts, create } = profile(sandbox);
    const companyId = Number(sandbox.store.all('company')[0]!.id);
    const hoshinId = await create('hoshin', companyId, 'name=Soon gone');
    const areaId = await create('area', hoshinId, 'name=Under it');
    expect(await counts()).toMatchObject({ hoshin: 1, area: 1 });
    // Deleted elsewhere: another profile, whose index this one never sees.
    const elsewhere = profile(sandbox);
    expect((await elsewhere.hoshin('delete', 'hoshin', String(hoshinId), '--yes')).code).toBe(0);
    const gone = await hoshin('get', 'hoshin', String(hoshinId));
    expect(gone.code).toBe(4);
    expect(await counts()).toMatchObject({ hoshin: 0, area: 0 });
    const area = await hoshin('get', 'area', String(areaId));
    expect(area.code).toBe(4);
  });

  it('opens by web address, and refuses bad input with one clear error and nothing sent', async () => {
    const { hoshin } = profile(sandbox);
    const hoshinId = Number(sandbox.store.all('hoshin')[0]!.id);
    const byAddress = await hoshin('get', `${sandbox.url}/hoshins/${hoshinId}-a-plan`, '--json');
    expect(byAddress.code, byAddress.stderr).toBe(0);
    expect(JSON.parse(byAddress.stdout).id).toBe(hoshinId);
    sandbox.resetStats();
    const refusals: [string[], string][] = [
      [['list', 'hoshins'], 'missing --company <id>\n  The service cannot list hoshins'],
      [['list', 'hoshins', '--company', 'abc'], '--company: "abc" is not an id'],
      [['list', 'objectives', '--hoshin', '3'], '--hoshin does not apply here\n  Usage: hoshin list objectives --area <id>'],
      [['list', 'hoshins', '--company', '1', '--objective', '2'], '--objective does not apply here'],
      [['get', 'https://www.hoshinplan.com/users/4-me'], 'does not name a resource'],
    ];
    for (const [args, message] of refusals) {
      const result = await hoshin(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(
        result.stderr
          .trim()
          .split('\n')
          .filter((line) => !line.startsWith('  ')),
      ).toHaveLength(1);
      expect(result.stderr).toContain(message);
    }
    expect(sandbox.stats.requests).toBe(0);
  });
});

describe('what never prunes the local index', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', flavour: 'hoshinplan' });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('a refused request (a redirect for an ended trial) prunes nothing', async () => {
    const { hoshin, counts, create } = profile(sandbox);
    const companyId = Number(sandbox.store.all('company')[0]!.id);
    const hoshinId = await create('hoshin', companyId, 'name=Kept');
    await create('area', hoshinId, 'name=Kept too');
    endTrial(sandbox, companyId);
    sandbox.resetStats();
    const read = await hoshin('get', 'hoshin', String(hoshinId));
    expect(read.code).toBe(3);
    const removal = await hoshin('delete', 'hoshin', String(hoshinId), '--yes');
    expect(removal.code).toBe(3);
    // The delete reads the values before first (redirected too), then sends the one delete.
    expect(sandbox.stats.log.map((entry) => `${entry.method} ${entry.status}`)).toEqual(['GET 302', 'GET 302', 'DELETE 302']);
    expect(await counts()).toMatchObject({ hoshin: 1, area: 1 });
  });

  it('an index that cannot be read or saved warns once on stderr and the command still succeeds', async () => {
    const env = { ...isolatedDirs(), ...credentials(sandbox) };
    // The database's table of known resources is gone: the store can be neither read nor written.
    databaseOf(env).statement('DROP TABLE entries').run();
    closeDatabases();
    const result = await runHoshinInProcess(['list', 'companies'], { env });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^ID\s+NAME/);
    // One warning, wrapped under its first word.
    expect(
      result.stderr
        .replace(/\n {8}/g, ' ')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
    expect(result.stderr.replace(/\n {8}/g, ' ')).toMatch(/^hoshin: warning: .*local store.*(not remembered|goes on without it)\n$/);
  });
});
