// Footnotes, legends and sentences under a command's table: wrapped at spaces to the terminal's
// width, or to 80 columns when stdout is not a terminal (a file, a pipe to less or to mail), as a
// person reads them there too. A word is never cut: one longer than the line is broken across lines.
import { wrapAll } from '../../terminal/text-wrap.js';
import { terminalWidth } from './fit-table.js';

/** Where piped prose wraps: a width every terminal and mail reader shows whole. */
export const PIPED_PROSE_WIDTH = 80;
/** The narrowest a footnote wraps to, however narrow the terminal says it is. */
const NARROWEST = 20;

/** The width prose on stdout wraps to: the terminal's columns, else 80. */
export function proseWidth(stdout: { isTTY?: boolean; columns?: number }): number {
  return terminalWidth(stdout) ?? PIPED_PROSE_WIDTH;
}

/**
 * A sentence as lines of at most `width` cells: `first` before its first line, `rest` before the
 * others (a hanging indent under a list item).
 */
export function proseLines(text: string, width: number, first = '', rest = first): string[] {
  const room = Math.max(NARROWEST, width - Math.max(first.length, rest.length));
  return wrapAll(text, room).map((line, index) => `${index === 0 ? first : rest}${line}`);
}
