import { describe, expect, it } from 'vitest';
import { fieldSpec } from '../../source/catalogue/catalogue.js';
import { checkJsonValue, displayValue, formatServiceDecimal, parseTypedValue, readDecimal } from '../../source/catalogue/values.js';

const field = (kind: Parameters<typeof fieldSpec>[0], name: string) => fieldSpec(kind, name)!;

describe('typed values (CLI field=value, form inputs)', () => {
  it('parses each type', () => {
    expect(parseTypedValue(field('indicator', 'value'), '12.5')).toEqual({ ok: true, value: 12.5 });
    expect(parseTypedValue(field('indicator', 'value'), '-3')).toEqual({ ok: true, value: -3 });
    expect(parseTypedValue(field('indicator', 'value'), '1,012.5')).toEqual({ ok: true, value: 1012.5 });
    expect(parseTypedValue(field('area', 'position'), '4')).toEqual({ ok: true, value: 4 });
    expect(parseTypedValue(field('task', 'deadline'), '2026-02-28')).toEqual({ ok: true, value: '2026-02-28' });
    expect(parseTypedValue(field('task', 'reminder'), 'no')).toEqual({ ok: true, value: false });
    expect(parseTypedValue(field('task', 'status'), 'active')).toEqual({ ok: true, value: 'active' });
    expect(parseTypedValue(field('area', 'color'), '#daf3f8')).toEqual({ ok: true, value: '#DAF3F8' });
    expect(parseTypedValue(field('task', 'responsible_id'), '42')).toEqual({ ok: true, value: 42 });
    expect(parseTypedValue(field('task', 'deadline'), '')).toEqual({ ok: true, value: null });
  });

  it('refuses bad values naming the field and the expected form', () => {
    const cases: [Parameters<typeof fieldSpec>[0], string, string, RegExp][] = [
      ['indicator', 'value', 'abc', /value: expected a number/],
      ['indicator', 'value', '1e5', /value: expected a number/],
      ['task', 'deadline', '2026-02-30', /deadline: expected a date YYYY-MM-DD/],
      ['task', 'deadline', '28/02/2026', /deadline: expected a date/],
      ['task', 'status', 'done', /status: expected one of backlog, active/],
      ['area', 'color', 'blue', /color: expected a colour #RRGGBB/],
      ['area', 'position', '1.5', /position: expected a whole number/],
      ['task', 'responsible_id', '-1', /responsible_id: expected a person: a name or the start of one, or a user id/],
      ['task', 'reminder', 'maybe', /reminder: expected true or false/],
      ['task', 'name', '', /name: is required/],
    ];
    for (const [kind, name, raw, message] of cases) {
      const result = parseTypedValue(field(kind, name), raw);
      expect(result.ok, `${kind}.${name}=${raw}`).toBe(false);
      if (!result.ok) expect(result.error).toMatch(message);
    }
  });
});

describe('JSON values (the sandbox)', () => {
  it('accepts decimals as numbers or numeric strings and refuses the rest', () => {
    expect(checkJsonValue(field('indicator', 'goal'), 100)).toEqual({ ok: true, value: 100 });
    expect(checkJsonValue(field('indicator', 'goal'), '33.74')).toEqual({ ok: true, value: 33.74 });
    expect(checkJsonValue(field('indicator', 'goal'), 'lots').ok).toBe(false);
    expect(checkJsonValue(field('indicator', 'goal'), true).ok).toBe(false);
  });

  it('checks dates, colours, enums, booleans and required names', () => {
    expect(checkJsonValue(field('task', 'deadline'), '2026-01-31T10:00:00Z')).toEqual({
      ok: true,
      value: '2026-01-31',
    });
    expect(checkJsonValue(field('task', 'deadline'), '2026-13-01').ok).toBe(false);
    expect(checkJsonValue(field('area', 'color'), '#12345').ok).toBe(false);
    expect(checkJsonValue(field('task', 'feeling'), 'neutral').ok).toBe(false);
    expect(checkJsonValue(field('task', 'reminder'), 'yes').ok).toBe(false);
    expect(checkJsonValue(field('task', 'name'), '   ')).toEqual({ ok: false, error: "can't be blank" });
    expect(checkJsonValue(field('task', 'name'), null)).toEqual({ ok: false, error: "can't be blank" });
    expect(checkJsonValue(field('task', 'deadline'), null)).toEqual({ ok: true, value: null });
  });
});

describe('decimals as the service writes them', () => {
  it('renders like Ruby BigDecimal and reads strings back', () => {
    expect(formatServiceDecimal(50)).toBe('50.0');
    expect(formatServiceDecimal(33.74)).toBe('33.74');
    // Every digit kept, as PostgreSQL numeric keeps what Rails parsed from the JSON number.
    expect(formatServiceDecimal(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(readDecimal('33.74')).toBe(33.74);
    expect(readDecimal('')).toBeNull();
    expect(readDecimal('x')).toBeNull();
    expect(displayValue({ kind: 'decimal' }, '50.0')).toBe('50');
    expect(displayValue({ kind: 'boolean' }, true)).toBe('yes');
  });
});
