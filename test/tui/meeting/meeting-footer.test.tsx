// The meeting's footer offers the keys the item on screen takes: on a late task s, d and o (never
// v, c or x, which act on an indicator's month); on an indicator's item v, c and x. Over a line
// that could not be asked it says what enter and esc do there: close it.
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

  it.each(['enter', 'esc'])('over a refused line says enter/esc close it, never save or cancel; %s closes it', async (key) => {
    const ui = demo.open();
    ui.resize(80, 24);
    await meetingOn(ui, 'no value recorded for');
    await ui.press('x');
    await ui.waitFor('Not asked: the month has no value to explain yet');
    await ui.idle();
    const keys = footer(ui);
    expect(keys).toMatch(/^enter\/esc close\b/);
    for (const word of ['save', 'cancel']) expect(keys, keys).not.toContain(word);
    await ui.press(key);
    await ui.waitFor((frame) => !frame.includes('Not asked'));
    await ui.idle();
    expect(footer(ui)).toContain('? help');
  });
});
