// One row of a frame read into terminal cells. A row holding emoji, wide or combining characters
// (as wide as the terminal decides) is only ever rewritten whole. Pure.
import { applySgr, PLAIN, type Style } from './sgr.js';

export interface CellRow {
  /** The row as Ink wrote it. */
  readonly text: string;
  /** One character per cell, when every character is known to take exactly one cell. */
  readonly chars?: readonly string[];
  readonly styles?: readonly Style[];
}

// Printable characters of one code unit that every terminal draws one cell wide: ASCII, Latin,
// punctuation, arrows, box drawing, blocks and braille, the console's own marks.
const ONE_CELL = /^[\x20-\x7E\u00A0-\u00AC\u00AE-\u02FF\u2010-\u2027\u2030-\u205E\u2190-\u21FF\u2500-\u259F\u2800-\u28FF]$/;
const SGR = /^\u001B\[([0-9;:]*)m/;

export function readRow(text: string): CellRow {
  const chars: string[] = [];
  const styles: Style[] = [];
  let style = PLAIN;
  for (let i = 0; i < text.length;) {
    const char = text[i] as string;
    if (char === '\u001B') {
      const sgr = SGR.exec(text.slice(i, i + 64));
      // Any other sequence (a cursor move, a link): the row's cells are not known.
      if (!sgr) return { text };
      style = applySgr(style, sgr[1] as string);
      i += sgr[0].length;
      continue;
    }
    if (!ONE_CELL.test(char)) return { text };
    chars.push(char);
    styles.push(style);
    i += 1;
  }
  return { text, chars, styles };
}

/** Rows of a frame, reusing the reading of rows that did not change since the last frame. */
export function readFrame(frame: string, previous: readonly CellRow[] = []): CellRow[] {
  return frame.split('\n').map((text, index) => {
    const before = previous[index];
    return before && before.text === text ? before : readRow(text);
  });
}
