// A question's line is drawn by us (the terminal echoes nothing), a secret as one `*` per character. Pure.
import stringWidth from 'string-width';
import { graphemes, type TextState } from './edit-text.js';

interface Shown {
  readonly text: string;
  /** Cells before the cursor, and in all. */
  readonly cursor: number;
  readonly width: number;
}

function shown(state: TextState, masked: boolean): Shown {
  let text = '';
  let width = 0;
  let cursor = 0;
  for (const grapheme of graphemes(state.value)) {
    if (grapheme.index === state.cursor) cursor = width;
    const cell = masked ? '*' : grapheme.text;
    text += cell;
    width += masked ? 1 : stringWidth(cell);
  }
  return { text, cursor: state.cursor >= state.value.length ? width : cursor, width };
}

const back = (cells: number): string => '\b'.repeat(Math.max(0, cells));

/** The output that turns the drawn `before` into `after`, the terminal's cursor ending at after's cursor. */
export function echoEdit(before: TextState, after: TextState, masked: boolean): string {
  const old = shown(before, masked);
  const next = shown(after, masked);
  const atEnd = old.cursor === old.width && next.cursor === next.width;
  // Typing and erasing at the end, the usual case: no more than the change.
  if (atEnd && next.text.startsWith(old.text)) return next.text.slice(old.text.length);
  if (atEnd && old.text.startsWith(next.text)) {
    const cells = old.width - next.width;
    return back(cells) + ' '.repeat(cells) + back(cells);
  }
  // Anything else: back to the start of the answer, draw it again, blank what the old one had more.
  const blank = Math.max(0, old.width - next.width);
  return back(old.cursor) + next.text + ' '.repeat(blank) + back(blank + next.width - next.cursor);
}
