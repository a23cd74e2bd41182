// hoshin move --where and update --where, in process against the sandbox in both flavours: a set
// of tasks moved in one step and back in one undo; run twice = changed once; an item changed since
// is left alone and named; a partial failure (a service refusing one task) names what was done and
// what was not, exit 7; no terminal and no --yes: refused with nothing sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { startAnswerProxy, type AnswerProxy } from '../helpers/answer-proxy.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess, type Row } from '../helpers/cli-in-process.js';

// A walk: each test starts where the one before left the sandbox, so the order is kept even
// when the suite runs shuffled (`--sequence.shuffle`).
const ORDERED = { shuffle: false } as const;

for (const flavour of ['spec', 'hoshinplan'] satisfies SandboxFlavour[])
  describe(`a change of many at once (${flavour} flavour)`, ORDERED, () => {
    let sandbox: RunningSandbox;
    let env: NodeJS.ProcessEnv;
    const hoshin = (...argv: string[]) => runInProcess(argv, env, undefined, { columns: 80 });
    /** Output as one line: a sentence may wrap at 80 columns anywhere. */
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    const live = (kind: string) => (sandbox.store.all(kind as 'task') as Row[]).filter((row) => row.deleted_at == null);
    const writes = () => sandbox.stats.log.filter((entry) => entry.method !== 'GET');
    /** An objective with at least three backlog tasks, and those tasks. */
    let objective: Row;
    let backlog: Row[];
    const query = () => `kind:task status:backlog hoshin:${String(objective.hoshin_id)}`;

    beforeAll(async () => {
      sandbox = await startSandbox({ flavour, seed: 'demo' });
      env = { ...isolatedDirs(), HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
      // The whole plan known here: every objective opened once (it lists its indicators and tasks).
      for (const row of live('objective')) expect((await hoshin('get', 'objective', String(row.id))).code).toBe(0);
      const counts = new Map<number, Row[]>();
      for (const task of live('task').filter((t) => (t.status ?? 'backlog') === 'backlog')) {
        const objectiveId = Number(task.objective_id);
        counts.set(objectiveId, [...(counts.get(objectiveId) ?? []), task]);
      }
      const [objectiveId] = [...counts.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
      objective = sandbox.store.get('objective', Number(objectiveId)) as Row;
      backlog = live('task').filter(
        (t) => (t.status ?? 'backlog') === 'backlog' && Number(t.hoshin_id ?? objective.hoshin_id) === Number(objective.hoshin_id),
      );
      expect(backlog.length).toBeGreaterThanOrEqual(2);
    });
    afterAll(async () => {
      await sandbox.close();
    });

    it('refuses without a terminal and without --yes, before anything is read or sent', async () => {
      sandbox.resetStats();
      const refused = await hoshin('move', '--where', query(), 'active');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('without --yes: no terminal to ask');
      expect(sandbox.stats.log).toEqual([]);
      const badQuery = await hoshin('move', '--where', 'colour:red', 'active', '--yes');
      expect(badQuery.code).toBe(2);
      expect(badQuery.stderr).toContain('query term "colour:red"');
      expect(writes()).toEqual([]);
    });

    it('moves the set in one step, one group in the log, and back in one undo; a task changed since is left alone and named', async () => {
      const ids = backlog.map((task) => task.id);
      const preview = await hoshin('move', '--where', query(), 'active', '--dry-run');
      expect(preview.code, preview.stdout + preview.stderr).toBe(0);
      expect(flat(preview.stdout)).toContain(`${ids.length} to change, 0 already so; nothing was sent (--dry-run)`);
      for (const line of preview.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(80);

      sandbox.resetStats();
      const moved = await hoshin('move', '--where', query(), 'active', '--yes');
      // Within hoshin:H, only that plan's objectives are listed again, not every plan's known here.
      const elsewhere = live('objective').filter((row) => row.hoshin_id !== objective.hoshin_id);
      expect(elsewhere.length).toBeGreaterThan(0);
      const listed = sandbox.stats.log.map((entry) => entry.path);
      for (const row of elsewhere) expect(listed).not.toContain(`/objectives/${String(row.id)}/tasks`);
      expect(moved.code, moved.stderr).toBe(0);
      expect(writes()).toHaveLength(ids.length);
      for (const id of ids) expect(sandbox.store.get('task', id)?.status).toBe('active');
      const group = /hoshin undo (g-[0-9a-z]+-[0-9a-f]{4})/.exec(moved.stdout)?.[1];
      expect(group, moved.stdout).toBeDefined();

      // Run again: nothing is backlog any more, nothing is sent.
      sandbox.resetStats();
      const again = await hoshin('move', '--where', query(), 'active', '--yes');
      expect(again.code, again.stderr).toBe(0);
      expect(flat(again.stdout)).toContain('nothing to send');
      expect(writes()).toEqual([]);

      const log = await hoshin('log');
      expect(log.stdout).toContain(`${group!}  `);
      expect(log.stdout).toMatch(new RegExp(`group of ${ids.length} changes: move --where`));
      expect(log.stdout.split('\n').filter((line) => /^ {2}[0-9a-z]+-[0-9a-f]{4} {2}/.test(line))).toHaveLength(ids.length);

      // A colleague completes one of them meanwhile.
      const [first, ...rest] = ids;
      sandbox.store.put('task', { ...(sandbox.store.get('task', first!) as Row), status: 'completed' });
      const unnamed = await hoshin('undo', '--yes');
      expect(unnamed.code).toBe(2);
      expect(unnamed.stderr).toContain(`name the group to undo: the last change is part of ${group!}`);

      sandbox.resetStats();
      const undone = await hoshin('undo', group!, '--yes');
      expect(undone.code, undone.stderr).toBe(7);
      expect(flat(undone.stdout)).toContain(`undid ${rest.length} of ${ids.length}`);
      expect(flat(undone.stdout)).toMatch(new RegExp(`task ${String(first)} .{0,80}: LEFT ALONE: task ${String(first)} changed since`));
      for (const id of rest) expect(sandbox.store.get('task', id)?.status).toBe('backlog');
      expect(sandbox.store.get('task', first!)?.status).toBe('completed');

      // Twice changes the service once.
      sandbox.resetStats();
      const twice = await hoshin('undo', group!, '--yes');
      expect(twice.code).toBe(7);
      expect(flat(twice.stdout)).toContain('nothing to send');
      expect(writes()).toEqual([]);
    });

    it('leaves a deleted task out: an open-tasks query neither finds nor moves it', async () => {
      const deleted = (sandbox.store.all('task') as Row[]).filter((task) => task.status === 'deleted').map((task) => task.id);
      expect(deleted.length).toBeGreaterThan(0);
      const open = 'kind:task -status:completed|discarded';
      const found = await hoshin('find', open, '--json');
      const ids = (JSON.parse(found.stdout) as { items: Row[] }).items.map((item) => item.id);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of deleted) expect(ids).not.toContain(id);
      const preview = await hoshin('move', '--where', open, 'active', '--dry-run');
      for (const id of deleted) expect(flat(preview.stdout)).not.toContain(`task ${String(id)} `);
    });

    it('updates the set once: run again, every item is already so and nothing is sent', async () => {
      // A saved view stands for its query (@NAME), as everywhere a query goes.
      const saved = await hoshin('view', 'save', 'open-tasks', `kind:task hoshin:${String(objective.hoshin_id)} -status:completed`);
      expect(saved.code, saved.stderr).toBe(0);
      const where = '@open-tasks';
      const first = await hoshin('update', '--where', where, 'deadline=2027-01-15', '--yes');
      expect(first.code, first.stderr).toBe(0);
      expect(flat(first.stdout)).toMatch(/changed \d+ of \d+/);
      sandbox.resetStats();
      const again = await hoshin('update', '--where', where, 'deadline=2027-01-15', '--yes');
      expect(again.code, again.stderr).toBe(0);
      expect(flat(again.stdout)).toMatch(/0 to change, \d+ already so; nothing to send/);
      expect(writes()).toEqual([]);

      // hoshin undo with no id, at a terminal: the last change is part of the group, so the group goes back.
      const changed = Number(/changed (\d+) of/.exec(flat(first.stdout))?.[1]);
      const undone = await runInProcess(['undo'], env, 'y\r', { columns: 80 });
      expect(undone.code, undone.stderr).toBe(0);
      expect(flat(undone.stderr)).toMatch(/Undo group g-[0-9a-z]+-[0-9a-f]{4} \(update --where "@open-tasks" deadline=2027-01-15\)/);
      expect(flat(undone.stdout)).toContain(`undid ${changed} of ${changed}`);
      expect(writes().filter((entry) => entry.method === 'PUT')).toHaveLength(changed);
    });

    it('--json names the group a script undoes, and whether the matches are all of the plan', async () => {
      const moved = await hoshin('move', '--where', query(), 'active', '--yes', '--json');
      expect(moved.code, moved.stderr).toBe(0);
      const answer = JSON.parse(moved.stdout) as { sent: boolean; group?: string; complete: boolean; items: Row[] };
      expect(answer.sent).toBe(true);
      expect(answer.complete).toBe(true);
      expect(answer.group).toMatch(/^g-[0-9a-z]+-[0-9a-f]{4}$/);
      const done = answer.items.filter((item) => item.state === 'done').map((item) => item.id);
      expect(done.length).toBeGreaterThan(0);
      const undone = await hoshin('undo', answer.group!, '--yes');
      expect(undone.code, undone.stdout + undone.stderr).toBe(0);
      for (const id of done) expect(sandbox.store.get('task', id)?.status).toBe('backlog');
    });

    describe('with a service that refuses one task', () => {
      let proxy: AnswerProxy;
      let proxied: NodeJS.ProcessEnv;
      beforeAll(async () => {
        proxy = await startAnswerProxy(sandbox.url);
        proxied = { ...env, HOSHIN_BASE_URL: proxy.url };
        // Another base URL is another service here: its index learns the plan anew.
        for (const row of live('objective')) expect((await runInProcess(['get', 'objective', String(row.id)], proxied)).code).toBe(0);
      });
      afterAll(async () => {
        await proxy.close();
      });

      it('names what was done and what was not, exit 7', async () => {
        const ids = live('task')
          .filter((t) => (t.status ?? 'backlog') === 'backlog' && backlog.some((b) => b.id === t.id))
          .map((t) => t.id);
        expect(ids.length).toBeGreaterThanOrEqual(2);
        const refusedId = ids[0]!;
        proxy.decide = (request) =>
          request.method === 'PUT' && request.url.startsWith(`/tasks/${String(refusedId)}?`)
            ? { type: 'answer', status: 422, json: { errors: { status: ['cannot be changed now'] } } }
            : { type: 'forward' };
        const result = await runInProcess(['move', '--where', query(), 'active', '--yes'], proxied, undefined, { columns: 80 });
        expect(result.code, result.stdout + result.stderr + proxy.seen.join('\n')).toBe(7);
        expect(flat(result.stdout)).toMatch(new RegExp(`task ${String(refusedId)} .{0,80}: NOT CHANGED \\(refused\\)`));
        expect(flat(result.stdout)).toContain(`changed ${ids.length - 1} of ${ids.length}`);
        expect(sandbox.store.get('task', refusedId)?.status ?? 'backlog').toBe('backlog');
        for (const id of ids.slice(1)) expect(sandbox.store.get('task', id)?.status).toBe('active');
      });
    });
  });
