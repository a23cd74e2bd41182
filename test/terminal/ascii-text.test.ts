// What an ASCII-only terminal receives: every grapheme above 0x7F made ASCII of the same width.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { textWidth } from '../../source/core/cell-text.js';
import { asciiOnlyStream } from '../../source/terminal/ascii-stream.js';
import { asciiGrapheme, asciiText } from '../../source/terminal/ascii-text.js';
import { ASCII_GLYPHS, UNICODE_GLYPHS } from '../../source/terminal/glyphs.js';

const isAscii = (text: string): boolean => /^[\x00-\x7F]*$/.test(text);

describe('ASCII text', () => {
  it('gives each mark of the glyph table its ASCII column', () => {
    for (const name of [
      'pointer',
      'pointerBack',
      'separator',
      'cursor',
      'up',
      'down',
      'check',
      'cross',
      'swatch',
      'goal',
      'axisCorner',
    ] as const) {
      expect(asciiText(UNICODE_GLYPHS[name]), name).toBe(ASCII_GLYPHS[name]);
    }
    UNICODE_GLYPHS.spark.forEach((level, i) => expect(asciiText(level)).toBe(ASCII_GLYPHS.spark[i]));
    // The ellipsis is three dots where it is laid out (the theme's glyph, frames.ts), one where only a cell is left.
    expect(ASCII_GLYPHS.ellipsis).toBe('...');
    expect(asciiText('…')).toBe('.');
  });

  it('turns round borders into the classic ones Ink draws for an ASCII terminal', () => {
    expect(asciiText('╭──╮│╰──╯┤┬└')).toBe('+--+|+--++++');
  });

  it('drops accents, keeps widths, and shows what has no ASCII form as one ? per cell', () => {
    expect(asciiText('Café Zürich São Paulo')).toBe('Cafe Zurich Sao Paulo');
    expect(asciiText('Cafe\u0301')).toBe('Cafe');
    expect(asciiText('“Plan” – 2026 — Ørsted')).toBe('"Plan" - 2026 - Orsted');
    expect(asciiText('東京 Pumps 👍🏽')).toBe('???? Pumps ??');
    expect(asciiText('👩‍👩‍👧 team')).toBe('?? team');
    expect(asciiText('ＡＢ')).toBe('A B ');
    for (const text of ['東京タワー', '👍🏽👩‍👩‍👧', 'e\u0301', '⠤⠒⣿', 'Ω≈∑', '🇯🇵', '\u200b']) {
      const ascii = asciiText(text);
      expect(isAscii(ascii), text).toBe(true);
      expect(textWidth(ascii), text).toBe(textWidth(text));
    }
  });

  it('draws braille cells by where their dots lie', () => {
    expect(asciiGrapheme('⠉')).toBe("'");
    expect(asciiGrapheme('⣀')).toBe('.');
    expect(asciiGrapheme('⠒')).toBe('-');
    expect(asciiGrapheme('⡇')).toBe('|');
    expect(asciiGrapheme('⠀')).toBe(' ');
  });

  it('leaves escape sequences and ASCII alone', () => {
    const frame = '\u001b[36m+--+\u001b[39m\r\n\u001b[1mhoshin\u001b[22m';
    expect(asciiText(frame)).toBe(frame);
    expect(asciiText('\u001b[31m東\u001b[39m')).toBe('\u001b[31m??\u001b[39m');
  });
});

describe('the ASCII-only output stream', () => {
  it('writes ASCII whatever it is given, and keeps the real stream for the rest', async () => {
    const real = Object.assign(new PassThrough(), { columns: 80, rows: 24, isTTY: true });
    const stream = asciiOnlyStream(real);
    let resized = false;
    stream.on('resize', () => (resized = true));
    real.emit('resize');
    expect(resized).toBe(true);
    expect(stream.columns).toBe(80);
    await new Promise<void>((done) => stream.write('› 東京 …', () => done()));
    await new Promise<void>((done) => stream.write(Buffer.from('│ 👍🏽\n'), () => done()));
    const written: Buffer[] = [];
    for (let chunk = real.read() as Buffer | null; chunk !== null; chunk = real.read() as Buffer | null) written.push(chunk);
    expect(Buffer.concat(written).toString()).toBe('> ???? .| ??\n');
  });
});
