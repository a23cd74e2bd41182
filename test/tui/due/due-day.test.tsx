// The due walk's day field starts on the day the value is for: the first key typed into it replaces
// that day whole (typing a day gave "2026-11-302026-12-01"), while a backspace first keeps it to edit.
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const demo = demoSandbox();
let ui: TestConsole;

/** The day the field offers, once tab has moved the keys to it. */
async function onTheDay(): Promise<string> {
  await openByPalette(ui, 'hoshin', 11);
  await ui.press('u');
  await ui.waitFor((frame) => frame.includes('Value:'), 20_000);
  await ui.press('tab');
  await ui.waitFor((frame) => /for \d{4}-\d\d-\d\d▏/.test(frame));
  return /for (\d{4}-\d\d-\d\d)▏/.exec(ui.frame())![1]!;
}

beforeEach(() => {
  ui = demo.open();
  ui.resize(100, 30);
});

describe("the due walk's day field", () => {
  it('is replaced by the first key typed into it, not appended to', async () => {
    const offered = await onTheDay();
    await ui.press(...'2031-01-15'.split(''));
    await ui.waitFor('for 2031-01-15▏');
    expect(ui.frame()).not.toContain(`${offered}2031`);
  });

  it('keeps the offered day to edit when a backspace comes first', async () => {
    const offered = await onTheDay();
    await ui.press('backspace', '9');
    await ui.waitFor(`for ${offered.slice(0, -1)}9▏`);
  });
});
