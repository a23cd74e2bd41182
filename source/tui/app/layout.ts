// Sizes of the console's regions for a terminal size. Pure. The frame is kept one row shorter
// than the terminal: a full-height frame makes Ink 6 clear the screen on every render.
import { graphemes } from '../input/edit-text.js';
import { cellWidth } from '../input/window.js';

export interface Layout {
  readonly width: number;
  /** Height of the whole frame (rows - 1). */
  readonly height: number;
  readonly headerHeight: number;
  readonly bodyHeight: number;
  readonly listWidth: number;
  readonly detailWidth: number;
  /** Rows of the list visible at once (inside the border, under the list's title line). */
  readonly pageSize: number;
  /** True when the terminal is too narrow for two panes side by side: the focused one fills the body. */
  readonly singlePane: boolean;
}

export const HEADER_HEIGHT = 2;
export const STATUS_HEIGHT = 1;
export const FOOTER_HEIGHT = 1;
const MIN_WIDTH = 20;
const MIN_HEIGHT = 8;

export function computeLayout(columns: number | undefined, rows: number | undefined): Layout {
  const width = Math.max(MIN_WIDTH, columns && columns > 0 ? columns : 80);
  const height = Math.max(MIN_HEIGHT, (rows && rows > 0 ? rows : 24) - 1);
  const bodyHeight = height - HEADER_HEIGHT - STATUS_HEIGHT - FOOTER_HEIGHT;
  const singlePane = width < 60;
  const listWidth = singlePane ? width : Math.max(30, Math.floor(width * 0.55));
  const detailWidth = singlePane ? width : width - listWidth;
  // Two border rows and the list's title line.
  const pageSize = Math.max(1, bodyHeight - 3);
  return { width, height, headerHeight: HEADER_HEIGHT, bodyHeight, listWidth, detailWidth, pageSize, singlePane };
}

const NARROW = /^[\x20-\x7E\u00A0-\u02FF\u2010-\u205E\u2190-\u21FF\u2500-\u257F\u2580-\u259F]*$/;

/** Cuts text to a number of terminal cells (wide characters take two), ending in … when cut. */
export function fitText(text: string, width: number): string {
  if (width <= 0) return '';
  const flat = text.replace(/[\u0000-\u001F\u007F]+/g, ' ');
  // Fast path: text of one-cell, one-code-unit characters (ASCII, Latin, the punctuation, arrows
  // and box drawing the console uses) needs no grapheme walk; long lists render many rows a frame.
  if (NARROW.test(flat)) return flat.length <= width ? flat : `${flat.slice(0, width - 1)}…`;
  let used = 0;
  let out = '';
  const parts = graphemes(flat);
  const total = parts.reduce((sum, part) => sum + cellWidth(part.text), 0);
  if (total <= width) return flat;
  for (const part of parts) {
    const cells = cellWidth(part.text);
    if (used + cells > width - 1) break;
    out += part.text;
    used += cells;
  }
  return `${out}…`;
}

/** Terminal cells a text takes. */
export function textWidth(text: string): number {
  if (NARROW.test(text)) return text.length;
  return graphemes(text).reduce((sum, part) => sum + cellWidth(part.text), 0);
}

/** Breaks text into lines of at most `width` cells at spaces (a longer word is cut with …). */
export function wrapWords(text: string, width: number): string[] {
  if (width <= 0) return [];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((piece) => piece !== '')) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (textWidth(joined) <= width) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    line = textWidth(word) <= width ? word : fitText(word, width);
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}
