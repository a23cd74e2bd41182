// The due queue at 80x24: the line saying what the keys do wraps rather than being cut, and the
// indicator's box keeps the rows left.
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const demo = demoSandbox();
let ui: TestConsole;

beforeEach(() => {
  ui = demo.open();
});

describe('the due queue around its item', () => {
  it('says whole what the keys do under the value field, the frame keeping its height', async () => {
    ui.resize(80, 24);
    await openByPalette(ui, 'hoshin', 11);
    await ui.press('u');
    await ui.waitFor((frame) => frame.includes('Value:'), 20_000);
    const lines = ui.lines();
    expect(lines.length).toBe(23);
    const field = lines.findIndex((line) => line.startsWith('Value:'));
    const under = lines.slice(field + 1, -2).join(' ');
    expect(under).toMatch(/^type the value; tab changes the day, enter records and goes on, n skips, esc leaves$/);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
  });
});
