// The bytes that turn the screen into the next frame: only the cells that differ, the shortest
// moves, the fewest style changes. Inline, every move is relative to where the frame began. Pure.
import type { CellRow } from './frame-rows.js';
import { PLAIN, sameStyle, sgrTransition, type Style } from './sgr.js';

export type ScreenMode = 'alternate' | 'inline';

export interface TerminalSize {
  readonly columns: number;
  readonly rows: number;
}

/** What the terminal shows after a paint, and where its cursor and style stand. */
export interface Painted {
  readonly rows: readonly CellRow[];
  /** The cursor's row, counted from the frame's first row. */
  readonly cursorRow: number;
  /** Its column, unless a write ended in the last column (the terminal may wrap on the next character). */
  readonly cursorColumn: number | undefined;
  readonly style: Style;
  /** Rows that exist below the frame's start (inline, a move further down must make new lines). */
  readonly extent: number;
}

/** Where a first paint starts: on a cleared screen, or on the line the cursor is on (inline). */
export type PaintStart = 'clear' | 'here';

// Changed cells this close together are rewritten with the unchanged ones between them, which
// costs about what a cursor move over them would.
const MERGE_GAP = 4;
const ERASE_LINE = '\u001B[K';
const ERASE_BELOW = '\u001B[J';
const RESET_STYLE = '\u001B[m';
// Autowrap off and on again (DECAWM): a row whose width is not known stops at the last column
// instead of wrapping onto the next row, which would scroll the screen and shift every row below.
const NO_WRAP = '\u001B[?7l';
const WRAP = '\u001B[?7h';

const isBlank = (row: CellRow, column: number): boolean => {
  const char = row.chars?.[column];
  if (char === undefined) return true;
  const style = row.styles?.[column] as Style;
  // A space shows no foreground; underline, inverse, strike and overline show.
  return char === ' ' && style.bg === '' && (style.flags & (8 | 32 | 128 | 256)) === 0;
};

function sameCell(a: CellRow, b: CellRow, column: number): boolean {
  const charA = a.chars?.[column];
  const charB = b.chars?.[column];
  if (charA === undefined || charB === undefined || (charA === ' ' && charB === ' ')) {
    if (isBlank(a, column) && isBlank(b, column)) return true;
    if (charA === undefined || charB === undefined) return false;
  }
  return charA === charB && sameStyle(a.styles?.[column] as Style, b.styles?.[column] as Style);
}

/** Builds the bytes of one paint, following the cursor and style as they change. */
class Pen {
  out = '';
  row: number;
  column: number | undefined;
  style: Style;
  extent: number;

  constructor(
    readonly mode: ScreenMode,
    readonly size: TerminalSize,
    from: { cursorRow: number; cursorColumn: number | undefined; style: Style; extent: number },
  ) {
    this.row = from.cursorRow;
    this.column = from.cursorColumn;
    this.style = from.style;
    this.extent = from.extent;
  }

  moveTo(row: number, column: number): void {
    if (this.row === row && this.column === column) return;
    if (this.mode === 'alternate') {
      // The next line's start: a line break (the row exists, so this is not the screen's last).
      if (row === this.row + 1 && column === 0) this.out += '\r\n';
      else if (row !== this.row) this.out += column === 0 ? `\u001B[${row + 1}H` : `\u001B[${row + 1};${column + 1}H`;
      else this.out += this.horizontal(column);
      this.row = row;
      this.column = column;
      return;
    }
    if (row < this.row) {
      this.out += row === this.row - 1 ? '\u001B[A' : `\u001B[${this.row - row}A`;
      this.row = row;
    }
    if (row > this.row) {
      const existing = Math.min(row, this.extent - 1);
      if (existing > this.row) {
        this.out += existing === this.row + 1 ? '\u001B[B' : `\u001B[${existing - this.row}B`;
        this.row = existing;
      }
      // Below the last line the frame has made: new lines (the screen scrolls up if it must).
      if (row > this.row) {
        // A line the screen scrolls in takes the current background (BCE): the plain one.
        if (this.style.bg !== '') this.setStyle(PLAIN);
        this.out += '\r\n'.repeat(row - this.row);
        this.row = row;
        this.column = 0;
        this.extent = Math.max(this.extent, row + 1);
      }
    }
    if (this.column !== column) this.out += this.horizontal(column);
    this.column = column;
  }

  private horizontal(column: number): string {
    if (this.column !== undefined && column > this.column && column - this.column <= 3) {
      return column - this.column === 1 ? '\u001B[C' : `\u001B[${column - this.column}C`;
    }
    return column === 0 ? '\r' : `\u001B[${column + 1}G`;
  }

  setStyle(style: Style): void {
    this.out += sgrTransition(this.style, style);
    this.style = style;
  }

  /** Cells [from, to) of a row read cell by cell, from the cursor on. */
  cells(row: CellRow, from: number, to: number): void {
    const chars = row.chars as readonly string[];
    const styles = row.styles as readonly Style[];
    let run = '';
    for (let column = from; column < to; column += 1) {
      const style = styles[column] as Style;
      if (!sameStyle(style, this.style)) {
        this.out += run;
        run = '';
        this.setStyle(style);
      }
      run += chars[column] as string;
    }
    this.out += run;
    this.advance(to);
  }

