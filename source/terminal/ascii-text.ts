// Text for an ASCII-only terminal: each grapheme becomes ASCII of the same width, so borders hold (é -> e, 東京 -> ????). Pure.
import { graphemes, textWidth } from '../core/cell-text.js';
import { asciiForBraille } from './braille.js';
import { asciiForMarks } from './glyphs.js';

const MARKS = asciiForMarks();

const PUNCTUATION: ReadonlyMap<string, string> = new Map(
  Object.entries({
    '“': '"',
    '”': '"',
    '„': '"',
    '‘': "'",
    '’': "'",
    '‚': "'",
    '«': '<',
    '»': '>',
    '‐': '-',
    '‑': '-',
    '–': '-',
    '—': '-',
    '−': '-',
    '×': 'x',
    '±': '+',
    '°': 'o',
    '\u00A0': ' ',
    // Where only its cell is left (a frame row that already holds three dots is made so: ascii-frame.ts).
    '…': '.',
    '←': '<',
    '→': '>',
    '↗': '/',
    '↘': '\\',
    '↵': '/',
    '⏎': '/',
    '▸': '>',
    '▶': '>',
    '◂': '<',
    '◀': '<',
    '▾': 'v',
    '▼': 'v',
    '▴': '^',
    '▲': '^',
    '●': '*',
    '○': 'o',
    '◦': 'o',
    ø: 'o',
    Ø: 'O',
    ł: 'l',
    Ł: 'L',
    đ: 'd',
    Đ: 'D',
    ı: 'i',
    ß: 's',
  }),
);

// Box drawing (U+2500-257F) by shape.
const HORIZONTAL = new Set([0x00, 0x01, 0x04, 0x05, 0x08, 0x09, 0x4c, 0x4d, 0x50, 0x74, 0x76, 0x78, 0x7a, 0x7c, 0x7e]);
const VERTICAL = new Set([0x02, 0x03, 0x06, 0x07, 0x0a, 0x0b, 0x4e, 0x4f, 0x51, 0x75, 0x77, 0x79, 0x7b, 0x7d, 0x7f]);

function boxDrawing(code: number): string | undefined {
  if (code < 0x2500 || code > 0x257f) return undefined;
  const shape = code - 0x2500;
  if (HORIZONTAL.has(shape)) return '-';
  if (VERTICAL.has(shape)) return '|';
  if (shape === 0x71) return '/';
  if (shape === 0x72) return '\\';
  return '+';
}

const ASCII_RUN = /^[\x00-\x7F]*$/;
// A printable character before a run: a combining mark may belong to it (e + U+0301).
const NON_ASCII_RUN = /[\x20-\x7E]?[^\x00-\x7F]+/g;

export function asciiGrapheme(grapheme: string): string {
  if (ASCII_RUN.test(grapheme)) return grapheme;
  const width = textWidth(grapheme);
  if (width === 0) return '';
  const code = grapheme.codePointAt(0) ?? 0;
  const known =
    MARKS.get(grapheme) ?? PUNCTUATION.get(grapheme) ?? asciiForBraille(grapheme) ?? boxDrawing(grapheme.length === 1 ? code : -1);
  if (known !== undefined && known.length === width) return known;
  // Fullwidth forms: the ASCII letter and a space.
  if (grapheme.length === 1 && code >= 0xff01 && code <= 0xff5e) return `${String.fromCharCode(code - 0xfee0)} `;
  const folded = grapheme.normalize('NFD').replace(/\p{M}/gu, '');
  const plain = Array.from(folded)
    .map((char) => PUNCTUATION.get(char) ?? char)
    .join('');
  if (/^[\x20-\x7E]+$/.test(plain) && plain.length === width) return plain;
  return '?'.repeat(width);
}

/** Text (escape sequences included: they are ASCII) with every grapheme above 0x7F made ASCII. */
export function asciiText(text: string): string {
  if (ASCII_RUN.test(text)) return text;
  return text.replace(NON_ASCII_RUN, (run) => graphemes(run).map(asciiGrapheme).join(''));
}
