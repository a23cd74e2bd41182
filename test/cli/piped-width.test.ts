// Piped (stdout not a terminal, no COLUMNS), every command's text fits 80 columns: prose wraps at
// words (the words those of a terminal wide enough for every sentence), tables cut their names
// and keep ids, dates and figures whole; under LANG=C too, where `…` is written `...`. JSON and
// CSV are neither wrapped nor cut.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textWidth } from '../../source/core/cell-text.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { runInProcess, startDemoService } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
  // The demo plan known here: its objectives by id, and a value recorded twice (the second is "already there").
  for (let id = 61; id <= 72; id++) expect((await runInProcess(['get', 'objective', String(id)], env)).code).toBe(0);
  expect((await runInProcess(['record', '104', '3.1'], env)).code).toBe(0);
});
afterAll(async () => {
  await sandbox.close();
});

/** The commands that print prose or tables, each with the codes it may exit with here. */
const COMMANDS: readonly (readonly [string[], readonly number[]])[] = [
  [['doctor'], [0]],
  [['record', '104', '3.1'], [0]],
  [['undo'], [2]],
  [['log'], [0]],
  [['index', 'stats'], [0]],
  [['get', 'hoshin', '11'], [0]],
  [['info'], [0]],
  [['auth', 'status'], [0]],
  [
    ['bowling', 'hoshin', '11'],
    [0, 7],
  ],
  [['due'], [0, 7]],
  [
    ['list', 'tasks', '--objective', '65'],
    [0, 7],
  ],
  [['history', '104'], [0]],
];

const lines = (text: string) => text.split('\n').filter((line) => line !== '');
const widest = (text: string) => Math.max(0, ...lines(text).map(textWidth));
// A word longer than a whole line (a path in a message) is the one thing broken, after a `/`
// (text-wrap.ts): its pieces are joined again, so the words compare whatever the checkout's path.
const words = (text: string) =>
  text
    .replace(/\/\n\s*/g, '/')
    .split(/\s+/)
    .filter((word) => word !== '');

async function run(argv: readonly string[], codes: readonly number[], more: NodeJS.ProcessEnv = {}, columns?: number) {
  const result = await runInProcess(argv, { ...env, ...more }, undefined, columns === undefined ? undefined : { columns });
  expect(codes, `${argv.join(' ')}: ${result.stderr}`).toContain(result.code);
  return result;
}

describe('piped, at 80 columns', () => {
  it('no line of any command is wider than 80 columns, on stdout or stderr, in UTF-8 and under LANG=C', async () => {
    for (const locale of [{}, { LANG: 'C', LC_ALL: undefined, LC_CTYPE: undefined }]) {
      for (const [argv, codes] of COMMANDS) {
        const { stdout, stderr } = await run(argv, codes, locale);
        expect(stdout + stderr, argv.join(' ')).not.toBe('');
        for (const line of lines(stdout + stderr)) expect(textWidth(line), `${argv.join(' ')}: ${line}`).toBeLessThanOrEqual(80);
      }
    }
  });

  it('prose wraps at words: the words are those a terminal of 1000 columns shows', async () => {
    for (const [argv, codes] of COMMANDS.filter(([argv]) => ['record', 'log', 'index', 'get', 'info'].includes(argv[0] ?? ''))) {
      const piped = await run(argv, codes);
      const wide = await run(argv, codes, {}, 1000);
      expect(widest(wide.stdout + wide.stderr), argv.join(' ')).toBeGreaterThan(80);
      expect(words(piped.stdout + piped.stderr), argv.join(' ')).toEqual(words(wide.stdout + wide.stderr));
    }
    // The refusal of an undo: one error line, the change it would undo and the command on hint lines.
    const undo = (await run(['undo'], [2])).stderr;
    expect(undo).toMatch(/^hoshin: refusing to undo \S+ without --yes: no terminal to ask\n {2}It would undo \S+: record 3\.1 /);
    expect(undo.replace(/\s+/g, ' ')).toMatch(/hoshin undo \S+ --yes sends it; --dry-run shows what it would send\. $/);
    // A label's value wraps under itself.
    const hoshin = (await run(['get', 'hoshin', '11'], [0])).stdout;
    expect(hoshin).toMatch(/\n {2}Header {2,}Mission: [^\n]+\n {30}\S/);
  });

  it('tables cut their names with the ellipsis and keep ids, dates and figures whole', async () => {
    const due = lines((await run(['due'], [0, 7])).stdout);
    expect(due[0]).toMatch(/^KIND +ID +NAME +STATUS +DATE +RESPONSIBLE$/);
    const rows = due.filter((line) => /^(indicator|task) /.test(line));
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows)
      expect(row).toMatch(/^(indicator|task) +\d+ .+ (due|overdue|multioverdue|active|backlog|late) +\d{4}-\d\d-\d\d /);
    expect(rows.join('\n')).toContain('…');
    const ascii = (await run(['due'], [0, 7], { LANG: 'C', LC_ALL: undefined, LC_CTYPE: undefined })).stdout;
    expect(ascii).toContain('...');
    expect(ascii).not.toContain('…');
  });

  it('JSON and CSV are never wrapped or cut', async () => {
    const hoshin = (await run(['get', 'hoshin', '11', '--json'], [0])).stdout;
    expect(widest(hoshin)).toBeGreaterThan(80);
    expect(JSON.parse(hoshin)).toMatchObject({ header: expect.stringMatching(/^Mission: .+Nordic market\.$/) });
    const due = (await run(['due', '--json'], [0, 7])).stdout;
    expect(due).toContain('"Replace compressor 3 with a variable-speed unit"');
    const csv = (await run(['bowling', 'hoshin', '11', '--csv'], [0, 7])).stdout;
    expect(csv).toContain(',Lost-time accidents (rolling 12 months),');
    expect(csv).not.toContain('…');
  });
});
