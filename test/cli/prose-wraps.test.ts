// The sentences under the CLI's tables (legends, footnotes, what is partial) and the prose of
// cascade and targets wrap at spaces to the terminal's width, or to 80 columns when piped; a word
// is never cut: the words read the same as on a terminal wide enough for every sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess, startDemoService } from '../helpers/cli-in-process.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
  // Two of the plan's twelve objectives known here: the answers are partial, and say so.
  for (const id of ['61', '65']) expect((await runInProcess(['get', 'objective', id], env)).code).toBe(0);
});
afterAll(async () => {
  await sandbox.close();
});

const run = async (argv: string[], columns?: number) => {
  const result = await runInProcess(argv, env, undefined, columns === undefined ? undefined : { columns });
  expect([0, 7], result.stderr).toContain(result.code);
  return result.stdout;
};
const cells = (line: string) => [...line].length;
const words = (text: string) => text.split(/\s+/).filter((word) => word !== '');
/** The lines from the first that starts with `start` to the end. */
const from = (text: string, start: RegExp) => {
  const lines = text.trimEnd().split('\n');
  return lines.slice(lines.findIndex((line) => start.test(line)));
};

describe('prose under and around the tables', () => {
  it('bowling at 80 columns: the legend and the partial chart sentence wrap whole; piped, the same chart', async () => {
    const narrow = await run(['bowling', 'hoshin', '11'], 80);
    for (const line of narrow.trimEnd().split('\n')) expect(cells(line), line).toBeLessThanOrEqual(80);
    const prose = from(narrow, /^\+ met its goal/);
    const wide = from(await run(['bowling', 'hoshin', '11'], 1000), /^\+ met its goal/);
    // Same words; the 1000-column run says the months' range only when the months were abbreviated.
    expect(words(prose.join(' '))).toEqual(expect.arrayContaining(words(wide.join(' '))));
    expect(prose.join(' ')).toMatch(/Partial chart: \d+ of the hoshin's indicators are not known here \(stderr says how to reach them\)\./);
    expect(prose.length).toBeGreaterThan(wide.length);
    // Piped, the chart is the one an 80-column terminal shows, table and prose alike.
    expect(await run(['bowling', 'hoshin', '11'])).toBe(narrow);
  });

  it('due and health at 60 columns and piped: what is known here only in part, wrapped with its indent, no word cut', async () => {
    for (const argv of [
      ['due', '--hoshin', '11'],
      ['health', '11'],
    ]) {
      const start = argv[0] === 'due' ? /^These are the items known here|^Nothing is due/ : /^The items behind/;
      const narrow = from(await run(argv, 60), start);
      const wide = from(await run(argv, 1000), start);
      expect(narrow.length, argv.join(' ')).toBeGreaterThan(wide.length);
      for (const line of narrow) expect(cells(line), line).toBeLessThanOrEqual(60);
      for (const line of narrow.slice(1)) expect(line, line).toMatch(/^ {2}\S/);
      expect(words(narrow.join(' '))).toEqual(words(wide.join(' ')));
      expect(narrow.join(' ')).not.toContain('…');
      // Piped, the same sentences wrap to 80 columns.
      const piped = from(await run(argv), start);
      for (const line of piped) expect(cells(line), line).toBeLessThanOrEqual(80);
      expect(words(piped.join(' '))).toEqual(words(wide.join(' ')));
    }
  });

  it('cascade and targets at 60 columns and piped: every sentence wraps at a space, continuations indented', async () => {
    for (const argv of [
      ['cascade', '11'],
      ['targets', '101'],
      ['targets', '101', '--ramp-to', '95', '--by', '2027-12', '--dry-run'],
    ]) {
      const wide = await run(argv, 1000);
      expect(Math.max(...wide.split('\n').map(cells)), argv.join(' ')).toBeGreaterThan(60);
      for (const output of [await run(argv, 60), await run(argv)]) {
        for (const line of output.trimEnd().split('\n')) expect(cells(line), `${argv.join(' ')}: ${line}`).toBeLessThanOrEqual(80);
        expect(words(output)).toEqual(words(wide));
      }
      const narrow = await run(argv, 60);
      for (const line of narrow.trimEnd().split('\n')) expect(cells(line), `${argv.join(' ')}: ${line}`).toBeLessThanOrEqual(60);
    }
  });

  it("get indicator at 60 columns and piped: this month's and next month's target wrap as hoshin targets words them", async () => {
    const wide = from(await run(['get', 'indicator', '101'], 1000), /^This month's target/);
    expect(Math.max(...wide.map(cells))).toBeGreaterThan(60);
    for (const columns of [60, undefined]) {
      const narrow = from(await run(['get', 'indicator', '101'], columns), /^This month's target/);
      for (const line of narrow) expect(cells(line), line).toBeLessThanOrEqual(columns ?? 80);
      for (const line of narrow.filter((line) => !/^(This|Next) month's target/.test(line))) expect(line, line).toMatch(/^ {2}\S/);
      expect(words(narrow.join(' '))).toEqual(words(wide.join(' ')));
    }
  });

  it('profile list with no profile yet: its one sentence wraps at 60 columns and piped', async () => {
    const wide = await run(['profile', 'list'], 1000);
    expect(wide).toMatch(/^No profiles yet/);
    for (const columns of [60, undefined]) {
      const narrow = await run(['profile', 'list'], columns);
      for (const line of narrow.trimEnd().split('\n')) expect(cells(line), line).toBeLessThanOrEqual(columns ?? 80);
      expect(words(narrow)).toEqual(words(wide));
    }
  });
});
