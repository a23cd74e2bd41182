// hoshin remind in process against both sandbox flavours: a digest of the demo plan names every late
// item under its owner (and where the service has stopped reminding), says when it is partial (exit 7
// as due), writes nothing to the service, prints nothing at all for a plan known whole with nothing
// due, and refuses bad input before any request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../../../source/domain/dates.js';
import { daysFrom } from '../../../../source/domain/relative-dates.js';
import { PEOPLE } from '../../../../source/sandbox/demo-plan.js';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../../../source/sandbox/server.js';
import { isolatedDirs } from '../../../helpers/cli.js';
import { runHoshinInProcess, type Row } from '../../../helpers/cli-in-process.js';

// A walk: each test starts where the one before left the sandbox, so the order is kept even
// when the suite runs shuffled (`--sequence.shuffle`).
const ORDERED = { shuffle: false } as const;

const TODAY = localDay(Date.now());

for (const flavour of ['spec', 'hoshinplan'] satisfies SandboxFlavour[])
  describe(`hoshin remind (${flavour} flavour)`, ORDERED, () => {
    let sandbox: RunningSandbox;
    let env: Record<string, string>;
    const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });
    const writes = () => sandbox.stats.log.filter((entry) => entry.method !== 'GET');
    const nameOf = (id: unknown) => PEOPLE.find((person) => person.id === id)?.name ?? `user ${String(id)}`;

    beforeAll(async () => {
      sandbox = await startSandbox({ flavour, seed: 'demo' });
      env = { ...isolatedDirs(), HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
    });
    afterAll(async () => {
      await sandbox.close();
    });

    it('refuses bad input with a clear error, and sends nothing', async () => {
      sandbox.resetStats();
      for (const [args, words] of [
        [['remind'], '--hoshin'],
        [['remind', '--hoshin', 'x'], 'is not an id'],
        [['remind', '--hoshin', '11', '--days', 'soon'], 'is not a number of days'],
        [['remind', '--hoshin', '11', '--format', 'pdf'], 'is not a format'],
        [['remind', '--hoshin', '11', '--owner', 'me'], 'hoshin profile me EMAIL'],
      ] as const) {
        const result = await hoshin(...args);
        expect(result.code, args.join(' ')).toBe(2);
        expect(result.stderr).toContain(words);
        expect(result.stdout).toBe('');
      }
      expect(sandbox.stats.requests).toBe(0);
    });

    it('a plan known in part: what is known, and that it is partial (exit 7)', async () => {
      expect((await hoshin('get', 'objective', '61')).code).toBe(0);
      const result = await hoshin('remind', '--hoshin', '11');
      expect(result.code, result.stderr).toBe(7);
      expect(result.stdout).toContain('not all of the plan');
    });

    it('names every late item under its owner, with how late and where the service stopped reminding', async () => {
      const objectives = sandbox.store.where('objective', 'hoshin_id', 11).map((objective) => Number(objective.id));
      for (const id of objectives) expect((await hoshin('get', 'objective', String(id))).code).toBe(0);
      sandbox.resetStats();
      const json = await hoshin('remind', '--hoshin', '11', '--format', 'json');
      expect(json.code, json.stderr).toBe(0);
      expect(writes()).toEqual([]);
      const digest = JSON.parse(json.stdout);
      expect(digest.complete).toBe(true);
      expect(digest.plan_owner).toBe(nameOf(1));
      const late = [
        ...(sandbox.store.where('indicator', 'hoshin_id', 11) as Row[])
          .filter((row) => String(row.next_update) < TODAY)
          .map((row) => ['indicator', row]),
        ...(sandbox.store.where('task', 'hoshin_id', 11) as Row[])
          .filter((row) => ['active', 'backlog'].includes(String(row.status)) && row.deadline && String(row.deadline) < TODAY)
          .map((row) => ['task', row]),
      ] as [string, Row][];
      expect(late.length).toBeGreaterThan(0);
      for (const [kind, row] of late) {
        const owner = digest.owners.find((part: { owner: string }) => part.owner === nameOf(row.responsible_id));
        const item = owner?.due.find((entry: { kind: string; id: number }) => entry.kind === kind && entry.id === row.id);
        expect(item, `${kind} ${row.id}`).toBeDefined();
        const days = -daysFrom(TODAY, String(kind === 'task' ? row.deadline : row.next_update));
        expect(item.days_late).toBe(days);
        expect(item.service_reminds).toBe(row.reminder === false ? 'off' : days > 5 ? 'stopped' : 'reminds');
      }
      // The words of the review pack, cut to 80 columns for mail.
      const text = await hoshin('remind', '--hoshin', '11');
      expect(text.code).toBe(0);
      for (const line of text.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
      const flat = text.stdout.replace(/\s+/g, ' ');
      const [kind, row] = late[0]!;
      expect(flat).toContain(`${nameOf(row.responsible_id)}:`);
      expect(flat).toContain(`${kind} ${row.id} `);
      expect(flat).toMatch(/\(\d+ days? late\)/);
      expect(flat).toContain(`Roll-up for ${nameOf(1)}`);
      const html = await hoshin('remind', '--hoshin', '11', '--format', 'html');
      expect(html.stdout).toContain('<h2>');
      expect((await hoshin('remind', '--hoshin', '11', '--format', 'md')).stdout).toContain('## Roll-up for');
    });

    it('--owner me: only the part of the person the profile was told it is', async () => {
      const samuel = PEOPLE.find((person) => person.name === 'Samuel Okafor')!;
      expect((await hoshin('profile', 'me', samuel.email)).code).toBe(0);
      const result = await hoshin('remind', '--hoshin', '11', '--owner', 'me', '--format', 'json');
      expect(result.code, result.stderr).toBe(0);
      const digest = JSON.parse(result.stdout);
      expect(digest.owners.map((part: { owner: string }) => part.owner)).toEqual([samuel.name]);
      expect(digest.owners[0].due.length).toBeGreaterThan(0);
    });

    it('escapes a hostile name in HTML and shows its controls in text', async () => {
      const task = sandbox.store
        .where('task', 'hoshin_id', 11)
        .find((row) => ['active', 'backlog'].includes(String(row.status)) && row.deadline && String(row.deadline) < TODAY)!;
      sandbox.store.put('task', { ...task, name: '<script>x</script>\u001b[31mred' });
      try {
        expect((await hoshin('get', 'objective', String(task.objective_id))).code).toBe(0);
        const html = await hoshin('remind', '--hoshin', '11', '--format', 'html');
        expect(html.stdout).not.toContain('<script>');
        expect(html.stdout).toContain('&lt;script&gt;');
        const text = await hoshin('remind', '--hoshin', '11');
        expect(text.stdout).not.toContain('\u001b');
      } finally {
        sandbox.store.put('task', task);
        await hoshin('get', 'objective', String(task.objective_id));
      }
    });

    it('prints nothing and exits 0 when the plan is known whole and nothing is due', async () => {
      // Every date moved well ahead, every indicator met: nothing late, due or red.
      const far = `${Number(TODAY.slice(0, 4)) + 1}-06-01`;
      for (const row of sandbox.store.where('indicator', 'hoshin_id', 11))
        sandbox.store.put('indicator', { ...row, next_update: far, value: row.goal ?? null });
      for (const row of sandbox.store.where('task', 'hoshin_id', 11)) sandbox.store.put('task', { ...row, deadline: far });
      for (const row of sandbox.store.where('indicator_history', 'company_id', 1))
        sandbox.store.delete('indicator_history', Number(row.id));
      const objectives = sandbox.store.where('objective', 'hoshin_id', 11).map((objective) => Number(objective.id));
      for (const id of objectives) expect((await hoshin('get', 'objective', String(id))).code).toBe(0);
      const result = await hoshin('remind', '--hoshin', '11', '--days', '3');
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe('');
      expect(result.code).toBe(0);
    });
  });
