// Hints and notes on stderr, wrapped with a hanging indent; a path, web address or quoted command stays
// whole on its own line, so it can be copied.
import { flattenControls, textWidth } from '../../core/cell-text.js';
import { redactSignatures } from '../../signing/signing.js';
import type { CliContext } from '../../terminal/io-context.js';
import { wrapAll } from '../../terminal/text-wrap.js';
import { proseWidth } from './footnote.js';

// Narrower than this, a hanging indent leaves too little room: the text wraps as if this wide.
const NARROWEST = 24;

// A quoted command (`hoshin get task 5`) is one piece, its spaces kept.
const PIECES = /`[^`]+`\S*|"hoshin [^"]*"\S*|\S+/g;

/** A piece to keep whole: a quoted command, or a word with a path's or an address's slash. */
function keptWhole(piece: string): boolean {
  return /^[`"]/.test(piece) || piece.includes('/');
}

/** Lines of at most `room` cells, except a piece kept whole that is wider: it stands alone, unbroken. */
function wrapKeepingWhole(text: string, room: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of flattenControls(text).match(PIECES) ?? []) {
    const joined = line === '' ? piece : `${line} ${piece}`;
    if (textWidth(joined) <= room) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    if (textWidth(piece) <= room) line = piece;
    else if (keptWhole(piece)) lines.push(piece);
    else {
      const broken = wrapAll(piece, room);
      lines.push(...broken.slice(0, -1));
      line = broken[broken.length - 1] ?? '';
    }
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

/** Text wrapped to `width`, the first line after `first`, the rest after `rest` (both counted in the width). */
export function hangingLines(text: string, width: number, first: string, rest: string): string[] {
  const room = Math.max(NARROWEST, width) - Math.max(first.length, rest.length);
  return wrapKeepingWhole(redactSignatures(text), room).map((line, index) => `${index === 0 ? first : rest}${line}`);
}

/** Hints after an error line: each its own paragraph, indented two spaces, wrapped lines four. */
export function hintLines(hints: readonly string[], width: number): string[] {
  return hints.flatMap((hint) => hangingLines(hint, width, '  ', '    '));
}

/** A note on stderr (`hoshin: …`), wrapped under its first word. */
export function writeNote(context: Pick<CliContext, 'stderr'>, text: string): void {
  context.stderr.write(`${hangingLines(text, proseWidth(context.stderr), 'hoshin: ', '        ').join('\n')}\n`);
}

/** A warning on stderr (`hoshin: warning: …`), wrapped under its first word. */
export function writeWarning(context: Pick<CliContext, 'stderr'>, text: string): void {
  writeNote(context, `warning: ${text}`);
}
