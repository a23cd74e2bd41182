// How far a copy is known to have got: OSC 52 has no answer, so "copied" only where the path is
// known to carry it (tmux with set-clipboard on, asked of a real tmux server; a terminal that takes
// it by default), "sent" with what is needed everywhere else. A real tmux: clipboard-reach.e2e.test.ts.
import { describe, expect, it } from 'vitest';
import { clipboardReach, reachWords } from '../../source/terminal/clipboard.js';

describe('clipboardReach', () => {
  it('is copied only with tmux set-clipboard on, or a terminal that takes OSC 52, outside a multiplexer', () => {
    expect(clipboardReach({ TMUX: '/tmp/s,1,0' }, 'on')).toBe('copied');
    expect(clipboardReach({ TMUX: '/tmp/s,1,0' }, 'external')).toBe('sent-tmux');
    expect(clipboardReach({ TMUX: '/tmp/s,1,0', TERM: 'xterm-kitty' }, null)).toBe('sent-tmux');
    expect(clipboardReach({ STY: '42.pts-1.host', TERM_PROGRAM: 'WezTerm' }, null)).toBe('sent-screen');
    expect(clipboardReach({ TERM: 'screen.xterm-256color' }, null)).toBe('sent-screen');
    expect(clipboardReach({ TERM: 'xterm-kitty' }, null)).toBe('copied');
    expect(clipboardReach({ WT_SESSION: 'x', TERM: 'xterm-256color' }, null)).toBe('copied');
    expect(clipboardReach({ TERM: 'xterm-256color' }, null)).toBe('sent');
    expect(reachWords('sent-tmux')).toEqual({
      verb: 'sent',
      note: ' to the terminal (needs `set-clipboard on` in tmux)',
    });
    expect(reachWords('copied')).toEqual({ verb: 'copied', note: '' });
  });
});
