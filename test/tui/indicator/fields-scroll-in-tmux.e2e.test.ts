// The indicator's detail in a real terminal at 60x20 (a private tmux) against the demo sandbox: its
// fields do not all fit above the value table, so a mark says how many rows are below; with the
// detail pane's keys, ctrl-e scrolls down to the last field and ctrl-y back, the value table's
// selection kept.
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
  it('scroll with ctrl-e down to the last field, the mark counting down, and back with ctrl-y', async () => {
    const term = server.start(['--profile', PROFILE], { columns: 60, rows: 20 });
    try {
      await openFromStart(term, 'indicator', 101);
      await term.waitFor((screen) => markBelow(screen) !== undefined);
      const start = hiddenBelow(term.screen());
      expect(start).toBeGreaterThan(0);
      // The last field is not on screen yet.
      expect(detailPane(term.screen()).join(' ')).not.toContain("indicator's goal)");
      term.keys('Tab');
      await term.waitFor((screen) => detailPane(screen).some((line) => line.startsWith('› ')));
      // Each ctrl-e shows one row more of the fields, until none is below.
      for (let left = start; left > 0; left -= 1) {
        term.keys('C-e');
        await term.waitFor((screen) => hiddenBelow(screen) === left - 1);
      }
      const end = term.screen();
      const pane = detailPane(end);
      expect(pane.some((line) => /^↑ \d+ more above$/.test(line))).toBe(true);
      // The last field is on screen: the end of the description, the targets' line whole above it.
      const description = String(sandbox.store.get('indicator', 101)?.description ?? '').trim();
      const text = pane.join(' ').replace(/\s+/g, ' ');
      expect(text).toContain(description.split(/\s+/).slice(-3).join(' '));
      expect(text).toContain("indicator's goal)");
      expect(text).not.toContain('…)');
      // The value table kept its rows and its selection: the newest value is still selected.
      expect(pane.some((line) => line.startsWith('› '))).toBe(true);
      // ctrl-y scrolls back up a row.
      term.keys('C-y');
      await term.waitFor((screen) => hiddenBelow(screen) === 1);
      for (const line of term.screen()) expect([...line].length).toBeLessThanOrEqual(60);
    } finally {
      term.kill();
    }
  });
});
