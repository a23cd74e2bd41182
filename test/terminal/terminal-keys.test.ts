// Raw terminal input as keys for the one line editor: what the terminal questions and the login read.
import { describe, expect, it } from 'vitest';
import { PASTE_END, PASTE_START, TerminalKeyReader, terminalKeys } from '../../source/terminal/terminal-keys.js';

describe('terminalKeys', () => {
  it('names control bytes and escape sequences, and keeps typed runs whole', () => {
    expect(terminalKeys('ab\u0017\u007fc\u001b[D\u001b[3~\u001bOH\u001bb\u001b\u007f', 'enter')).toEqual([
      { text: 'ab' },
      'ctrl+w',
      'backspace',
      { text: 'c' },
      'left',
      'delete',
      'home',
      'meta+b',
      'meta+backspace',
    ]);
  });

  it('reads ctrl or alt with an arrow as a move by words', () => {
    expect(terminalKeys('\u001b[1;5D\u001b[1;3C\u001b[1;2A', 'enter')).toEqual(['meta+b', 'meta+f', 'up']);
  });

  it('in answers, a line break is Enter ("\\r\\n" is one) and a tab is Tab', () => {
    expect(terminalKeys('key\r\nsecret\r\ty', 'enter')).toEqual([
      { text: 'key' },
      'enter',
      { text: 'secret' },
      'enter',
      'tab',
      { text: 'y' },
    ]);
  });

  it('in text, line breaks and tabs stay with the text; other control bytes are keys or dropped', () => {
    expect(terminalKeys('one\r\ntwo\tthree\u0000\u0001', 'text')).toEqual([{ text: 'one\r\ntwo\tthree' }, 'ctrl+a']);
  });
});

describe('TerminalKeyReader', () => {
  it('completes an escape sequence cut between two reads', () => {
    const reader = new TerminalKeyReader('enter');
    expect(reader.read('a\u001b[')).toEqual([{ key: { text: 'a' }, raw: 'a', pasted: false }]);
    expect(reader.read('Cb').map((read) => read.key)).toEqual(['right', { text: 'b' }]);
    // An Esc that ends a read is the key itself: the letter typed next is a letter.
    expect(reader.read('\u001b').map((read) => read.key)).toEqual(['esc']);
    expect(reader.read('a').map((read) => read.key)).toEqual([{ text: 'a' }]);
  });

  it('takes a run of line breaks in a paste as one, across reads of the paste', () => {
    const reader = new TerminalKeyReader('enter');
    const keys = [...reader.read(`${PASTE_START}s3cret\r`), ...reader.read(`\r${PASTE_END}x`)];
    expect(keys.flatMap((read) => (read.key === null ? [] : [read.key]))).toEqual([{ text: 's3cret' }, 'enter', { text: 'x' }]);
    const once = new TerminalKeyReader('enter').read(`${PASTE_START}a\r\n\rb\r${PASTE_END}\r`);
    expect(once.flatMap((read) => (read.key === null ? [] : [read.key]))).toEqual([
      { text: 'a' },
      'enter',
      { text: 'b' },
      'enter',
      'enter',
    ]);
  });

  it('gives back what a question did not use, still marked as a paste when it was one', () => {
    const reader = new TerminalKeyReader('enter');
    const keys = reader.read(`${PASTE_START}key\rsecret\r${PASTE_END}`);
    const enter = keys.findIndex((read) => read.key === 'enter');
    expect(reader.leftover(keys.slice(enter + 1))).toBe(`${PASTE_START}secret\r${PASTE_END}`);
    const typed = new TerminalKeyReader('enter');
    const plain = typed.read('a\rb\u001b[');
    expect(typed.leftover(plain.slice(2))).toBe('b\u001b[');
  });
});
