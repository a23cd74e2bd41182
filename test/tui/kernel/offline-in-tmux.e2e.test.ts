// The real executable in a real terminal (tmux, 80x24): the footer keeps ? and the primary action
// at 80 columns, with the keys a new user needs first, and the OFFLINE marker appears when the
// service goes away and clears when it answers again on the same address, without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { openByPalette, startConsoleAgainstDemo, tmuxMissing, type TmuxServer } from '../helpers/tmux-terminal.js';

const skipReason = tmuxMissing();
if (skipReason) console.log(`test/tui/kernel/offline-in-tmux: ${skipReason}`);

let sandbox: RunningSandbox;
let server: TmuxServer;

beforeAll(async () => {
  if (skipReason) return;
  ({ sandbox, server } = await startConsoleAgainstDemo());
});
afterAll(async () => {
  server?.close();
  await sandbox?.close();
});

/** The footer: the frame's last row (the terminal's last row stays free). */
const footerRow = (screen: string[]): string => screen[22] ?? '';

describe.skipIf(skipReason !== undefined)('the console in a real terminal', () => {
  it('keeps ?, the primary action and the keys a new user needs first in the footer at 80 columns, fewer at 60, more at 160', async () => {
    const term = server.start(['--profile', 't']);
    try {
      const company = String(sandbox.store.all('company')[0]!.name);
      await term.waitFor(company);
      await term.waitFor((screen) => footerRow(screen).includes('enter open'));
      const footer = footerRow(term.screen());
      expect([...footer].length).toBeLessThanOrEqual(80);
      expect(footer.trimEnd()).toBe('enter open · e edit · n new · u due · z undo · : palette · q quit · ? help');
      // On an indicator, where the row offers more keys than fit.
      await term.waitForInput();
      const indicator = sandbox.store.all('indicator')[0]!;
      await openByPalette(term, 'indicator', Number(indicator.id));
      await term.waitFor((screen) => footerRow(screen).includes('v value'));
      expect(footerRow(term.screen()).trimEnd()).toBe('enter open · e edit · v value · n new · u due · M meeting · z undo · ? help');
      // Narrower, the first of them stay, whole, and help; wider, the palette, the cascade, the changes, delete and the views follow.
      const lastRow = (rows: number) => (screen: string[]) => (screen[rows - 2] ?? '').trimEnd();
      term.resize(60, 20);
      await term.waitFor((screen) => lastRow(20)(screen).endsWith('? help') && [...lastRow(20)(screen)].length <= 60);
      expect(lastRow(20)(term.screen())).toBe('enter open · e edit · v value · n new · u due · ? help');
      term.resize(160, 50);
      await term.waitFor((screen) => lastRow(50)(screen).includes('b bowling'));
      expect(lastRow(50)(term.screen())).toBe(
        'enter open · e edit · v value · n new · u due · M meeting · z undo · : palette · K cascade · L changes · / filter · D delete · b bowling · R report · ? help',
      );
    } finally {
      term.kill();
    }
  });

  it('shows OFFLINE when the service goes away, and clears it when a service on the same address answers', async () => {
    const seen = sandbox.stats.log.length;
    const term = server.start(['--profile', 't']);
    const { port, appKey, secret } = sandbox;
    try {
      const company = String(sandbox.store.all('company')[0]!.name);
      await term.waitFor(company);
      await term.waitForInput();
      // The company comes from the index the first test left: the service answers the list of
      // companies (its first answer, the age OFFLINE shows) before it goes away.
      await term.waitFor(
        (screen) =>
          sandbox.stats.log.slice(seen).some((entry) => entry.method === 'GET' && entry.path === '/companies') &&
          !screen.join('\n').includes('fetching'),
      );
      expect(term.screen()[0]).not.toContain('OFFLINE');

      await sandbox.close();
      term.keys('r');
      await term.waitFor((screen) => (screen[0] ?? '').includes('OFFLINE'));
      expect(term.screen()[0]).toMatch(/OFFLINE {2}data from (just now|\d+ min ago)/);
      // Lasting: a key that sends nothing leaves it there.
      term.keys('?');
      await term.waitFor('Help  (');
      term.keys('Escape');
      await term.waitFor((screen) => !screen.join('\n').includes('Help  ('));
      expect(term.screen()[0]).toContain('OFFLINE');

      sandbox = await startSandbox({ port, host: '127.0.0.1', seed: 'demo', appKey, secret });
      term.keys('r');
      await term.waitFor((screen) => !(screen[0] ?? '').includes('OFFLINE'));
      await term.waitFor('refreshed');
      expect(term.alive()).toBe(true);
    } finally {
      term.kill();
    }
  });
});
