// hoshin rollover's parent plan and --archive against both sandbox flavours: an answer that does not
// show the new plan's parent is not "done" (exit 6); --archive archives the old plan once, as its own
// step in the rollover's journal group, so hoshin undo of the group makes it active again only while
// it is still archived; a refusal (not the plan's creator) is said as refused (exit 3).
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../../../source/sandbox/server.js';
import { startAnswerProxy, type AnswerProxy } from '../../../helpers/answer-proxy.js';
import { isolatedDirs } from '../../../helpers/cli.js';
import { runHoshinInProcess, runInProcess } from '../../../helpers/cli-in-process.js';

describe.each(['spec', 'hoshinplan'] as const)('hoshin rollover: parent plan and --archive (%s flavour)', (flavour: SandboxFlavour) => {
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
  afterEach(async () => {
    await proxy?.close();
    await sandbox.close();
  });

  it('a new plan whose answer does not show its parent is not said to be made (exit 6)', async () => {
    await start(true);
    await openWhole();
    proxy!.decide = (request) =>
      request.method === 'POST' && /\/companies\/\d+\/hoshins/.test(request.url)
        ? {
            type: 'forward-then-answer',
            status: 200,
            body: JSON.stringify({ id: 9999, name: 'Plan next year', company_id: 1, ancestry: null }),
            contentType: 'application/json',
          }
        : { type: 'forward' };
    const result = await hoshin('rollover', '11', '--name', 'Plan next year', '--yes');
    expect(result.code, result.stderr).toBe(6);
    expect(result.stdout).not.toContain('Made hoshin');
    expect(result.stderr.replace(/\s+/g, ' ')).toContain('parent_id=(empty)');
    // Nothing was made under the unconfirmed plan.
    expect(writes().filter((entry) => entry.method === 'POST')).toHaveLength(1);
  });

  it('--archive archives the old plan once, as its own step; undo of the group makes it active again', async () => {
    await start(false);
    await openWhole();
    const first = await hoshin('rollover', '11', '--name', 'Plan next year', '--archive', '--yes', '--json');
    expect(first.code, first.stderr).toBe(0);
    const answer = JSON.parse(first.stdout);
    expect(answer.old_plan).toBe('archived');
    expect(sandbox.store.get('hoshin', 11)!.state).toBe('archived');
    sandbox.resetStats();
    const again = await hoshin('rollover', '11', '--name', 'Plan next year', '--archive', '--yes');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('is archived already; nothing was sent');
    expect(writes()).toEqual([]);
    const undo = await hoshin('undo', answer.group, '--yes');
    // The archive is put back first (newest first); the old plan is active again.
    expect(undo.stdout.replace(/\s+/g, ' ')).toContain('update hoshin 11 "Hoshin 2026": state: active -> archived: undone');
    expect(sandbox.store.get('hoshin', 11)!.state).toBe('active');
    // Undone twice, nothing more is sent to the old plan.
    sandbox.resetStats();
    await hoshin('undo', answer.group, '--yes');
    expect(writes().filter((entry) => entry.path.startsWith('/hoshins/11'))).toEqual([]);
  });

  it("--archive refused (not the plan's creator): said as refused, the new plan made, the old one left active", async () => {
    await start(false);
    await openWhole();
    sandbox.store.put('hoshin', { ...sandbox.store.get('hoshin', 11)!, creator_id: 999 });
    const result = await hoshin('rollover', '11', '--name', 'Plan next year', '--archive', '--yes');
    expect(result.code).toBe(3);
    expect(result.stdout).toMatch(/Made hoshin \d+ "Plan next year"/);
    expect(result.stderr.replace(/\s+/g, ' ')).toContain('the service refused to archive the old plan, hoshin 11');
    expect(sandbox.store.get('hoshin', 11)!.state).toBe('active');
    expect(hoshinsNamed('Plan next year')).toHaveLength(1);
  });

  it('undo of the group leaves the old plan alone when it was made active again since', async () => {
    await start(false);
    await openWhole();
    const first = await hoshin('rollover', '11', '--name', 'Plan next year', '--archive', '--yes', '--json');
    expect(first.code, first.stderr).toBe(0);
    sandbox.store.put('hoshin', { ...sandbox.store.get('hoshin', 11)!, state: 'active' });
    sandbox.resetStats();
    const undo = await hoshin('undo', JSON.parse(first.stdout).group, '--yes');
    expect(undo.code).toBe(7);
    expect(undo.stdout.replace(/\s+/g, ' ')).toMatch(/update hoshin 11 "Hoshin 2026": state: active -> archived: LEFT ALONE/);
    expect(writes().filter((entry) => entry.path.startsWith('/hoshins/11'))).toEqual([]);
  });

  it('on a terminal, --archive is asked again once the new plan is made: a no leaves the old plan as it was', async () => {
    await start(false);
    await openWhole();
    const run = await runInProcess(['rollover', '11', '--name', 'Plan next year', '--archive'], env, 'y\rn\r');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Made hoshin \d+ "Plan next year"/);
    expect(run.stderr).toContain('Archive the old plan, hoshin 11?');
    expect(run.stdout).toContain('The old plan, hoshin 11, was left as it was.');
    expect(sandbox.store.get('hoshin', 11)!.state).toBe('active');
    expect(hoshinsNamed('Plan next year')).toHaveLength(1);
  });
});
