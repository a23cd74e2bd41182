// What the bowling chart view (`b`) shows and where its cursor is: the indicators grouped under
// their objectives, each cell as its mark and, where it fits, its percent of goal. Pure.
import { BOWLING_MARKS, percentFigure, type BowlingCell, type BowlingChart, type BowlingRow } from '../../domain/bowling.js';
import { keyOf } from '../kernel/key-lookup.js';

/** What a chart is drawn for. */
export interface BowlingScope {
  readonly kind: 'hoshin' | 'area' | 'objective';
  readonly id: number;
}

export type BowlingLine =
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

/** A cell's text in `width` cells: the mark and the rounded percent ("+104", "x67", "x99.9"), the mark alone where that does not fit, "." for no value. */
export function bowlingCellText(cell: BowlingCell, width: number): string {
  const mark = BOWLING_MARKS[cell.mark];
  if (cell.mark === 'none' || cell.tpc === null) return mark;
  const withPercent = `${mark}${percentFigure(cell.tpc)}`;
  return withPercent.length <= width ? withPercent : mark;
}

/** Cells per month for the room left beside the names: 5 shows "+104 ", 2 the mark alone. */
export function bowlingCellWidth(room: number, months: number): number {
  return Math.max(2, Math.min(5, Math.floor(room / Math.max(1, months))));
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

/** The first of `total` lines to draw in `visible` rows with line `at` in view, centred where it can be. */
export function centredScroll(at: number, total: number, visible: number): number {
  if (at < 0) return 0;
  const room = Math.max(1, visible);
  return Math.max(0, Math.min(Math.max(0, total - room), at - Math.floor(room / 2)));
}

/** The first chart line to draw so that the cursor's indicator is in view. */
export function bowlingScroll(lines: readonly BowlingLine[], row: number, visible: number): number {
  return centredScroll(
    lines.findIndex((line) => line.type === 'indicator' && line.index === row),
    lines.length,
    visible,
  );
}

/** "1 indicator has months with no value known here" and how to fill them, or null when none. */
export function incompleteSentence(incomplete: number): string | null {
  if (incomplete === 0) return null;
  const which = incomplete === 1 ? '1 indicator has' : `${incomplete} indicators have`;
  return `${which} months with no value known here: the service cannot list values, so they come from recording (${keyOf('record-value', 'tree')}), an index import or opening them by id.`;
}

/** The column of the latest month with any value (where a review starts reading), else the last. */
export function latestKnownColumn(chart: BowlingChart): number {
  for (let column = chart.months.length - 1; column >= 0; column -= 1) {
    if (chart.indicators.some((row) => row.cells[column]?.value !== null)) return column;
  }
  return Math.max(0, chart.months.length - 1);
}
