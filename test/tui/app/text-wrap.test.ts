// Wrapping that keeps every character: words at spaces, a web address broken after a slash.
import { describe, expect, it } from 'vitest';
import { wrapAll } from '../../../source/tui/app/text-wrap.js';
import { detailRows } from '../../../source/tui/app/detail-pane.js';

describe('wrapAll', () => {
  it('wraps at spaces and never cuts', () => {
    const text = 'Raise the first pass yield of every assembly line above ninety-five percent';
    const lines = wrapAll(text, 20);
    expect(lines.every((line) => line.length <= 20)).toBe(true);
    expect(lines.join(' ')).toBe(text);
  });

  it('breaks a web address longer than the width, after a slash where one falls late enough', () => {
    const address = 'https://www.hoshinplan.com/indicator_histories/1001';
    const lines = wrapAll(address, 30);
    expect(lines).toEqual(['https://www.hoshinplan.com/', 'indicator_histories/1001']);
    expect(wrapAll('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('counts wide characters as two cells', () => {
    const lines = wrapAll('目標管理目標管理', 6);
    expect(lines).toEqual(['目標管', '理目標', '管理']);
  });
});

describe('the detail pane’s rows', () => {
  it('continue a long value under its label, and give sentences the whole width', () => {
    const rows = detailRows(
      [
        { label: 'Name', value: 'A name far too long for the narrow pane it is shown in' },
        { label: '', value: 'A sentence that takes the whole width of the pane when it wraps', prose: true },
      ],
      40,
      12,
    );
    const name = rows.filter((row) => !row.prose);
    expect(name[0]!.label).toBe('Name');
    expect(name.slice(1).every((row) => row.label === '')).toBe(true);
    expect(name.every((row) => row.value.length <= 28)).toBe(true);
    expect(rows.filter((row) => row.prose).some((row) => row.value.length > 28)).toBe(true);
  });
});
