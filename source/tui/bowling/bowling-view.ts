// What the bowling chart view (`b`) shows and where its cursor is. Pure.
import { centredScroll } from '../kernel/overlays.js';
import { BOWLING_MARKS, EMPTY_MARKS, type BowlingCell, type BowlingChart, type BowlingRow } from '../../domain/bowling.js';
import { progressNumber, progressText } from '../../domain/progress.js';
import { keyOf } from '../kernel/keys.js';
import { DUE_QUEUE } from '../tree/keys.js';
import { RECORD_VALUE } from '../dialogs/form-keys.js';
import { truncateAtWord } from '../../core/cell-text.js';
import { wrapAtMost } from '../../terminal/text-wrap.js';

type BowlingLine =
  | { readonly type: 'objective'; readonly id: number | null; readonly name: string }
  /** `index`: the indicator's place among the chart's rows (what the cursor counts). */
  | { readonly type: 'indicator'; readonly row: BowlingRow; readonly index: number };

/** The chart's rows with a heading line before each objective's indicators. */
export function bowlingLines(chart: BowlingChart, objectiveName: (id: number | null) => string): BowlingLine[] {
  const lines: BowlingLine[] = [];
  let objective: number | null | undefined;
  chart.indicators.forEach((row, index) => {
    if (row.objective_id !== objective || index === 0) {
      objective = row.objective_id;
      lines.push({ type: 'objective', id: objective, name: objectiveName(objective) });
    }
    lines.push({ type: 'indicator', row, index });
  });
  return lines;
}

/** The mark and the progress figure ("+104", "x67", "x99.9", "xn/a"). */
const figureText = (cell: BowlingCell): string => `${BOWLING_MARKS[cell.mark]}${progressText(cell.progress).replace(/%$/, '')}`;

/** A figure too wide as the mark and the bound it passes (`x>99` for 99.7); null where none fits. */
function boundText(cell: BowlingCell, width: number): string | null {
  const shown = progressNumber(cell.progress);
  const digits = width - 2;
  if (shown === null || digits < 1) return null;
  const mark = BOWLING_MARKS[cell.mark];
  const above = 10 ** digits - 1;
  if (shown > above) return `${mark}>${above}`;
  const below = -(10 ** (digits - 1) - 1);
  return digits > 1 && shown < below ? `${mark}<${below}` : null;
}

/**
 * A cell's text in `width` cells: the mark and the figure ("+104", "x67"), else the bound it
 * passes, else the mark alone; an empty month's mark ("." not known, "!" not recorded).
 */
export function bowlingCellText(cell: BowlingCell, width: number): string {
  if (cell.empty !== null) return EMPTY_MARKS[cell.empty];
  const text = figureText(cell);
  if (text.length <= width) return text;
  return boundText(cell, width) ?? BOWLING_MARKS[cell.mark];
}

/** The room a cell needs to show a figure or its bound (`+104`, `x>99`): narrower, marks alone. */
const FIGURE_ROOM = 4;

/** The legend's words for the marks: with the figures' name, or, where cells show marks alone, where a figure is read. */
export function marksLegend(width: number, progressName: string): string {
  const marks = `${BOWLING_MARKS.green} met, ${BOWLING_MARKS.red} below`;
  return width < FIGURE_ROOM ? `${marks} (${progressName} % under the chart)` : `${marks} (${progressName} %)`;
}

/** Cells per month for the room left beside the names: 5 shows "+104 ", 2 the mark alone. */
export const bowlingCellWidth = (room: number, months: number): number => Math.max(2, Math.min(5, Math.floor(room / Math.max(1, months))));

/** Names keep at least this many columns while the cells narrow to show their figures. */
const MIN_NAME_COLUMNS = 16;
/** Names longer than this are cut (the selected cell's sentence under the chart names it whole). */
const MOST_NAME_COLUMNS = 48;
/** The widest a month's cell grows on a wide terminal: wider would only spread the marks apart. */
const MOST_CELL_COLUMNS = 10;

interface BowlingLayout {
  /** Columns of the names, the space after the name included. */
  readonly nameWidth: number;
  /** Columns of each month's cell, its text right-aligned. */
  readonly cellWidth: number;
}

/**
 * How `room` is shared: cells first as wide as their figures need, names as the longest needs
 * (within MIN and MOST_NAME_COLUMNS), the rest widens the cells; so no gap opens between names and months.
 */
