// The one width rule for stdout: prose wraps at spaces and tables fit the terminal, or 80 columns piped
// (a person reads a file or a mail too). JSON and CSV never pass through here.
import { asciiPunctuation } from '../../terminal/ascii-punctuation.js';
import { ASCII_GLYPHS, UNICODE_GLYPHS, type Glyphs } from '../../terminal/glyphs.js';
import { writesAscii } from '../../terminal/guarded-output.js';
import { wrapAll } from '../../terminal/text-wrap.js';
import { terminalWidth } from './fit-table.js';

/** Where piped prose wraps: a width every terminal and mail reader shows whole. */
export const PIPED_PROSE_WIDTH = 80;
/** The narrowest a footnote wraps to, however narrow the terminal says it is. */
const NARROWEST = 20;

type Screen = { isTTY?: boolean; columns?: number };

/** The width output on stdout wraps and fits to: the terminal's columns, else 80. */
export function proseWidth(stdout: Screen): number {
  return terminalWidth(stdout) ?? PIPED_PROSE_WIDTH;
}

/** The cut mark a table cell ends in on this stream: `...` where the locale has no UTF-8. */
export function cutMark(stdout: unknown): string {
  return writesAscii(stdout) ? '...' : '…';
}

/** The marks readable output draws on this stream (the ellipsis, the newline mark): ASCII where the locale has no UTF-8. */
export function outputMarks(stdout: unknown): Glyphs {
  return writesAscii(stdout) ? ASCII_GLYPHS : UNICODE_GLYPHS;
}

/** Text as the stream will show it, so it is measured so (under LANG=C `…` is three cells). */
export function asShown(stdout: unknown, text: string): string {
  return writesAscii(stdout) ? asciiPunctuation(text) : text;
}

/** A sentence as lines of at most `width` cells, `rest` a hanging indent. */
export function proseLines(text: string, width: number, first = '', rest = first): string[] {
  const room = Math.max(NARROWEST, width - Math.max(first.length, rest.length));
  return wrapAll(text, room).map((line, index) => `${index === 0 ? first : rest}${line}`);
}

/** Each line of `text` wrapped to the stream's width, its continuation lines indented `rest` more. */
export function proseText(stdout: Screen, text: string, rest = '  '): string {
  const width = proseWidth(stdout);
  const lines = text
    .replace(/\n$/, '')
    .split('\n')
    .flatMap((line) => {
      const indent = /^ */.exec(line)?.[0] ?? '';
      return line.trim() === '' ? [''] : proseLines(asShown(stdout, line), width, indent, indent + rest);
    });
  return `${lines.join('\n')}\n`;
}

/** `label  text`, the label padded to `labelWidth`, the text wrapped under itself within `width`. */
export function labelledLines(label: string, text: string, width: number, labelWidth = label.length): string[] {
  const first = label.padEnd(labelWidth);
  if (text.trim() === '') return [first.trimEnd()];
  return proseLines(text, width, first, ' '.repeat(first.length));
}
