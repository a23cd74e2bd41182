// `hoshin bowling` and `hoshin due` through the built executable: on an 80-column terminal every
// line fits (names cut with the ellipsis, ids whole, bowling months as initials); piped, the same 80 columns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';
import { spawnHoshin } from '../helpers/pty.js';

let sandbox: RunningSandbox;
let env: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox({ flavour: 'spec' });
  env = {
    ...isolatedDirs(),
    HOSHIN_BASE_URL: sandbox.url,
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
    PAGER: 'cat',
  };
  // The service cannot list areas or objectives: the demo plan's (areas 21-24, objectives 61-72) become known by id.
  const ids = [...[21, 22, 23, 24].map((id) => ['area', id]), ...Array.from({ length: 12 }, (_, i) => ['objective', 61 + i])];
  for (const [kind, id] of ids) expect((await runHoshin(['get', String(kind), String(id)], { env })).code).toBe(0);
});
afterAll(async () => {
  await sandbox.close();
});

/** The command's lines as an 80x60 terminal received them (the screen, so nothing wrapped unseen). */
async function onTerminal(args: string[], columns = 80, exits: readonly number[] = [0]): Promise<{ output: string; screen: string[] }> {
  const program = spawnHoshin(args, { columns, rows: 60, env });
  try {
    const { exitCode } = await program.exited;
    expect(exits, program.text()).toContain(exitCode);
    const screen = program.screen().filter((line) => line !== '');
    // From the table's header on (the warnings on stderr come first).
    return {
      output: program.outputSince(0),
      screen: screen.slice(
        Math.max(
          0,
          screen.findIndex((line) => /^(ID|KIND) /.test(line)),
        ),
      ),
    };
  } finally {
    program.close();
  }
}

/** The table lines of the output as written (the warnings on stderr are prose, wrapped by the terminal). */
function writtenLines(output: string): string[] {
  return output
    .replace(/\u001B\[[0-9;?]*[A-Za-z]/g, '')
    .split(/\r?\n/)
    .filter((line) => line !== '' && !line.startsWith('hoshin: '));
}

describe('tables at 80 columns', () => {
  it('bowling fits: months under their initials, then marks alone, ids whole; piped the same', async () => {
    const { output, screen } = await onTerminal(['bowling', 'hoshin', '11']);
    const lines = writtenLines(output);
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(80);
    // Months under their initials, each cell still its mark and percent; the names here fit whole.
    expect(screen[0]).toMatch(/^ID +INDICATOR +[JFMASOND]( +[JFMASOND]){11}$/);
    // This month is not due yet: blank, not "not known here".
    expect(screen).toContainEqual(expect.stringMatching(/^101 OEE line 2 \(%\) +(\. ){10} *\+104$/));
    // October's update of the foundry's scrap rate passed with no value: not recorded.
    expect(screen).toContainEqual(expect.stringMatching(/^104 Foundry scrap rate \(%\) +(\. ){9}x77 !$/));
    expect(screen).toContainEqual(expect.stringMatching(/^\[Raise overall equipment effectiveness on line 2\]$/));
    expect(screen.join('\n')).toMatch(/\nmonths \d{4}-\d\d to \d{4}-\d\d$/);
    // At 40 columns, each month its mark alone.
    const narrow = await onTerminal(['bowling', 'hoshin', '11'], 40);
    for (const line of writtenLines(narrow.output)) expect([...line].length, line).toBeLessThanOrEqual(40);
    // The eleven months before this one each a mark; this one not due yet, blank.
    // A name gets the width the months leave and goes on at a word on a second row.
    const lostTime = narrow.screen.findIndex((line) => /^111 Lost-time +[.+x!]( [.+x!]){10} *$/.test(line));
    expect(lostTime, narrow.screen.join('\n')).toBeGreaterThan(0);
    expect(narrow.screen[lostTime + 1]).toMatch(/^ {4}accidents/);
    // Piped, the chart an 80-column terminal shows (--json and --csv carry every value whole).
    const piped = await runHoshin(['bowling', 'hoshin', '11'], { env });
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout.split('\n')[0]).toMatch(/^ID +INDICATOR +[JFMASOND]( +[JFMASOND]){11}$/);
    expect(piped.stdout).toMatch(/\n111 Lost-time accidents \(rolling 12 months\) +(\. ){10} *\+100\n/);
    for (const line of piped.stdout.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80);
  });

  it('due fits with its header on one line; piped the same', async () => {
    // The demo plan is known here in part (7), or whole (0): the table is the same.
    const { output, screen } = await onTerminal(['due'], 80, [0, 7]);
    const lines = writtenLines(output);
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(80);
    expect(screen[0]).toMatch(/^KIND +ID +NAME +STATUS +DATE +RESP/);
    expect(screen.some((line) => /^E$/.test(line))).toBe(false);
    expect(screen).toContainEqual(
      expect.stringMatching(/^task +203 +Replace compressor 3 with a vari… +active +\d{4}-\d\d-\d\d +Jonas Keller$/),
    );
    const piped = await runHoshin(['due'], { env });
    expect([0, 7], piped.stderr).toContain(piped.code);
    expect(piped.stdout.split('\n')[0]).toMatch(/RESPONSIBLE$/);
    expect(piped.stdout).toMatch(/\ntask +203 +Replace compressor 3 with a vari… +active +\d{4}-\d\d-\d\d +Jonas Keller\n/);
  });
});

describe('people in list tables', () => {
  it('names the responsible person beside the id in a table; CSV and JSON keep the id alone', async () => {
    const table = await runHoshin(['list', 'objectives', '--area', '21'], { env });
    // An area counts no objectives, so the list is never known whole: exit 7.
    expect(table.code, table.stderr).toBe(7);
    const [header, ...rows] = table.stdout.trimEnd().split('\n');
    expect(header).toMatch(/RESPONSIBLE/);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/ [A-Z][a-z]+ [A-Z][a-z]+ \(\d+\)/);
    const csv = await runHoshin(['list', 'objectives', '--area', '21', '--csv'], { env });
    expect(csv.stdout.split('\n')[1]).toMatch(/,\d+,/);
    expect(csv.stdout).not.toMatch(/\(\d+\)/);
    const json = JSON.parse((await runHoshin(['list', 'objectives', '--area', '21', '--json'], { env })).stdout) as {
      responsible_id: unknown;
    }[];
    expect(typeof json[0]?.responsible_id).toBe('number');
  });
});
