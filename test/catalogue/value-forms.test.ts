// Every field type's rules, edge by edge: what a person may type (CLI, forms) and what a JSON
// body may carry (the sandbox), the words a refusal uses, and how values are shown.
import { describe, expect, it } from 'vitest';
import type { FieldSpec, FieldType } from '../../source/catalogue/catalogue.js';
import {
  checkJsonValue,
  displayValue,
  expectedForm,
  formatServiceDecimal,
  isValidDate,
  parseTypedValue,
  readDecimal,
  valueText,
} from '../../source/catalogue/values.js';

function field(type: FieldType, options: { required?: boolean } = {}): FieldSpec {
  // The column limits and the multi-line mark the catalogue gives each type.
  const column = type.kind === 'string' ? { maxLength: 255 } : type.kind === 'text' ? { maxLength: 65_535, multiline: true } : {};
  return {
    name: 'f',
    type,
    access: 'writable',
    requiredOnCreate: options.required ?? false,
    parentRef: false,
    label: 'F',
    appliedOnCreate: true,
    ...column,
  };
}

const STRING = field({ kind: 'string' });
const TEXT = field({ kind: 'text' });
const INTEGER = field({ kind: 'integer' });
const DECIMAL = field({ kind: 'decimal' });
const DATE = field({ kind: 'date' });
const DATETIME = field({ kind: 'datetime' });
const BOOLEAN = field({ kind: 'boolean' });
const ENUM = field({ kind: 'enum', values: ['weekly', 'monthly'] });
const COLOUR = field({ kind: 'colour' });
const REFERENCE = field({ kind: 'reference', to: 'indicator_history' });

const ok = (value: unknown) => ({ ok: true, value });
const typedError = (form: string) => ({ ok: false, error: `f: expected ${form}` });
const jsonError = (form: string) => ({ ok: false, error: `must be ${form}` });

describe('expectedForm', () => {
  it('says in words what each type takes', () => {
    expect([STRING, TEXT, INTEGER, DECIMAL, DATE, DATETIME, BOOLEAN, ENUM, COLOUR, REFERENCE].map((f) => expectedForm(f.type))).toEqual([
      'one line of text',
      'text',
      'a whole number',
      'a number like 42 or 12.5',
      'a date YYYY-MM-DD',
      'a date and time YYYY-MM-DDThh:mm:ssZ',
      'true or false',
      'one of weekly, monthly',
      'a colour #RRGGBB',
      'the id of an indicator history (a positive whole number)',
    ]);
  });
});

describe('isValidDate', () => {
  it('takes real calendar days only, in the YYYY-MM-DD form', () => {
    expect(['2024-02-29', '2026-12-31', '2026-01-01'].map(isValidDate)).toEqual([true, true, true]);
    // Date.UTC reads years below 100 as 19xx: such a day is refused rather than moved.
    expect(isValidDate('0099-12-31')).toBe(false);
    expect(
      ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-01', ' 2026-01-01', '2026-01-01T00:00', '20260101'].map(isValidDate),
    ).toEqual(Array(8).fill(false));
  });
});

