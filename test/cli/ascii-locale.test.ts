// Under a locale without UTF-8 (LANG=C over SSH) the CLI's prose arrives in ASCII punctuation —
// “ ” – − … as " - ... — while --json and --csv keep the service's text exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { asciiPunctuation } from '../../source/terminal/ascii-punctuation.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess } from '../helpers/cli-in-process.js';

const NOT_ASCII = /[^\x00-\x7F]/;
let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;
const NAME = '“Quoted” – a task…';

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'demo' });
  env = { ...isolatedDirs(), HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
  const task = sandbox.store.all('task')[0]!;
  sandbox.store.put('task', { ...task, name: NAME });
});
afterAll(async () => {
  await sandbox.close();
});

describe('the CLI under LANG=C', () => {
  it('writes prose in ASCII punctuation, on stdout and stderr', async () => {
    const task = sandbox.store.all('task')[0]!;
    for (const argv of [
      ['help', 'record'],
      ['get', 'task', String(task.id)],
      ['get', 'task', 'abc'],
    ]) {
      const result = await runInProcess(argv, { ...env, LANG: 'C', LC_ALL: undefined, LC_CTYPE: undefined });
      expect(result.stdout + result.stderr, argv.join(' ')).not.toMatch(NOT_ASCII);
    }
    const named = await runInProcess(['get', 'task', String(task.id)], { ...env, LANG: 'C' });
    expect(named.stdout).toContain('"Quoted" - a task...');
  });

  it('keeps the text exact in --json and --csv, and in a UTF-8 locale', async () => {
    const task = sandbox.store.all('task')[0]!;
    const json = await runInProcess(['get', 'task', String(task.id), '--json'], { ...env, LANG: 'C' });
    expect(JSON.parse(json.stdout)).toMatchObject({ name: NAME });
    const csv = await runInProcess(['list', 'tasks', '--objective', String(task.objective_id), '--csv'], { ...env, LANG: 'C' });
    expect(csv.stdout).toContain(NAME);
    const utf8 = await runInProcess(['get', 'task', String(task.id)], { ...env, LANG: 'C.UTF-8' });
    expect(utf8.stdout).toContain(NAME);
  });

  it('replaces punctuation only, never letters', () => {
    expect(asciiPunctuation('Überprüfung “見直し” − 3 … ✓')).toBe('Überprüfung "見直し" - 3 ... ok');
  });
});
