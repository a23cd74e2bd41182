// Comma-separated values with RFC 4180 quoting: a field holding a comma, a double quote, CR or LF
// is quoted, its quotes doubled. Lines end with LF (csv-stringify's default), which spreadsheets
// and Unix tools both read. Every cell is text from outside: controls are shown visibly (line
// breaks and tabs stay), and a cell a spreadsheet would run as a formula starts with `'` (OWASP's
// CSV injection rule); a plain decimal number such as -12.5 is left as it is (docs/DECISIONS.md).
// A spreadsheet may split on a semicolon, a tab or a bar instead of the comma (its locale or the
// person importing decides), so a cell holding one is quoted too, and each part after a separator
// that would start a formula gets its `'` as well: `x;=1+2` is written `"x;'=1+2"`.
import { visibleLines } from '../core/untrusted-text.js';
import { valueText } from '../catalogue/values.js';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
// The separators spreadsheets offer on import (Excel, LibreOffice, Sheets), and what follows one.
const SEPARATOR = /[,;\t|]/;
const AFTER_SEPARATOR = /([,;\t|])([^,;\t|]*)/g;
const NEEDS_QUOTES = /[",;\t|\r\n]/;

function neutralisePart(text: string, numberAllowed = true): string {
  return FORMULA_START.test(text) && !(numberAllowed && PLAIN_NUMBER.test(text)) ? `'${text}` : text;
}

/** The cell with a `'` before each start a spreadsheet would read as a formula, whatever it splits on. */
export function neutraliseFormula(text: string): string {
  const cell = neutralisePart(text);
  if (!SEPARATOR.test(cell)) return cell;
  // A number after a separator is plain only when it ends the cell: a spreadsheet splitting on `;`
  // reads `;-1|x` as the part `-1|x`, which it would run.
  return cell.replace(
    AFTER_SEPARATOR,
    (match: string, separator: string, part: string, offset: number) =>
      separator + neutralisePart(part, offset + match.length === cell.length),
  );
}

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const raw = typeof value === 'object' ? JSON.stringify(value) : valueText(value);
  const text = neutraliseFormula(visibleLines(raw));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and one row per record, every row ending with a line break. */
export function formatCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\n`).join('');
}
