// Comma-separated values with RFC 4180 quoting: a field holding a comma, a double quote, CR or LF
// is quoted, its quotes doubled. Lines end with LF (csv-stringify's default), which spreadsheets
// and Unix tools both read. Every cell is text from outside: controls are shown visibly (line
// breaks and tabs stay), and a cell a spreadsheet would run as a formula starts with `'` (OWASP's
// CSV injection rule); a plain decimal number such as -12.5 is left as it is (docs/DECISIONS.md).
import { visibleLines } from '../core/untrusted-text.js';
import { valueText } from '../catalogue/values.js';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** The cell with a leading `'` when a spreadsheet would read it as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const raw = typeof value === 'object' ? JSON.stringify(value) : valueText(value);
  const text = neutraliseFormula(visibleLines(raw));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and one row per record, every row ending with a line break. */
export function formatCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\n`).join('');
}