describe('parseTypedValue', () => {
  it('keeps the spaces of text and strings, trims the rest', () => {
    expect(parseTypedValue(STRING, '  padded  ')).toEqual(ok('  padded  '));
    expect(parseTypedValue(TEXT, ' two\nlines ')).toEqual(ok(' two\nlines '));
    expect(parseTypedValue(INTEGER, ' 42 ')).toEqual(ok(42));
    expect(parseTypedValue(ENUM, ' weekly ')).toEqual(ok('weekly'));
  });

  it('clears with empty text or null, except that null is a word in text, and a required field refuses', () => {
    expect(parseTypedValue(STRING, '')).toEqual(ok(''));
    expect(parseTypedValue(TEXT, '')).toEqual(ok(''));
    expect(parseTypedValue(STRING, 'null')).toEqual(ok('null'));
    expect(parseTypedValue(TEXT, 'null')).toEqual(ok('null'));
    expect(parseTypedValue(INTEGER, 'null')).toEqual(ok(null));
    expect(parseTypedValue(DATE, '   ')).toEqual(ok(null));
    expect(parseTypedValue(BOOLEAN, 'null')).toEqual(ok(null));
    expect(parseTypedValue(field({ kind: 'string' }, { required: true }), '')).toEqual({
      ok: false,
      error: 'f: is required',
    });
    expect(parseTypedValue(field({ kind: 'date' }, { required: true }), 'null')).toEqual({
      ok: false,
      error: 'f: is required',
    });
  });

  it('limits strings to 255 characters and text to 65,535', () => {
    expect(parseTypedValue(STRING, 'x'.repeat(255))).toEqual(ok('x'.repeat(255)));
    expect(parseTypedValue(STRING, 'x'.repeat(256))).toEqual({
      ok: false,
      error: 'f: is 256 characters long; the service takes at most 255',
    });
    expect(parseTypedValue(TEXT, 'x'.repeat(65_535))).toEqual(ok('x'.repeat(65_535)));
    expect(parseTypedValue(TEXT, 'x'.repeat(65_536))).toEqual({
      ok: false,
      error: 'f: is 65,536 characters long; the service takes at most 65,535',
    });
  });

  it('reads whole numbers, negative too, within the safe range', () => {
    expect(parseTypedValue(INTEGER, '-7')).toEqual(ok(-7));
    expect(parseTypedValue(INTEGER, '0')).toEqual(ok(0));
    expect(parseTypedValue(INTEGER, '9007199254740991')).toEqual(ok(9007199254740991));
    for (const bad of ['9007199254740992', '1.0', '1e3', '+1', '12a', 'a12', '--1'])
      expect(parseTypedValue(INTEGER, bad), bad).toEqual(typedError('a whole number'));
  });

  it('reads references as positive ids only', () => {
    expect([parseTypedValue(REFERENCE, '7'), parseTypedValue(REFERENCE, '12'), parseTypedValue(REFERENCE, '1234')]).toEqual([
      ok(7),
      ok(12),
      ok(1234),
    ]);
    const form = 'the id of an indicator history (a positive whole number)';
    for (const bad of ['0', '-3', '012', '1.5', '9007199254740992', 'x1', '1x', '1e3'])
      expect(parseTypedValue(REFERENCE, bad), bad).toEqual(typedError(form));
  });

  it('reads decimals with a point, a comma only between thousands, never exponents or infinity', () => {
    expect(parseTypedValue(DECIMAL, '12.5')).toEqual(ok(12.5));
    expect(parseTypedValue(DECIMAL, '1,234.5')).toEqual(ok(1234.5));
    expect(parseTypedValue(DECIMAL, '-1,234,567')).toEqual(ok(-1234567));
    expect(parseTypedValue(DECIMAL, '12,5')).toEqual({
      ok: false,
      error: 'f: "12,5": a comma is read only between thousands, as in 1,234.5; the decimal point is a point; write 12.5',
    });
    expect(parseTypedValue(DECIMAL, '-0.25')).toEqual(ok(-0.25));
    expect(parseTypedValue(DECIMAL, '.5')).toEqual(ok(0.5));
    expect(parseTypedValue(DECIMAL, '-.25')).toEqual(ok(-0.25));
    expect(parseTypedValue(DECIMAL, '7.')).toEqual(ok(7));
    const form = 'a number like 42 or 12.5';
    for (const bad of ['1e5', 'Infinity', '1.2.3', '-', '.', '12 5', 'x', '1'.repeat(400)])
      expect(parseTypedValue(DECIMAL, bad), bad).toEqual(typedError(form));
  });

  it('reads dates and date-times in their ISO forms', () => {
    expect(parseTypedValue(DATE, '2026-02-28')).toEqual(ok('2026-02-28'));
    expect(parseTypedValue(DATE, '2026-02-29')).toEqual(typedError('a date YYYY-MM-DD'));
    for (const good of [
      '2026-02-28T10:15',
      '2026-02-28T10:15:30',
      '2026-02-28T10:15:30.25Z',
      '2026-02-28T10:15:30+01:00',
      '2026-02-28T10:15:30-0130',
    ]) {
      expect(parseTypedValue(DATETIME, good), good).toEqual(ok(good));
    }
    // Forms Date.parse takes but the pattern does not: an extended year, a lower-case zone.
    for (const bad of [
      '2026-02-28',
      '2026-02-28 10:15',
      '2026-02-28T10',
      '2026-13-28T10:15',
      '2026-02-28T10:15Zx',
      'T10:15',
      '+002026-02-28T10:15:00Z',
      '2026-02-28T10:15:00z',
    ]) {
      expect(parseTypedValue(DATETIME, bad), bad).toEqual(typedError('a date and time YYYY-MM-DDThh:mm:ssZ'));
    }
  });

  it('reads the yes and no words of a boolean in any case', () => {
    for (const yes of ['true', 'YES', 'y', '1', 'On']) expect(parseTypedValue(BOOLEAN, yes), yes).toEqual(ok(true));
    for (const no of ['false', 'No', 'N', '0', 'OFF']) expect(parseTypedValue(BOOLEAN, no), no).toEqual(ok(false));
    for (const bad of ['maybe', '2', 'yess', 't']) expect(parseTypedValue(BOOLEAN, bad), bad).toEqual(typedError('true or false'));
  });

  it('takes enum values as written and colours in either case, stored upper case', () => {
    expect(parseTypedValue(ENUM, 'monthly')).toEqual(ok('monthly'));
    expect(parseTypedValue(ENUM, 'Monthly')).toEqual(typedError('one of weekly, monthly'));
    expect(parseTypedValue(COLOUR, '#a1B2c3')).toEqual(ok('#A1B2C3'));
    for (const bad of ['a1b2c3', '#a1b2c', '#a1b2c3d', '#g1b2c3', 'x#a1b2c3'])
      expect(parseTypedValue(COLOUR, bad), bad).toEqual(typedError('a colour #RRGGBB'));
  });
});

