// A braille dot canvas, 2×4 dots a cell; in ASCII a cell says where its dots lie: ' high, - middle, . low, | all. Pure.

// Bit of each dot in a braille cell, indexed [row][column] (Unicode braille patterns block).
const DOT_BITS: readonly (readonly [number, number])[] = [
  [0x01, 0x08],
  [0x02, 0x10],
  [0x04, 0x20],
  [0x40, 0x80],
];
const BRAILLE_BASE = 0x2800;
const BRAILLE_LAST = 0x28ff;

/** The ASCII character for a cell's dot bits: by the rows its dots span. */
export function asciiCell(bits: number): string {
  const rows = DOT_BITS.flatMap((pair, row) => ((bits & (pair[0] | pair[1])) !== 0 ? [row] : []));
  const top = rows[0];
  const bottom = rows[rows.length - 1];
  if (top === undefined || bottom === undefined) return ' ';
  if (bottom - top >= 2) return '|';
  const middle = (top + bottom) / 2;
  return middle < 1 ? "'" : middle > 2 ? '.' : '-';
}

/** The ASCII form of a braille pattern character; undefined for any other character. */
export function asciiForBraille(char: string): string | undefined {
  const code = char.codePointAt(0) ?? 0;
  return char.length === 1 && code >= BRAILLE_BASE && code <= BRAILLE_LAST ? asciiCell(code - BRAILLE_BASE) : undefined;
}

export class BrailleCanvas {
  readonly columns: number;
  readonly rows: number;
  private readonly cells: Uint8Array;

  constructor(columns: number, rows: number) {
    this.columns = Math.max(0, columns);
    this.rows = Math.max(0, rows);
    this.cells = new Uint8Array(this.columns * this.rows);
  }

  get dotWidth(): number {
    return this.columns * 2;
  }

  get dotHeight(): number {
    return this.rows * 4;
  }

  /** Sets the dot at (x, y), y counted from the top; dots outside the canvas are ignored. */
  set(x: number, y: number): void {
    if (x < 0 || y < 0 || x >= this.dotWidth || y >= this.dotHeight) return;
    const cell = Math.floor(y / 4) * this.columns + Math.floor(x / 2);
    this.cells[cell] = (this.cells[cell] ?? 0) | (DOT_BITS[y % 4]?.[x % 2] ?? 0);
  }

  /** A straight line of dots between two points (Bresenham). */
  line(fromX: number, fromY: number, toX: number, toY: number): void {
    // The walk ends on exact whole dots: a fraction or NaN would never reach its end.
    if (![fromX, fromY, toX, toY].every(Number.isFinite)) return;
    const [x0, y0, x1, y1] = [fromX, fromY, toX, toY].map(Math.round) as [number, number, number, number];
    let x = x0;
    let y = y0;
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let error = dx + dy;
    for (;;) {
      this.set(x, y);
      if (x === x1 && y === y1) return;
      const doubled = 2 * error;
      if (doubled >= dy) {
        error += dy;
        x += sx;
      }
      if (doubled <= dx) {
        error += dx;
        y += sy;
      }
    }
  }

  isSet(column: number, row: number): boolean {
    return (this.cells[row * this.columns + column] ?? 0) !== 0;
  }

  /** The character of a cell (a blank braille pattern reads as a space). */
  char(column: number, row: number): string {
    const bits = this.cells[row * this.columns + column] ?? 0;
    return bits === 0 ? ' ' : String.fromCharCode(BRAILLE_BASE + bits);
  }

  /** The cell as one ASCII character (see asciiCell). */
  asciiChar(column: number, row: number): string {
    return asciiCell(this.cells[row * this.columns + column] ?? 0);
  }
}
