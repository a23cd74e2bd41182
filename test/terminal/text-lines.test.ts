// Up and Down in a text of several lines move as editors do: the same column in cells, kept across
// a shorter line; nothing to move to past the first or the last line.
import { describe, expect, it } from 'vitest';
import { cursorLine, moveLine, type LineState } from '../../source/terminal/text-lines.js';
import { editText, textState } from '../../source/terminal/edit-text.js';

const at = (value: string, marker = '|'): LineState => textState(value.replace(marker, ''), value.indexOf(marker));
const shown = (state: LineState | undefined): string | undefined =>
  state === undefined ? undefined : `${state.value.slice(0, state.cursor)}|${state.value.slice(state.cursor)}`;

describe('a line up and down', () => {
  it('keeps the column, and says there is nothing past the first and the last line', () => {
    expect(shown(moveLine(at('abc|def\nghijkl'), 1))).toBe('abcdef\nghi|jkl');
    expect(shown(moveLine(at('abcdef\ngh|ijkl'), -1))).toBe('ab|cdef\nghijkl');
    expect(moveLine(at('abcdef\ngh|ijkl'), 1)).toBeUndefined();
    expect(moveLine(at('ab|cdef\nghijkl'), -1)).toBeUndefined();
    expect(moveLine(at('one line|'), 1)).toBeUndefined();
  });

  it('goes to the end of a shorter line and back to the column it aimed for, as editors do', () => {
    const down = moveLine(at('abcdef|\nab\nabcdefgh'), 1);
    expect(shown(down)).toBe('abcdef\nab|\nabcdefgh');
    expect(shown(moveLine(down as LineState, 1))).toBe('abcdef\nab\nabcdef|gh');
    // Any other key forgets the column aimed for.
    const typed = editText(down as LineState, 'left');
    expect(shown(moveLine(typed, 1))).toBe('abcdef\nab\na|bcdefgh');
  });

  it('counts the column in terminal cells: a wide character is two, never split', () => {
    expect(shown(moveLine(at('abcd|\n東京大阪'), 1))).toBe('abcd\n東京|大阪');
    expect(shown(moveLine(at('abc|\n東京大阪'), 1))).toBe('abc\n東|京大阪');
    expect(shown(moveLine(at('東京|大阪\nabcdef'), 1))).toBe('東京大阪\nabcd|ef');
    expect(shown(moveLine(at('ab|c\r\nxyz'), 1))).toBe('abc\r\nxy|z');
  });

  it('says which line the cursor is on', () => {
    expect(cursorLine(at('ab\ncd|\nef'))).toEqual({ line: 1, lines: 3 });
    expect(cursorLine(at('ab\n|cd'))).toEqual({ line: 1, lines: 2 });
    expect(cursorLine(at('ab|\ncd'))).toEqual({ line: 0, lines: 2 });
  });
});
