// What hoshin says on stderr besides the error line: hints and notes, each wrapped at spaces to
// the width of the terminal stderr is (80 when it is not a terminal) with a hanging indent, so a
// long note reads as one paragraph in an 80-column window instead of running off its edge.
import { redactSignatures } from '../../signing/signing.js';
import type { CliContext } from '../../terminal/io-context.js';
import { wrapAll } from '../../terminal/text-wrap.js';

/** The width notes and hints are wrapped to when stderr is not a terminal. */
export const DEFAULT_STDERR_COLUMNS = 80;
// Narrower than this, a hanging indent leaves too little room: the text wraps as if this wide.
const NARROWEST = 24;

/** Columns of stderr: its terminal's width when it is one, else 80. */
export function stderrColumns(context: Pick<CliContext, 'stderr'>): number {
  const { isTTY, columns } = context.stderr;
  return isTTY === true && typeof columns === 'number' && columns > 0 ? columns : DEFAULT_STDERR_COLUMNS;
}

/** Text wrapped to `width`, the first line after `first`, the rest after `rest` (both counted in the width). */
export function hangingLines(text: string, width: number, first: string, rest: string): string[] {
  const room = Math.max(NARROWEST, width) - Math.max(first.length, rest.length);
  return wrapAll(redactSignatures(text), room).map((line, index) => `${index === 0 ? first : rest}${line}`);
}

/** Hints after an error line: each its own paragraph, indented two spaces, wrapped lines four. */
export function hintLines(hints: readonly string[], width: number): string[] {
  return hints.flatMap((hint) => hangingLines(hint, width, '  ', '    '));
}

/** A note on stderr (`hoshin: …`), wrapped under its first word. */
export function writeNote(context: Pick<CliContext, 'stderr'>, text: string): void {
  context.stderr.write(`${hangingLines(text, stderrColumns(context), 'hoshin: ', '        ').join('\n')}\n`);
}

/** A warning on stderr (`hoshin: warning: …`), wrapped under its first word. */
export function writeWarning(context: Pick<CliContext, 'stderr'>, text: string): void {
  writeNote(context, `warning: ${text}`);
}
