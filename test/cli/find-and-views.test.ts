// hoshin find, --where, "me" and saved views, in process against the demo plan in both sandbox
// flavours: a user finds the red indicators of their plan and what they own, saves the view, shares
// it as a file; a query or a file it cannot read is refused with the reason, and nothing is sent.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { isolatedDirs, type RunResult } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

// A walk: each test starts where the one before left the sandbox, so the order is kept even
// when the suite runs shuffled (`--sequence.shuffle`).
const ORDERED = { shuffle: false } as const;

const HOSHIN = 11;
const AIKO = { id: 3, email: 'aiko.tanaka@nordwind-pumps.example' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the CLI's JSON answer, read by path as the tests need it
function json(result: RunResult, codes: readonly number[] = [0]): any {
  expect(codes, result.stderr).toContain(result.code);
  return JSON.parse(result.stdout);
}

for (const flavour of ['spec', 'hoshinplan'] satisfies SandboxFlavour[])
  describe(`find, --where and saved views (${flavour} flavour)`, ORDERED, () => {
    let sandbox: RunningSandbox;
    let env: Record<string, string>;
    const dir = mkdtempSync(join(tmpdir(), 'hoshin-views-'));
    const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });

    beforeAll(async () => {
      sandbox = await startSandbox({ flavour, seed: 'demo' });
      env = { ...isolatedDirs(), HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
      // The plan becomes known here as a user opens it: each objective by id, then the due queue refreshes it.
      const objectives = sandbox.store.all('objective').filter((objective) => objective.hoshin_id === HOSHIN);
      for (const objective of objectives) expect((await hoshin('get', 'objective', String(objective.id))).code).toBe(0);
      expect([0, 7]).toContain((await hoshin('due', '--hoshin', String(HOSHIN))).code);
    }, 60_000);
    afterAll(async () => {
      await sandbox.close();
    });
    beforeEach(() => sandbox.resetStats());

    it('finds the red indicators of the plan, and sends nothing to do it', async () => {
      const red = json(await hoshin('find', 'kind:indicator', 'status:red', `hoshin:${HOSHIN}`, '--json'), [0, 7]);
      expect(red.items.length).toBeGreaterThan(0);
      for (const item of red.items) {
        expect(item.kind).toBe('indicator');
        expect(item.statuses).toContain('red');
        expect(item.hoshin_id).toBe(HOSHIN);
      }
      const table = await hoshin('find', 'kind:indicator status:red');
      expect(table.stdout).toMatch(/^KIND +ID +NAME +OWNER +STATUS +DATE/);
      // Only hoshin 11 is known: a find says what that means for a find, not the due queue's words.
      expect(table.code).toBe(7);
      const said = table.stdout.replace(/\s+/g, ' ');
      expect(said).toContain('These are the matches among the items known here, not all of the plan');
      expect(said).toContain('known here: what matches in the others is not known.');
      expect(said).not.toContain('what is due');
      expect(sandbox.stats.requests).toBe(0);
      // Negated terms without quotes: the words of one dash are the query's, not options.
      const open = json(await hoshin('find', 'kind:task', '-status:completed|discarded', '--json'), [0, 7]);
      expect(open.items.length).toBeGreaterThan(0);
      expect(open.items.every((item: { status: string }) => !['completed', 'discarded'].includes(item.status))).toBe(true);
    });

    it('refuses a query it cannot read, naming the term and the keys, before anything is sent', async () => {
      const refused = await hoshin('find', 'kind:task', 'colour:red');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('query term "colour:red": unknown key colour');
      expect(refused.stderr).toContain('known keys: kind, owner, status, due, hoshin, area');
      // The reason on the line scripts read; the keys on lines of their own, wrapped at 80 columns.
      expect(refused.stderr.split('\n')[0]).toBe('hoshin: query term "colour:red": unknown key colour: (quote a word holding a colon)');
      for (const line of refused.stderr.split('\n').slice(1)) expect(line.length).toBeLessThanOrEqual(80);
      const where = await hoshin('due', '--hoshin', String(HOSHIN), '--where', 'status:pink');
      expect(where.code).toBe(2);
      expect(where.stderr).toContain('status is one of');
      expect(sandbox.stats.requests).toBe(0);
    });

    it('says how to say who you are before owner:me, then finds what you own', async () => {
      const before = await hoshin('find', 'owner:me');
      expect(before.code).toBe(2);
      expect(before.stderr).toContain('hoshin profile me YOUR-EMAIL');
      expect(sandbox.stats.requests).toBe(0);
      const nobody = await hoshin('profile', 'me', 'nobody@nordwind-pumps.example');
      expect(nobody.code).toBe(4);
      expect(nobody.stderr).toContain('no one with the e-mail nobody@nordwind-pumps.example');
      const found = json(await hoshin('profile', 'me', AIKO.email.toUpperCase(), '--json'));
      expect(found).toMatchObject({ user_id: AIKO.id, name: 'Aiko Tanaka', email: AIKO.email });
      expect((await hoshin('profile', 'me')).stdout).toContain('you are Aiko Tanaka');
      const mine = json(await hoshin('find', 'kind:task', 'owner:me', '--json'), [0, 7]);
      expect(mine.items.length).toBeGreaterThan(0);
      expect(mine.items.every((item: { responsible_id: number }) => item.responsible_id === AIKO.id)).toBe(true);
      const byName = json(await hoshin('find', 'kind:task owner:"aiko tanaka"', '--json'), [0, 7]);
      expect(byName.items.map((item: { id: number }) => item.id)).toEqual(mine.items.map((item: { id: number }) => item.id));
    });

    it('narrows list, due, bowling and report with --where', async () => {
      const objective = sandbox.store.all('task').find((task) => task.status === 'active')?.objective_id as number;
      const tasks = json(await hoshin('list', 'tasks', '--objective', String(objective), '--where', 'status:active', '--json'));
      expect(tasks.length).toBeGreaterThan(0);
      expect(tasks.every((task: { status: string }) => task.status === 'active')).toBe(true);
      const due = json(await hoshin('due', '--hoshin', String(HOSHIN), '--where', 'kind:task', '--json'), [0, 7]);
      expect(due.items.length).toBeGreaterThan(0);
      expect(due.items.every((item: { kind: string }) => item.kind === 'task')).toBe(true);
      const red = json(await hoshin('find', 'kind:indicator', 'status:red', `hoshin:${HOSHIN}`, '--json'), [0, 7]);
      const chart = json(await hoshin('bowling', 'hoshin', String(HOSHIN), '--where', 'status:red', '--json'), [0, 7]);
      expect(chart.indicators.map((row: { id: number }) => row.id).sort()).toEqual(red.items.map((item: { id: number }) => item.id).sort());
      const report = await hoshin(
        'report',
        'hoshin',
        String(HOSHIN),
        '--out',
        '-',
        '--format',
        'md',
        '--where',
        'kind:indicator status:red',
      );
      expect([0, 7]).toContain(report.code);
      expect(report.stdout).toContain('(only kind:indicator status:red)');
    });

    it('saves a view, uses it anywhere a query goes, and shares it as a file', async () => {
      expect(json(await hoshin('view', 'save', 'red', 'kind:indicator', 'status:red', '--json')).outcome).toBe('saved');
      expect(json(await hoshin('view', 'save', 'red', 'kind:indicator status:red', '--json')).outcome).toBe('unchanged');
      expect((await hoshin('view', 'save', 'bad name', 'kind:task')).code).toBe(2);
      expect((await hoshin('view', 'save', 'loop', '@loop')).code).toBe(2);
      const viaView = json(await hoshin('find', '@red', '--json'), [0, 7]);
      const direct = json(await hoshin('find', 'kind:indicator status:red', '--json'), [0, 7]);
      expect(viaView.items).toEqual(direct.items);
      expect((await hoshin('view', 'list')).stdout).toMatch(/@red +kind:indicator status:red/);
      const file = join(dir, `views-${flavour}.json`);
      expect((await hoshin('view', 'export', file)).code).toBe(0);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
        format: 'hoshin-views',
        version: 1,
        views: [{ name: 'red', query: 'kind:indicator status:red' }],
      });
      expect((await hoshin('view', 'delete', 'red')).code).toBe(0);
      expect((await hoshin('view', 'delete', 'red')).code).toBe(4);
      expect(json(await hoshin('view', 'import', file, '--json')).added).toEqual(['red']);
      expect(json(await hoshin('view', 'import', file, '--json')).unchanged).toEqual(['red']);
    });

    it('imports all of a file or nothing, and refuses a file too large', async () => {
      const before = (await hoshin('view', 'list', '--json')).stdout;
      const cases: [string, string][] = [
        ['not json {', 'is not JSON'],
        [JSON.stringify({ format: 'other', version: 1, views: [] }), 'is not a views export'],
        [
          JSON.stringify({
            format: 'hoshin-views',
            version: 1,
            views: [
              { name: 'fine', query: 'kind:task' },
              { name: 'broken', query: 'colour:red' },
            ],
          }),
          '@broken',
        ],
        [JSON.stringify({ format: 'hoshin-views', version: 1, views: [{ name: 'x y', query: 'kind:task' }] }), 'is not a view name'],
        [JSON.stringify({ format: 'hoshin-views', version: 1, views: [{ name: 'red', query: 'kind:task' }] }), '--replace'],
        [
          JSON.stringify({ format: 'hoshin-views', version: 1, views: [{ name: 'evil', query: 'kind:task "\u001b]52;c;aGk=\u0007"' }] }),
          'no control characters',
        ],
        ['x'.repeat(256 * 1024 + 1), 'more than 256 KB'],
      ];
      for (const [content, why] of cases) {
        const file = join(dir, 'bad.json');
        writeFileSync(file, content);
        const refused = await hoshin('view', 'import', file);
        expect(refused.code, refused.stderr).toBe(2);
        expect(refused.stderr).toContain(why);
        expect(refused.stderr).toContain('nothing was imported');
        expect((await hoshin('view', 'list', '--json')).stdout).toBe(before);
      }
      expect(sandbox.stats.requests).toBe(0);
    });
  });
