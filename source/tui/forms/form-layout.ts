// Which fields fit in the rows the form has, keeping the focused one in view. Pure.

export interface FieldWindow {
  readonly first: number;
  /** One past the last field shown. */
  readonly end: number;
  readonly moreAbove: boolean;
  readonly moreBelow: boolean;
}

/**
 * Given the rows each field takes, the focused index and the rows available, the widest run of
 * fields around the focus that fits; one row goes to each "more" marker that is needed.
 */
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
