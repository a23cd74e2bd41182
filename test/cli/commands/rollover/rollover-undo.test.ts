// One hoshin undo of a rollover's group puts the whole rollover back against both sandbox flavours:
// the new plan, its goals, areas, objectives, indicators and tasks deleted newest first (what the
// group made under what it made is its own), the old plan active again, and the service counts
// what it counted before. A task someone else added since under a new objective keeps that
// objective, its area and the plan (named, exit 7) and nothing else; a second run sends nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KindName } from '../../../../source/catalogue/catalogue.js';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../../../source/sandbox/server.js';
import { startAnswerProxy, type AnswerProxy } from '../../../helpers/answer-proxy.js';
import { isolatedDirs } from '../../../helpers/cli.js';
import { runHoshinInProcess } from '../../../helpers/cli-in-process.js';

const KINDS: readonly KindName[] = ['hoshin', 'goal', 'area', 'objective', 'indicator', 'task', 'indicator_history'];

describe.each(['spec', 'hoshinplan'] as const)('hoshin undo of a rollover (%s flavour)', (flavour: SandboxFlavour) => {
  let sandbox: RunningSandbox;
  let proxy: AnswerProxy;
  let env: Record<string, string>;
  const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });
  const writes = () => sandbox.stats.log.filter((entry) => entry.method !== 'GET');
  /** What the service holds: every kind's rows, and the company's and the old plan's counters and state (not when they were written). */
  const counted = () => {
    const unstamped = (row: Record<string, unknown> | undefined) => ({ ...row, updated_at: null });
    return {
      rows: Object.fromEntries(KINDS.map((kind) => [kind, sandbox.store.count(kind)])),
      company: unstamped(sandbox.store.get('company', 1)),
      plan: unstamped(sandbox.store.get('hoshin', 11)),
    };
  };

  beforeEach(async () => {
    sandbox = await startSandbox({ flavour, seed: 'demo' });
    proxy = await startAnswerProxy(sandbox.url);
    env = { ...isolatedDirs(), HOSHIN_BASE_URL: proxy.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
    for (const kind of ['objective', 'area', 'goal'] as const)
      for (const row of sandbox.store.where(kind, 'hoshin_id', 11)) expect((await hoshin('get', kind, String(row.id))).code).toBe(0);
  });
  afterEach(async () => {
    await proxy.close();
    await sandbox.close();
  });

  async function rollover(...extra: string[]): Promise<{ hoshin_id: number; group: string }> {
    const made = await hoshin('rollover', '11', '--name', 'Plan next year', '--yes', '--json', ...extra);
    expect(made.code, made.stderr).toBe(0);
    return JSON.parse(made.stdout);
  }

  // About 900 signed requests over loopback, each journaled before it is sent: 16-17 s measured at
  // load 13, where the suite's 15 s default cut it.
  it('puts the whole rollover back in one step, the old plan active again; a second run sends nothing', { timeout: 60_000 }, async () => {
    const before = counted();
    const answer = await rollover('--archive', '--targets');
    expect(sandbox.store.where('task', 'hoshin_id', answer.hoshin_id).length).toBeGreaterThan(0);
    const undo = await hoshin('undo', answer.group, '--yes');
    expect(undo.code, undo.stdout + undo.stderr).toBe(0);
    expect(undo.stdout).not.toContain('LEFT ALONE');
    expect(sandbox.store.get('hoshin', answer.hoshin_id)).toBeUndefined();
    expect(counted()).toEqual(before);
    sandbox.resetStats();
    const again = await hoshin('undo', answer.group, '--yes');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.replace(/\s+/g, ' ')).toContain('nothing to send');
    expect(writes()).toEqual([]);
  });

  it('a task someone else added under a new objective keeps only that objective, its area and the plan', async () => {
    const answer = await rollover();
    const objective = sandbox.store.where('objective', 'hoshin_id', answer.hoshin_id)[0]!;
    const colleague = { ...env, ...isolatedDirs() };
    const added = await runHoshinInProcess(['create', 'task', '--parent', String(objective.id), 'name=Order spare seals', '--json'], {
      env: colleague,
    });
    expect(added.code, added.stderr).toBe(0);
    const task = JSON.parse(added.stdout).id as number;

    const undo = await hoshin('undo', answer.group, '--yes');
    expect(undo.code, undo.stdout + undo.stderr).toBe(7);
    const said = undo.stdout.replace(/\s+/g, ' ');
    // The objective is named with the one resource under it that the rollover did not make.
    expect(said).toMatch(
      new RegExp(`objective ${objective.id}\\b[^:]*: LEFT ALONE: [^;]*has 1 resource under it that this change did not create`),
    );
    expect(said).toContain(`keeps objective ${objective.id}`);
    expect(said).toContain(`keeps area ${String(objective.area_id)}`);
    // Its chain stays; everything else the rollover made is gone.
    expect(sandbox.store.get('task', task)).toBeDefined();
    expect(sandbox.store.get('objective', objective.id as number)).toBeDefined();
    expect(sandbox.store.get('area', objective.area_id as number)).toBeDefined();
    expect(sandbox.store.get('hoshin', answer.hoshin_id)).toBeDefined();
    expect(sandbox.store.where('objective', 'hoshin_id', answer.hoshin_id).map((row) => row.id)).toEqual([objective.id]);
    expect(sandbox.store.where('area', 'hoshin_id', answer.hoshin_id).map((row) => row.id)).toEqual([objective.area_id]);
    expect(sandbox.store.where('goal', 'hoshin_id', answer.hoshin_id)).toEqual([]);
    expect(sandbox.store.where('task', 'hoshin_id', answer.hoshin_id).map((row) => row.id)).toEqual([task]);
    expect(sandbox.store.where('indicator', 'hoshin_id', answer.hoshin_id)).toEqual([]);

    // Run again: the same chain is named, nothing is sent.
    sandbox.resetStats();
    const again = await hoshin('undo', answer.group, '--yes');
    expect(again.code, again.stderr).toBe(7);
    expect(writes()).toEqual([]);
  });
  it('a field someone changed since on a new task leaves that task and its chain, each named', async () => {
    const answer = await rollover();
    const task = sandbox.store.where('task', 'hoshin_id', answer.hoshin_id)[0]!;
    const colleague = { ...env, ...isolatedDirs() };
    const renamed = await runHoshinInProcess(['update', 'task', String(task.id), 'name=Seals ordered by Ana'], { env: colleague });
    expect(renamed.code, renamed.stderr).toBe(0);

    const undo = await hoshin('undo', answer.group, '--yes');
    expect(undo.code, undo.stdout + undo.stderr).toBe(7);
    const said = undo.stdout.replace(/\s+/g, ' ');
    expect(said).toContain(`task ${task.id} changed since: name`);
    expect(said).toContain(`keeps task ${task.id}`);
    expect(sandbox.store.get('task', task.id as number)!.name).toBe('Seals ordered by Ana');
    expect(sandbox.store.get('objective', task.objective_id as number)).toBeDefined();
    expect(sandbox.store.where('objective', 'hoshin_id', answer.hoshin_id).map((row) => row.id)).toEqual([task.objective_id]);
    expect(sandbox.store.where('task', 'hoshin_id', answer.hoshin_id).map((row) => row.id)).toEqual([task.id]);
  });
  it('a new task whose delete the service refuses as the undo runs keeps its objective: the objective is not deleted with it', async () => {
    const answer = await rollover();
    const task = sandbox.store.where('task', 'hoshin_id', answer.hoshin_id)[0]!;
    proxy.decide = (request) =>
      request.method === 'DELETE' && request.url.includes(`/tasks/${task.id}`)
        ? { type: 'answer', status: 422, json: { errors: ['locked by a meeting'] } }
        : { type: 'forward' };
    const undo = await hoshin('undo', answer.group, '--yes');
    expect(undo.code, undo.stdout + undo.stderr).toBe(7);
    expect(undo.stdout.replace(/\s+/g, ' ')).toContain(`keeps task ${task.id}`);
    expect(sandbox.store.get('task', task.id as number)).toBeDefined();
    expect(sandbox.store.get('objective', task.objective_id as number)).toBeDefined();
    expect(sandbox.store.where('objective', 'hoshin_id', answer.hoshin_id).map((row) => row.id)).toEqual([task.objective_id]);
  });
});
