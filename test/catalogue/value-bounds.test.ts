// What is refused before it is sent, by the catalogue's own fields: control characters, lengths
// past the service's columns, and numbers that would not reach the service as typed.
import { describe, expect, it } from 'vitest';
import { fieldSpec, KINDS } from '../../source/catalogue/catalogue.js';
import { parseTypedValue } from '../../source/catalogue/values.js';

const field = (kind: Parameters<typeof fieldSpec>[0], name: string) => {
  const spec = fieldSpec(kind, name);
  if (!spec) throw new Error(`no ${kind}.${name}`);
  return spec;
};

describe('the catalogue holds each text field’s limit and whether it is multi-line', () => {
  it('string columns hold 255 characters, text columns 65,535 and are the multi-line ones; no other field has a limit', () => {
    expect(field('indicator_history', 'comment')).toMatchObject({ maxLength: 255, multiline: false });
    expect(field('task', 'name')).toMatchObject({ maxLength: 255, multiline: false });
    expect(field('task', 'description')).toMatchObject({ maxLength: 65_535, multiline: true });
    expect(field('hoshin', 'header')).toMatchObject({ maxLength: 65_535, multiline: true });
    for (const kind of KINDS) {
      for (const spec of kind.fields) {
        const textual = spec.type.kind === 'string' || spec.type.kind === 'text';
        expect(spec.maxLength !== undefined, `${kind.name}.${spec.name}`).toBe(textual);
        expect(spec.multiline, `${kind.name}.${spec.name}`).toBe(spec.type.kind === 'text');
      }
    }
  });
});

describe('control characters', () => {
  it('refuses ESC, NUL, DEL and C1 controls in a name, naming the character and where it is', () => {
    const name = field('task', 'name');
    expect(parseTypedValue(name, 'Call\u001b]52;c;aGk=\u0007')).toEqual({
      ok: false,
      error: 'name: holds the control character U+001B (ESC) at character 5; it is one line of text without control characters',
    });
    expect(parseTypedValue(name, 'a\u0000b')).toMatchObject({
      ok: false,
      error: expect.stringContaining('U+0000 (NUL) at character 2'),
    });
    expect(parseTypedValue(name, 'a\u007f')).toMatchObject({
      ok: false,
      error: expect.stringContaining('U+007F (DEL)'),
    });
    expect(parseTypedValue(name, 'a\u009bb')).toMatchObject({
      ok: false,
      error: expect.stringContaining('U+009B at character 2'),
    });
  });

  it('refuses tab and newline in one-line text, takes them (and CRLF) in multi-line text', () => {
    expect(parseTypedValue(field('indicator_history', 'comment'), 'a\tb')).toMatchObject({
      ok: false,
      error: expect.stringContaining('U+0009 (tab)'),
    });
    expect(parseTypedValue(field('task', 'name'), 'a\nb')).toMatchObject({
      ok: false,
      error: expect.stringContaining('U+000A (newline)'),
    });
    const description = field('task', 'description');
    expect(parseTypedValue(description, 'one\n\ttwo\r\nthree')).toEqual({ ok: true, value: 'one\n\ttwo\r\nthree' });
    expect(parseTypedValue(description, 'one\rtwo')).toMatchObject({
      ok: false,
      error: expect.stringContaining('U+000D (carriage return) at character 4; only tab and newline are allowed in it'),
    });
    expect(parseTypedValue(description, 'bell\u0007')).toMatchObject({
      ok: false,
      error: expect.stringContaining('U+0007 (BEL)'),
    });
  });

  it('counts characters as code points: an emoji is one', () => {
    expect(parseTypedValue(field('task', 'name'), `${'😀'.repeat(3)}\u001b`)).toMatchObject({
      ok: false,
      error: expect.stringContaining('at character 4'),
    });
    expect(parseTypedValue(field('task', 'name'), '😀'.repeat(255))).toEqual({ ok: true, value: '😀'.repeat(255) });
  });

  it('takes bidi marks and other printable Unicode (the terminal side shows them safely)', () => {
    expect(parseTypedValue(field('task', 'name'), 'Ventas ñ 東京 \u200f')).toEqual({
      ok: true,
      value: 'Ventas ñ 東京 \u200f',
    });
  });
});

describe('lengths', () => {
  it('refuses a 256-character comment and a 65,536-character description with the limit', () => {
    expect(parseTypedValue(field('indicator_history', 'comment'), 'c'.repeat(256))).toEqual({
      ok: false,
      error: 'comment: is 256 characters long; the service takes at most 255',
    });
    expect(parseTypedValue(field('task', 'description'), 'd'.repeat(65_536))).toEqual({
      ok: false,
      error: 'description: is 65,536 characters long; the service takes at most 65,535',
    });
    expect(parseTypedValue(field('task', 'description'), 'd'.repeat(65_535))).toMatchObject({ ok: true });
  });
});

describe('numbers that would lose precision', () => {
  const goal = field('indicator', 'goal');

  it('refuses a decimal that would reach the service as another number', () => {
    expect(parseTypedValue(goal, '12345678901234567890123')).toEqual({
      ok: false,
      error:
        'goal: 12345678901234567890123 cannot be sent exactly (it would reach the service as 1.2345678901234568e+22); give at most 15 significant digits, without an exponent',
    });
    expect(parseTypedValue(goal, '9007199254740993')).toMatchObject({ ok: false });
    expect(parseTypedValue(goal, '0.1234567890123456789')).toMatchObject({ ok: false });
  });

  it('takes what a number holds exactly, with zeros that change nothing', () => {
    for (const [text, value] of [
      ['100000000000000', 100_000_000_000_000],
      ['12.50', 12.5],
      ['007', 7],
      ['-0.25', -0.25],
      ['.5', 0.5],
      ['7.', 7],
      ['-0', 0], // JSON has no -0: the service gets 0
      ['1,033.74', 1033.74],
      ['0.30000000000000004', 0.30000000000000004],
    ] as const) {
      expect(parseTypedValue(goal, text), text).toEqual({ ok: true, value });
    }
  });
});
