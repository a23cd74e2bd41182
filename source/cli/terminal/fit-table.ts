// Tables that fit a width, as gh and kubectl draw them: the least needed columns narrow first; ids,
// dates and figures never.
import { padToWidth, textWidth, truncateAtWord, truncateToWidth } from '../../core/cell-text.js';

export interface FitColumn {
  /** Narrowest the column may become; `whole` columns keep their natural width. */
  readonly min?: number;
  readonly whole?: boolean;
  /** Lower gives way first; within equal ranks the widest narrows first. Names get the highest. */
  readonly yields?: number;
  /** Cut after a whole word (a name), not inside one; the cell may then end short of its width. */
  readonly words?: boolean;
}

/** Columns two spaces apart; a table wider than this falls back to one. */
const GAP = 2;

/** The width a terminal gives a command's output, or undefined when it is not a terminal. */
export function terminalWidth(stdout: { isTTY?: boolean; columns?: number }): number | undefined {
  return stdout.isTTY === true && typeof stdout.columns === 'number' && stdout.columns > 0 ? stdout.columns : undefined;
}

/** Each column's width: natural when it fits in `width` (or `width` is undefined), else narrowed by rank. */
export function fittedWidths(
  rows: readonly (readonly string[])[],
  columns: readonly FitColumn[],
  width: number | undefined,
  gap = GAP,
): number[] {
  const count = Math.max(columns.length, ...rows.map((row) => row.length));
  const widths = Array.from({ length: count }, (_, i) => Math.max(0, ...rows.map((row) => textWidth(row[i] ?? ''))));
  if (width === undefined) return widths;
  const total = () => widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, count - 1);
  // Rank by rank, lowest first; within a rank the widest column narrows first, a cell at a time.
  const ranks = [...new Set(columns.map((column) => column.yields ?? 0))].sort((x, y) => x - y);
  for (const rank of ranks) {
    const group = widths.map((_, i) => i).filter((i) => !columns[i]?.whole && (columns[i]?.yields ?? 0) === rank);
    const floor = (i: number) => Math.min(widths[i] ?? 0, columns[i]?.min ?? 1);
    for (;;) {
      if (total() <= width) return widths;
      const open = group.filter((i) => (widths[i] ?? 0) > floor(i));
      if (open.length === 0) break;
      const widest = open.reduce((a, b) => ((widths[b] ?? 0) > (widths[a] ?? 0) ? b : a));
      widths[widest] = (widths[widest] ?? 0) - 1;
    }
  }
  return widths;
}

/** Whether rows fit `width` (undefined: anything fits) with natural widths. */
export function fitsNaturally(rows: readonly (readonly string[])[], width: number | undefined, gap = GAP): boolean {
  if (width === undefined) return true;
  const widths = fittedWidths(rows, [], undefined);
  return widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1) <= width;
}

/** A line each; with a width, the gap closes to one space before any column is cut. */
export function fitTable(
  rows: readonly (readonly string[])[],
  columns: readonly FitColumn[],
  width: number | undefined,
  ellipsis = '…',
): string {
  const gap = width !== undefined && !fitsNaturally(rows, width, GAP) ? 1 : GAP;
  const widths = fittedWidths(rows, columns, width, gap);
  const lines = rows.map((row) =>
    row
      .map((cell, i) => {
        const cut = (columns[i]?.words === true ? truncateAtWord : truncateToWidth)(cell, widths[i] ?? 0, { ellipsis });
        return i === row.length - 1 ? cut : padToWidth(cut, widths[i] ?? 0);
      })
      .join(' '.repeat(gap))
      .trimEnd(),
  );
  return `${lines.join('\n')}\n`;
}
