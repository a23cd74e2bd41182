// A frame's rows for an ASCII terminal: a `…` left in a row is `...` (three dots, as prose writes
// it, never `$`), and the row keeps its width: the two more cells come from the padding after it,
// from the terminal's spare width where the row ends, or from the characters before it (a cut text
// loses two more), never from a border.
import { describe, expect, it } from 'vitest';
import { textWidth } from '../../source/core/cell-text.js';
import { asciiFrame, asciiFrameRow } from '../../source/terminal/ascii-frame.js';

const cells = (row: string): number => textWidth(row.replace(/\u001B\[[0-9;:]*m/g, ''));

describe('a frame row on an ASCII terminal', () => {
  it('writes prose with three dots, taking the padding after it', () => {
    const row = '│reading the plan…            │';
    const ascii = asciiFrameRow(row, 80);
    expect(ascii).toBe('│reading the plan...          │');
    expect(cells(ascii)).toBe(cells(row));
  });

  it('lets a row that ends in prose grow to the terminal width, no further', () => {
    expect(asciiFrameRow('fetching objective 61…', 80)).toBe('fetching objective 61...');
    const full = `${'x'.repeat(19)}…`;
    expect(asciiFrameRow(full, 20)).toBe(`${'x'.repeat(17)}...`);
  });

  it('cuts two more characters of a cut text in a fixed cell, never the border', () => {
    const row = '|Nordwind Pum…|Hoshin 2026 |';
    const ascii = asciiFrameRow(row, 80);
    expect(ascii).toBe('|Nordwind P...|Hoshin 2026 |');
    expect(cells(ascii)).toBe(cells(row));
    expect(asciiFrameRow('|…|', 80)).toBe('|.|');
    expect(asciiFrameRow('|a…|', 80)).toBe('|..|');
  });

  it('keeps one space between the dots and a word that follows', () => {
    const row = '  … and 7 more (hoshin report lists them all)';
    const ascii = asciiFrameRow(row, 80);
    expect(ascii).toBe('... and 7 more (hoshin report lists them all)');
    expect(ascii).not.toContain('$');
    expect(cells(ascii)).toBe(cells(row));
  });

  it('counts colours as no cells and keeps them', () => {
    const row = '\u001B[2mNordwind Pum…\u001B[22m  \u001B[7m|\u001B[27m';
    const ascii = asciiFrameRow(row, 80);
    expect(ascii).toBe('\u001B[2mNordwind Pum...\u001B[22m\u001B[7m|\u001B[27m');
    expect(cells(ascii)).toBe(cells(row));
  });

  it('leaves a frame without an ellipsis as it is, and does each row of one that has', () => {
    const frame = 'title\n│a cut nam…│\n│two…      │';
    expect(asciiFrame('no dots here\nnor here', 80)).toBe('no dots here\nnor here');
    expect(asciiFrame(frame, 80).split('\n').map(cells)).toEqual(frame.split('\n').map(cells));
    expect(asciiFrame(frame, 80)).toBe('title\n│a cut n...│\n│two...    │');
  });
});
