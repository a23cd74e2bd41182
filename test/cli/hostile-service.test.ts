// hoshin, run in process, against a hostile service: a proxy in front of the sandbox appends escape
// sequences (clipboard write, clear screen, window title, hyperlink, raw C1 CSI, U+202E, DEL) to
// every text field of every answer. What the commands print shows them visibly and sends none of
// them; --json keeps the exact text, escaped; --csv also neutralises formula cells.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { isolatedDirs, type RunResult } from '../helpers/cli.js';
import { injectedSequencesIn, PAYLOAD, startHostileProxy, VISIBLE_MARKERS, type HostileProxy } from '../helpers/hostile-proxy.js';
import { runHoshinInProcess, runInProcess } from '../helpers/cli-in-process.js';

// A walk: each test starts where the one before left the sandbox, so the order is kept even
// when the suite runs shuffled (`--sequence.shuffle`).
const ORDERED = { shuffle: false } as const;

/** Shows the payload visibly: the clipboard write and the text after the bidi override. */
function expectVisible(text: string): void {
  for (const marker of VISIBLE_MARKERS) expect(text).toContain(marker);
}

function expectClean(result: RunResult, what: string): void {
  expect(injectedSequencesIn(result.stdout), `${what}: stdout`).toEqual([]);
  expect(injectedSequencesIn(result.stderr), `${what}: stderr`).toEqual([]);
}

