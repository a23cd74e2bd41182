// The one-cell fast paths of decision 0363 (the tokenizer, Ink's output and Ink's sanitizer) at
// their edges: any colour code a line can hold (empty, repeated or cut parameters, colon forms), text
// that looks like the tail of one, and the characters that must never take them (tab, DEL, C1
// controls, U+00AD, U+2028/2029, bidi controls, a lone ESC, wide characters, emoji, marks, and the
// visible forms our sanitiser gives controls). Each gives what the package's full path gives.
import { styledCharsFromTokens, tokenize } from '@alcalzone/ansi-tokenize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleText } from '../../source/core/untrusted-text.js';
// Not in Ink's exports: read from the installed (patched) files.
import Output from '../../node_modules/ink/build/output.js';
import sanitizeAnsi from '../../node_modules/ink/build/sanitize-ansi.js';

interface Cell {
  readonly value: string;
}

/** The segmenter's path: a zero-width space (outside the fast paths) sends the line down it; its token is taken off. */
function fullPathTokens(line: string, endChar?: number): unknown[] {
  const tokens = tokenize(`${line}\u200B`, endChar) as { value?: string }[];
  return tokens.at(-1)?.value === '\u200B' ? tokens.slice(0, -1) : tokens;
}
const cellsOf = (line: string): unknown =>
  (new Output({ width: 1, height: 1 }) as unknown as { caches: { getStyledChars(line: string): Cell[] } }).caches.getStyledChars(line);
/** Ink's output as published: the tokenizer's cells, invisible characters (the zero-width space too) left out. */
const fullPathCells = (line: string): unknown =>
  (styledCharsFromTokens(tokenize(`${line}\u200B`)) as Cell[]).filter((cell) => !/^\p{Default_Ignorable_Code_Point}+$/u.test(cell.value));
/** The sanitizer's full path: a NUL sends the text down it, which drops the NUL. */
const fullPathSanitized = (text: string): string => sanitizeAnsi(`${text}\u0000`);

/** A colour code with any parameters of digits, semicolons and (sometimes) colons. */
const anyColour = fc
  .tuple(fc.array(fc.constantFrom('0', '1', '2', '3', '5', '8', '9', '38', '48', '58', ';', ';', ':'), { maxLength: 8 }))
  .map(([parts]) => `\u001B[${parts.join('')}m`);
const lookAlikes = ['m', '[', ';', '1', ':', '^[', '[31m', '\n', 'a', ' ', '─', '→', 'é', '⠿'];
const line = fc.array(fc.oneof(anyColour, fc.constantFrom(...lookAlikes)), { maxLength: 24 }).map((parts) => parts.join(''));

const NEVER_FAST = [
  '\t',
  '\u007F',
  ...Array.from({ length: 0x20 }, (_, index) => String.fromCharCode(0x80 + index)),
  '\u00AD',
  '\u2028',
  '\u2029',
  '\u202A',
  '\u202E',
  '\u2066',
  '\u2069',
  '\u001B',
  '\u001B[38:5:1m',
  '\u001B[4:3m',
  '\u001B]52;c;SGVsbG8=\u0007',
  '界',
  '😀',
  'e\u0301',
  '\u0301',
];

describe('the one-cell fast paths at their edges', () => {
  it('read any colour code, and text that looks like part of one, as the full paths do', () => {
    fc.assert(
      fc.property(line, fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }), (text, endChar) => {
        expect(tokenize(text, endChar)).toEqual(fullPathTokens(text, endChar));
        expect(cellsOf(text)).toEqual(fullPathCells(text));
        expect(sanitizeAnsi(text)).toBe(fullPathSanitized(text));
        // What Ink draws: the sanitized text's cells.
        expect(cellsOf(sanitizeAnsi(text))).toEqual(fullPathCells(fullPathSanitized(text)));
      }),
      { numRuns: 4000 },
    );
  });

  it('leave tab, DEL, C1 controls, U+00AD, line and paragraph separators, bidi controls, a lone ESC, colon forms, wide characters, emoji and marks to the full paths', () => {
    const wrong: string[] = [];
    for (const odd of NEVER_FAST)
      for (const text of [odd, `a${odd}b`, `\u001B[1;31m${odd}\u001B[m`, `→${odd}\u001B[m`, `─${odd}`, `a${odd}\n${odd}`]) {
        const sanitized = sanitizeAnsi(text);
        const same =
          JSON.stringify(tokenize(text)) === JSON.stringify(fullPathTokens(text)) &&
          JSON.stringify(cellsOf(text)) === JSON.stringify(fullPathCells(text)) &&
          sanitized === fullPathSanitized(text) &&
          JSON.stringify(cellsOf(sanitized)) === JSON.stringify(fullPathCells(sanitized));
        if (!same) wrong.push(JSON.stringify(text));
      }
    expect(wrong).toEqual([]);
  });

  it('draw text from the service as our sanitiser shows it (controls as ^[ and \\u202e) one cell a character, as the full path does', () => {
    const hostile = 'Ops\u001B]52;c;SGVsbG8=\u0007 \u202Eevil\u001B[2J\u0085\u009B31m\u007F end';
    const shown = visibleText(hostile);
    expect(shown).toBe('Ops^[]52;c;SGVsbG8=^G \\u202eevil^[[2J\\u0085\\u009b31m^? end');
    for (const text of [shown, `\u001B[36m${shown}\u001B[39m`]) {
      expect(sanitizeAnsi(text)).toBe(text);
      expect(cellsOf(text)).toEqual(fullPathCells(text));
      expect((cellsOf(text) as Cell[]).map((cell) => cell.value).join('')).toBe(shown);
    }
  });
});
