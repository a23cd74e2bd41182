// RFC 4180 CSV of text from outside: controls visible, a formula cell starts with `'` (OWASP), also
// after a `;`, tab or `|` a spreadsheet may split on (`x;=1+2` is `"x;'=1+2"`); -12.5 stays a number.
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
  // Plain only when it ends the cell: split on `;`, `;-1|x` is the part `-1|x`, which would run.
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
