// Painting only what changed leaves the terminal showing exactly the frame: a real terminal
// emulator (@xterm/headless) that got a first paint and then every change, frame after frame,
// shows what one that got only the last frame whole shows, cell by cell, styles included.
import headless from '@xterm/headless';
import { describe, expect, it } from 'vitest';
import { readFrame } from '../../../../source/tui/kernel/screen/frame-rows.js';
import { belowFrame, paintFrame, type Painted, type ScreenMode } from '../../../../source/tui/kernel/screen/paint.js';

type Terminal = InstanceType<typeof headless.Terminal>;

function terminal(columns: number, rows: number): Terminal {
  return new headless.Terminal({ cols: columns, rows, allowProposedApi: true, scrollback: 100 });
}

const written = (term: Terminal, bytes: string): Promise<void> => new Promise((done) => term.write(bytes, done));

/** Every cell as text: its character and what of its style can be seen (a space shows no foreground). */
function cells(term: Terminal): string[] {
  const buffer = term.buffer.active;
  const rows: string[] = [];
  const cell = buffer.getNullCell();
  for (let y = 0; y < term.rows; y += 1) {
    const line = buffer.getLine(buffer.baseY + y);
    const parts: string[] = [];
    for (let x = 0; x < term.cols; x += 1) {
      line?.getCell(x, cell);
      const char = cell.getChars() || ' ';
      const blank = char === ' ';
      parts.push(
        [
          char,
          blank ? '' : `${cell.getFgColorMode()}:${cell.getFgColor()}`,
          `${cell.getBgColorMode()}:${cell.getBgColor()}`,
          blank ? '' : `${cell.isBold()}${cell.isDim()}${cell.isItalic()}${cell.isBlink()}${cell.isInvisible()}`,
          `${cell.isUnderline()}${cell.isInverse()}${cell.isStrikethrough()}${cell.isOverline()}`,
        ].join('|'),
      );
    }
    rows.push(parts.join(' '));
  }
  return rows;
}

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const STYLES = [
  '\u001B[1m',
  '\u001B[2m',
  '\u001B[22m',
  '\u001B[36m',
  '\u001B[39m',
  '\u001B[90m',
  '\u001B[38;5;208m',
  '\u001B[38;2;10;200;30m',
  '\u001B[44m',
  '\u001B[49m',
  '\u001B[7m',
  '\u001B[27m',
  '\u001B[4m',
  '\u001B[24m',
  '\u001B[3m',
  '\u001B[23m',
  '\u001B[9m',
  '\u001B[29m',
  '\u001B[0m',
  '\u001B[1;33;41m',
];
const NARROW = 'abcdefghij ABC 0123 .,-:│─╭╮╰╯›…·█▏↓↑é';
const WIDE = ['東', '京', '👍', '👍🏽'];

/** A row Ink might write: text with SGR sequences, at most `columns` cells; sometimes with wide characters. */
function row(next: () => number, columns: number): string {
  const length = Math.floor(next() * (columns + 1));
  let text = '';
  let used = 0;
  const wide = next() < 0.15;
  while (used < length) {
    if (next() < 0.2) text += STYLES[Math.floor(next() * STYLES.length)];
    if (wide && next() < 0.2 && used + 2 <= length) {
      text += WIDE[Math.floor(next() * WIDE.length)];
      used += 2;
      continue;
    }
    text += NARROW[Math.floor(next() * NARROW.length)];
    used += 1;
  }
  return `${text}\u001B[0m`;
}

