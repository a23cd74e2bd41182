// How the board shares its room: the columns' widths, a card's name on up to MOST_NAME_LINES
// lines, and the cards in view. Pure.
import { textWidth } from '../../core/cell-text.js';
import { wrapAtMost } from '../../terminal/text-wrap.js';

/** A card's name takes at most this many lines; a longer name is cut at a word on the last. */
const MOST_NAME_LINES = 3;
/** What stands before a card's name: the selection mark, the feeling (two cells) and a space. */
export const NAME_INDENT = 4;

/**
 * Each column's width, `gap` apart: an empty one as wide as its header, the others sharing the
 * rest. Null when a column with tasks would get fewer than `least` cells (one column is shown).
 */
export function columnWidths(
  headers: readonly string[],
  counts: readonly number[],
  width: number,
  gap: number,
  least: number,
): number[] | null {
  const room = width - gap * Math.max(0, headers.length - 1);
  const filled = counts.filter((count) => count > 0).length;
  // With nothing on the board (or nothing but empty columns), the columns share it equally.
  const narrowed = filled === 0 ? headers.map(() => false) : counts.map((count) => count === 0);
  const fixed = headers.map((header, index) => (narrowed[index] ? textWidth(header) : 0));
  const shared = narrowed.filter((narrow) => !narrow).length;
  const rest = room - fixed.reduce((sum, cells) => sum + cells, 0);
  const each = Math.floor(rest / Math.max(1, shared));
  if (each < least) return null;
  let spare = rest - each * shared;
  return headers.map((_, index) => {
    if (narrowed[index]) return fixed[index] ?? 0;
    const extra = spare > 0 ? 1 : 0;
    spare -= extra;
    return each + extra;
  });
}

/** A name in lines of at most `width` cells, broken at spaces; past `most` lines cut at a word with `ellipsis`. */
export function nameLines(name: string, width: number, ellipsis: string, most = MOST_NAME_LINES): string[] {
  return wrapAtMost(name, width, most, { ellipsis });
}

/** The cards of a column in view (`last` exclusive): from the top while the selected fits, else ending with it. */
export function cardsInView(heights: readonly number[], selected: number, rows: number): { first: number; last: number } {
  if (heights.length === 0) return { first: 0, last: 0 };
  const at = Math.max(0, Math.min(selected, heights.length - 1));
  let first = at;
  let used = heights[at] ?? 0;
  while (first > 0 && used + (heights[first - 1] ?? 0) <= rows) {
    first -= 1;
    used += heights[first] ?? 0;
  }
  // From the top when everything up to the selected card fits there.
  let last = at + 1;
  while (last < heights.length && used + (heights[last] ?? 0) <= rows) {
    used += heights[last] ?? 0;
    last += 1;
  }
  return { first, last };
}
