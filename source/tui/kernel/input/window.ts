// Which part of a one-line value fits in a box of a given width, keeping the cursor in view.
import { textWidth } from '../../../core/cell-text.js';
import { graphemes } from '../../../terminal/edit-text.js';
import { visibleText } from '../../../core/untrusted-text.js';

interface InputWindow {
  /** Text left of the cursor that is shown. */
  readonly before: string;
  /** The cell under the cursor (a space at the end of the value). */
  readonly atCursor: string;
  readonly after: string;
  /** More text hides to the left / right (the view draws a marker there). */
  readonly clippedLeft: boolean;
  readonly clippedRight: boolean;
}

interface WindowOptions {
  /** Show every character as a bullet (secrets). */
  readonly masked?: boolean;
}

/** Terminal cells a grapheme takes (East Asian wide characters and emoji take two; marks none of their own). */
export const cellWidth = (grapheme: string): number => Math.max(1, textWidth(grapheme));

/** What a grapheme looks like in the box: line breaks as ↵, other controls visibly (`^[`, `\u202e`). */
function shown(grapheme: string, masked: boolean): string {
  if (masked) return '•';
  if (grapheme === '\n' || grapheme === '\r\n') return '↵';
  return visibleText(grapheme);
}

export function inputWindow(value: string, cursor: number, width: number, options: WindowOptions = {}): InputWindow {
  const masked = options.masked ?? false;
  const cells = graphemes(value).map((g) => {
    const text = shown(g.text, masked);
    return { text, index: g.index, width: masked ? 1 : cellWidth(text) };
  });
  let at = cells.findIndex((c) => c.index >= cursor);
  if (at === -1) at = cells.length;
  const room = Math.max(1, width);
  const cursorWidth = cells[at]?.width ?? 1;

  // Leftmost start that still shows the cursor; a cell on either side goes to a ‹ › marker when clipped.
  let start = 0;
  const used = (from: number): number => cells.slice(from, at).reduce((sum, c) => sum + c.width, 0);
  const rightMarker = at < cells.length - 1 ? 1 : 0;
  while (start < at && used(start) + cursorWidth + (start > 0 ? 1 : 0) + rightMarker > room) start++;

  const left = start > 0 ? 1 : 0;
  let budget = room - left - used(start) - cursorWidth;
  let end = at + 1;
  while (end < cells.length && budget >= (cells[end] as { width: number }).width + (end + 1 < cells.length ? 1 : 0)) {
    budget -= (cells[end] as { width: number }).width;
    end++;
  }
  const clippedRight = end < cells.length;
  return {
    before: cells
      .slice(start, at)
      .map((c) => c.text)
      .join(''),
    atCursor: cells[at]?.text ?? ' ',
    after: cells
      .slice(at + 1, end)
      .map((c) => c.text)
      .join(''),
    clippedLeft: start > 0,
    clippedRight,
  };
}
