// Every refusal of something typed, in one form: one error line on stderr naming what was typed
// and echoing it once, safe for a terminal and cut short; the advice on lines of their own, none
// wider than stderr (80 columns when it is not a terminal); exit 2; nothing sent.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../source/cli/main.js';
import { quotedValue } from '../../source/core/refusal.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { runEnvironment } from '../helpers/cli.js';
import { runHoshinInProcess, startDemoService } from '../helpers/cli-in-process.js';

const ESCAPES = 'x\u001b[2J\u001b]0;owned\u0007\u009b31m\u202e';
const LONG = `${'9'.repeat(5_000)}${'z'.repeat(5_000)}`;
const NEWLINE = 'first\nsecond';

/** [what is refused, the words after `hoshin` with the value put in, the subject the line names]. */
type Case = readonly [string, (value: string) => string[], string];

const CASES: readonly Case[] = [
  ['a command', (v) => [v], 'command'],
  ['a subcommand', (v) => ['auth', v], 'auth'],
  ['an option', (v) => ['list', 'companies', `--${v}`], 'option'],
  ['a kind', (v) => ['get', v, '1'], 'kind'],
  ['an id', (v) => ['record', v, '5'], 'indicator id'],
  ['an id option', (v) => ['list', 'tasks', '--objective', v], '--objective'],
  ['a number', (v) => ['record', '101', v], 'value'],
  ['a number in a field', (v) => ['update', 'indicator', '101', `goal=${v}`], 'goal'],
  ['a date', (v) => ['record', '101', '5', '--day', v], '--day'],
  ['a field', (v) => ['update', 'indicator', '101', `${v}=1`], 'field'],
  ['a field=value pair', (v) => ['update', 'indicator', '101', v], 'field=value'],
  ['a status field', (v) => ['update', 'task', '1', `status=${v}`], 'status'],
  ['a status', (v) => ['move', '1', v], 'status'],
  ['a list', (v) => ['list', v], 'list'],
  ['--fields', (v) => ['list', 'companies', '--fields', v], '--fields'],
  ['--timeout', (v) => ['--timeout', v, 'list', 'companies'], '--timeout'],
  ['--dialect', (v) => ['--dialect', v, 'list', 'companies'], '--dialect'],
  ['--profile', (v) => ['--profile', v, 'list', 'companies'], '--profile'],
  ['--csv', (v) => ['record', '--csv', `/nonexistent/${v}`], '--csv'],
  ['sandbox --port', (v) => ['sandbox', '--port', v], '--port'],
  ['sandbox --seed', (v) => ['sandbox', '--seed', v], '--seed'],
  ['sandbox --flavour', (v) => ['sandbox', '--flavour', v], '--flavour'],
  ['sandbox --dialect', (v) => ['sandbox', '--dialect', v], '--dialect'],
  ['a word sandbox does not take', (v) => ['sandbox', v], 'argument'],
  ['a word after the indicator of history', (v) => ['history', '101', v], 'argument'],
  ['a word after a change id', (v) => ['move', '1', 'active', v], 'argument'],
  ['log --since', (v) => ['log', '--since', v], '--since'],
  ['bowling --months', (v) => ['bowling', 'hoshin', '11', '--months', v], '--months'],
  ['review --month', (v) => ['review', 'hoshin', '11', '--month', v], '--month'],
  ['a scope', (v) => ['bowling', v, '11'], 'kind'],
  ['a change id', (v) => ['undo', v], 'change id'],
  ['a shell', (v) => ['completion', v], 'shell'],
  ['a help topic', (v) => ['help', v], 'command'],
];

const VALUES: readonly (readonly [string, string])[] = [
  ['plain', 'bo gus'],
  ['escape sequences', ESCAPES],
  ['10,000 characters', LONG],
  ['a newline', NEWLINE],
];

interface Run {
  readonly code: number | null;
  readonly stderr: string;
}

/** hoshin with stderr a terminal of `columns` columns, in process. */
async function onTerminal(args: readonly string[], env: NodeJS.ProcessEnv, columns: number): Promise<Run> {
  const stderr = Object.assign(new PassThrough(), { isTTY: true, columns });
  const stdout = new PassThrough();
  let text = '';
  stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  stdout.resume();
  const stdin = Object.assign(new PassThrough(), { isTTY: false });
  stdin.end();
  const code = await runCli(
    { argv: args, env: runEnvironment(env), stdin, stdout, stderr, now: () => Date.now() },
    {
      loadConsole: () => Promise.reject(new Error('no console here')),
      loadLogin: () => Promise.reject(new Error('no console here')),
    },
  );
  await new Promise(setImmediate);
  return { code, stderr: text };
}

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