for (const flavour of ['spec', 'hoshinplan'] satisfies SandboxFlavour[])
  describe(`a hostile service (${flavour} flavour)`, ORDERED, () => {
    let sandbox: RunningSandbox;
    let proxy: HostileProxy;
    let env: Record<string, string>;
    const hoshin = async (...args: string[]): Promise<RunResult> => {
      const result = await runHoshinInProcess(args, { env });
      expectClean(result, args.join(' '));
      return result;
    };
    const ok = async (...args: string[]): Promise<RunResult> => {
      const result = await hoshin(...args);
      // A review command, or a list of what the index knows, over a plan known here in part answers
      // in full with exit 7.
      const fromIndex = args[0] === 'list' && ['--area', '--hoshin', '--company'].includes(args[2] ?? '');
      const partial = ['health', 'bowling', 'due'].includes(args[0] ?? '') || fromIndex ? [0, 7] : [0];
      expect(partial, `${args.join(' ')}: ${result.stderr}`).toContain(result.code);
      return result;
    };

    beforeAll(async () => {
      sandbox = await startSandbox({ flavour, seed: 'demo' });
      proxy = await startHostileProxy({ target: sandbox.url });
      env = {
        ...isolatedDirs(),
        HOSHIN_BASE_URL: proxy.url,
        HOSHIN_APP_KEY: sandbox.appKey,
        HOSHIN_APP_SECRET: sandbox.secret,
      };
    });
    afterAll(async () => {
      await proxy.close();
      await sandbox.close();
    });

    it('get and list show every injected text visibly and send none of its sequences', async () => {
      expectVisible((await ok('get', 'company', '1')).stdout);
      expectVisible((await ok('get', 'hoshin', '11')).stdout);
      for (const [kind, id] of [
        ['area', '21'],
        ['objective', '61'],
        ['indicator', '101'],
        ['task', '201'],
      ])
        await ok('get', kind as string, id as string);
      // A table cuts long names: the start of the payload shows.
      expect((await ok('list', 'companies')).stdout).toContain('Nordwind Pumps S.L.^[]52;c;');
      expect((await ok('list', 'tasks', '--objective', '61')).stdout).toContain('^[]52;c;');
      // A person's name from the service in a table's responsible column: visible, never sent.
      const objectives = await ok('list', 'objectives', '--area', '21');
      expectClean(objectives, 'list objectives');
      expect(objectives.stdout).toMatch(/ Jonas Keller \(/);
      expect(proxy.rewritten).toBeGreaterThan(5);
    });

    /** A create through the proxy: made, but its answer shows other text than sent, so its outcome is unknown (exit 6). */
    const createdUnconfirmed = async (...args: string[]): Promise<string> => {
      const result = await hoshin('create', ...args);
      expect(result.code, result.stderr).toBe(6);
      expect(result.stderr).toContain('did not confirm its values');
      expectVisible(result.stderr);
      // The place to look is named: `hoshin get <kind> <id>`.
      return /check with `hoshin get \w+ (\d+)`/.exec(result.stderr)?.[1] ?? '';
    };

    it('history, health, bowling and due too', async () => {
      const made = await createdUnconfirmed('indicator_history', '--parent', '101', 'day=2024-03-31', 'value=3', 'comment=hand count');
      // Looked at as the message says, it is known here, as the service shows it.
      await ok('get', 'indicator_history', made);
      expect((await ok('history', '101')).stdout).toContain('hand count^[]52;c;');
      expectVisible((await ok('health', '11')).stdout);
      // Piped, the chart fits 80 columns and cuts the long name (sending none of it raw); on a wide terminal it shows whole, visibly.
      await ok('bowling', 'hoshin', '11');
      const wide = await runInProcess(['bowling', 'hoshin', '11'], env, undefined, { columns: 1000 });
      expectClean(wide, 'bowling on a wide terminal');
      expectVisible(wide.stdout);
      const due = await ok('due');
      expect(due.stdout).toMatch(/\^\[\]52;c;|Nothing is due/);
    });

    it('--csv shows the text visibly, and a name that is a formula starts with a quote', async () => {
      await createdUnconfirmed('company', 'name==HYPERLINK("http://x","y")');
      const list = await ok('list', 'companies', '--csv');
      expectVisible(list.stdout);
      expect(list.stdout).toContain(`"'=HYPERLINK(""http://x"",""y"")^[]52;c;`);
      expect(list.stdout).not.toMatch(/(^|,)"?[=+@]/m);
      expectVisible((await ok('bowling', 'hoshin', '11', '--csv')).stdout);
    });

    it('--json keeps the exact text with the controls escaped', async () => {
      const result = await ok('get', 'company', '1', '--json');
      expect(JSON.parse(result.stdout).name).toBe(`Nordwind Pumps S.L.${PAYLOAD}`);
      expect(result.stdout).toContain('\\u001b]52;c;cHduZWQ=\\u0007');
      expect(result.stdout).toContain('\\u009b31m\\u202eevil\\u007f');
    });

    it('an error that quotes the service shows its text visibly, as a line or as JSON', async () => {
      // A value for a day that already has one (spec: 422), or a status the task already has (the
      // public implementation: 500 LifecycleError). hoshin sends a status only when the task shows
      // another, so here the service also poisons the status it shows: "active" and more, not "active".
      const statusProxy =
        flavour === 'spec'
          ? null
          : await startHostileProxy({ target: sandbox.url, poisons: (key) => key === 'status' || key === 'message' });
      const run = async (...args: string[]): Promise<RunResult> => {
        const result = await runHoshinInProcess(args, { env: statusProxy ? { ...env, HOSHIN_BASE_URL: statusProxy.url } : env });
        expectClean(result, args.join(' '));
        return result;
      };
      try {
        const refused =
          flavour === 'spec'
            ? ['create', 'indicator_history', '--parent', '101', 'day=2024-03-31', 'value=4']
            : ['update', 'task', '202', 'status=active'];
        const human = await run(...refused);
        expect(human.code).toBe(2);
        expect(human.stderr).toMatch(/^hoshin: the service refused the (values|status change): /);
        expectVisible(human.stderr);
        expect(human.stderr.trimEnd().split('\n')).toHaveLength(1);
        const json = await run(...refused, '--json');
        expect(json.code).toBe(2);
        // The message is hoshin's sentence for a person: the service's words in it are one visible line in JSON too.
        expect(JSON.parse(json.stderr).error.message).toBe(human.stderr.trimEnd().replace(/^hoshin: /, ''));
      } finally {
        await statusProxy?.close();
      }
    });

    it('index export of an index filled by the hostile answers is exact JSON with the controls escaped', async () => {
      const exported = await ok('index', 'export');
      const company = JSON.parse(exported.stdout).entries.find(
        (entry: { kind: string; id: number }) => entry.kind === 'company' && entry.id === 1,
      );
      expect(company.name).toBe(`Nordwind Pumps S.L.${PAYLOAD}`);
      // Imported elsewhere, the names reach the output of another profile visibly, not raw.
      const file = join(env.HOME as string, 'poisoned-index.json');
      writeFileSync(file, exported.stdout);
      const elsewhere = {
        ...isolatedDirs(),
        HOSHIN_BASE_URL: sandbox.url,
        HOSHIN_APP_KEY: sandbox.appKey,
        HOSHIN_APP_SECRET: sandbox.secret,
      };
      const imported = await runHoshinInProcess(['index', 'import', file], { env: elsewhere });
      expect(imported.code, imported.stderr).toBe(0);
      expectClean(imported, 'index import');
      const completion = await runHoshinInProcess(['__complete', 'get', 'company', ''], { env: elsewhere });
      expectClean(completion, 'completion');
      expect(completion.stdout).toContain('1\tNordwind Pumps S.L.^[]52;c;');
      // The hoshins' names come from the file (the service cannot list them).
      const known = await runHoshinInProcess(['list', 'hoshins', '--company', '1'], { env: elsewhere });
      expectClean(known, 'list hoshins from the imported index');
      expect(known.stdout).toContain('^[]52;c;');
      expect(readFileSync(file, 'utf8')).toBe(exported.stdout);
    });

    it('completion candidates of ids the hostile answers named are one a line, their names visible', async () => {
      const result = await ok('__complete', 'get', 'company', '');
      const lines = result.stdout.trimEnd().split('\n');
      expect(lines.at(-1)).toMatch(/^:\d+$/);
      for (const line of lines.slice(0, -1)) expect(line).toMatch(/^\d+\t[^\t]+$/);
      expectVisible(result.stdout);
    });
  });
