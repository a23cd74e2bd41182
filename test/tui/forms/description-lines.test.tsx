// A description typed on several lines (ctrl+j breaks the line in a text field) is sent with its
// line breaks, as the service keeps them, and the detail shows it on as many lines.
import { describe, expect, it } from 'vitest';
import { demoSandbox } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const demo = demoSandbox();

describe('a description on several lines', () => {
  it('is sent with its line breaks and shown on its lines in the detail', async () => {
    const ui = demo.open();
    await openByPalette(ui, 'objective', 71);
    await ui.press('e');
    await ui.waitFor('Description');
    await ui.press('down');
    ui.write('Why it matters');
    await ui.press('ctrl+j');
    ui.write('Who checks it');
    await ui.waitFor('Why it matters↵Who checks it');
    await ui.press('ctrl+s');
    await ui.waitFor('saved objective');
    await ui.idle();
    expect((demo.sandbox.store.get('objective', 71) as { description: string }).description).toBe('Why it matters\nWho checks it');
    const rows = ui.lines();
    const first = rows.findIndex((line) => line.includes('Why it matters'));
    expect(first, ui.frame()).toBeGreaterThan(0);
    expect(rows[first]).not.toContain('Who checks it');
    expect(rows[first + 1]).toContain('Who checks it');
  });
});
