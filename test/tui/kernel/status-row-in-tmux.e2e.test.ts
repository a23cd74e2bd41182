// The real executable in a real terminal (tmux, 80x24): a status message wider than the terminal
// takes its one row, cut with the cut mark, and the panes above keep every row they had.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../source/sandbox/server.js';
import { openFromStart, startConsoleAgainstDemo, tmuxMissing, type TmuxServer } from '../helpers/tmux-terminal.js';

const skipReason = tmuxMissing();
if (skipReason) console.log(`test/tui/kernel/status-row-in-tmux: ${skipReason}`);

let sandbox: RunningSandbox;
let server: TmuxServer;

beforeAll(async () => {
  if (skipReason) return;
  ({ sandbox, server } = await startConsoleAgainstDemo({ indexedProfile: 't' }));
});
afterAll(async () => {
  server?.close();
  await sandbox?.close();
});

describe.skipIf(skipReason !== undefined)('a long status message at 80x24', () => {
  it('is cut on its one row and leaves the panes’ rows as they were', async () => {
    const term = server.start(['--profile', 't']);
    try {
      await openFromStart(term, 'hoshin', 11);
      term.keys('i');
      await term.waitForRow(/^│› OEE line 2/);
      const before = term.screen();
      // c on an indicator that met its goal says why there is nothing to counter, in more words than 80 columns hold.
      term.keys('c');
      await term.waitFor('met its goal');
      const after = term.screen();
      expect(after.length).toBe(24);
      const status = after[21] ?? '';
      expect(status).toMatch(/^“OEE line 2 \(%\)” met its goal in .*…$/);
      // Cut at a word: at most 80 cells, and the cut mark right after a whole word.
      expect([...status].length).toBeLessThanOrEqual(80);
      expect([...status].length).toBeGreaterThan(60);
      expect(status).toMatch(/[\p{L}\p{N})]…$/u);
      // Header, panes and their borders: row for row what they were; the footer below the status row.
      expect(after.slice(0, 21)).toEqual(before.slice(0, 21));
      expect(after[22]).toBe(before[22]);
      expect(after[23]).toBe('');
    } finally {
      term.kill();
    }
  });
});
