// The journal of changes run in process, in both sandbox flavours: log and undo
// round-trip an update, a move, a record and a create; what cannot be undone is refused with the
// reason; the file holds no secret and no signed URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { isolatedDirs, type RunResult } from '../helpers/cli.js';
import { databaseOf, serviceJournalOf } from '../helpers/state-database.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

// A walk: each test starts where the one before left the sandbox, so the order is kept even
// when the suite runs shuffled (`--sequence.shuffle`).
const ORDERED = { shuffle: false } as const;

/** A change as `hoshin log --json` lists it, as far as these tests read it. */
interface LoggedChange {
  readonly change: string;
  readonly what: string;
  readonly outcome: string;
  readonly follows?: string;
  readonly sent: { readonly day?: string };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the CLI's JSON answer, read by path as the tests need it
function json(result: RunResult): any {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

for (const flavour of ['spec', 'hoshinplan'] satisfies SandboxFlavour[])
  describe(`hoshin log and hoshin undo (${flavour} flavour)`, ORDERED, () => {
    let sandbox: RunningSandbox;
    let env: Record<string, string>;
    const ids: Record<string, number> = {};
    // A log line and a hint each read as one: their wrapping at 80 columns undone (piped-width.test.ts checks that).
    const hoshin = async (...args: string[]) => {
      const result = await runHoshinInProcess(args, { env });
      return { ...result, stdout: result.stdout.replace(/\n {36}(?=\S)/g, ' '), stderr: result.stderr.replace(/\n {4}(?=\S)/g, ' ') };
    };
    const newest = async () => json(await hoshin('log', '--json'))[0];

    async function create(name: string, kind: string, parent: number | null, ...fields: string[]): Promise<number> {
      const created = json(await hoshin('create', kind, ...(parent === null ? [] : ['--parent', String(parent)]), ...fields, '--json'));
      ids[name] = created.id;
      return created.id;
    }

    beforeAll(async () => {
      sandbox = await startSandbox({ flavour, seed: 'empty' });
      env = {
        ...isolatedDirs(),
        HOSHIN_BASE_URL: sandbox.url,
        HOSHIN_APP_KEY: sandbox.appKey,
        HOSHIN_APP_SECRET: sandbox.secret,
      };
      const company = await create('company', 'company', null, 'name=Journal Co');
      const plan = await create('hoshin', 'hoshin', company, 'name=Plan');
      const area = await create('area', 'area', plan, 'name=Operations');
      const objective = await create('objective', 'objective', area, 'name=Flow', 'responsible_id=1');
      await create(
        'indicator',
        'indicator',
        objective,
        'name=Output',
        'goal=100',
        'worst_value=0',
        'frequency=monthly',
        'responsible_id=1',
      );
      await create('task', 'task', objective, 'name=Fix the line');
    });
    afterAll(async () => {
      await sandbox.close();
    });

    it('undoes an update: the previous values go back, and the undo is a journalled change of its own', async () => {
      expect((await hoshin('update', 'task', String(ids.task), 'name=Fix line 2', 'deadline=2026-12-01')).code).toBe(0);
      const change = await newest();
      expect(change).toMatchObject({
        what: 'update',
        kind: 'task',
        id: ids.task,
        outcome: 'done',
        sent: { name: 'Fix line 2', deadline: '2026-12-01' },
      });
      expect(change.before).toMatchObject({ name: 'Fix the line', deadline: null });

      const undo = await hoshin('undo', change.change, '--yes');
      expect(undo.code, undo.stderr).toBe(0);
      expect(undo.stdout).toContain(`undid ${change.change}`);
      expect(json(await hoshin('get', 'task', String(ids.task), '--json'))).toMatchObject({
        name: 'Fix the line',
        deadline: null,
      });
      expect(await newest()).toMatchObject({
        what: 'update',
        undoes: change.change,
        outcome: 'done',
        sent: { name: 'Fix the line', deadline: null },
      });

      // The log says the update was undone, and by which change.
      const undoChange = (await newest()).change as string;
      const logged = await hoshin('log');
      expect(logged.stdout).toContain(`update task ${ids.task} "Fix the line": name: Fix the line -> Fix line 2`);
      expect(logged.stdout).toContain(`[done, undone by ${undoChange}]`);
      expect(json(await hoshin('log', '--json')).find((entry: LoggedChange) => entry.change === change.change)).toMatchObject({
        undone_by: undoChange,
      });
      // Run again, the same command changes nothing: already undone, nothing sent.
      const requests = sandbox.stats.requests;
      const again = await hoshin('undo', change.change, '--yes');
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toMatch(
        // One sentence, wrapped at 80 columns with its continuation indented.
        new RegExp(`^already undone: ${change.change} \\(update task ${ids.task} [^]*\\),\\s+by\\s+change\\s+\\S+;\\s+nothing\\s+sent\n$`),
      );
      expect(sandbox.stats.requests).toBe(requests);
    });

    it('in a script, wants the change named, shows it before anything is sent, and --dry-run sends nothing', async () => {
      expect((await hoshin('update', 'task', String(ids.task), 'name=Scripted')).code).toBe(0);
      const change = await newest();
      const requests = sandbox.stats.requests;
      // A bare --yes would undo another change once this one is undone: refused, naming this one.
      const bare = await hoshin('undo', '--yes');
      expect(bare.code).toBe(2);
      expect(bare.stderr).toContain(`with --yes, name the change to undo: the last one is ${change.change}\n`);
      expect(bare.stderr).toContain(`It would undo ${change.change}: update task ${ids.task}`);
      expect(bare.stderr).toContain(`hoshin undo ${change.change} --yes`);
      // Without --yes and without a terminal: refused, naming the change it would undo.
      const unasked = await hoshin('undo');
      expect(unasked.code).toBe(2);
      expect(unasked.stderr).toContain(`refusing to undo ${change.change} without --yes: no terminal to ask\n`);
      expect(unasked.stderr).toContain(`It would undo ${change.change}: update task ${ids.task}`);
      const dry = await hoshin('undo', change.change, '--dry-run');
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toContain(`Undo ${change.change} (update task ${ids.task}`);
      expect(dry.stdout).toContain(`would send (nothing was sent):\n  update task ${ids.task}: name=`);
      expect(json(await hoshin('undo', change.change, '--dry-run', '--json'))).toMatchObject({
        change: change.change,
        would_send: [expect.stringContaining(`update task ${ids.task}`)],
      });
      expect(sandbox.stats.log.slice(requests).filter((entry) => entry.method !== 'GET')).toEqual([]);
      expect(sandbox.store.get('task', ids.task as number)?.name).toBe('Scripted');
      expect((await hoshin('undo', change.change, '--yes')).code).toBe(0);
      expect(sandbox.store.get('task', ids.task as number)?.name).not.toBe('Scripted');
    });

    it('undoes a move: the task goes back to its previous status', async () => {
      expect((await hoshin('move', String(ids.task), 'active')).code).toBe(0);
      const change = await newest();
      expect(change).toMatchObject({
        what: 'move',
        before: { status: 'backlog' },
        sent: { status: 'active' },
        outcome: 'done',
      });
      const log = await hoshin('log');
      expect(log.stdout).toMatch(
        new RegExp(`${change.change} .* move task ${ids.task} "Fix the line": status: backlog -> active +\\[done\\]`),
      );
      expect((await hoshin('undo', change.change, '--yes')).code).toBe(0);
      expect(json(await hoshin('get', 'task', String(ids.task), '--json')).status).toBe('backlog');
    });

    it('undoes a record: the value is deleted and the indicator it moved is put back', async () => {
      const indicator = String(ids.indicator);
      expect((await hoshin('record', indicator, '50', '--day', '2026-09-30')).code).toBe(0);
      const before = json(await hoshin('get', 'indicator', indicator, '--json'));
      const recorded = json(await hoshin('record', indicator, '70', '--day', '2026-10-31', '--json'));
      expect(json(await hoshin('get', 'indicator', indicator, '--json'))).toMatchObject({ last_update: '2026-10-31' });
      const changes = json(await hoshin('log', '--json'));
      const record = changes.find((change: LoggedChange) => change.what === 'record' && change.sent.day === '2026-10-31');
      expect(record).toMatchObject({
        kind: 'indicator_history',
        parent: ids.indicator,
        id: recorded.history.id,
        outcome: 'done',
      });
      // The indicator's move is journalled with the record it belongs to.
      expect(changes.find((change: LoggedChange) => change.follows === record.change)).toMatchObject({
        kind: 'indicator',
        id: ids.indicator,
        sent: { value: 70, last_update: '2026-10-31' },
      });

      const undo = await hoshin('undo', record.change, '--yes');
      expect(undo.code, undo.stderr).toBe(0);
      expect(undo.stdout).toContain(`undid ${record.change}`);
      expect((await hoshin('get', 'history', String(recorded.history.id))).code).toBe(4);
      const after = json(await hoshin('get', 'indicator', indicator, '--json'));
      expect([Number(after.value), after.last_update, after.next_update]).toEqual([
        Number(before.value),
        before.last_update,
        before.next_update,
      ]);
    });

    it('undoes a create: the resource is deleted', async () => {
      const id = await create('extra', 'task', ids.objective as number, 'name=Created by mistake');
      const change = await newest();
      expect(change).toMatchObject({ what: 'create', id, parent: ids.objective, outcome: 'done' });
      const undo = await hoshin('undo', change.change, '--yes');
      expect(undo.code, undo.stderr).toBe(0);
      expect((await hoshin('get', 'task', String(id))).code).toBe(4);
      expect(await newest()).toMatchObject({ what: 'delete', id, undoes: change.change, outcome: 'done' });
    });

    it('refuses what cannot be undone, with the reason: a delete, a change overtaken by another, a refused write', async () => {
      const doomed = await create('doomed', 'task', ids.objective as number, 'name=Doomed');
      expect((await hoshin('delete', 'task', String(doomed), '--yes')).code).toBe(0);
      const deleted = await hoshin('undo', (await newest()).change, '--yes');
      expect(deleted.code).toBe(2);
      expect(deleted.stderr).toContain('a delete cannot be undone');

      expect((await hoshin('update', 'task', String(ids.task), 'name=Ours')).code).toBe(0);
      const ours = await newest();
      // Someone else (another machine: another journal) changes it after us.
      const other = { ...env, ...isolatedDirs() };
      expect((await runHoshinInProcess(['update', 'task', String(ids.task), 'name=Theirs'], { env: other })).code).toBe(0);
      const overtaken = await hoshin('undo', ours.change, '--yes');
      expect(overtaken.code).toBe(2);
      expect(overtaken.stderr).toContain(
        `task ${ids.task} changed since: name was "Fix the line" before, the change set "Ours", it is "Theirs" now; an undo would overwrite that, so nothing is sent`,
      );
      expect(json(await hoshin('get', 'task', String(ids.task), '--json')).name).toBe('Theirs');

      // A write the service refuses is journalled as refused, with its reason; nothing to undo.
      expect((await hoshin('update', 'task', '999999', 'name=Nobody')).code).toBe(4);
      const refused = await newest();
      expect(refused).toMatchObject({
        what: 'update',
        id: 999999,
        outcome: 'refused',
        reason: expect.stringContaining('not found'),
      });
      const notApplied = await hoshin('undo', refused.change, '--yes');
      expect([notApplied.code, notApplied.stderr]).toEqual([2, expect.stringContaining('it was not applied')]);
      const unknownId = await hoshin('undo', 'zzzz', '--yes');
      expect([unknownId.code, unknownId.stderr]).toEqual([4, expect.stringContaining('no change zzzz in the journal')]);
    });

    it('settles a write a crash left unknown when the next command reads the resource', async () => {
      const name = json(await hoshin('get', 'task', String(ids.task), '--json')).name;
      // A process that sent this rename ten minutes ago and died before the answer.
      const crashed = serviceJournalOf(env, sandbox.url, sandbox.appKey, { now: () => Date.now() - 10 * 60_000 }).begin({
        what: 'update',
        kind: 'task',
        id: ids.task as number,
        parent: null,
        sent: { name },
        before: { name: 'Before the crash' },
      });
      const before = await hoshin('log');
      expect(before.stdout).toContain('1 still unknown');
      expect(before.stdout).toMatch(new RegExp(`${crashed} .*\\[UNKNOWN: no answer was recorded`));
      expect((await hoshin('get', 'task', String(ids.task))).code).toBe(0);
      const settled = json(await hoshin('log', '--json')).find((change: LoggedChange) => change.change === crashed);
      expect(settled).toMatchObject({
        outcome: 'done',
        settled: true,
        reason: expect.stringContaining('the service holds the values sent'),
      });
      expect((await hoshin('log')).stdout).toContain('every outcome is known');
    });

    it('keeps no secret and no signed URL in the journal, and log --since filters by day', async () => {
      const rows = databaseOf(env).statement('SELECT * FROM changes').all();
      expect(rows.length).toBeGreaterThan(10);
      const text = JSON.stringify(rows);
      expect(text).not.toContain(sandbox.secret);
      expect(text).not.toMatch(/signature=|timestamp=|https?:\/\//);
      expect(json(await hoshin('log', '--since', '2999-01-01', '--json'))).toEqual([]);
      expect((await hoshin('log', '--since', '2026-02-30')).code).toBe(2);
      const all = json(await hoshin('log', '--since', '2020-01-01', '--json'));
      expect(all.length).toBe(json(await hoshin('log', '--json')).length);
      expect(all.every((change: LoggedChange) => change.outcome !== 'unknown')).toBe(true);
    });
  });
