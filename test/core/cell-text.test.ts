// The one text fitter: widths per grapheme, cuts between graphemes, ASCII ellipsis on request.
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import {
  centreInWidth,
  fitToWidth,
  graphemes,
  leadingItems,
  padToWidth,
  textWidth,
  truncateAtWord,
  truncateToWidth,
  wordPrefix,
} from '../../source/core/cell-text.js';
import { ASCII_GLYPHS } from '../../source/terminal/glyphs.js';

const THUMB = '👍🏽';
const FAMILY = '👩‍👩‍👧';
const CJK = '東京';
const COMBINED = 'e\u0301';
const FLAG = '🇯🇵';

describe('cell width', () => {
  it('counts each grapheme class by what it occupies on screen', () => {
    expect(textWidth('Pumps')).toBe(5);
    expect(textWidth(THUMB)).toBe(2);
    expect(textWidth(FAMILY)).toBe(2);
    expect(textWidth(CJK)).toBe(4);
    expect(textWidth(`Caf${COMBINED}`)).toBe(4);
    expect(textWidth(FLAG)).toBe(2);
    expect(textWidth('›·…─│┄⠤▁█')).toBe(9);
  });

  it('agrees with string-width (what Ink lays out with) on every character of its fast path', () => {
    const ranges = [
      [0x20, 0x7e],
      [0xa0, 0x2ff],
      [0x2010, 0x205e],
      [0x2190, 0x21ff],
      [0x2500, 0x259f],
      [0x2800, 0x28ff],
    ] as const;
    for (const [from, to] of ranges) {
      for (let code = from; code <= to; code++) {
        const char = String.fromCodePoint(code);
        expect(textWidth(`a${char}`), `U+${code.toString(16)}`).toBe(stringWidth(`a${char}`));
      }
    }
  });

  it('splits text into user-perceived characters', () => {
    expect(graphemes(`a${THUMB}${FAMILY}${COMBINED}${CJK}`)).toEqual(['a', THUMB, FAMILY, COMBINED, '東', '京']);
  });
});

describe('fitting text', () => {
  it('leaves text that fits alone and cuts the rest with one ellipsis cell', () => {
    expect(truncateToWidth('Nordwind', 8)).toBe('Nordwind');
    expect(truncateToWidth('Nordwind Pumps', 8)).toBe('Nordwin…');
    expect(truncateToWidth('Nordwind Pumps', 8, { ellipsis: ASCII_GLYPHS.ellipsis })).toBe('Nordw...');
    // Where the room is narrower than the three dots, the dots are cut to it.
    expect(truncateToWidth('Nordwind Pumps', 2, { ellipsis: ASCII_GLYPHS.ellipsis })).toBe('..');
    expect(truncateToWidth('abc', 0)).toBe('');
  });

  it('never cuts inside a grapheme, and leaves out a wide one that does not fit whole', () => {
    // "ab" + 👍🏽 takes 4 cells; 4 cells with an ellipsis leave room for 3: the emoji goes whole.
    expect(truncateToWidth(`ab${THUMB}cd`, 4)).toBe('ab…');
    expect(truncateToWidth(`ab${THUMB}cd`, 5)).toBe(`ab${THUMB}…`);
    expect(truncateToWidth(`x${FAMILY}yz`, 4)).toBe(`x${FAMILY}…`);
    expect(truncateToWidth(`x${FAMILY}yz`, 3)).toBe('x…');
    expect(truncateToWidth(`${CJK}タワー`, 5)).toBe(`${CJK}…`);
    expect(truncateToWidth(`${CJK}タワー`, 4, { ellipsis: '~' })).toBe('東~');
    expect(truncateToWidth(`Caf${COMBINED} Paris`, 5)).toBe(`Caf${COMBINED}…`);
    expect(truncateToWidth(`${FLAG}${FLAG}`, 3)).toBe(`${FLAG}…`);
    for (const text of [`ab${THUMB}cd`, `x${FAMILY}yz`, `${CJK}タワー`, `Caf${COMBINED} Paris`]) {
      for (let width = 1; width <= 10; width++) {
        const cut = truncateToWidth(text, width);
        expect(textWidth(cut), `${text} in ${width}`).toBeLessThanOrEqual(width);
        expect(
          graphemes(cut)
            .slice(0, -1)
            .every((part) => graphemes(text).includes(part)),
          `${text} in ${width}`,
        ).toBe(true);
      }
    }
  });

  it('makes line breaks and tabs spaces and shows other controls visibly, so a value cannot break the line', () => {
    expect(truncateToWidth('a\nb\tc', 10)).toBe('a b c');
    expect(truncateToWidth('\u001b[31mred', 10)).toBe('^[[31mred');
    expect(truncateToWidth('\u202eevil\u009b', 20)).toBe('\\u202eevil\\u009b');
    expect(padToWidth('\u001b]0;t\u0007', 10)).toBe('^[]0;t^G  ');
    expect(centreInWidth('\u007f', 4)).toBe(' ^? ');
  });

  it('pads and fits to an exact width in cells', () => {
    expect(padToWidth(CJK, 6)).toBe(`${CJK}  `);
    expect(padToWidth(THUMB, 4, 'end')).toBe(`  ${THUMB}`);
    for (const text of [THUMB, FAMILY, CJK, COMBINED, `${CJK}${THUMB} long name`]) {
      for (let width = 1; width <= 12; width++) expect(textWidth(fitToWidth(text, width)), `${text} in ${width}`).toBe(width);
    }
    expect(centreInWidth(CJK, 8)).toBe(`  ${CJK}  `);
  });
});

describe('cutting at a word', () => {
  it('keeps whole words and the cut mark, leaving out the punctuation that joined the next word', () => {
    expect(truncateAtWord('Nordwind Pumps S.L.', 40)).toBe('Nordwind Pumps S.L.');
    expect(truncateAtWord('Raise overall equipment effectiveness on line 2', 30)).toBe('Raise overall equipment…');
    expect(truncateAtWord('4 hoshins, 3 known', 12)).toBe('4 hoshins…');
    // Wide characters are measured as two cells; a grapheme is never split.
    expect(truncateAtWord('品質 改善 計画', 8)).toBe('品質…');
    expect(truncateAtWord('👩‍👩‍👧 family plan', 10)).toBe('👩‍👩‍👧 family…');
  });

  it('cuts a first word wider than the width inside it, as nothing shorter says anything', () => {
    expect(truncateAtWord('Effectiveness', 6)).toBe('Effec…');
  });

  it('leaves out whole items from the end', () => {
    expect(leadingItems(['a name', 'objective 42', 'a web address'], ' · ', 25)).toBe('a name · objective 42');
    expect(leadingItems(['a name', 'objective 42'], ' · ', 4)).toBe('');
    expect(wordPrefix('OEE line 2 (%)', 9)).toBe('OEE line');
  });
});
