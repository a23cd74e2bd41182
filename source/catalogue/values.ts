// Parsing and checking field values by their catalogue type, so the CLI, the forms and the sandbox agree.
import type { FieldSpec, FieldType } from './catalogue.js';
import { withArticle } from './article.js';
import { commaProblem, readTypedNumber } from './typed-number.js';

export type JsonValue = string | number | boolean | null;

export type ValueResult = { readonly ok: true; readonly value: JsonValue } | { readonly ok: false; readonly error: string };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DECIMAL_PATTERN = /^-?(\d+(\.\d*)?|\.\d+)$/;
const INTEGER_PATTERN = /^-?\d+$/;
const ID_PATTERN = /^[1-9]\d*$/;
const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** C0 controls, DEL and C1 controls; tab and newline are allowed where the field is multi-line. */

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;

const FORMS: Readonly<Record<Exclude<FieldType['kind'], 'enum' | 'reference'>, string>> = {
  string: 'one line of text',
  text: 'text',
  integer: 'a whole number',
  decimal: 'a number like 42 or 12.5',
  date: 'a date YYYY-MM-DD',
  datetime: 'a date and time YYYY-MM-DDThh:mm:ssZ',
  boolean: 'true or false',
  colour: 'a colour #RRGGBB',
};

/** The form a value of this type must take, for error messages and form hints. */
export function expectedForm(type: FieldType): string {
  if (type.kind === 'enum') return `one of ${type.values.join(', ')}`;
  if (type.kind !== 'reference') return FORMS[type.kind];
  if (type.to === 'user') return 'a person: a name or the start of one, or a user id';
  return `the id of ${withArticle(type.to.replace(/_/g, ' '))} (a positive whole number)`;
}

export function isValidDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // By arithmetic: a query reads every known value's day (decision 0324); years 0-99 stay refused.
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= days;
}

function fail(field: FieldSpec): ValueResult {
  return { ok: false, error: `${field.name}: expected ${expectedForm(field.type)}` };
}

/** The name of a control character as a person can read it: U+001B (ESC). */
function controlName(character: string): string {
  const code = character.codePointAt(0) as number;
  const names: Record<number, string> = {
    0: 'NUL',
    7: 'BEL',
    8: 'BS',
    9: 'tab',
    10: 'newline',
    13: 'carriage return',
    27: 'ESC',
    127: 'DEL',
  };
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return names[code] ? `${hex} (${names[code]})` : hex;
}

/** Counted as the service counts: code points; tab and newline pass only in multi-line text. */
export function textProblem(field: FieldSpec, text: string): string | undefined {
  let position = 0;
  let length = 0;
  for (const character of text) {
    length += 1;
    position += character.length;
    if (!CONTROL.test(character)) continue;
    const allowed =
      field.multiline === true && (character === '\t' || character === '\n' || (character === '\r' && text[position] === '\n'));
    if (allowed) continue;
    const where = `character ${length}`;
    const rule = field.multiline === true ? 'only tab and newline are allowed in it' : 'it is one line of text without control characters';
    return `${field.name}: holds the control character ${controlName(character)} at ${where}; ${rule}`;
  }
  if (field.maxLength !== undefined && length > field.maxLength) {
    return `${field.name}: is ${length.toLocaleString('en')} characters long; the service takes at most ${field.maxLength.toLocaleString('en')}`;
  }
  return undefined;
}

/** Plain decimal text as a number would print it: no leading zeros, no trailing fraction zeros. */
function canonicalDecimal(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  const decimals = fraction.replace(/0+$/, '');
  const body = decimals === '' ? digits : `${digits}.${decimals}`;
  return negative && body !== '0' ? `-${body}` : body;
}

/** Refused when the JSON number is not exactly the one typed (too many digits, or an exponent the service refuses). */
function decimalProblem(field: FieldSpec, text: string, value: number, typed = text): string | undefined {
  if (String(value) === canonicalDecimal(text)) return undefined;
  return `${field.name}: ${typed} cannot be sent exactly (it would reach the service as ${String(value)}); give at most 15 significant digits, without an exponent`;
}

