// Which fields fit in the form's rows, the focused one in view. Pure.
import { visibleLine } from '../../core/untrusted-text.js';
import { wrappedRows } from '../kernel/wrapped-rows.js';
import { fieldMessages } from './form-derived.js';
import type { FormField, FormState } from './form-state.js';

/** A field's message in rows of `width` (under the field's value), wrapped at words, at most three. */
export const messageRows = (message: string, width: number): string[] => wrappedRows(visibleLine(message), Math.max(8, width - 2), 3);

/** Rows a field takes: its line, its messages (wrapped), and the hint under the focused one. */
export function fieldRows(form: FormState, field: FormField, focused: boolean, messageWidth: number): number {
  const messages = fieldMessages(form, field).reduce((rows, message) => rows + messageRows(message, messageWidth).length, 0);
  return 1 + messages + (focused ? 1 : 0);
}

interface FieldWindow {
  readonly first: number;
  /** One past the last field shown. */
  readonly end: number;
  readonly moreAbove: boolean;
  readonly moreBelow: boolean;
}

/** The widest run of fields around the focus that fits, a row to each "more" mark needed. */
export function fieldWindow(rows: readonly number[], focus: number, available: number): FieldWindow {
  const total = rows.reduce((sum, r) => sum + r, 0);
  if (total <= available) return { first: 0, end: rows.length, moreAbove: false, moreBelow: false };
  const rowsOf = (first: number, end: number): number =>
    rows.slice(first, end).reduce((sum, r) => sum + r, 0) + (first > 0 ? 1 : 0) + (end < rows.length ? 1 : 0);
  let first = Math.max(0, Math.min(focus, rows.length - 1));
  let end = first + 1;
  // Grow downwards first (the fields after the focus are next), then upwards.
  for (;;) {
    if (end < rows.length && rowsOf(first, end + 1) <= available) end++;
    else if (first > 0 && rowsOf(first - 1, end) <= available) first--;
    else break;
  }
  return { first, end, moreAbove: first > 0, moreBelow: end < rows.length };
}
