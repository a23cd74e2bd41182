// hoshin bowling: indicators x months, from every value known here.
import { refusal } from '../../../core/refusal.js';
import { writeNote } from '../../terminal/stderr-lines.js';
import { kindSpec } from '../../../catalogue/catalogue.js';
import {
  BOWLING_MARKS,
  cellMark,
  EMPTY_MARKS,
  EMPTY_WORDS,
  isMonth,
  monthsEnding,
  unrecordedMonths,
  type BowlingCell,
  type BowlingChart,
} from '../../../domain/bowling.js';
import { monthRanges } from '../../../domain/pack-gaps.js';
import { exactProgress, PROGRESS_FORMULA, progressText } from '../../../domain/progress.js';
import { localDay } from '../../../domain/dates.js';
import { coverageOf, hoshinsOf, type Coverage } from '../../../usecases/coverage.js';
import { coverageLines, exitFor } from '../../coverage-text.js';
import { chartOf } from '../../../usecases/review-queries.js';
import { reviewChoice } from '../../review-scope.js';
import { withConnection } from '../../connection.js';
import type { CommandRun } from '../../specs/types.js';
import { formatJson } from '../../output.js';
import { fittedWidths, fitsNaturally, type FitColumn } from '../../terminal/fit-table.js';
import { padToWidth, textWidth, truncateAtWord, truncateToWidth } from '../../../core/cell-text.js';
import { wrapAtMost } from '../../../terminal/text-wrap.js';
import { cutMark, PIPED_PROSE_WIDTH, proseLines, proseWidth } from '../../terminal/footnote.js';
import { refreshScope } from '../../refresh-scope.js';
import { csvField } from '../../csv-output.js';
import { usageError } from '../../usage-error.js';
import type { BOWLING_OPTIONS } from './options.js';
import { narrowedChart, whereOf } from '../../where.js';

export const DEFAULT_MONTHS = 12;
const MAX_MONTHS = 60;
const MARKS = BOWLING_MARKS;

/** The mark and the progress figure ("+104", "x99.9", "xn/a"), or the mark of an empty month. */
function cellText(cell: BowlingCell): string {
  return cell.empty !== null ? cellMark(cell) : `${MARKS[cell.mark]}${progressText(cell.progress).replace(/%$/, '')}`;
}

const MONTH_INITIALS = 'JFMAMJJASOND';
/** Names give way first down to this many cells; ids and cells never. */
const NAME_MIN = 10;
/** A name longer than its column goes on as many rows, at words; past them it is cut after a word. */
const NAME_ROWS = 2;

/** Fitted to `width`: names wrap, then months go under their initials, then cells show marks alone. */
export function chartText(chart: BowlingChart, objectives: ReadonlyMap<number, string>, width?: number, ellipsis = '…'): string {
  const heading = (id: number | null) => `[${objectives.get(id ?? -1) ?? `objective ${id ?? '?'}`}]`;
  // Three ways to draw it, widest first: months as 25-12, then as initials, then marks alone.
  const table = (initials: boolean, marksOnly: boolean) => {
    const months = chart.months.map((month) => (initials ? (MONTH_INITIALS[Number(month.slice(5)) - 1] ?? '?') : month.slice(2)));
    const rows = [
      ['ID', 'INDICATOR', ...months],
      ...chart.indicators.map((row) => [String(row.id), row.name, ...row.cells.map(marksOnly ? cellMark : cellText)]),
    ];
    const columns: FitColumn[] = [{ whole: true }, { min: NAME_MIN, yields: 1 }, ...chart.months.map(() => ({ whole: true }))];
    const gap = fitsNaturally(rows, width) ? 2 : 1;
    const widths = fittedWidths(rows, columns, width, gap);
    const nameWidth = widths[1] ?? NAME_MIN;
    const lines = rows.map((row, at) => {
      // The header's INDICATOR is never wrapped; a name is, at words, onto a row of its own.
      const names =
        at === 0 ? [truncateToWidth(row[1] ?? '', nameWidth, { ellipsis })] : wrapAtMost(row[1] ?? '', nameWidth, NAME_ROWS, { ellipsis });
      const cells = [row[0] ?? '', names[0] ?? '', ...row.slice(2)].map((cell, i) => padToWidth(cell, widths[i] ?? 0));
      const more = names.slice(1).map((name) => `${' '.repeat((widths[0] ?? 0) + gap)}${name}`);
      return [cells.join(' '.repeat(gap)).trimEnd(), ...more];
    });
    return { lines, fits: width === undefined || lines.flat().every((line) => textWidth(line) <= width) };
  };
  let fitted = table(false, false);
  const short = !fitted.fits;
  const figures = !short || table(true, false).fits;
  if (short) fitted = table(true, !figures);
  const lines = [...(fitted.lines[0] ?? [])];
  let objective: number | null | undefined;
  chart.indicators.forEach((row, index) => {
    if (row.objective_id !== objective || index === 0) {
      objective = row.objective_id;
      lines.push(width === undefined ? heading(objective) : truncateAtWord(heading(objective), width, { ellipsis }));
    }
    lines.push(...(fitted.lines[index + 1] ?? []));
  });
  const legend = [
    `${MARKS.green} met its goal, ${MARKS.red} below it${figures ? ' (with the progress in percent)' : ' (the progress in percent is left out at this width: --csv or --json has it)'}, ${EMPTY_MARKS.unknown} ${EMPTY_WORDS.unknown}, ${EMPTY_MARKS.unrecorded} ${EMPTY_WORDS.unrecorded}, blank: ${EMPTY_WORDS['not-due']}, ${EMPTY_WORDS['no-update']} or ${EMPTY_WORDS.before}`,
    ...(figures ? [PROGRESS_FORMULA] : []),
  ];
  if (short) legend.push(`months ${chart.months[0]} to ${chart.months.at(-1)}`);
  lines.push(...legend.flatMap((line) => proseLines(line, width ?? PIPED_PROSE_WIDTH)));
  return `${lines.join('\n')}\n`;
}

