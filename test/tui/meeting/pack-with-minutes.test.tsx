// `R` after the review meeting writes the pack `hoshin report` writes: the meeting's decisions (its
// minutes) are in it, whoever asks for the pack.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoSandbox } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const demo = demoSandbox();

describe('the review pack from the console', () => {
  it("carries the meeting's minutes: the item marked to escalate and the count gone through", async () => {
    const ui = demo.open();
    await openByPalette(ui, 'hoshin', 11);
    await ui.press('M');
    await ui.waitFor((frame) => /begins at 1 of \d+/.test(frame));
    const items = Number(/begins at 1 of (\d+)/.exec(ui.frame())?.[1]);
    await ui.press('enter');
    await ui.waitFor('· 1 of ');
    await ui.press('e');
    await ui.waitFor('· 2 of ');
    await ui.press('q');
    await ui.waitFor((frame) => !frame.includes('Review of'));
    await ui.press('R');
    await ui.waitFor('wrote the review pack to');
    const [file] = readdirSync(ui.reportDir);
    const html = readFileSync(join(ui.reportDir, file!), 'utf8');
    expect(html).toContain('<section id="decisions"><h2>Decisions of the review,');
    expect(html).toContain(`1 of ${items} items gone through (0 reviewed, 1 to escalate)`);
  });
});
