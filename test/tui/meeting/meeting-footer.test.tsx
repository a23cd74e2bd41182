// The meeting's footer offers the keys the item on screen takes: on a late task s, d and o (never
// v, c or x, which act on an indicator's month); on an indicator's item v, c and x.
import { describe, expect, it } from 'vitest';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';
import { meetingOn } from './meeting-walk-to.js';

const demo = demoSandbox();
const footer = (ui: TestConsole): string => ui.lines().at(-1) ?? '';

describe("the meeting's footer", () => {
  it.each([80, 120])('on a late task at %i columns offers s, d and o, and no v, c or x', async (columns) => {
    const ui = demo.open();
    ui.resize(columns, 24);
    await meetingOn(ui, 'past its deadline');
    await ui.idle();
    const keys = footer(ui);
    for (const key of ['s ', 'd ', 'o ']) expect(keys, keys).toContain(key);
    for (const key of ['v value', 'c countermeasure', 'x explain']) expect(keys, keys).not.toContain(key);
  });

  it('on an indicator with a value offers x and c', async () => {
    const ui = demo.open();
    ui.resize(120, 24);
    await meetingOn(ui, 'Countermeasures:');
    await ui.idle();
    const keys = footer(ui);
    for (const key of ['c countermeasure', 'x explain']) expect(keys, keys).toContain(key);
  });

  it('on the opening screen offers no decision: enter begins (the screen says so), n, esc and ? go on', async () => {
    const ui = demo.open();
    ui.resize(80, 24);
    await openByPalette(ui, 'hoshin', 11);
    await ui.press('M');
    await ui.waitFor((frame) => /begins at 1 of \d+/.test(frame));
    await ui.idle();
    const keys = footer(ui);
    for (const key of ['reviewed', 'escalate', 'v value', 'c countermeasure']) expect(keys, keys).not.toContain(key);
    expect(keys).toContain('? help');
  });
});
