// The indicator's table of values fitted to a width: each column whole or left out. They give way
// least needed first: narrowed, progress headed `%`, goal left out, then progress. Pure.
import { PROGRESS_NAME } from '../../domain/progress.js';
import { fitText, textWidth, truncateAtWord } from '../kernel/layout.js';
import { padToWidth } from '../../core/cell-text.js';
import { moreMark, type Glyphs } from '../../terminal/glyphs.js';
import { wrapAll } from '../../terminal/text-wrap.js';
import type { HistoryRow } from './indicator-view.js';

export type TableRow = Pick<HistoryRow, 'day' | 'value' | 'goal' | 'percent' | 'comment'>;

/** Cells of each column; `null` for a column left out. */
export interface Columns {
  readonly day: number;
  readonly value: number;
  readonly goal: number | null;
  readonly percent: number | null;
  /** The progress column's heading: the figure's name, or `%` where the name does not fit. */
  readonly percentHeading: string;
}

const HEADINGS = { day: 'Day', value: 'Value', goal: 'Goal', comment: 'Comment' } as const;
const SHORT_PERCENT_HEADING = '%';
/** From this width on, the columns take the roomy widths (a wide pane lines up whatever the values). */
const ROOMY_WIDTH = 45;
const ROOMY = { value: 10, goal: 10, percent: 8 } as const;
const DAY_CELLS = 10;

/** A row with a goal and no value: a target row (domain/targets.ts), the month's target set ahead. */
const isTargetLine = (row: TableRow): boolean => row.value === '' && row.goal !== '';

/** Cells the fixed columns take with the spaces between them. */
function columnsWidth(columns: Columns): number {
  return [columns.day, columns.value, columns.goal, columns.percent]
    .filter((cells): cells is number => cells !== null)
    .reduce((sum, cells, index) => sum + cells + (index === 0 ? 0 : 1), 0);
}

/** The columns for `width` cells: the first form in the order of giving way that fits. */
export function tableColumns(rows: readonly TableRow[], width: number): Columns {
  const widest = (pick: (row: TableRow) => string, heading: string) =>
    Math.max(textWidth(heading), ...rows.map((row) => textWidth(pick(row))));
  const value = widest((row) => row.value, HEADINGS.value);
  const goal = widest((row) => row.goal, HEADINGS.goal);
  const percent = (heading: string) => widest((row) => row.percent, heading);
  const roomy: Columns = {
    day: DAY_CELLS,
    value: Math.max(ROOMY.value, value),
    goal: Math.max(ROOMY.goal, goal),
    percent: Math.max(ROOMY.percent, percent(PROGRESS_NAME)),
    percentHeading: PROGRESS_NAME,
  };
  const named = { day: DAY_CELLS, value, percentHeading: PROGRESS_NAME };
  const short = { day: DAY_CELLS, value, percentHeading: SHORT_PERCENT_HEADING };
  const forms: Columns[] = [
    ...(width >= ROOMY_WIDTH ? [roomy] : []),
    { ...named, goal, percent: percent(PROGRESS_NAME) },
    { ...short, goal, percent: percent(SHORT_PERCENT_HEADING) },
    { ...named, goal: null, percent: percent(PROGRESS_NAME) },
    { ...short, goal: null, percent: percent(SHORT_PERCENT_HEADING) },
  ];
  return forms.find((form) => columnsWidth(form) <= width) ?? { ...named, goal: null, percent: null };
}

/** The fixed columns of a row; a target row without its goal column says what it is in their place. */
function fixedCells(row: TableRow, columns: Columns): string {
  if (columns.goal === null && isTargetLine(row)) return `${padToWidth(row.day, columns.day)} target ${row.goal}`;
  const cells = [padToWidth(row.day, columns.day), padToWidth(row.value, columns.value, 'end')];
  if (columns.goal !== null) cells.push(padToWidth(row.goal, columns.goal, 'end'));
  if (columns.percent !== null) cells.push(padToWidth(row.percent, columns.percent, 'end'));
  return cells.join(' ');
}

function tableLine(row: TableRow, width: number, columns: Columns): string {
  const fixed = fixedCells(row, columns);
  // Only a target row's own words can be wider than the columns: cut at a word, never inside one.
  return row.comment === '' ? truncateAtWord(fixed, width) : fitText(`${fixed}  ${row.comment}`, width);
}

/** Indent of a comment's continuation lines, under its row. */
const COMMENT_INDENT = 4;

/** A row's lines: the columns and what fits of the comment, the rest wrapped and indented under it. */
export function tableRowLines(row: TableRow, width: number, columns: Columns): string[] {
  const fixed = tableLine({ ...row, comment: '' }, width, columns);
  if (row.comment === '' || textWidth(`${fixed}  ${row.comment}`) <= width) return [tableLine(row, width, columns)];
  const room = width - textWidth(fixed) - 2;
  const first = room >= 4 ? (wrapAll(row.comment, room)[0] ?? '') : '';
  // Pieces of a wrap are consecutive parts of the (whitespace-normalised) comment.
  const rest = row.comment.slice(first.length).trim();
  const more = wrapAll(rest, Math.max(1, width - COMMENT_INDENT)).map((piece) => `${' '.repeat(COMMENT_INDENT)}${piece}`);
  return [first === '' ? fixed : `${fixed}  ${first}`, ...more];
}

/** The table's heading: the comment column's longest form that fits whole, the mark of rows below kept first. */
export function headingLine(below: number, glyphs: Glyphs, width: number, columns: Columns): string {
  const headings: TableRow = { ...HEADINGS, percent: columns.percentHeading, comment: '' };
  const short = moreMark(glyphs, 'below', below);
  const forms = below > 0 ? [`Comment   ${moreMark(glyphs, 'below', below, 'long')}`, `Comment ${short}`, short] : ['Comment', ''];
  const fixed = tableLine(headings, width, columns);
  const form = forms.find((text) => text === '' || textWidth(`${fixed}  ${text}`) <= width);
  if (form !== undefined) return tableLine({ ...headings, comment: form }, width, columns);
  // The mark of rows below stays, closer and tighter, where no form fits with the usual gap.
  const tight = moreMark(glyphs, 'below', below, 'tight');
  return textWidth(`${fixed} ${tight}`) <= width ? `${fixed} ${tight}` : fixed;
}
