// How far a movement key moves the cursor of a list: one definition for every list in the console.

/** Cursor delta for a movement action, or undefined when the action is not a movement. */
export function listMoveDelta(action: string | undefined, total: number, page: number): number | undefined {
  const rows = Math.max(1, page);
  switch (action) {
    case 'move-up':
      return -1;
    case 'move-down':
      return 1;
    case 'move-top':
      return -total;
    case 'move-bottom':
      return total;
    case 'page-up':
      return -rows;
    case 'page-down':
      return rows;
    case 'half-page-up':
      return -Math.ceil(rows / 2);
    case 'half-page-down':
      return Math.ceil(rows / 2);
    default:
      return undefined;
  }
}
