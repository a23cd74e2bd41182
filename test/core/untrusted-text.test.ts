// The one sanitiser for text from outside: what each control becomes, what stays, and that JSON
// stays exact while no character a terminal obeys is left raw in it.
import { describe, expect, it } from 'vitest';
import { childEnvironment } from '../../source/core/credentials.js';
import { hasControls, safeJson, visibleControl, visibleLine, visibleLines, visibleText } from '../../source/core/untrusted-text.js';

const RAW_CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

describe('visible controls', () => {
  it('shows C0 controls and DEL in caret notation, C1 and bidi controls as \\u escapes', () => {
    expect(visibleControl('\u001B')).toBe('^[');
    expect(visibleControl('\u0000')).toBe('^@');
    expect(visibleControl('\u0007')).toBe('^G');
    expect(visibleControl('\u001F')).toBe('^_');
    expect(visibleControl('\u007F')).toBe('^?');
    expect(visibleControl('\u009B')).toBe('\\u009b');
    expect(visibleControl('\u0080')).toBe('\\u0080');
    expect(visibleControl('\u202E')).toBe('\\u202e');
    expect(visibleControl('\u2066')).toBe('\\u2066');
  });

  it('leaves every control out of the result, in every mode, for every code point that is one', () => {
    const controls = [
      ...Array.from({ length: 0x20 }, (_, i) => i),
      ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
      ...Array.from({ length: 5 }, (_, i) => 0x202a + i),
      ...Array.from({ length: 4 }, (_, i) => 0x2066 + i),
    ].map((code) => String.fromCodePoint(code));
    for (const control of controls) {
      const text = `a${control}b`;
      expect(hasControls(text), JSON.stringify(text)).toBe(true);
      expect(visibleText(text)).not.toMatch(RAW_CONTROL);
      expect(visibleLine(text)).not.toMatch(RAW_CONTROL);
      expect(visibleLines(text).replace(/[\n\t]/g, '')).not.toMatch(RAW_CONTROL);
    }
  });

  it('turns the escape sequences of a hostile name into text a reader can see', () => {
    const hostile = 'Acme\u001B]52;c;cHduZWQ=\u0007\u001B[2J\u001B]0;title\u0007\u009B31m\u202Eevil\u007F';
    expect(visibleText(hostile)).toBe('Acme^[]52;c;cHduZWQ=^G^[[2J^[]0;title^G\\u009b31m\\u202eevil^?');
  });

  it('leaves text without controls as it is: accents, CJK, emoji, U+2028', () => {
    for (const text of ['Nordwind Pumps S.L.', 'Lucía Romero', '日本語の名前', '👩‍👩‍👧 team', '', 'a\u2028b', 'ü\u0301']) {
      expect(hasControls(text)).toBe(false);
      expect(visibleText(text)).toBe(text);
      expect(visibleLine(text)).toBe(text);
      expect(visibleLines(text)).toBe(text);
    }
  });

  it('keeps line breaks and tabs where several lines are shown deliberately, CRLF as LF, a lone CR visible', () => {
    expect(visibleLines('one\r\ntwo\tcol\nthree\r')).toBe('one\ntwo\tcol\nthree^M');
    expect(visibleLines('x\u001B[1Ay')).toBe('x^[[1Ay');
  });

  it('makes one line: runs of line breaks and tabs one space', () => {
    expect(visibleLine('one\r\n\r\ntwo\t\tthree')).toBe('one two three');
    expect(visibleLine('a\u000Bb\u000Cc')).toBe('a b c');
    expect(visibleLine('a\u001Bb')).toBe('a^[b');
  });

  it('shows every line break when nothing may be kept', () => {
    expect(visibleText('a\nb\tc\rd')).toBe('a^Jb^Ic^Md');
  });
});

describe('safe JSON', () => {
  const hostile = { name: 'x\u001B]0;t\u0007\u009B\u202E\u2066\u007F\u2028\u2029', list: ['\u0085'], 'key\u202E': 1 };

  it('parses back to exactly the same value', () => {
    expect(JSON.parse(safeJson(hostile))).toEqual(hostile);
    expect(JSON.parse(safeJson(hostile, 2))).toEqual(hostile);
  });

  it('holds no raw control, no bidi control and no line or paragraph separator', () => {
    const text = safeJson(hostile, 2);
    expect(text.replace(/\n/g, '')).not.toMatch(RAW_CONTROL);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('\\u009b\\u202e\\u2066\\u007f\\u2028\\u2029');
  });

  it('is JSON.stringify for text without such characters', () => {
    const plain = { a: 'Lucía', b: [1, 2.5, null, true], c: '日本' };
    expect(safeJson(plain, 2)).toBe(JSON.stringify(plain, null, 2));
  });
});

describe('the environment of a child process', () => {
  it('has no HOSHIN_APP_SECRET and everything else', () => {
    const env = { HOSHIN_APP_SECRET: 's3cr3t', HOSHIN_APP_KEY: 'key', PATH: '/bin', LESS: 'R' };
    expect(childEnvironment(env)).toEqual({ HOSHIN_APP_KEY: 'key', PATH: '/bin', LESS: 'R' });
    expect(env.HOSHIN_APP_SECRET).toBe('s3cr3t');
  });
});