describe('checkJsonValue', () => {
  it('clears with null unless required', () => {
    expect(checkJsonValue(DECIMAL, null)).toEqual(ok(null));
    expect(checkJsonValue(field({ kind: 'decimal' }, { required: true }), null)).toEqual({
      ok: false,
      error: "can't be blank",
    });
  });

  it('takes strings and text as strings only, within their lengths, not blank when required', () => {
    expect(checkJsonValue(STRING, ' x ')).toEqual(ok(' x '));
    expect(checkJsonValue(STRING, 5)).toEqual(jsonError('one line of text'));
    expect(checkJsonValue(STRING, 'x'.repeat(255))).toEqual(ok('x'.repeat(255)));
    expect(checkJsonValue(STRING, 'x'.repeat(256))).toEqual({
      ok: false,
      error: 'is too long (maximum is 255 characters)',
    });
    expect(checkJsonValue(TEXT, 'x'.repeat(65_535))).toEqual(ok('x'.repeat(65_535)));
    expect(checkJsonValue(TEXT, 'x'.repeat(65_536))).toEqual({
      ok: false,
      error: 'is too long (maximum is 65535 characters)',
    });
    expect(checkJsonValue(TEXT, ['x'])).toEqual(jsonError('text'));
    expect(checkJsonValue(field({ kind: 'text' }, { required: true }), ' \n ')).toEqual({
      ok: false,
      error: "can't be blank",
    });
    expect(checkJsonValue(STRING, '   ')).toEqual(ok('   '));
  });

  it('takes integers as numbers or digit strings, references only above zero', () => {
    expect(checkJsonValue(INTEGER, 7)).toEqual(ok(7));
    expect(checkJsonValue(INTEGER, '-7')).toEqual(ok(-7));
    expect(checkJsonValue(INTEGER, 0)).toEqual(ok(0));
    expect(checkJsonValue(INTEGER, 1.5)).toEqual(jsonError('a whole number'));
    expect(checkJsonValue(INTEGER, '1.5')).toEqual(jsonError('a whole number'));
    expect(checkJsonValue(INTEGER, 2 ** 53)).toEqual(jsonError('a whole number'));
    expect(checkJsonValue(INTEGER, true)).toEqual(jsonError('a whole number'));
    expect(checkJsonValue(REFERENCE, '3')).toEqual(ok(3));
    expect(checkJsonValue(REFERENCE, 1)).toEqual(ok(1));
    expect(checkJsonValue(REFERENCE, 0)).toEqual(jsonError('the id of an indicator history (a positive whole number)'));
    expect(checkJsonValue(REFERENCE, -4)).toEqual(jsonError('the id of an indicator history (a positive whole number)'));
  });

  it('takes decimals as finite numbers or numeric strings', () => {
    expect(checkJsonValue(DECIMAL, -2.5)).toEqual(ok(-2.5));
    expect(checkJsonValue(DECIMAL, ' 33.74 ')).toEqual(ok(33.74));
    expect(checkJsonValue(DECIMAL, Number.POSITIVE_INFINITY)).toEqual(jsonError('a number like 42 or 12.5'));
    expect(checkJsonValue(DECIMAL, Number.NaN)).toEqual(jsonError('a number like 42 or 12.5'));
    expect(checkJsonValue(DECIMAL, '1e3')).toEqual(jsonError('a number like 42 or 12.5'));
    expect(checkJsonValue(DECIMAL, '12,5')).toEqual(jsonError('a number like 42 or 12.5'));
    expect(checkJsonValue(DECIMAL, { value: 1 })).toEqual(jsonError('a number like 42 or 12.5'));
  });

  it('takes a date, or a date with a time after a T (kept to the date)', () => {
    expect(checkJsonValue(DATE, '2026-01-31')).toEqual(ok('2026-01-31'));
    expect(checkJsonValue(DATE, '2026-01-31T23:59:59+02:00')).toEqual(ok('2026-01-31'));
    for (const bad of ['2026-01-31 10:00', '2026-01-31x', '2026-02-30', 20260131, '31/01/2026'])
      expect(checkJsonValue(DATE, bad), String(bad)).toEqual(jsonError('a date YYYY-MM-DD'));
  });

  it('takes date-times as ISO strings only', () => {
    expect(checkJsonValue(DATETIME, '2026-01-31T10:00:00Z')).toEqual(ok('2026-01-31T10:00:00Z'));
    const form = 'a date and time YYYY-MM-DDThh:mm:ssZ';
    for (const bad of ['2026-01-31', 1_700_000_000_000, '2026-01-31T25:00:00Z', '+002026-01-31T10:00:00Z', '2026-01-31T10:00:00z'])
      expect(checkJsonValue(DATETIME, bad), String(bad)).toEqual(jsonError(form));
  });

  it('takes booleans, 0 and 1, and their strings', () => {
    expect([true, false, 1, 0, '1', '0', 'true', 'false'].map((value) => checkJsonValue(BOOLEAN, value))).toEqual(
      [true, false, true, false, true, false, true, false].map(ok),
    );
    for (const bad of ['yes', 2, 'TRUE', 'on', []]) expect(checkJsonValue(BOOLEAN, bad), String(bad)).toEqual(jsonError('true or false'));
  });

  it('takes enum values as strings of the list and colours in either case', () => {
    expect(checkJsonValue(ENUM, 'weekly')).toEqual(ok('weekly'));
    expect(checkJsonValue(ENUM, 'daily')).toEqual(jsonError('one of weekly, monthly'));
    expect(checkJsonValue(ENUM, 1)).toEqual(jsonError('one of weekly, monthly'));
    expect(checkJsonValue(COLOUR, '#abcdef')).toEqual(ok('#ABCDEF'));
    expect(checkJsonValue(COLOUR, 0xabcdef)).toEqual(jsonError('a colour #RRGGBB'));
    expect(checkJsonValue(COLOUR, '#abcdeg')).toEqual(jsonError('a colour #RRGGBB'));
  });
});

