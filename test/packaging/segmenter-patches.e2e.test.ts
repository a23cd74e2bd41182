// The patches that keep Ink's first frame off ICU (decision 0363): @alcalzone/ansi-tokenize, wrap-ansi,
// slice-ansi and Ink make their grapheme segmenters on first use; the tokenizer reads a line of
// colours and one-cell characters by code units, Ink's output gives such a line its cells without
// the tokens' copies, and Ink's sanitizer returns such text as it is.
// The first test fails on the packages as published; the properties hold the fast paths to the full ones.
import { execFileSync } from 'node:child_process';
import { styledCharsFromTokens, tokenize } from '@alcalzone/ansi-tokenize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// Not in Ink's exports: read from the installed (patched) files.
import Output from '../../node_modules/ink/build/output.js';
import sanitizeAnsi from '../../node_modules/ink/build/sanitize-ansi.js';

// Every range of one-cell characters the fast paths take (string-width's patch and the frame's cells take the same).
const ONE_CELL_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xac],
  [0xae, 0x2ff],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x2190, 0x21ff],
  [0x2500, 0x259f],
  [0x2800, 0x28ff],
] as const;
const COLOURS = [
  '\u001B[31m',
  '\u001B[39m',
  '\u001B[1m',
  '\u001B[m',
  '\u001B[;m',
  '\u001B[38;2;1;2;3m',
  '\u001B[48;5;200m',
  '\u001B[1;4;31m',
  '\u001B[38;5m',
];
const ONE_CELL = ['a', ' ', '~', '›', '…', '─', '│', '•', 'é', '→', '⠿', '\n'];
const oneCellText = fc.array(fc.constantFrom(...COLOURS, ...ONE_CELL), { maxLength: 30 }).map((parts) => parts.join(''));

/**
 * The tokens of the segmenter's path: a zero-width space (a grapheme of its own, outside the fast
 * path's characters) sends the line down it, and its token is taken off again.
 */
function fullPathTokens(line: string, endChar?: number): unknown[] {
  const tokens = tokenize(`${line}\u200B`, endChar) as { value?: string }[];
  return tokens.at(-1)?.value === '\u200B' ? tokens.slice(0, -1) : tokens;
}

interface Cell {
  readonly value: string;
}
/** The cells Ink's output gives a line (its cache is not in its types). */
const cellsOf = (line: string): unknown =>
  (new Output({ width: 1, height: 1 }) as unknown as { caches: { getStyledChars(line: string): Cell[] } }).caches.getStyledChars(line);
/** The cells of Ink's output as published: the tokenizer's, invisible characters left out. */
const tokenizerCells = (line: string): unknown =>
  (styledCharsFromTokens(tokenize(line)) as Cell[]).filter((cell) => !/^\p{Default_Ignorable_Code_Point}+$/u.test(cell.value));

