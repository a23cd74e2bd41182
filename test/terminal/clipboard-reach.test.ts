// How far a copy is known to have got: OSC 52 has no answer, so "copied" only where the path is
// known to carry it (tmux with set-clipboard on, asked of a real tmux server; a terminal that takes
// it by default), "sent" with what is needed everywhere else.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clipboardReach, reachWords } from '../../source/terminal/clipboard.js';
import { tmuxOption } from '../../source/terminal/tmux-option.js';

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

describe('tmuxOption against a real tmux server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hoshin-tmux-'));
  const socket = join(dir, 'socket');
  const env = { TMUX: `${socket},1,0`, PATH: process.env.PATH };
  const tmux = (...args: string[]) =>
    execFileSync('tmux', ['-S', socket, '-f', '/dev/null', ...args], {
      env: { PATH: process.env.PATH },
      stdio: 'pipe',
    });

  beforeAll(() => {
    tmux('new-session', '-d', '-x', '80', '-y', '24', 'sleep 600');
  });
  afterAll(() => {
    tmux('kill-server');
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads set-clipboard: external by default (sent), on once set (copied)', async () => {
    expect(await tmuxOption('set-clipboard', env)).toBe('external');
    expect(clipboardReach(env, await tmuxOption('set-clipboard', env))).toBe('sent-tmux');
    tmux('set-option', '-g', 'set-clipboard', 'on');
    expect(clipboardReach(env, await tmuxOption('set-clipboard', env))).toBe('copied');
  });

  it('is null where no tmux answers', async () => {
    expect(await tmuxOption('set-clipboard', { TMUX: `${join(dir, 'none')},1,0`, PATH: process.env.PATH })).toBeNull();
    expect(await tmuxOption('set-clipboard', {})).toBeNull();
  });
});