describe('decimals as the service writes and sends them', () => {
  it('writes whole numbers with .0 and others with every digit, never with an exponent (numeric without a scale)', () => {
    expect(formatServiceDecimal(-3)).toBe('-3.0');
    expect(formatServiceDecimal(0)).toBe('0.0');
    expect(formatServiceDecimal(2.5)).toBe('2.5');
    expect(formatServiceDecimal(1 / 3)).toBe('0.3333333333333333');
    // What a person may type and the client sends exactly is kept exactly (it was rounded to ten places).
    expect(formatServiceDecimal(0.0000010000000000000002)).toBe('0.0000010000000000000002');
    expect(formatServiceDecimal(1e-7)).toBe('0.0000001');
    expect(formatServiceDecimal(-2.5e-8)).toBe('-0.000000025');
    expect(formatServiceDecimal(1.5e21)).toBe('1500000000000000000000.0');
  });

  it('reads numbers and numeric strings; anything else is no value', () => {
    expect(readDecimal(4)).toBe(4);
    expect(readDecimal(' 4.5 ')).toBe(4.5);
    expect(readDecimal(Number.NaN)).toBeNull();
    expect(readDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(readDecimal('Infinity')).toBeNull();
    expect(readDecimal('   ')).toBeNull();
    expect(readDecimal(null)).toBeNull();
    expect(readDecimal(true)).toBeNull();
  });

  it('shows values to a person: decimals without trailing zeros, yes and no, objects as JSON, nothing as empty', () => {
    expect(displayValue({ kind: 'decimal' }, 12)).toBe('12');
    expect(displayValue({ kind: 'decimal' }, 'n/a')).toBe('n/a');
    expect(displayValue({ kind: 'boolean' }, false)).toBe('no');
    expect(displayValue({ kind: 'boolean' }, 0)).toBe('no');
    expect(displayValue({ kind: 'string' }, { a: 1 })).toBe('{"a":1}');
    expect(displayValue({ kind: 'integer' }, 5)).toBe('5');
    expect(displayValue({ kind: 'string' }, null)).toBe('');
    expect(displayValue({ kind: 'decimal' }, undefined)).toBe('');
  });

  it('writes a value as text as String does, but an object or a list as its JSON', () => {
    expect(displayValue({ kind: 'decimal' }, { a: 1 })).toBe('{"a":1}');
    expect([valueText('x'), valueText(1.5), valueText(true), valueText(null), valueText(undefined)]).toEqual([
      'x',
      '1.5',
      'true',
      'null',
      'undefined',
    ]);
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText([1, 2])).toBe('[1,2]');
  });
});

describe('isValidDate by arithmetic', () => {
  it('agrees with the calendar on every day of four centuries and beyond', () => {
    const calendar = (year: number, month: number, day: number) => {
      const probe = new Date(Date.UTC(year, month - 1, day));
      return year >= 100 && probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
    };
    for (const year of [99, 100, 1900, 1999, 2000, 2023, 2024, 2100, 2400, 9999])
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++) {
          const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(isValidDate(text), text).toBe(calendar(year, month, day));
        }
  });
});
