// `hoshin bowling` on a terminal narrower than its names: a name gets the width the ids and months
// leave, and what does not fit goes on a second row at a word, never cut inside one; the ids and
// the month cells keep their width. In this process (the CLI's own run), and over the demo plan with every value known (the
// table the console's walk saw at 80 columns).
import { afterAll, describe, expect, it } from 'vitest';
import { chartText } from '../../../../source/cli/commands/bowling/bowling.js';
import { recordSandboxInIndex } from '../../../../source/cli/commands/demo/sandbox-index.js';
import { monthsEnding } from '../../../../source/domain/bowling.js';
import { localDay } from '../../../../source/domain/dates.js';
import { LocalIndex } from '../../../../source/index/model.js';
import { INDICATORS, OBJECTIVES } from '../../../../source/sandbox/demo-plan.js';
import { chartOf } from '../../../../source/usecases/review-queries.js';
import { runInProcess, startDemoService } from '../../../helpers/cli-in-process.js';
import { cutWords } from '../../../helpers/whole-words.js';

const started = startDemoService();
afterAll(async () => (await started).sandbox.close());

const names = [...INDICATORS.map((indicator) => indicator.name), ...OBJECTIVES.map((objective) => objective.name)];

/** The table's rows read back: each indicator's id, the name shown and its cells; the headings' words. */
function readTable(text: string): {
  ids: string[];
  names: string[];
  firstRows: string[];
  nameWidth: number;
  cells: string[][];
  headings: string[];
} {
  const lines = text.split('\n');
  const header = lines[0] ?? '';
  const nameStart = header.indexOf('INDICATOR');
  // The first month's heading after the names (`D` or `25-12`).
  const monthsStart = header.slice(nameStart + 'INDICATOR'.length).search(/\S/) + nameStart + 'INDICATOR'.length;
  const rows = lines.filter((line) => /^\d+ /.test(line));
  const columns = [...header.slice(monthsStart).matchAll(/\S+/g)].map((match) => monthsStart + match.index);
  // A name's second row: indented to the names' column, nothing else on it.
  const rest = (row: string) => {
    const next = lines[lines.indexOf(row) + 1] ?? '';
    return new RegExp(`^ {${nameStart}}\\S`).test(next) ? ` ${next.trim()}` : '';
  };
  return {
    ids: rows.map((row) => row.slice(0, nameStart).trim()),
    names: rows.map((row) => `${row.slice(nameStart, monthsStart).trim()}${rest(row)}`),
    firstRows: rows.map((row) => row.slice(nameStart, monthsStart).trim()),
    // The names' column, the gap of one space after it left out.
    nameWidth: monthsStart - nameStart - 1,
    // A cell a month, under its heading: a month with no update due is blank, not skipped.
    cells: rows.map((row) => columns.map((start, at) => row.slice(start, columns[at + 1]).trim())),
    headings: lines.filter((line) => line.startsWith('[')).map((line) => line.replace(/^\[|\]$/g, '')),
  };
}

const tokens = (texts: readonly string[]): string[] => texts.flatMap((text) => text.split(/\s+/)).filter((token) => token !== '');

describe('hoshin bowling on a narrow terminal', () => {
  it('cuts a name only after a whole word, at 80 and 60 columns, ids whole', async () => {
    const { env } = await started;
    // The spec's service cannot list objectives: the demo plan's become known by id.
    for (let id = 61; id <= 72; id++) expect((await runInProcess(['get', 'objective', String(id)], env)).code).toBe(0);
    for (const columns of [80, 60]) {
      const run = await runInProcess(['bowling', 'hoshin', '11'], env, undefined, { columns });
      expect(run.code, run.stderr).toBe(0);
      const table = readTable(run.stdout);
      expect(table.ids, run.stdout).toEqual(INDICATORS.map((_, index) => String(101 + index)));
      for (const line of run.stdout.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(columns);
      expect(cutWords(tokens([...table.names, ...table.headings]), names), run.stdout).toEqual([]);
      // A name that did not fit goes on at a word on a second row: here every name is whole.
      expect(table.names, run.stdout).toEqual(INDICATORS.map((indicator) => indicator.name));
    }
  });

  it('at 80 columns with every month known, a name gets the width the months leave, and each month shows its figure', () => {
    const started = Date.now();
    return startDemoService().then(async ({ sandbox }) => {
      try {
        const index = new LocalIndex();
        recordSandboxInIndex(sandbox.store, index);
        const today = localDay(started);
        const months = monthsEnding(today.slice(0, 7), 12);
        const chart = chartOf(index, { kind: 'hoshin', id: 11 }, months, today);
        const objectives = new Map(OBJECTIVES.map((objective, at) => [61 + at, objective.name]));
        const text = chartText(chart, objectives, 80);
        const table = readTable(text);
        for (const line of text.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80);
        // Whole over two rows, and wrapped only where its next word would not fit beside the months.
        expect(table.names, text).toEqual(INDICATORS.map((indicator) => indicator.name));
        table.firstRows.forEach((first, at) => {
          const next = (table.names[at] ?? '').slice(first.length).trim().split(' ')[0] ?? '';
          if (next !== '') expect(`${first} ${next}`.length, text).toBeGreaterThan(table.nameWidth);
        });
        expect(
          table.firstRows.some((first, at) => first !== table.names[at]),
          text,
        ).toBe(true);
        expect(cutWords(tokens([...table.names, ...table.headings]), names), text).toEqual([]);
        for (const cells of table.cells) {
          expect(cells.length, text).toBe(months.length);
          // Each value whole in its month's cell: a mark, then the progress in percent.
          for (const cell of cells) expect(cell, text).toMatch(/^([+x]-?\d+(\.\d)?|[.!]|)$/);
          expect(cells.filter((cell) => cell !== '').length, text).toBeGreaterThanOrEqual(4);
        }
      } finally {
        await sandbox.close();
      }
    });
  });
});
