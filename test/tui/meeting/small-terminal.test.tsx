// The review meeting on a small terminal (a projector's, 60x20): an item longer than the screen
// scrolls with the list keys and says which lines show, so its countermeasures can be reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { openConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
});
afterAll(async () => {
  await sandbox.close();
});

describe('the review meeting on a small terminal', () => {
  it('scrolls an item longer than the screen down to its countermeasures, and back', async () => {
    const ui = openConsole(sandbox);
    try {
      ui.resize(60, 20);
      await openByPalette(ui, 'hoshin', 11);
      await ui.press('M');
      await ui.waitFor((frame) => /begins at 1 of \d+/.test(frame), 45_000);
      await ui.press('enter');
      await ui.waitFor('· 1 of ');
      await ui.waitFor((frame) => /lines 1-\d+ of \d+ · down\/up scroll/.test(frame));
      // The item's last lines (its countermeasures) are below the screen, then scrolled to.
      expect(ui.frame()).not.toMatch(/deadline \d{4}-\d\d-\d\d/);
      await ui.press('G');
      await ui.waitFor((frame) => /lines \d+-(\d+) of \1 /.test(frame));
      expect(ui.frame()).toContain('Countermeasures:');
      expect(ui.frame()).toMatch(/deadline \d{4}-\d\d-\d\d/);
      for (const line of ui.lines()) expect(line.length).toBeLessThanOrEqual(60);
      await ui.press('g');
      await ui.waitFor('lines 1-');
      // The next item begins at its top.
      await ui.press('G', 'n');
      await ui.waitFor('· 2 of ');
      expect(ui.frame()).not.toMatch(/lines (?!1-)\d+-\d+ of/);
    } finally {
      await ui.close();
    }
  }, 90_000);
});