describe('the segmenter patches as installed', () => {
  it('make no segmenter while Ink and its text packages load, nor for a line of colours and one-cell characters, which Ink’s sanitizer returns untouched', () => {
    const printed = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `
        let made = 0;
        Intl.Segmenter = class extends Intl.Segmenter { constructor(...args) { super(...args); made++; } };
        const { tokenize } = await import('@alcalzone/ansi-tokenize');
        await import('ink');
        const { default: wrapAnsi } = await import('wrap-ansi');
        const { default: sliceAnsi } = await import('slice-ansi');
        const atLoad = made;
        const line = '\\u001B[36m› Nordwind\\u001B[39m \\u001B[90m│\\u001B[39m \\u001B[1;31m• 3 late\\u001B[22;39m → é ⠿';
        const tokens = tokenize(line).length;
        const afterLine = made;
        // Ink's sanitizer, as published, tokenizes the text and splits each colour's parameters.
        const { default: sanitizeAnsi } = await import('./node_modules/ink/build/sanitize-ansi.js');
        let splits = 0;
        const split = String.prototype.split;
        String.prototype.split = function (...args) { splits++; return split.apply(this, args); };
        const sanitized = sanitizeAnsi(line) === line;
        String.prototype.split = split;
        // Ink's output, as published, tests every cell of every line for invisible characters.
        const { default: Output } = await import('./node_modules/ink/build/output.js');
        let cellTests = 0;
        const test = RegExp.prototype.test;
        RegExp.prototype.test = function (...args) { if (this.source.includes('Default_Ignorable')) cellTests++; return test.apply(this, args); };
        const output = new Output({ width: 60, height: 2 });
        output.write(0, 0, line + '\\n' + line, { transformers: [] });
        const rows = output.get().output.split('\\n').length;
        RegExp.prototype.test = test;
        const afterOutput = made;
        tokenize('界');
        wrapAnsi('界 界', 2);
        sliceAnsi('界界', 1);
        console.log(JSON.stringify({ atLoad, tokens, afterLine, sanitized, splits, cellTests, rows, afterOutput, atLast: made > afterLine }));
        `,
      ],
      { encoding: 'utf8', cwd: process.cwd() },
    ).trim();
    expect(JSON.parse(printed)).toEqual({
      atLoad: 0,
      tokens: 35,
      afterLine: 0,
      sanitized: true,
      splits: 0,
      cellTests: 0,
      rows: 2,
      afterOutput: 0,
      atLast: true,
    });
  });

  it('tokenize each one-cell character alone, between letters, coloured and across lines as the segmenter does', () => {
    const wrong: string[] = [];
    for (const [from, to] of ONE_CELL_RANGES)
      for (let code = from; code <= to; code++) {
        const char = String.fromCodePoint(code);
        for (const line of [char, `a${char}a`, `\u001B[31m${char}\u001B[39m`, `${char}\n${char}`])
          if (JSON.stringify(tokenize(line)) !== JSON.stringify(fullPathTokens(line))) wrong.push(code.toString(16));
      }
    expect(wrong).toEqual([]);
  });

  it('tokenize lines of colours and one-cell characters, cut at any width, as the segmenter does', () => {
    fc.assert(
      fc.property(oneCellText, fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }), (line, endChar) => {
        expect(tokenize(line, endChar)).toEqual(fullPathTokens(line, endChar));
      }),
      { numRuns: 3000 },
    );
  });

  it('give every line in Ink’s output the cells of the tokenizer’s path, escapes, wide characters and controls too', () => {
    const others = [
      '界',
      '😀',
      '\u0301',
      '\u200D',
      '\u00AD',
      '\t',
      '\r',
      '\u0007',
      '🇩🇪',
      '\u001B[',
      '\u001B[2J',
      '\u001B]8;;https://example.com\u0007',
    ];
    const anyText = fc
      .array(fc.oneof(fc.constantFrom(...COLOURS, ...ONE_CELL, ...others), fc.string({ unit: 'grapheme', maxLength: 3 })), {
        maxLength: 24,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(oneCellText, anyText), (line) => {
        expect(cellsOf(line)).toEqual(tokenizerCells(line));
      }),
      { numRuns: 3000 },
    );
    const wrong: string[] = [];
    for (const [from, to] of ONE_CELL_RANGES)
      for (let code = from; code <= to; code++) {
        const line = `\u001B[1;31m${String.fromCodePoint(code)}\u001B[m`;
        if (JSON.stringify(cellsOf(line)) !== JSON.stringify(tokenizerCells(line))) wrong.push(code.toString(16));
      }
    expect(wrong).toEqual([]);
  });

  it('leave other text to the segmenter: wide characters, marks, emoji, controls and other escapes', () => {
    expect(tokenize('界')).toEqual([{ type: 'char', value: '界', fullWidth: true }]);
    expect(tokenize('e\u0301')).toEqual([{ type: 'char', value: 'e\u0301', fullWidth: false }]);
    expect(tokenize('🇩🇪')).toEqual([{ type: 'char', value: '🇩🇪', fullWidth: true }]);
    expect(tokenize('\u001B]8;;https://example.com\u0007x')).toEqual([
      { type: 'ansi', code: '\u001B]8;;https://example.com\u0007', endCode: '\u001B]8;;\u0007' },
      { type: 'char', value: 'x', fullWidth: false },
    ]);
  });

  it('sanitize colours and one-cell characters to what the sanitizer’s full path gives', () => {
    // A NUL sends the text down the full path, which drops it.
    fc.assert(
      fc.property(oneCellText, (line) => {
        expect(sanitizeAnsi(line)).toBe(line);
        expect(sanitizeAnsi(`${line}\u0000`)).toBe(line);
      }),
      { numRuns: 2000 },
    );
    expect(sanitizeAnsi('a\u001B[2Jb\u0007c')).toBe('abc');
    expect(sanitizeAnsi('\u001B[38:5:1mx')).toBe('\u001B[38;5;1mx');
  });
});
