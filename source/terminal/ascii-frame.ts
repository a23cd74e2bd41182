// A frame's rows for an ASCII-only terminal, each as wide as it was: a `…` becomes `...`, its cells taken from spaces after it,
// else from the text before it, never from a border. Pure.
import { textWidth } from '../core/cell-text.js';

const ELLIPSIS = '…';
// Colours between the characters: zero cells.
const TOKENS = /\u001B\[[0-9;:]*m|[\s\S]/gu;
// A pane's border, in either form: never given up.
const BORDER = /^[|+\u2500-\u257F]$/;

interface Token {
  text: string;
  readonly cells: number;
}

/** A row of `columns` cells at most (the terminal's width: a row that ends in prose may grow to it). */
export function asciiFrameRow(row: string, columns = 0): string {
  if (!row.includes(ELLIPSIS)) return row;
  const tokens: Token[] = Array.from(row.matchAll(TOKENS), ([text]) => ({ text, cells: text.startsWith('\u001B') ? 0 : textWidth(text) }));
  let width = tokens.reduce((sum, token) => sum + token.cells, 0);
  tokens.forEach((token, at) => {
    if (token.text !== ELLIPSIS) return;
    // Where nothing follows, all the spaces, and the row may grow up to the terminal's width.
    const after = tokens.slice(at + 1).filter((next) => next.text !== '' && next.cells > 0);
    const spaces = after.findIndex((next) => next.text !== ' ');
    const run = spaces < 0 ? after.length : spaces;
    // A border after the spaces needs no gap before it; a word does.
    const gap = spaces >= 0 && !BORDER.test((after[spaces] as Token).text) ? 1 : 0;
    const taken = spaces < 0 ? Math.min(2, run) : run >= 2 + gap ? 2 : 0;
    for (const space of after.slice(0, taken)) space.text = '';
    let freed = taken;
    if (spaces < 0 && freed < 2 && width + (2 - freed) <= columns) {
      width += 2 - freed;
      freed = 2;
    }
    // Else the characters before it, back to a border.
    for (let back = at - 1; back >= 0 && freed < 2; back -= 1) {
      const before = tokens[back] as Token;
      if (before.cells === 0) continue;
      if (BORDER.test(before.text) || before.cells > 2 - freed) break;
      freed += before.cells;
      before.text = '';
    }
    token.text = '.'.repeat(1 + freed);
  });
  return tokens.map((token) => token.text).join('');
}

/** Every row of a frame (rows apart by line breaks), each kept at its width. */
export function asciiFrame(frame: string, columns = 0): string {
  return frame.includes(ELLIPSIS)
    ? frame
        .split('\n')
        .map((row) => asciiFrameRow(row, columns))
        .join('\n')
    : frame;
}
