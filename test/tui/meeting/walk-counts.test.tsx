// The meeting's counts are one rule over the walk as it is now: after a late task's deadline is
// moved (it leaves the walk), the summary's reviewed, to escalate and not marked still add up to
// its items, and the status line names no position of the walk as it was.
import { describe, expect, it } from 'vitest';
import { demoSandbox } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';
import { meetingAt } from './meeting-walk-to.js';

const demo = demoSandbox();
const itemsOf = (frame: string): number => Number(/· \d+ of (\d+)/.exec(frame)?.[1]);

describe('the walk after a deadline is moved', () => {
  it('adds up, and the status line does not stay behind', async () => {
    const ui = demo.open();
    await openByPalette(ui, 'hoshin', 11);
    await ui.press('M');
    await ui.waitFor((frame) => /begins at 1 of \d+/.test(frame));
    await ui.press('enter');
    await ui.waitFor('· 1 of ');
    // Every item reviewed up to and with the first late task; e escalates the one before it.
    for (let step = 0; step < 20 && !ui.frame().includes('past its deadline'); step += 1) {
      const at = meetingAt(ui.frame());
      await ui.press(ui.frame().includes('no value recorded') ? 'e' : 'enter');
      await ui.waitFor((frame) => meetingAt(frame) !== at);
    }
    const before = itemsOf(ui.frame());
    const late = meetingAt(ui.frame());
    await ui.press('enter');
    await ui.waitFor((frame) => meetingAt(frame) === late + 1);
    await ui.press('p');
    await ui.waitFor((frame) => meetingAt(frame) === late && frame.includes('past its deadline'));
    await ui.press('d');
    await ui.waitFor('Deadline, YYYY-MM-DD');
    await ui.press(...'2031-01-15'.split(''), 'enter');
    await ui.waitFor('deadline 2031-01-15');
    await ui.idle();
    // The task is no longer late: the walk has one item less.
    await ui.waitFor((frame) => itemsOf(frame) === before - 1);
    expect(ui.statusText()).not.toContain(`of ${before}`);
    for (let step = 0; step < 20 && !ui.frame().includes('The walk:'); step += 1) {
      await ui.press('n');
      await ui.idle();
    }
    const summary = /The walk: (\d+) items?, (\d+) reviewed, (\d+) to escalate, (\d+) not marked/.exec(ui.frame());
    expect(summary, ui.frame()).not.toBeNull();
    const [items, reviewed, escalated, open] = summary!.slice(1).map(Number) as [number, number, number, number];
    expect(items).toBe(before - 1);
    expect(reviewed + escalated + open).toBe(items);
    expect(ui.statusText()).not.toContain(`of ${before}`);
  }, 60_000);
});
