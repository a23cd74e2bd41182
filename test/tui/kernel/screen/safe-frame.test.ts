// The console's last line of defence: a frame Ink writes holds text, line breaks and colours only;
// any other control in it came from text a view did not make safe and is shown visibly.
import { describe, expect, it } from 'vitest';
import { safeFrame } from '../../../../source/tui/kernel/screen/frame-stream.js';

describe('a frame on its way to the terminal', () => {
  it('keeps text, line breaks and SGR colours as they are', () => {
    const frame = '\u001B[1m\u001B[36mtitle\u001B[39m\u001B[22m\n\u001B[38;5;208m│ name\u001B[m\nplain';
    expect(safeFrame(frame)).toBe(frame);
  });

  it('shows every other control visibly: OSC, cursor moves and clears, C1, bidi, DEL, BEL, CR', () => {
    expect(safeFrame('a\u001B]52;c;eA==\u0007b')).toBe('a^[]52;c;eA==^Gb');
    expect(safeFrame('\u001B[31mred\u001B[2J\u001B[m')).toBe('\u001B[31mred^[[2J\u001B[m');
    expect(safeFrame('x\u009B31m\u202Ey\u007F\rz')).toBe('x\\u009b31m\\u202ey^?^Mz');
    expect(safeFrame('\u001B]8;;http://x/\u0007link')).toBe('^[]8;;http://x/^Glink');
  });
});
