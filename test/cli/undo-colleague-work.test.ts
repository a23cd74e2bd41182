// An undo of a create never deletes a colleague's work: another state directory (another machine,
// the same key) adds something under the created resource, and the undo asks the service what is
// under it before the delete: listed under an objective, counted under a hoshin, only the plan's
// count for an area, a last update for an indicator. In process against the sandbox of each flavour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KindName } from '../../source/catalogue/catalogue.js';
import type { SandboxFlavour } from '../../source/sandbox/flavour.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess } from '../helpers/cli-in-process.js';

describe.each<SandboxFlavour>(['spec', 'hoshinplan'])("undo of a create with a colleague's work under it (%s flavour)", (flavour) => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', flavour });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  function machine(): NodeJS.ProcessEnv {
    return { ...isolatedDirs(), HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
  }

  async function created(env: NodeJS.ProcessEnv, kind: KindName, parent: number, ...fields: string[]): Promise<number> {
    const result = await runInProcess(['create', kind, '--parent', String(parent), ...fields, '--json'], env);
    expect(result.code, result.stderr).toBe(0);
    return (JSON.parse(result.stdout) as { id: number }).id;
  }

  async function undoLast(env: NodeJS.ProcessEnv) {
    const [last] = JSON.parse((await runInProcess(['log', '--json'], env)).stdout) as { change: string }[];
    return runInProcess(['undo', (last as { change: string }).change, '--yes'], env);
  }

  const area = () => sandbox.store.all('area')[0] as { id: number; hoshin_id: number };

  it('an objective with a task another directory added: refused (exit 2), both still there', async () => {
    const a = machine();
    const b = machine();
    const objective = await created(a, 'objective', area().id, 'name=Cut scrap by half');
    const task = await created(b, 'task', objective, 'name=Audit the sand plant');
    const undo = await undoLast(a);
    expect(undo.code, undo.stderr).toBe(2);
    expect(undo.stderr).toContain(`has 1 resource under it that this change did not create`);
    expect(sandbox.store.get('objective', objective)).toBeDefined();
    expect(sandbox.store.get('task', task)).toBeDefined();
  });

  it('a hoshin with an area another directory added: refused by its count, both still there', async () => {
    const a = machine();
    const b = machine();
    const hoshin = await created(a, 'hoshin', 1, 'name=Plan 2031');
    const added = await created(b, 'area', hoshin, 'name=Quality');
    const undo = await undoLast(a);
    expect(undo.code, undo.stderr).toBe(2);
    expect(undo.stderr).toContain('has 1 resource under it that this change did not create');
    expect(sandbox.store.get('area', added)).toBeDefined();
  });

  it('an area: refused while its plan counts objectives the service cannot place; an indicator with a value recorded elsewhere: refused', async () => {
    const a = machine();
    const b = machine();
    const made = await created(a, 'area', area().hoshin_id, 'name=Logistics');
    const refused = await undoLast(a);
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toContain('may have resources under it that this change did not create');
    expect(sandbox.store.get('area', made)).toBeDefined();

    const objective = sandbox.store.all('objective')[0] as { id: number };
    const indicator = await created(a, 'indicator', objective.id, 'name=Pallets per hour', 'frequency=monthly');
    expect((await runInProcess(['record', String(indicator), '12', '--day', '2026-10-31'], b)).code).toBe(0);
    const undo = await undoLast(a);
    expect(undo.code, undo.stderr).toBe(2);
    expect(undo.stderr).toContain('may have resources under it that this change did not create');
    expect(sandbox.store.get('indicator', indicator)).toBeDefined();
  });

  it('an objective with nothing under it is deleted as before', async () => {
    const a = machine();
    const objective = await created(a, 'objective', area().id, 'name=Short-lived');
    const undo = await undoLast(a);
    expect(undo.code, undo.stderr).toBe(0);
    expect(sandbox.store.get('objective', objective)).toBeUndefined();
  });
});
