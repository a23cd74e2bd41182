import { describe, expect, it } from 'vitest';
import { joinPastedLines } from '../../../source/tui/palette/palette-paste.js';

describe('joinPastedLines', () => {
  it('joins a paste of addresses or ids one a line, keeping a final line break as Enter', () => {
    expect(joinPastedLines('https://h/hoshins/1\nhttps://h/areas/2\r\nfoo, objective 3\n')).toBe(
      'https://h/hoshins/1 https://h/areas/2 foo, objective 3\r',
    );
    expect(joinPastedLines('objective 1\nindicator 2')).toBe('objective 1 indicator 2');
  });

  it('leaves keys typed ahead after Enter alone, and text without line breaks', () => {
    expect(joinPastedLines('objective 61\rjj')).toBe('objective 61\rjj');
    expect(joinPastedLines('objective 61\r')).toBe('objective 61\r');
    expect(joinPastedLines('objective 61')).toBe('objective 61');
  });
});