  /** A row whose cells are not known, written as Ink wrote it, from its first column. */
  raw(row: CellRow): void {
    this.setStyle(PLAIN);
    // Wider than the terminal (a frame laid out for the size before a resize), it is cut, not wrapped.
    this.out += NO_WRAP + row.text;
    // Its own styles may still be set, and where it ended is the terminal's business.
    this.out += RESET_STYLE + WRAP;
    this.style = PLAIN;
    this.column = undefined;
  }

  eraseLine(): void {
    if (this.style.bg !== '' || this.style.flags !== 0) this.setStyle(PLAIN);
    this.out += ERASE_LINE;
  }

  eraseBelow(): void {
    if (this.style.bg !== '' || this.style.flags !== 0) this.setStyle(PLAIN);
    this.out += ERASE_BELOW;
  }

  private advance(column: number): void {
    this.column = column >= this.size.columns ? undefined : column;
  }
}

/** Cells of a row the terminal can show (a row wider than the terminal is cut). */
const shownLength = (row: CellRow, size: TerminalSize): number => Math.min(row.chars?.length ?? 0, size.columns);

function writeWholeRow(pen: Pen, row: CellRow, index: number, size: TerminalSize, erase: boolean): void {
  pen.moveTo(index, 0);
  if (!row.chars) {
    // Where a row of unknown width ends is not known, and an erase after it could take its last
    // column: the old row goes first.
    if (erase) pen.eraseLine();
    pen.raw(row);
    return;
  }
  pen.cells(row, 0, shownLength(row, size));
  if (erase && shownLength(row, size) < size.columns) pen.eraseLine();
}

function writeChangedCells(pen: Pen, before: CellRow, after: CellRow, index: number, size: TerminalSize): void {
  const length = shownLength(after, size);
  const end = Math.max(length, shownLength(before, size));
  let column = 0;
  while (column < end) {
    if (sameCell(before, after, column)) {
      column += 1;
      continue;
    }
    // A span of changed cells, taking in short stretches of unchanged ones.
    const start = column;
    let last = column;
    for (let next = column + 1; next < end && next - last <= MERGE_GAP; next += 1) if (!sameCell(before, after, next)) last = next;
    pen.moveTo(index, start);
    if (last >= length) {
      // The new row ends inside the span: what is left of the line goes.
      if (start < length) pen.cells(after, start, length);
      pen.eraseLine();
      return;
    }
    pen.cells(after, start, last + 1);
    column = last + 1;
  }
}

/** The bytes that show `next` over `previous` (undefined: a first paint), and what the terminal shows afterwards. */
export function paintFrame(
  previous: Painted | undefined,
  next: readonly CellRow[],
  mode: ScreenMode,
  size: TerminalSize,
  start: PaintStart = 'clear',
): { bytes: string; painted: Painted } {
  const visible = next.slice(0, Math.max(0, size.rows));
  if (!previous) {
    const pen = new Pen(mode, size, {
      cursorRow: 0,
      cursorColumn: start === 'clear' ? 0 : undefined,
      style: PLAIN,
      extent: 1,
    });
    // The terminal's style is not known: reset it before clearing (a clear paints the background).
    pen.out = RESET_STYLE + (start === 'clear' ? '\u001B[H\u001B[2J' : `\r${ERASE_BELOW}`);
    pen.column = 0;
    // Inline, the frame claims all its rows, blank ones too, so later moves stay inside it.
    const last = mode === 'inline' ? visible.length - 1 : visible.findLastIndex((row) => row.text !== '');
    for (let index = 0; index <= last; index += 1) {
      const row = visible[index] as CellRow;
      if (row.text === '' && mode === 'alternate') continue;
      if (row.text !== '') writeWholeRow(pen, row, index, size, false);
      else pen.moveTo(index, 0);
    }
    return {
      bytes: pen.out,
      painted: { rows: visible, cursorRow: pen.row, cursorColumn: pen.column, style: pen.style, extent: pen.extent },
    };
  }
  const pen = new Pen(mode, size, previous);
  const count = Math.max(visible.length, previous.rows.length);
  for (let index = 0; index < count; index += 1) {
    const before = previous.rows[index];
    const after = visible[index];
    if (after === undefined) {
      // The frame got shorter: everything below its last row goes.
      pen.moveTo(index, 0);
      pen.eraseBelow();
      break;
    }
    if (before !== undefined && before.text === after.text) continue;
    if (before?.chars && after.chars) writeChangedCells(pen, before, after, index, size);
    else writeWholeRow(pen, after, index, size, before !== undefined && before.text !== '');
  }
  return {
    bytes: pen.out,
    painted: { rows: visible, cursorRow: pen.row, cursorColumn: pen.column, style: pen.style, extent: pen.extent },
  };
}

/** The bytes that leave the cursor at the start of the line below the frame, in the plain style. */
export function belowFrame(painted: Painted, mode: ScreenMode, size: TerminalSize): string {
  const pen = new Pen(mode, size, painted);
  pen.setStyle(PLAIN);
  pen.moveTo(Math.max(0, painted.rows.length - 1), 0);
  return `${pen.out}\r\n`;
}
