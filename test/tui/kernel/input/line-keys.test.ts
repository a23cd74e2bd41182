// The filter's and the palette's line: the one line editor, at the end of the line.
import { describe, expect, it } from 'vitest';
import { editLine } from '../../../../source/tui/kernel/input/line-keys.js';

describe('editLine (filter and palette)', () => {
  it('types, pastes and erases at the end, a character (not a code unit) at a time', () => {
    expect(editLine('obj', 'e', 'e')).toBe('obje');
    expect(editLine('obj', 'space', ' ')).toBe('obj ');
    expect(editLine('objective 4', '2 x', '2 x')).toBe('objective 42 x');
    expect(editLine('go 🎯', 'backspace', '')).toBe('go ');
  });

  it('clears with ctrl-u and erases a word with ctrl-w', () => {
    expect(editLine('objective 42', 'ctrl+u', 'u')).toBe('');
    expect(editLine('objective 42  ', 'ctrl+w', 'w')).toBe('objective ');
  });

  it('leaves every other key to its owner', () => {
    for (const [name, input] of [
      ['enter', '\r'],
      ['left', ''],
      ['ctrl+a', 'a'],
      ['tab', '\t'],
      ['esc', ''],
    ]) {
      expect(editLine('x', name as string, input as string)).toBeUndefined();
    }
    expect(editLine('x', 'a\rb', 'a\rb')).toBeUndefined();
  });

  it('replaces an offered value with the first text typed or pasted, and edits it on a line key', () => {
    const offered = { offered: true };
    expect(editLine('2026-11-30', '2', '2', offered)).toBe('2');
    expect(editLine('2026-11-30', '2026-12-01', '2026-12-01', offered)).toBe('2026-12-01');
    expect(editLine('2026-11-30', 'space', ' ', offered)).toBe(' ');
    expect(editLine('2026-11-30', 'backspace', '', offered)).toBe('2026-11-3');
    expect(editLine('2026-11-30', 'ctrl+u', 'u', offered)).toBe('');
    expect(editLine('2026-11-30', 'left', '', offered)).toBeUndefined();
  });
});
