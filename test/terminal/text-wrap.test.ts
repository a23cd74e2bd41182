// Wrapping that keeps every character: words at spaces, a web address broken after a slash.
import { describe, expect, it } from 'vitest';
import { wrapAll, wrapAtMost } from '../../source/terminal/text-wrap.js';
import { detailRows } from '../../source/tui/detail/detail-pane.js';

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

  it('on request cuts a longer word to one line with the ellipsis, as the CLI wraps its notes', () => {
    const CJK = '東京';
    const THUMB = '👍🏽';
    expect(wrapAll(`${CJK} ${CJK} ${CJK}`, 9, { longWords: 'cut' })).toEqual([`${CJK} ${CJK}`, CJK]);
    expect(wrapAll(`${THUMB}${THUMB}${THUMB}`, 4, { longWords: 'cut', ellipsis: '~' })).toEqual([`${THUMB}~`]);
  });

  it('shows controls visibly, so a value cannot break the line', () => {
    expect(wrapAll('a\u001b[2J b', 10, { longWords: 'cut' })).toEqual(['a^[[2J b']);
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

describe('a web address in the detail pane', () => {
  const web = (value: string, inner: number) => detailRows([{ label: 'Web', value }], inner, 13);

  it('stays beside its label when it fits there', () => {
    expect(web('http://h/objectives/61', 40)).toEqual([{ label: 'Web', value: 'http://h/objectives/61', tone: undefined, prose: false }]);
  });

  it('goes whole to a line of its own when it fits the pane, never broken mid-word', () => {
    const rows = web('http://127.0.0.1:36209/objectives/61', 40);
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Web', ''],
      ['', 'http://127.0.0.1:36209/objectives/61'],
    ]);
  });

  it('wider than the pane, keeps its start and end around a … on one line (y copies the whole)', () => {
    const address = 'https://www.hoshinplan.com/indicator_histories/1001';
    const rows = web(address, 32);
    expect(rows).toHaveLength(2);
    const shown = rows[1]!.value;
    expect([...shown]).toHaveLength(32);
    expect(shown.startsWith('https://www.hosh')).toBe(true);
    expect(shown.endsWith('histories/1001')).toBe(true);
    expect(shown).toContain('…');
  });

  it('under ASCII, marks the middle with ... (a $ could be part of an address)', () => {
    const rows = detailRows([{ label: 'Web', value: 'http://127.0.0.1:44129/objectives/61' }], 34, 13, '...');
    expect(rows[1]!.value).toBe('http://127.0.0.1...9/objectives/61');
    expect(rows[1]!.value).toHaveLength(34);
  });
});

describe('wrapAtMost', () => {
  it('wraps at spaces onto at most the lines given, cutting what is left after a word with the mark', () => {
    expect(wrapAtMost('Weekly capacity meeting with planning', 15, 3)).toEqual(['Weekly capacity', 'meeting with', 'planning']);
    expect(wrapAtMost('Weekly capacity meeting with planning', 15, 2)).toEqual(['Weekly capacity', 'meeting with…']);
    expect(wrapAtMost('Energy per pump (kWh)', 15, 1, { ellipsis: '>' })).toEqual(['Energy per>']);
    // A word wider than the width is cut inside: nothing shorter says anything.
    expect(wrapAtMost('Counterbalancing', 8, 2)).toEqual(['Counter…']);
  });
});