export function bowlingLayout(room: number, months: number, longestName: number): BowlingLayout {
  const count = Math.max(1, months);
  const wanted = Math.max(MIN_NAME_COLUMNS, Math.min(MOST_NAME_COLUMNS, longestName + 1));
  const figures = bowlingCellWidth(room - MIN_NAME_COLUMNS, count);
  const nameWidth = Math.max(4, Math.min(wanted, room - figures * count));
  const spare = Math.max(0, room - nameWidth - figures * count);
  const cellWidth = Math.min(MOST_CELL_COLUMNS, figures + Math.floor(spare / count));
  return { nameWidth, cellWidth: Math.max(figures, cellWidth) };
}

/** The cursor after a move, kept on the chart (rows: indicators, columns: months). */
export function bowlingCursor(
  at: { readonly row: number; readonly column: number },
  delta: { readonly rows?: number; readonly columns?: number },
  size: { readonly rows: number; readonly columns: number },
): { row: number; column: number } {
  const clamp = (value: number, count: number) => Math.max(0, Math.min(Math.max(0, count - 1), value));
  return {
    row: clamp(at.row + (delta.rows ?? 0), size.rows),
    column: clamp(at.column + (delta.columns ?? 0), size.columns),
  };
}

/** One row of the chart on screen: an objective's heading, or an indicator's name (a long one on two rows). */
type BowlingRowShown =
  | { readonly type: 'objective'; readonly line: Extract<BowlingLine, { type: 'objective' }>; readonly text: string }
  | {
      readonly type: 'indicator';
      readonly line: Extract<BowlingLine, { type: 'indicator' }>;
      readonly text: string;
      readonly part: number;
    };

/** Rows of the chart where names may wrap: its height must hold this many of them. */
export const MIN_WRAPPED_ROWS = 8;

/** The chart's lines as rows: headings cut at a word, names wrapped onto a second row when `wrap`. */
export function bowlingRows(
  lines: readonly BowlingLine[],
  width: number,
  nameWidth: number,
  wrap: boolean,
  ellipsis: string,
): BowlingRowShown[] {
  return lines.flatMap((line): BowlingRowShown[] =>
    line.type === 'objective'
      ? [{ type: 'objective', line, text: truncateAtWord(line.name, width, { ellipsis }) }]
      : wrapAtMost(line.row.name, nameWidth, wrap ? 2 : 1, { ellipsis }).map((text, part) => ({ type: 'indicator', line, text, part })),
  );
}

/** The first chart row to draw so that the cursor's indicator (its first row) is in view. */
export function bowlingRowScroll(rows: readonly BowlingRowShown[], row: number, visible: number): number {
  return centredScroll(
    rows.findIndex((shown) => shown.type === 'indicator' && shown.line.index === row && shown.part === 0),
    rows.length,
    visible,
  );
}

/** "1 indicator has months not known here" and how to fill them, or null when none. */
export function incompleteSentence(incomplete: number): string | null {
  if (incomplete === 0) return null;
  const which = incomplete === 1 ? '1 indicator has' : `${incomplete} indicators have`;
  return `${EMPTY_MARKS.unknown} ${which} months not known here: the service cannot list values, so they come from recording (${keyOf(RECORD_VALUE)}), an index import or opening them by id.`;
}

/** Both, in one sentence where both apply (two rows at 80 columns rather than four), or null when neither. */
export function emptyMonthsSentence(incomplete: number, unrecorded: number): string | null {
  const unknown = incompleteSentence(incomplete);
  const missed = unrecordedSentence(unrecorded);
  if (unknown === null || missed === null) return unknown ?? missed;
  const count = unrecorded === 1 ? '1 has' : `${unrecorded} have`;
  const known = `${EMPTY_MARKS.unknown} ${incomplete === 1 ? '1 indicator has' : `${incomplete} indicators have`} months not known here`;
  return `${known} (${keyOf(RECORD_VALUE)}, an index import or opening them by id fills them); ${EMPTY_MARKS.unrecorded} ${count} months not recorded (${keyOf(DUE_QUEUE)} walks what is due).`;
}

/** "1 indicator has months not recorded": values the service does not hold either, or null when none. */
export function unrecordedSentence(unrecorded: number): string | null {
  if (unrecorded === 0) return null;
  const which = unrecorded === 1 ? '1 indicator has' : `${unrecorded} indicators have`;
  return `${EMPTY_MARKS.unrecorded} ${which} months not recorded: the update fell due and no value came (${keyOf(DUE_QUEUE)} walks what is due).`;
}

/** The column of the latest month with any value (where a review starts reading), else the last. */
export function latestKnownColumn(chart: BowlingChart): number {
  for (let column = chart.months.length - 1; column >= 0; column -= 1) {
    if (chart.indicators.some((row) => row.cells[column]?.value !== null)) return column;
  }
  return Math.max(0, chart.months.length - 1);
}
