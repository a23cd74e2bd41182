// hoshin rollover in process against both sandbox flavours (the hoshinplan flavour's task lifecycle
// included: an active task is made through its transition): refused with nothing sent for bad input,
// without --yes off a terminal, and while the plan is not known whole; the demo plan rolled over
// makes a plan the service counts alike, and a second run makes nothing. Interrupted midway (an
// answer lost before or after the service acted), the same command finishes without duplicates, or
// says it cannot know and sends nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../../../source/sandbox/server.js';
import { startAnswerProxy, type AnswerProxy, type ProxyAction } from '../../../helpers/answer-proxy.js';
import { isolatedDirs } from '../../../helpers/cli.js';
import { runHoshinInProcess, runInProcess } from '../../../helpers/cli-in-process.js';

const COUNTERS = ['areas_count', 'goals_count', 'objectives_count', 'indicators_count', 'tasks_count'] as const;

describe.each(['spec', 'hoshinplan'] as const)('hoshin rollover (%s flavour)', (flavour: SandboxFlavour) => {
  let sandbox: RunningSandbox;
  let proxy: AnswerProxy | undefined;
  let env: Record<string, string>;
  const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });
  const writes = () => sandbox.stats.log.filter((entry) => entry.method !== 'GET');
  const hoshinsNamed = (name: string) => sandbox.store.where('hoshin', 'company_id', 1).filter((row) => row.name === name);

  async function start(withProxy: boolean): Promise<void> {
    sandbox = await startSandbox({ flavour, seed: 'demo' });
    proxy = withProxy ? await startAnswerProxy(sandbox.url) : undefined;
    env = {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: proxy?.url ?? sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    };
  }
  /** Every area, goal and objective of the hoshin opened here: the plan known whole. */
  async function openWhole(hoshinId = 11): Promise<void> {
    for (const kind of ['objective', 'area', 'goal'] as const)
      for (const row of sandbox.store.where(kind, 'hoshin_id', hoshinId)) expect((await hoshin('get', kind, String(row.id))).code).toBe(0);
  }
  function expectSameCounts(newId: number): void {
    const old = sandbox.store.get('hoshin', 11)!;
    const made = sandbox.store.get('hoshin', newId)!;
    for (const counter of COUNTERS) expect(made[counter], counter).toBe(old[counter]);
    expect(sandbox.store.where('hoshin', 'company_id', 1).filter((row) => row.name === 'Plan next year')).toHaveLength(1);
  }
  afterEach(async () => {
    await proxy?.close();
    await sandbox.close();
  });

  it('refuses bad input, a run without --yes off a terminal, and a plan not known whole: nothing sent', async () => {
    await start(false);
    sandbox.resetStats();
    for (const [args, words] of [
      [['rollover', '11'], '--name'],
      [['rollover', 'x', '--name', 'P'], 'is not an id'],
      [['rollover', '11', '--name', ' '], 'is not a plan name'],
      [['rollover', '11', '--name', 'P'], 'without --yes'],
    ] as const) {
      const result = await hoshin(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.replace(/\s+/g, ' ')).toContain(words);
    }
    expect(sandbox.stats.requests).toBe(0);
    expect((await hoshin('get', 'objective', '61')).code).toBe(0);
    sandbox.resetStats();
    const partial = await hoshin('rollover', '11', '--name', 'Plan next year', '--yes');
    expect(partial.code).toBe(2);
    const said = partial.stderr.replace(/\s+/g, ' ');
    expect(said).toContain('is not known whole here');
    expect(said).toContain("the service cannot list an area's objectives");
    expect(said).toContain('hoshin get goal');
    expect(writes()).toEqual([]);
  });

  it('makes a plan the service counts alike, open tasks only, and a second run makes nothing', async () => {
    await start(false);
    await openWhole();
    const first = await hoshin('rollover', '11', '--name', 'Plan next year', '--yes', '--json');
    expect(first.code, first.stderr).toBe(0);
    const answer = JSON.parse(first.stdout);
    expect(first.stderr).toContain('will make');
    expectSameCounts(answer.hoshin_id);
    // The parent plan was not rolled over here: the new plan goes under the old plan's parent.
    const oldAncestry = sandbox.store.get('hoshin', 11)!.ancestry;
    expect(oldAncestry).toMatch(/^\d+(\/\d+)*$/);
    expect(sandbox.store.get('hoshin', answer.hoshin_id)!.ancestry).toBe(oldAncestry);
    expect(answer.parent_hoshin).toEqual({ id: Number(String(oldAncestry).split('/').pop()), new_plan_of_parent: false });
    expect(first.stderr.replace(/\s+/g, ' ')).toContain("goes: under the old plan's parent");
    const oldTasks = sandbox.store.where('task', 'hoshin_id', 11);
    const newTasks = sandbox.store.where('task', 'hoshin_id', answer.hoshin_id);
    const open = oldTasks.filter((task) => ['backlog', 'active'].includes(String(task.status)));
    expect(newTasks.map((task) => [task.name, task.status, task.deadline, task.responsible_id]).sort()).toEqual(
      open.map((task) => [task.name, task.status, task.deadline, task.responsible_id]).sort(),
    );
    const newIndicators = sandbox.store.where('indicator', 'hoshin_id', answer.hoshin_id);
    for (const indicator of newIndicators)
      expect(sandbox.store.where('indicator_history', 'indicator_id', indicator.id as number)).toEqual([]);
    sandbox.resetStats();
    const again = await hoshin('rollover', '11', '--name', 'Plan next year', '--yes');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`the new plan is hoshin ${answer.hoshin_id}`);
    expect(writes()).toEqual([]);
    // Another name for the same plan is refused, naming the first.
    const other = await hoshin('rollover', '11', '--name', 'Another', '--yes');
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('was rolled over here as "Plan next year"');
    expect(writes()).toEqual([]);
  });

  it('on a terminal, shows the plan first and makes nothing when the answer is no', async () => {
    await start(false);
    await openWhole();
    sandbox.resetStats();
    const no = await runInProcess(['rollover', '11', '--name', 'Plan next year'], env, 'n\r');
    expect(no.code, no.stderr).toBe(0);
    expect(no.stdout.replace(/\s+/g, ' ')).toContain('will make: 1 hoshin, 3 long-term goals, 4 areas, 12 objectives');
    expect(no.stdout).toContain('stays behind');
    expect(no.stderr).toContain('Nothing was made.');
    expect(writes()).toEqual([]);
    const yes = await runInProcess(['rollover', '11', '--name', 'Plan next year'], env, 'yes\r');
    expect(yes.code, yes.stderr).toBe(0);
    expect(yes.stdout).toMatch(/Made hoshin \d+ "Plan next year"/);
    expect(hoshinsNamed('Plan next year')).toHaveLength(1);
  });

  it("re-points the objectives' parent links to the parent plan's new objectives once that plan was rolled over", async () => {
    await start(false);
    const parentId = Number(String(sandbox.store.get('hoshin', 11)!.ancestry).split('/').pop());
    await openWhole(parentId);
    const parent = await hoshin('rollover', String(parentId), '--name', 'Group next year', '--yes', '--json');
    expect(parent.code, parent.stderr).toBe(0);
    const newParent = JSON.parse(parent.stdout).hoshin_id as number;
    await openWhole();
    const child = await hoshin('rollover', '11', '--name', 'Plan next year', '--yes', '--json');
    expect(child.code, child.stderr).toBe(0);
    const answer = JSON.parse(child.stdout);
    // The new plan goes under the parent plan's new plan, said first.
    expect(child.stderr.replace(/\s+/g, ' ')).toContain(`goes: under hoshin ${newParent}, the new plan of the parent plan`);
    const newParentPath = [sandbox.store.get('hoshin', newParent)!.ancestry, newParent].filter((part) => part !== null).join('/');
    expect(sandbox.store.get('hoshin', answer.hoshin_id)!.ancestry).toBe(newParentPath);
    const shown = (await hoshin('get', 'hoshin', String(answer.hoshin_id))).stdout;
    expect(shown).toMatch(new RegExp(`Parent plan +Group next year \\(${newParent}\\)`));
    const linked = sandbox.store.where('objective', 'hoshin_id', 11).filter((row) => typeof row.parent_id === 'number');
    expect(linked.length).toBeGreaterThan(0);
    expect(answer.parent_links).toEqual({ repointed: linked.length, kept: 0 });
    const newParents = new Set(sandbox.store.where('objective', 'hoshin_id', newParent).map((row) => row.id));
    const newLinked = sandbox.store.where('objective', 'hoshin_id', answer.hoshin_id).filter((row) => row.parent_id !== null);
    expect(newLinked).toHaveLength(linked.length);
    for (const row of newLinked) expect(newParents.has(row.parent_id as number), String(row.name)).toBe(true);
    // Each new link names the parent's new objective of the same name as the old link did.
    for (const row of linked) {
      const made = newLinked.find((candidate) => candidate.name === row.name)!;
      expect(sandbox.store.get('objective', made.parent_id as number)!.name).toBe(
        sandbox.store.get('objective', row.parent_id as number)!.name,
      );
    }
  });

  it('a new plan removed since (an undo) is said, and nothing is made', async () => {
    await start(false);
    await openWhole();
    const first = await hoshin('rollover', '11', '--name', 'Plan next year', '--yes', '--json');
    const made = JSON.parse(first.stdout).hoshin_id as number;
    sandbox.store.delete('hoshin', made);
    sandbox.resetStats();
    const again = await hoshin('rollover', '11', '--name', 'Plan next year', '--yes');
    expect(again.code).toBe(4);
    expect(again.stderr.replace(/\s+/g, ' ')).toContain(`hoshin ${made}, made by this rollover, is gone`);
    expect(writes()).toEqual([]);
  });

  it('with --targets, ramps each new indicator to its goal, one target a month', async () => {
    await start(false);
    await openWhole();
    const result = await hoshin('rollover', '11', '--name', 'Plan next year', '--yes', '--targets', '--json');
    expect(result.code, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout);
    expect(answer.targets.failed).toEqual([]);
    const indicator = sandbox.store.where('indicator', 'hoshin_id', answer.hoshin_id)[0]!;
    const rows = sandbox.store.where('indicator_history', 'indicator_id', indicator.id as number);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.value === null || row.value === undefined)).toBe(true);
    expect(new Set(rows.map((row) => String(row.day).slice(0, 7))).size).toBe(rows.length);
  });

  const interruptions: [string, string, (path: string) => ProxyAction, number][] = [
    [
      'a failing service before it acted (an area refused with a 503)',
      'areas',
      () => ({ type: 'answer', status: 503, json: { error: 'down' } }),
      6,
    ],
    ['an answer lost after the service made a task', 'tasks', () => ({ type: 'forward-then', then: 'drop' }), 6],
  ];
  it.each(interruptions)('interrupted by %s, the same command finishes without duplicates', async (_, path, failure, code) => {
    await start(true);
    await openWhole();
    let failed = false;
    proxy!.decide = (request) => {
      if (!failed && request.method === 'POST' && request.url.includes(`/${path}`)) {
        failed = true;
        return failure(request.url);
      }
      return { type: 'forward' };
    };
    const first = await hoshin('rollover', '11', '--name', 'Plan next year', '--yes');
    expect(first.code, first.stderr).toBe(code);
    expect(first.stderr.replace(/\s+/g, ' ')).toContain('run the same command again to finish it');
    const again = await hoshin('rollover', '11', '--name', 'Plan next year', '--yes', '--json');
    expect(again.code, again.stderr).toBe(0);
    const answer = JSON.parse(again.stdout);
    expectSameCounts(answer.hoshin_id);
    expect(hoshinsNamed('Plan next year')).toHaveLength(1);
    // Both runs' writes are one group of the journal.
    const log = JSON.parse((await hoshin('log', '--json')).stdout) as { group?: string }[];
    expect(log.length).toBeGreaterThan(30);
    expect(new Set(log.map((change) => change.group))).toEqual(new Set([answer.group]));
  });

  it('an area made but its answer lost: the next run says it cannot know, and sends nothing', async () => {
    await start(true);
    await openWhole();
    let failed = false;
    proxy!.decide = (request) => {
      if (!failed && request.method === 'POST' && request.url.includes('/areas')) {
        failed = true;
        return { type: 'forward-then', then: 'drop' };
      }
      return { type: 'forward' };
    };
    expect((await hoshin('rollover', '11', '--name', 'Plan next year', '--yes')).code).toBe(6);
    sandbox.resetStats();
    const again = await hoshin('rollover', '11', '--name', 'Plan next year', '--yes');
    expect(again.code).toBe(6);
    expect(again.stderr.replace(/\s+/g, ' ')).toContain('no answer came');
    expect(writes()).toEqual([]);
  });
});
