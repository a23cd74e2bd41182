// The indicator's detail in a real terminal at 60x20 (a private tmux) against the demo sandbox: its
// fields do not all fit above the value table, so a mark says how many rows are below; with the
// detail pane's keys, j scrolls down to the last field and k back up, and the footer names the key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../source/sandbox/server.js';
import { openFromStart, startConsoleAgainstDemo, tmuxMissing, type TmuxServer } from '../helpers/tmux-terminal.js';

const skipReason = tmuxMissing();
if (skipReason) console.log(`test/tui/indicator/fields-scroll-in-tmux: ${skipReason}`);

let sandbox: RunningSandbox;
let server: TmuxServer;
const PROFILE = 'fields';

beforeAll(async () => {
  if (skipReason) return;
  ({ sandbox, server } = await startConsoleAgainstDemo({ indexedProfile: PROFILE }));
});
afterAll(async () => {
  server?.close();
  await sandbox?.close();
});

/** The detail pane's text: the right-hand pane of each body row. */
function detailPane(screen: readonly string[]): string[] {
  return screen.flatMap((line) => {
    const match = /││(.*)│$/.exec(line);
    return match ? [(match[1] ?? '').trimEnd()] : [];
  });
}

const markBelow = (screen: readonly string[]) => detailPane(screen).find((line) => /^(↑ ?\d+ · )?↓ ?\d+/.test(line));
const hiddenBelow = (screen: readonly string[]) => Number(/↓ ?(\d+)/.exec(markBelow(screen) ?? '')?.[1] ?? 0);

describe.skipIf(skipReason !== undefined)('an indicator’s fields in a 60x20 terminal', () => {
  it('scroll with j down to the last field, the mark counting down, and back up with k', async () => {
    const term = server.start(['--profile', PROFILE], { columns: 60, rows: 20 });
    try {
      await openFromStart(term, 'indicator', 101);
      await term.waitFor((screen) => markBelow(screen) !== undefined);
      const start = hiddenBelow(term.screen());
      expect(start).toBeGreaterThan(0);
      // The last field is not on screen yet.
      expect(detailPane(term.screen()).join(' ')).not.toContain("indicator's goal)");
      term.keys('Tab');
      await term.waitFor((screen) => screen.some((line) => line.includes('j scroll')));
      // Each j shows one row more of the fields, until none is below.
      for (let left = start; left > 0; left -= 1) {
        term.keys('j');
        await term.waitFor((screen) => hiddenBelow(screen) === left - 1);
      }
      const end = term.screen();
      const pane = detailPane(end);
      expect(pane.some((line) => /^↑ \d+ more above$/.test(line))).toBe(true);
      // The last field is the targets' line: its end is on screen, the person's name whole above it.
      expect(pane.join(' ')).toContain("indicator's goal)");
      expect(pane.join(' ')).not.toContain('…)');
      // The value table kept its rows and its selection: the newest value is still selected.
      expect(pane.some((line) => line.startsWith('› '))).toBe(true);
      // k goes back up: the newest value is selected, so the fields scroll back.
      term.keys('k');
      await term.waitFor((screen) => hiddenBelow(screen) === 1);
      term.keys('g');
      const name = String(sandbox.store.get('indicator', 101)?.name);
      await term.waitFor((screen) => hiddenBelow(screen) === start && detailPane(screen).some((line) => line.startsWith(name)));
      for (const line of term.screen()) expect([...line].length).toBeLessThanOrEqual(60);
    } finally {
      term.kill();
    }
  });
});
