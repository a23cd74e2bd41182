// The cells of a record or targets file row, read by the catalogue's field and the file's decimal rule. Pure.
import { fieldSpec } from '../catalogue/catalogue.js';
import { parseTypedValue, readDecimal } from '../catalogue/values.js';
import { semicolonFileNumber, type CsvSeparator } from './csv-dialect.js';

type Cell<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

const ID = /^[1-9]\d{0,15}$/;

export function historyField(name: string) {
  const spec = fieldSpec('indicator_history', name);
  if (!spec) throw new Error(`the catalogue has no indicator_history.${name}`);
  return spec;
}

export function indicatorIdCell(text: string): Cell<number> {
  return ID.test(text)
    ? { ok: true, value: Number(text) }
    : { ok: false, problem: `indicator_id must be a positive whole number, got "${text}"` };
}

export function dayCell(text: string): Cell<string> {
  if (text === '') return { ok: false, problem: 'day is missing' };
  const day = parseTypedValue(historyField('day'), text);
  return day.ok ? { ok: true, value: String(day.value) } : { ok: false, problem: `day must be a date YYYY-MM-DD, got "${text}"` };
}

/** A number column of indicator_history (`value`, `goal`), a semicolon file's decimal comma read as a point. */
export function numberCell(name: 'value' | 'goal', cell: string, separator: CsvSeparator): Cell<number> {
  const read = separator === ';' ? semicolonFileNumber(cell) : { ok: true as const, text: cell };
  const text = read.ok ? read.text : cell;
  if (text === '') return { ok: false, problem: `${name} is missing` };
  if (!read.ok) return { ok: false, problem: `${name} ${read.problem}` };
  const check = parseTypedValue(historyField(name), text);
  if (!check.ok && check.error.includes(`"${text}"`)) return { ok: false, problem: check.error };
  const value = check.ok ? readDecimal(check.value) : null;
  return value === null ? { ok: false, problem: `${name} must be a number, got "${text}"` } : { ok: true, value };
}

/** The comment column, checked as the service's field is. */
export function commentProblem(comment: string): string | undefined {
  if (comment === '') return undefined;
  const check = parseTypedValue(historyField('comment'), comment);
  return check.ok ? undefined : check.error;
}
