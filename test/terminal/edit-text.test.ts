import { describe, expect, it } from 'vitest';
import { editText, isEditingKey, textState, type EditKey, type TextState } from '../../source/terminal/edit-text.js';
import { characterKeyName, editKeyFor, editKeysFor, inputKeyName } from '../../source/tui/kernel/input/keys.js';

/** Marks the cursor with | for readable expectations: 'ab|c'. */
function at(marked: string): TextState {
  const cursor = marked.indexOf('|');
  return { value: marked.replace('|', ''), cursor };
}
function show(state: TextState): string {
  return state.value.slice(0, state.cursor) + '|' + state.value.slice(state.cursor);
}
function run(marked: string, ...keys: EditKey[]): string {
  return show(keys.reduce((state: TextState, key) => editText(state, key), at(marked)));
}

describe('editText', () => {
  it('types at the cursor', () => {
    expect(run('|', 'a', 'b', 'c')).toBe('abc|');
    expect(run('ac|', 'left', 'b')).toBe('ab|c');
    expect(run('ab|', 'space', 'c')).toBe('ab c|');
  });

  it('inserts a paste of many characters at once', () => {
    expect(run('a|z', { text: 'hello world' })).toBe('ahello world|z');
    expect(run('|', 'pasted')).toBe('pasted|');
  });

  it('treats typed text that looks like a key name as text', () => {
    expect(run('|', { text: 'home' })).toBe('home|');
    expect(run('|', { text: 'ctrl+u' })).toBe('ctrl+u|');
  });

  it('turns line breaks of a paste into spaces, or keeps them when multiline', () => {
    expect(show(editText(at('|'), { text: 'one\r\ntwo\rthree' }))).toBe('one two three|');
    expect(show(editText(at('|'), { text: 'one\r\ntwo' }, { multiline: true }))).toBe('one\ntwo|');
  });

  it('drops control characters and escape sequences from pasted text', () => {
    expect(run('|', { text: 'a\u0007b\u001B[31mc\u0000' })).toBe('abc|');
    expect(run('|', { text: 'a\tb' })).toBe('a b|');
  });

  it('backspace deletes before the cursor and does nothing at the start', () => {
    expect(run('abc|', 'backspace')).toBe('ab|');
    expect(run('a|bc', 'backspace')).toBe('|bc');
    expect(run('|abc', 'backspace')).toBe('|abc');
    expect(run('ab|', 'ctrl+h')).toBe('a|');
  });

  it('delete and ctrl-d delete after the cursor', () => {
    expect(run('a|bc', 'delete')).toBe('a|c');
    expect(run('a|bc', 'ctrl+d')).toBe('a|c');
    expect(run('abc|', 'delete')).toBe('abc|');
  });

  it('moves left, right, home and end, and stops at the edges', () => {
    expect(run('ab|c', 'left', 'left', 'left')).toBe('|abc');
    expect(run('a|bc', 'right', 'right', 'right')).toBe('abc|');
    expect(run('ab|c', 'home')).toBe('|abc');
    expect(run('a|bc', 'end')).toBe('abc|');
    expect(run('ab|c', 'ctrl+a')).toBe('|abc');
    expect(run('a|bc', 'ctrl+e')).toBe('abc|');
    expect(run('ab|c', 'ctrl+b')).toBe('a|bc');
    expect(run('ab|c', 'ctrl+f')).toBe('abc|');
  });

  it('ctrl-u clears to the start and ctrl-k to the end', () => {
    expect(run('hello| world', 'ctrl+u')).toBe('| world');
    expect(run('hello| world', 'ctrl+k')).toBe('hello|');
  });

  it('ctrl-w deletes the whitespace-delimited word before the cursor', () => {
    expect(run('git commit -m|', 'ctrl+w')).toBe('git commit |');
    expect(run('one two   |', 'ctrl+w')).toBe('one |');
    expect(run('a.b-c d|e', 'ctrl+w')).toBe('a.b-c |e');
    expect(run('|abc', 'ctrl+w')).toBe('|abc');
  });

  it('alt chords move and delete by alphanumeric word', () => {
    expect(run('foo-bar baz|', 'meta+b')).toBe('foo-bar |baz');
    expect(run('|foo-bar', 'meta+f')).toBe('foo|-bar');
    expect(run('foo-bar|', 'meta+backspace')).toBe('foo-|');
    expect(run('|foo bar', 'meta+d')).toBe('| bar');
  });

  it('moves and deletes whole graphemes (emoji, combining accents)', () => {
    expect(run('a👍|', 'left')).toBe('a|👍');
    expect(run('a👍|', 'backspace')).toBe('a|');
    expect(run('e\u0301|', 'backspace')).toBe('|');
    expect(run('|👍b', 'delete')).toBe('|b');
  });

  it('never types the letter of a ctrl or meta shortcut, nor a key name', () => {
    for (const key of ['ctrl+s', 'ctrl+x', 'ctrl+c', 'meta+x', 'up', 'down', 'enter', 'esc', 'tab', 'shift+tab', 'pgup']) {
      expect(run('ab|', key), key).toBe('ab|');
      expect(isEditingKey(key), key).toBe(false);
    }
  });

  it('clamps a cursor outside the value', () => {
    expect(show(editText({ value: 'abc', cursor: 99 }, 'x'))).toBe('abcx|');
    expect(textState('abc').cursor).toBe(3);
  });
});

describe('key names from Ink', () => {
  it('names ctrl and meta chords and never reports them as text', () => {
    expect(editKeyFor('s', { ctrl: true })).toBe('ctrl+s');
    expect(editKeyFor('b', { meta: true })).toBe('meta+b');
    expect(editKeyFor('', { delete: true, meta: true })).toBe('meta+backspace');
    expect(editKeyFor('', { escape: true, meta: true })).toBe('esc');
    expect(inputKeyName('', { upArrow: true, meta: true })).toBe('up');
  });

  it('reports typing and pastes as text, and a space as the space key', () => {
    expect(editKeyFor('x', {})).toEqual({ text: 'x' });
    expect(editKeyFor('home', {})).toEqual({ text: 'home' });
    expect(editKeyFor('X', { shift: true })).toEqual({ text: 'X' });
    expect(editKeyFor(' ', {})).toBe('space');
  });

  it('splits keys that arrive in one read: ctrl keys and backspace are keys, not dropped', () => {
    expect(editKeysFor('now\u0017\u007f!', {})).toEqual([{ text: 'now' }, 'ctrl+w', 'backspace', { text: '!' }]);
    expect(editKeysFor('\u0001x', {})).toEqual(['ctrl+a', { text: 'x' }]);
    expect([...'jj k'].map(characterKeyName)).toEqual(['j', 'j', 'space', 'k']);
    // Typed ahead in one read: the Enter and Tab after a letter are keys, not text.
    expect([...'j\r'].map(characterKeyName)).toEqual(['j', 'enter']);
    expect([...'\tk\n'].map(characterKeyName)).toEqual(['tab', 'k', 'enter']);
  });

  it('keeps the line breaks of a pasted paragraph as text, never as Enter', () => {
    expect(editKeysFor('one\rtwo\r', {})).toEqual([{ text: 'one\rtwo\r' }]);
    expect(editKeysFor('a\tb\u0000', {})).toEqual([{ text: 'a\tb' }]);
  });
});
