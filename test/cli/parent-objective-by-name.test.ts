// `parent_id="Zero harm"`: an objective's parent objective named on the command line, chosen among
// the parent plan's objectives known here, as the console's form chooses it; a name that is not
// one of them, or a plan whose parent objectives are not known here, is refused before anything
// is sent.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { runInProcess, startDemoService, type Row } from '../helpers/cli-in-process.js';

const running: RunningSandbox[] = [];
afterEach(async () => {
  while (running.length > 0) await running.pop()!.close();
});

const GROUP_PLAN = 13;
const PLANT_PLAN = 11;

async function demo(): Promise<{ sandbox: RunningSandbox; env: NodeJS.ProcessEnv; group: Row[]; plant: Row[] }> {
  const { sandbox, env } = await startDemoService();
  running.push(sandbox);
  const objectives = sandbox.store.all('objective') as Row[];
  return {
    sandbox,
    env,
    group: objectives.filter((row) => row.hoshin_id === GROUP_PLAN),
    plant: objectives.filter((row) => row.hoshin_id === PLANT_PLAN),
  };
}

const writes = (sandbox: RunningSandbox) => sandbox.stats.log.filter((entry) => entry.method !== 'GET');

describe("an objective's parent objective by name", () => {
  it('says how to learn the parent plan when its objectives are not known here, and sends nothing', async () => {
    const { sandbox, env, plant } = await demo();
    sandbox.stats.log.length = 0;
    const result = await runInProcess(['update', 'objective', String(plant[0]!.id), 'parent_id=Zero harm'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('parent_id: "Zero harm" cannot be read as a name; nothing was sent');
    expect(result.stderr.replace(/\s+/g, ' ')).toContain('The objectives of parent plan “Nordwind Group 2026” (13) are not known here');
    expect(writes(sandbox)).toEqual([]);
  });

  it('takes a name (or the start of one) of the parent plan’s objectives, on update and on create', async () => {
    const { sandbox, env, group, plant } = await demo();
    for (const objective of group) expect((await runInProcess(['get', 'objective', String(objective.id)], env)).code).toBe(0);
    const zeroHarm = group.find((row) => row.name === 'Zero harm')!;
    const child = plant.find((row) => row.parent_id !== zeroHarm.id)!;

    const updated = await runInProcess(['update', 'objective', String(child.id), 'parent_id=zero h'], env);
    expect(updated.stderr).toBe('');
    expect(updated.code).toBe(0);
    expect(sandbox.store.get('objective', child.id as number)?.parent_id).toBe(zeroHarm.id);

    const created = await runInProcess(
      ['create', 'objective', '--parent', String(child.area_id), 'name=Safer foundry', 'parent_id=A digital twin', '--json'],
      env,
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const twin = group.find((row) => String(row.name).startsWith('A digital twin'))!;
    expect(sandbox.store.get('objective', JSON.parse(created.stdout).id)?.parent_id).toBe(twin.id);
  });

  it('refuses a name no objective of the parent plan has, naming those it knows, and sends nothing', async () => {
    const { sandbox, env, group, plant } = await demo();
    for (const objective of group) await runInProcess(['get', 'objective', String(objective.id)], env);
    sandbox.stats.log.length = 0;
    const result = await runInProcess(['update', 'objective', String(plant[0]!.id), 'parent_id=Moon landing'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('parent_id: "Moon landing" names no objective of the parent plan known here; nothing was sent');
    expect(result.stderr).toContain('Known: ');
    expect(result.stderr).toContain('Zero harm (');
    expect(writes(sandbox)).toEqual([]);
  });

  it('refuses a parent objective by name for a plan at the top, which has no parent plan', async () => {
    const { sandbox, env, group } = await demo();
    sandbox.stats.log.length = 0;
    const result = await runInProcess(['update', 'objective', String(group[0]!.id), 'parent_id=Anything'], env);
    expect(result.code).toBe(2);
    expect(result.stderr.replace(/\s+/g, ' ')).toContain('has no parent plan to take a parent objective from');
    expect(writes(sandbox)).toEqual([]);
  });
});
