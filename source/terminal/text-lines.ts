// Up and Down in a text of several lines, keeping the column in terminal cells across a shorter line. Pure.
import { textWidth } from '../core/cell-text.js';
import { graphemes, type TextState } from './edit-text.js';

/** A text state that remembers the column Up and Down aim for (any other edit forgets it). */
export interface LineState extends TextState {
  readonly column?: number;
}

/** Where each line starts and ends (offsets into the value, the line break left out). */
function linesOf(value: string): { readonly start: number; readonly end: number }[] {
  const lines: { start: number; end: number }[] = [];
  let start = 0;
  for (let at = value.indexOf('\n'); at !== -1; at = value.indexOf('\n', start)) {
    lines.push({ start, end: at > start && value[at - 1] === '\r' ? at - 1 : at });
    start = at + 1;
  }
  lines.push({ start, end: value.length });
  return lines;
}

export function cursorLine(state: TextState): { readonly line: number; readonly lines: number } {
  const lines = linesOf(state.value);
  const line = lines.findIndex((l) => state.cursor <= l.end);
  return { line: line === -1 ? lines.length - 1 : line, lines: lines.length };
}

/** Undefined on the first line going up or the last going down (the caller moves on). */
export function moveLine(state: LineState, delta: -1 | 1): LineState | undefined {
  const lines = linesOf(state.value);
  const { line } = cursorLine(state);
  const target = lines[line + delta];
  const current = lines[line];
  if (!target || !current) return undefined;
  const column = state.column ?? textWidth(state.value.slice(current.start, state.cursor));
  let cursor = target.start;
  let used = 0;
  for (const { text, index } of graphemes(state.value.slice(target.start, target.end))) {
    const width = textWidth(text);
    if (used + width > column) break;
    used += width;
    cursor = target.start + index + text.length;
  }
  return { value: state.value, cursor, column };
}
