// Parsing and checking field values by their catalogue type. Shared by the CLI (field=value),
// the TUI forms (typed text) and the sandbox (JSON bodies), so all three agree on what is valid.
import type { FieldSpec, FieldType } from './catalogue.js';

export type JsonValue = string | number | boolean | null;

export type ValueResult = { readonly ok: true; readonly value: JsonValue } | { readonly ok: false; readonly error: string };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DECIMAL_PATTERN = /^-?(\d+(\.\d*)?|\.\d+)$/;
const INTEGER_PATTERN = /^-?\d+$/;
const ID_PATTERN = /^[1-9]\d*$/;
const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
const MAX_STRING = 255;
const MAX_TEXT = 65_535;

/** The form a value of this type must take, for error messages and form hints. */
export function expectedForm(type: FieldType): string {
  switch (type.kind) {
    case 'string':
      return `text of at most ${MAX_STRING} characters`;
    case 'text':
      return 'text';
    case 'integer':
      return 'a whole number';
    case 'decimal':
      return 'a number like 42 or 12.5';
    case 'date':
      return 'a date YYYY-MM-DD';
    case 'datetime':
      return 'a date and time YYYY-MM-DDThh:mm:ssZ';
    case 'boolean':
      return 'true or false';
    case 'enum':
      return `one of ${type.values.join(', ')}`;
    case 'colour':
      return 'a colour #RRGGBB';
    case 'reference':
      return `the id of a ${type.to.replace(/_/g, ' ')} (a positive whole number)`;
  }
}

export function isValidDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

function fail(field: FieldSpec): ValueResult {
  return { ok: false, error: `${field.name}: expected ${expectedForm(field.type)}` };
}

/**
 * Parses text typed by a person (CLI `field=value`, a form input). An empty text clears the
 * field (null), except for required fields.
 */
export function parseTypedValue(field: FieldSpec, raw: string): ValueResult {
  const text = field.type.kind === 'text' || field.type.kind === 'string' ? raw : raw.trim();
  // Text keeps its spaces, but only spaces are blank to the service's presence check.
  if (text.trim() === '' || (text === 'null' && field.type.kind !== 'string' && field.type.kind !== 'text')) {
    if (field.requiredOnCreate) return { ok: false, error: `${field.name}: is required` };
    return { ok: true, value: field.type.kind === 'string' || field.type.kind === 'text' ? '' : null };
  }
  switch (field.type.kind) {
    case 'string':
      return text.length > MAX_STRING ? fail(field) : { ok: true, value: text };
    case 'text':
      return text.length > MAX_TEXT ? fail(field) : { ok: true, value: text };
    case 'integer':
      return INTEGER_PATTERN.test(text) && Number.isSafeInteger(Number(text)) ? { ok: true, value: Number(text) } : fail(field);
    case 'reference':
      return ID_PATTERN.test(text) && Number.isSafeInteger(Number(text)) ? { ok: true, value: Number(text) } : fail(field);
    case 'decimal': {
      const normalised = text.replace(',', '.');
      return DECIMAL_PATTERN.test(normalised) && Number.isFinite(Number(normalised))
        ? { ok: true, value: Number(normalised) }
        : fail(field);
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

/**
 * Checks a value that arrived as JSON (a request body in the sandbox). Decimals may be JSON
 * numbers or numeric strings, as the public implementation accepts both; null clears a field.
 */
export function checkJsonValue(field: FieldSpec, value: unknown): ValueResult {
  if (value === null) {
    return field.requiredOnCreate ? { ok: false, error: "can't be blank" } : { ok: true, value: null };
  }
  const wrong = (): ValueResult => ({ ok: false, error: `must be ${expectedForm(field.type)}` });
  switch (field.type.kind) {
    case 'string':
    case 'text': {
      if (typeof value !== 'string') return wrong();
      const max = field.type.kind === 'string' ? MAX_STRING : MAX_TEXT;
      if (value.length > max) return { ok: false, error: `is too long (maximum is ${max} characters)` };
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
      return typeof value === 'string' && DATETIME_PATTERN.test(value) && !Number.isNaN(Date.parse(value))
        ? { ok: true, value }
        : wrong();
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

/** Decimal as the service renders it (Rails BigDecimal#to_s): "33.74", "50.0". */
export function formatServiceDecimal(value: number): string {
  if (Number.isInteger(value)) return `${value}.0`;
  return String(Number(value.toFixed(10)));
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

/** Text for showing a value of this type to a person. */
export function displayValue(type: FieldType, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (type.kind === 'decimal') {
    const number = readDecimal(value);
    return number === null ? String(value) : String(number);
  }
  if (type.kind === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
