// The stream Ink renders into: the first frame at once, then only changes, frames that come
// faster than the paint rate merged into one paint, control sequences routed (the clipboard's OSC
// 52 through, the cursor left to the takeover, a clear making the next paint whole), nothing
// painted while the terminal is handed over and everything when it comes back.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { BEGIN_SYNCHRONIZED, END_SYNCHRONIZED, FrameStream } from '../../../../source/tui/kernel/screen/frame-stream.js';

/** A terminal that keeps what it was sent and says when something arrives. */
function fakeTerminal(columns = 40, rows = 10) {
  const events = new EventEmitter();
  const writes: string[] = [];
  const terminal = Object.assign(events, {
    columns,
    rows,
    write(chunk: string) {
      writes.push(chunk);
      events.emit('written');
      return true;
    },
  });
  /** Resolves with the next write, or fails after a deadline. */
  const nextWrite = (): Promise<string> =>
    new Promise((resolve, reject) => {
      const count = writes.length;
      const timer = setTimeout(() => reject(new Error(`no write; so far: ${JSON.stringify(writes)}`)), 5000);
      const check = () => {
        if (writes.length === count) return;
        clearTimeout(timer);
        terminal.off('written', check);
        resolve(writes[count] as string);
      };
      terminal.on('written', check);
    });
  return { terminal: terminal as unknown as NodeJS.WriteStream, writes, nextWrite };
}

const frame = (...rows: string[]): string => rows.join('\n');

/**
 * Resolves once a stream at the same rate, fed a frame now, has painted it: by then a paint the
 * stream under test had due would have come too (its last paint was earlier).
 */
async function aPaintLater(): Promise<void> {
  const { terminal, nextWrite } = fakeTerminal();
  const witness = new FrameStream(terminal, { mode: 'alternate', maxFps: 1000 });
  witness.write(frame('first'));
  const painted = nextWrite();
  witness.write(frame('second'));
  await painted;
  witness.close();
}

describe('FrameStream', () => {
  it('paints the first frame at once, then only the changed cells, and nothing for an equal frame', async () => {
    const { terminal, writes, nextWrite } = fakeTerminal();
    const stream = new FrameStream(terminal, { mode: 'alternate', maxFps: 1000 });
    stream.write(frame('title', '› one', '  two'));
    expect(writes).toHaveLength(1);
    const first = writes[0] as string;
    expect(first.startsWith(BEGIN_SYNCHRONIZED) && first.endsWith(END_SYNCHRONIZED)).toBe(true);
    for (const text of ['title', 'one', 'two']) expect(first).toContain(text);
    stream.write(frame('title', '› one', '  two'));
    const moved = nextWrite();
    stream.write(frame('title', '  one', '› two'));
    const paint = await moved;
    // The equal frame wrote nothing: the next write is the move's, and holds no unchanged text.
    expect(writes).toHaveLength(2);
    expect(paint).not.toContain('title');
    expect(paint).not.toContain('one');
    stream.close();
  });

  it('merges frames that come faster than the paint rate into one paint of the latest', async () => {
    const { terminal, writes, nextWrite } = fakeTerminal();
    const stream = new FrameStream(terminal, { mode: 'alternate', maxFps: 5 });
    stream.write(frame('aaaa'));
    const next = nextWrite();
    stream.write(frame('bbbb'));
    stream.write(frame('cccc'));
    const paint = await next;
    expect(paint).toContain('cccc');
    expect(writes.join('')).not.toContain('b');
    expect(writes).toHaveLength(2);
    stream.close();
  });

  it('passes OSC sequences through, leaves the cursor alone, and paints whole after a clear', async () => {
    const { terminal, writes, nextWrite } = fakeTerminal();
    const stream = new FrameStream(terminal, { mode: 'alternate', maxFps: 1000 });
    stream.write(frame('hello'));
    const clipboard = '\u001B]52;c;aGVsbG8=\u0007';
    stream.write(clipboard);
    expect(writes.at(-1)).toBe(clipboard);
    stream.write('\u001B[?25h');
    expect(writes.at(-1)).toBe(clipboard);
    const repaint = nextWrite();
    stream.write('\u001B[2J\u001B[H');
    const whole = await repaint;
    expect(whole).toContain('\u001B[2J');
    expect(whole).toContain('hello');
    stream.close();
  });

  it('paints nothing while paused and the whole latest frame on resume', async () => {
    const { terminal, writes, nextWrite } = fakeTerminal();
    const stream = new FrameStream(terminal, { mode: 'alternate', maxFps: 1000 });
    stream.write(frame('before'));
    stream.pause();
    const count = writes.length;
    stream.write(frame('while away'));
    await aPaintLater();
    expect(writes).toHaveLength(count);
    const back = nextWrite();
    stream.resume();
    const whole = await back;
    expect(whole).toContain('\u001B[2J');
    expect(whole).toContain('while away');
    stream.close();
  });

  it('inline, leaves the last frame on screen with the cursor on the line below when it closes', async () => {
    const { terminal, writes } = fakeTerminal();
    const stream = new FrameStream(terminal, { mode: 'inline', maxFps: 1000 });
    stream.write(frame('one', 'two'));
    stream.close();
    expect(writes[0]).not.toContain('\u001B[2J');
    expect(writes.at(-1)).toMatch(/\r\n$/);
    const count = writes.length;
    stream.write(frame('after'));
    await aPaintLater();
    expect(writes).toHaveLength(count);
  });

  it('on an ASCII terminal writes an ellipsis as three dots, each row at its width', () => {
    const { terminal, writes } = fakeTerminal(30, 4);
    const stream = new FrameStream(terminal, { mode: 'alternate', maxFps: 1000, ascii: true });
    stream.write(frame('reading the plan…', '|Nordwind Pumps S.L. Ibe…|', '  … and 7 more'));
    const painted = writes.join('');
    expect(painted).toContain('reading the plan...');
    expect(painted).toContain('|Nordwind Pumps S.L. I...|');
    expect(painted).toContain('... and 7 more');
    expect(painted).not.toContain('…');
    stream.close();
  });
});
