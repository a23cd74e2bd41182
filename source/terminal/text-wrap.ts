// Text wrapped at spaces; a word longer than the width is broken (after a `/` where one falls) or, on request, cut. Pure.
import { flattenControls, graphemes, textWidth, truncateAtWord, truncateToWidth, type FitOptions } from '../core/cell-text.js';

export interface WrapOptions extends FitOptions {
  /** A word longer than the width: broken across lines (the default) or cut, ending in the ellipsis. */
  readonly longWords?: 'break' | 'cut';
}

/** Pieces of a word of at most `width` cells each, preferring to end a piece after a slash. */
function breakWord(word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let cells = 0;
  let lastSlash = -1;
  for (const part of graphemes(word)) {
    const partCells = textWidth(part);
    if (cells + partCells > width && piece !== '') {
      // Break after the last slash when it keeps at least half the line.
      const cut = lastSlash >= Math.floor(piece.length / 2) ? lastSlash + 1 : piece.length;
      pieces.push(piece.slice(0, cut));
      piece = piece.slice(cut);
      cells = textWidth(piece);
      lastSlash = piece.lastIndexOf('/');
    }
    piece += part;
    cells += partCells;
    if (part === '/') lastSlash = piece.length - 1;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** Lines of at most `width` cells (runs of spaces become one); every character kept unless words are cut. */
export function wrapAll(text: string, width: number, options: WrapOptions = {}): string[] {
  if (width <= 0) return [];
  const lines: string[] = [];
  let line = '';
  for (const word of flattenControls(text)
    .split(/\s+/)
    .filter((piece) => piece !== '')) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (textWidth(joined) <= width) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    if (textWidth(word) <= width) {
      line = word;
      continue;
    }
    if (options.longWords === 'cut') {
      line = truncateToWidth(word, width, options);
      continue;
    }
    const pieces = breakWord(word, width);
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1] ?? '';
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

/** What does not fit is cut at a word on the last line, ending in the ellipsis. */
export function wrapAtMost(text: string, width: number, most: number, options: FitOptions = {}): string[] {
  const lines = wrapAll(text, width, { ...options, longWords: 'cut' });
  if (lines.length <= most) return lines;
  return [...lines.slice(0, Math.max(0, most - 1)), truncateAtWord(lines.slice(Math.max(0, most - 1)).join(' '), width, options)];
}