function chartCsv(chart: BowlingChart): string {
  const lines = ['indicator_id,objective_id,name,month,value,goal,tpc,mark,empty'];
  for (const row of chart.indicators)
    for (const { month, value, goal, progress, mark, empty } of row.cells)
      lines.push([row.id, row.objective_id, row.name, month, value, goal, exactProgress(progress), mark, empty].map(csvField).join(','));
  return `${lines.join('\n')}\n`;
}

/** What the empty months are, told apart: not known here (partial), not recorded (late on the service). */
export function emptyNotes(chart: BowlingChart): string[] {
  const notes: string[] = [];
  if (chart.incomplete > 0) {
    const which = chart.incomplete === 1 ? '1 indicator has' : `${chart.incomplete} indicators have`;
    notes.push(
      `${which} months not known here (${EMPTY_MARKS.unknown}); the service cannot list history values: record them here (hoshin record), import them (hoshin index import) or open them by id (hoshin get history <id>)`,
    );
  }
  for (const row of chart.indicators) {
    const months = unrecordedMonths(row.cells);
    const unrecorded = `not recorded (${EMPTY_MARKS.unrecorded}): the update fell due and no value came`;
    if (months.length > 0) notes.push(`${row.name} (${row.id}): ${monthRanges(months)} ${unrecorded}`);
  }
  return notes;
}

/** Indicators the service counts in the scope that are not known here; null for an area of a partly known hoshin (areas count nothing). */
export function unknownIndicators(coverage: Coverage): number | null {
  return coverage.bounded ? null : coverage.unknown.indicators;
}

export function chartJson(chart: BowlingChart, coverage?: Coverage): unknown {
  return {
    ...(coverage ? { complete: coverage.complete, unknown_indicators: unknownIndicators(coverage) } : {}),
    months: chart.months,
    indicators: chart.indicators.map((row) => ({
      id: row.id,
      name: row.name,
      objective_id: row.objective_id,
      // The figure unrounded: the table rounds it for the eye, JSON carries the number.
      cells: row.cells.map(({ month, value, goal, progress, mark, empty }) => ({
        month,
        value,
        goal,
        tpc: exactProgress(progress),
        mark,
        empty,
      })),
    })),
  };
}

export const run: CommandRun<typeof BOWLING_OPTIONS> = async (parsed, context) => {
  // The plan and the month --where judges, parsed and refused as report's (a month not begun, not a month).
  const { scope, month } = reviewChoice('bowling', parsed.positionals, parsed.values.month, localDay(context.now()), "a chart's --where");
  const { kind, id } = scope;
  // The month moves no cell of the chart (--to does): without --where it would be ignored, so it is refused.
  if (parsed.values.month !== undefined && parsed.values.where === undefined)
    throw usageError('--month is the month --where judges a status in: give --where too, or --to for the last month of the chart');
  const monthsText = parsed.values.months;
  const count = monthsText === undefined ? DEFAULT_MONTHS : Number(monthsText);
  if (!Number.isInteger(count) || count < 1 || count > MAX_MONTHS)
    throw refusal('--months', monthsText ?? '', 'is not a number of months', [`Give a whole number from 1 to ${MAX_MONTHS}.`]);
  const to = parsed.values.to ?? localDay(context.now()).slice(0, 7);
  if (!isMonth(to)) throw refusal('--to', to, 'is not a month', ['Give a month YYYY-MM, as in 2026-05.']);
  if (parsed.values.csv === true && parsed.globals.json) throw usageError('choose --json or --csv, not both');
  // Read before anything is sent: a query it cannot read is refused here.
  const where = whereOf(parsed.values.where, parsed.globals, context);
  return withConnection(parsed.globals, context, async (connection) => {
    await connection.client.get(kind, id);
    await refreshScope(connection, scope, ['indicator'], context);
    // The hoshin's counters say how many indicators the chart should have.
    for (const hoshin of hoshinsOf(connection.index, scope)) if (kind === 'area') await connection.client.get('hoshin', hoshin);
    const today = localDay(context.now());
    const window = chartOf(connection.index, scope, monthsEnding(to, count), today);
    const chart = await narrowedChart(connection, context, where, window, today, month);
    const coverage = coverageOf(connection.index, scope, today, ['indicator']);
    for (const line of coverageLines(coverage)) writeNote(context, line);
    for (const line of emptyNotes(chart)) writeNote(context, line);
    if (parsed.globals.json) context.stdout.write(formatJson(chartJson(chart, coverage)));
    else if (parsed.values.csv === true) context.stdout.write(chartCsv(chart));
    else if (chart.indicators.length === 0)
      context.stdout.write(`No indicator is known under ${kindSpec(kind).label.toLowerCase()} ${id}.\n`);
    else {
      const names = new Map<number, string>();
      for (const row of chart.indicators) {
        const objective = row.objective_id === null ? undefined : connection.index.get('objective', row.objective_id)?.name;
        if (row.objective_id !== null && objective) names.set(row.objective_id, objective);
      }
      context.stdout.write(chartText(chart, names, proseWidth(context.stdout), cutMark(context.stdout)));
      const unknown = unknownIndicators(coverage);
      if (!coverage.complete) {
        const partial = `Partial chart: ${unknown === null ? 'some' : unknown} of the ${kindSpec(kind).label.toLowerCase()}'s indicators are not known here (stderr says how to reach them).`;
        context.stdout.write(`${proseLines(partial, proseWidth(context.stdout)).join('\n')}\n`);
      }
    }
    return exitFor(coverage);
  });
};
