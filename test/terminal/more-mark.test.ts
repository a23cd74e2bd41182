// The mark of rows out of sight: an arrow and a count in Unicode, words in ASCII (`v7` reads as a version).
import { describe, expect, it } from 'vitest';
import { ASCII_GLYPHS, UNICODE_GLYPHS, moreMark } from '../../source/terminal/glyphs.js';

describe('the mark of rows out of sight', () => {
  it('is an arrow and a count in Unicode', () => {
    expect(moreMark(UNICODE_GLYPHS, 'below', 7)).toBe('↓7');
    expect(moreMark(UNICODE_GLYPHS, 'above', 3, 'long')).toBe('↑ 3 more above');
    expect(moreMark(UNICODE_GLYPHS, 'below', 7, 'tight')).toBe('↓7');
  });

  it('says it in words in ASCII, never `v7`', () => {
    expect(moreMark(ASCII_GLYPHS, 'below', 7)).toBe('(7 below)');
    expect(moreMark(ASCII_GLYPHS, 'above', 3)).toBe('(3 above)');
    expect(moreMark(ASCII_GLYPHS, 'below', 22, 'long')).toBe('22 more below');
    expect(moreMark(ASCII_GLYPHS, 'below', 22, 'tight')).toBe('+22');
    for (const form of ['short', 'long', 'tight'] as const) expect(moreMark(ASCII_GLYPHS, 'below', 7, form)).not.toMatch(/v\d/);
  });
});