function checkRefusal(result: Run, subject: string, value: string, width: number): void {
  expect(result.code, result.stderr).toBe(2);
  const lines = result.stderr.replace(/\n$/, '').split('\n');
  // One error line; every other line is a hint, indented under it.
  expect(lines[0]).toMatch(/^hoshin: /);
  for (const hint of lines.slice(1)) expect(hint, result.stderr).toMatch(/^ {2}\S|^ {4}\S/);
  const echoed = quotedValue(value);
  expect(lines[0], result.stderr).toContain(`${subject}: `);
  // The value shown once, made safe: nothing a terminal obeys, a long one cut.
  expect(count(result.stderr, echoed.slice(1, -1)), result.stderr).toBe(1);
  expect(result.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
  for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(width);
}

describe('refusals of typed values', () => {
  let sandbox: RunningSandbox;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    ({ sandbox, env } = await startDemoService());
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  for (const [what, words, subject] of CASES) {
    it.each(VALUES)(`${what}: %s is refused in one line that echoes it once, the advice wrapped to 80 columns`, async (_, raw) => {
      // An option's name is echoed with its dashes; an unknown option stops at a newline as parseArgs reads it.
      const value = subject === 'option' ? `--${raw}` : subject === '--csv' ? `/nonexistent/${raw}` : raw;
      sandbox.resetStats();
      const result = await runHoshinInProcess(words(raw), { env });
      checkRefusal(result, subject, value, 80);
      expect(sandbox.stats.requests).toBe(0);
    });
  }

  it.each([
    [['history'], 'hoshin: missing indicator id\n  Usage: hoshin history <indicator-id>\n'],
    [['record'], 'hoshin: missing indicator id\n  Usage: hoshin record <indicator-id> <value>\n'],
    [['move', '1'], 'hoshin: missing status\n  Expected one of backlog, active, completed, discarded, deleted.\n'],
    [['sandbox', '--host', ' '], 'hoshin: --host: " " is empty\n  Give an address to listen on, as in 127.0.0.1.\n'],
    [
      ['sandbox', '--flavour', 'hoshinplan', '--dialect', 'lenient'],
      expect.stringMatching(/^hoshin: --dialect: "lenient" does not go with --flavour hoshinplan\n {2}\S/),
    ],
  ])('a missing argument or a clash names what is missing on the error line, the usage on a hint line: %j', async (argv, said) => {
    sandbox.resetStats();
    const result = await runHoshinInProcess(argv, { env });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toEqual(said);
    expect(sandbox.stats.requests).toBe(0);
  });

  it('wraps the advice to the width of stderr when it is a terminal, and keeps the error line whole', async () => {
    const result = await onTerminal(['update', 'indicator', '101', 'tpc=12,5%'], env, 40);
    expect(result.code).toBe(2);
    const lines = result.stderr.replace(/\n$/, '').split('\n');
    expect(lines[0]).toBe('hoshin: field: "tpc" is not a field of an indicator');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines.slice(1)) expect(line.length, line).toBeLessThanOrEqual(40);
    expect(lines.slice(1).join(' ').replace(/\s+/g, ' ')).toContain('name, description, value, goal, worst_value');
  });

  it('with --json the refusal is still one JSON line, its hints in the message', async () => {
    const result = await runHoshinInProcess(['--json', 'move', '1', `no${ESCAPES}`], { env });
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    const error = (JSON.parse(result.stderr) as { error: { kind: string; message: string } }).error;
    expect(error.kind).toBe('usage');
    expect(error.message).toBe(
      `status: ${quotedValue(`no${ESCAPES}`)} is not a status\nExpected one of backlog, active, completed, discarded, deleted.`,
    );
  });

  it('a note after the output is wrapped with a hanging indent', async () => {
    const result = await runHoshinInProcess(['list', 'hoshins', '--company', '1'], { env });
    const lines = result.stderr.replace(/\n$/, '').split('\n');
    expect(lines.length, result.stderr).toBeGreaterThan(1);
    expect(lines.filter((line) => /^ {8}\S/.test(line)).length, result.stderr).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^hoshin: \S|^ {8}\S/);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(80);
  });
});