/** An empty text clears the field, except for required fields. */
export function parseTypedValue(field: FieldSpec, raw: string): ValueResult {
  const text = field.type.kind === 'text' || field.type.kind === 'string' ? raw : raw.trim();
  // Text keeps its spaces, but only spaces are blank to the service's presence check.
  if (text.trim() === '' || (text === 'null' && field.type.kind !== 'string' && field.type.kind !== 'text')) {
    if (field.requiredOnCreate) return { ok: false, error: `${field.name}: is required` };
    return { ok: true, value: field.type.kind === 'string' || field.type.kind === 'text' ? '' : null };
  }
  switch (field.type.kind) {
    case 'string':
    case 'text': {
      const problem = textProblem(field, text);
      return problem === undefined ? { ok: true, value: text } : { ok: false, error: problem };
    }
    case 'integer':
      return INTEGER_PATTERN.test(text) && Number.isSafeInteger(Number(text)) ? { ok: true, value: Number(text) } : fail(field);
    case 'reference':
      return ID_PATTERN.test(text) && Number.isSafeInteger(Number(text)) ? { ok: true, value: Number(text) } : fail(field);
    case 'decimal': {
      const reading = readTypedNumber(text);
      if (!reading.ok)
        return reading.reason === 'form' ? fail(field) : { ok: false, error: `${field.name}: ${commaProblem(text, reading)}` };
      const normalised = reading.text;
      if (!Number.isFinite(Number(normalised))) return fail(field);
      // -0 is 0 to the service (JSON has no -0), and to every view.
      const value = Object.is(Number(normalised), -0) ? 0 : Number(normalised);
      const problem = decimalProblem(field, normalised, value, text);
      return problem === undefined ? { ok: true, value } : { ok: false, error: problem };
    }
    case 'date':
      return isValidDate(text) ? { ok: true, value: text } : fail(field);
    case 'datetime':
      return DATETIME_PATTERN.test(text) && !Number.isNaN(Date.parse(text)) ? { ok: true, value: text } : fail(field);
    case 'boolean': {
      const lower = text.toLowerCase();
      if (['true', 'yes', 'y', '1', 'on'].includes(lower)) return { ok: true, value: true };
      if (['false', 'no', 'n', '0', 'off'].includes(lower)) return { ok: true, value: false };
      return fail(field);
    }
    case 'enum':
      return field.type.values.includes(text) ? { ok: true, value: text } : fail(field);
    case 'colour':
      return COLOUR_PATTERN.test(text) ? { ok: true, value: text.toUpperCase() } : fail(field);
  }
}

/** Decimals may be JSON numbers or numeric strings, as the public implementation accepts both. */
export function checkJsonValue(field: FieldSpec, value: unknown): ValueResult {
  if (value === null) {
    return field.requiredOnCreate ? { ok: false, error: "can't be blank" } : { ok: true, value: null };
  }
  const wrong = (): ValueResult => ({ ok: false, error: `must be ${expectedForm(field.type)}` });
  switch (field.type.kind) {
    case 'string':
    case 'text': {
      if (typeof value !== 'string') return wrong();
      const max = field.maxLength;
      if (max !== undefined && value.length > max) return { ok: false, error: `is too long (maximum is ${max} characters)` };
      if (field.requiredOnCreate && value.trim() === '') return { ok: false, error: "can't be blank" };
      return { ok: true, value };
    }
    case 'integer':
    case 'reference': {
      const number = typeof value === 'string' && INTEGER_PATTERN.test(value) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isSafeInteger(number)) return wrong();
      if (field.type.kind === 'reference' && number <= 0) return wrong();
      return { ok: true, value: number };
    }
    case 'decimal': {
      if (typeof value === 'number') return Number.isFinite(value) ? { ok: true, value } : wrong();
      if (typeof value === 'string' && DECIMAL_PATTERN.test(value.trim())) return { ok: true, value: Number(value.trim()) };
      return wrong();
    }
    case 'date':
      // The public implementation tolerates a time after the date; keep only the date.
      if (typeof value === 'string' && isValidDate(value.slice(0, 10)) && (value.length === 10 || value[10] === 'T')) {
        return { ok: true, value: value.slice(0, 10) };
      }
      return wrong();
    case 'datetime':
      return typeof value === 'string' && DATETIME_PATTERN.test(value) && !Number.isNaN(Date.parse(value)) ? { ok: true, value } : wrong();
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 1 || value === 0 || value === '1' || value === '0' || value === 'true' || value === 'false') {
        return { ok: true, value: value === 1 || value === '1' || value === 'true' };
      }
      return wrong();
    case 'enum':
      return typeof value === 'string' && field.type.values.includes(value) ? { ok: true, value } : wrong();
    case 'colour':
      return typeof value === 'string' && COLOUR_PATTERN.test(value) ? { ok: true, value: value.toUpperCase() } : wrong();
  }
}

/** A typed decimal as it is shown back: the digits typed, without thousands commas; null when the rule does not read it. */
export function typedDecimalText(raw: string): string | null {
  const reading = readTypedNumber(raw.trim());
  return reading.ok ? reading.text : null;
}

/** As Rails' BigDecimal#to_s renders it: every digit kept and never an exponent. */
export function formatServiceDecimal(value: number): string {
  const text = String(value);
  const exponent = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (exponent) {
    const [, sign = '', lead = '', rest = '', power = '0'] = exponent;
    const digits = `${lead}${rest}`;
    const shift = Number(power);
    return shift < 0 ? `${sign}0.${'0'.repeat(-shift - 1)}${digits}` : `${sign}${digits.padEnd(shift + 1, '0')}.0`;
  }
  return Number.isInteger(value) ? `${text}.0` : text;
}

/** Reads a decimal the service sent (a string like "33.74", or a number). NaN-safe: null when absent. */
export function readDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/** A value as String() writes it, but an object or array as its JSON, never "[object Object]". */
export function valueText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Text for showing a value of this type to a person. */
export function displayValue(type: FieldType, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (type.kind === 'decimal') {
    const number = readDecimal(value);
    return number === null ? valueText(value) : String(number);
  }
  // Still false for false, 0 and '', which the compiler's `{}` hides.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (type.kind === 'boolean') return value ? 'yes' : 'no';
  return valueText(value);
}
