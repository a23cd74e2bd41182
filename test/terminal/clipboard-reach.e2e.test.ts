// How far a copy is known to have got: OSC 52 has no answer, so "copied" only where the path is
// known to carry it (tmux with set-clipboard on, asked of a real tmux server; a terminal that takes
// it by default), "sent" with what is needed everywhere else.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clipboardReach } from '../../source/terminal/clipboard.js';
import { tmuxOption } from '../../source/terminal/tmux-option.js';

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