/** The next frame: mostly the last one with a few rows changed (as a key changes a frame), sometimes all new. */
function nextFrame(next: () => number, previous: string[] | undefined, columns: number, height: number): string[] {
  if (!previous || next() < 0.2) return Array.from({ length: height }, () => (next() < 0.2 ? '' : row(next, columns)));
  const frame = [...previous];
  while (frame.length < height) frame.push(row(next, columns));
  frame.length = height;
  for (let changes = 1 + Math.floor(next() * 4); changes > 0; changes -= 1) {
    const index = Math.floor(next() * height);
    const before = frame[index] as string;
    const kind = next();
    // A small change inside the row (a marker moves, a digit changes), the same text restyled (a
    // selection highlight comes or goes), or a new row.
    if (kind < 0.45 && before.length > 4)
      frame[index] = before.slice(0, Math.floor(next() * before.length)).replace(/\u001B\[?[0-9;]*$/, '') + row(next, 3);
    else if (kind < 0.75) frame[index] = `${STYLES[Math.floor(next() * STYLES.length)]}${before.replace(/\u001B\[[0-9;]*m/g, '')}\u001B[0m`;
    else frame[index] = row(next, columns);
  }
  return frame;
}

async function check(mode: ScreenMode, seed: number, columns: number, rows: number, varyHeight: boolean): Promise<void> {
  const next = random(seed);
  const size = { columns, rows };
  const painted = terminal(columns, rows);
  const reference = terminal(columns, rows);
  // Inline, the frame starts under what the shell showed.
  const shell = mode === 'inline' ? 'shell line one\r\nshell line two\r\n$ hoshin demo\r\n' : '';
  await written(painted, shell);
  await written(reference, shell);
  let state: Painted | undefined;
  let frame: string[] | undefined;
  for (let step = 0; step < 25; step += 1) {
    const height = varyHeight ? 1 + Math.floor(next() * rows) : rows - 1;
    frame = nextFrame(next, frame, columns, height);
    const result = paintFrame(state, readFrame(frame.join('\n'), state?.rows), mode, size, 'here');
    state = result.painted;
    await written(painted, result.bytes);
  }
  await written(reference, paintFrame(undefined, readFrame((frame as string[]).join('\n')), mode, size, 'here').bytes);
  expect(cells(painted), `seed ${seed}`).toEqual(cells(reference));
}

describe('painting only the cells that changed', () => {
  it('on the alternate screen, frames of changing height, shows what a whole paint of the last frame shows', async () => {
    for (let seed = 1; seed <= 40; seed += 1) await check('alternate', seed, 30, 10, true);
  });

  it('inline under the shell\u2019s lines, with relative moves only, shows what a whole paint of the last frame shows', async () => {
    for (let seed = 100; seed <= 140; seed += 1) await check('inline', seed, 30, 12, false);
  });

  it('writes nothing for a frame like the last, and only the changed cells for a moved marker', () => {
    const size = { columns: 40, rows: 6 };
    const first = readFrame(['\u001B[1mlist\u001B[22m', '› one', '  two', '  three'].join('\n'));
    const { painted } = paintFrame(undefined, first, 'alternate', size);
    expect(paintFrame(painted, readFrame(first.map((r) => r.text).join('\n'), painted.rows), 'alternate', size).bytes).toBe('');
    const moved = paintFrame(
      painted,
      readFrame(['\u001B[1mlist\u001B[22m', '  one', '› two', '  three'].join('\n'), painted.rows),
      'alternate',
      size,
    ).bytes;
    // Two cells on two rows: a move and a character each.
    expect(moved.length).toBeLessThanOrEqual(16);
    expect(moved).toContain(' ');
    expect(moved).toContain('›');
  });

  it('inline, leaves the cursor on the line below the frame for the shell', async () => {
    const size = { columns: 20, rows: 8 };
    const term = terminal(20, 8);
    await written(term, '$ hoshin\r\n');
    const { bytes, painted } = paintFrame(undefined, readFrame('one\ntwo\nthree'), 'inline', size, 'here');
    await written(term, bytes + belowFrame(painted, 'inline', size) + 'prompt');
    const screen = Array.from({ length: 5 }, (_, y) => term.buffer.active.getLine(y)?.translateToString(true));
    expect(screen).toEqual(['$ hoshin', 'one', 'two', 'three', 'prompt']);
  });
});
