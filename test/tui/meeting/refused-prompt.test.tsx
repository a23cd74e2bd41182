// In the meeting, a key whose line cannot be asked (x on a month with no value) still opens a line:
// a sentence typed straight after it is held as text and dropped, never read as decisions (e
// escalating, d asking a deadline). An offered old value (d, o) is replaced by what is typed, not
// appended to.
import { describe, expect, it } from 'vitest';
import { demoSandbox } from '../helpers/console-harness.js';
import { meetingAt, meetingOn } from './meeting-walk-to.js';

const demo = demoSandbox();
const writes = () => demo.sandbox.stats.log.filter((entry) => entry.method !== 'GET').length;

describe('a refused line in the meeting', () => {
  it('holds the sentence typed after x as text, sends nothing and marks nothing', async () => {
    const ui = demo.open();
    await meetingOn(ui, 'no value recorded for');
    const at = meetingAt(ui.frame());
    const before = writes();
    await ui.press('x');
    // Typed as a person types straight on, one key at a time: e, d, o, s and n are decisions in the walk.
    await ui.press(...'Press 4 was down: escalated and done'.split('').map((key) => (key === ' ' ? 'space' : key)));
    await ui.waitFor('Not asked: the month has no value to explain yet: v records it first');
    expect(ui.frame()).toContain('Press 4 was down: escalated and done');
    expect(ui.frame()).not.toContain('Deadline, YYYY-MM-DD');
    await ui.press('enter');
    await ui.waitFor((frame) => !frame.includes('Not asked'));
    await ui.idle();
    expect(meetingAt(ui.frame())).toBe(at);
    expect(writes()).toBe(before);
    // Nothing marked: the walk's count is as it was.
    await ui.press('q');
    await ui.waitFor((frame) => !frame.includes('Review of'));
    await ui.press('M');
    await ui.waitFor((frame) => /begins at 1 of \d+/.test(frame));
    expect(ui.frame()).not.toMatch(/[1-9]\d* to escalate/);
  });
});

describe('an offered old value', () => {
  it('is replaced by the first key typed into it, not appended to', async () => {
    const ui = demo.open();
    await meetingOn(ui, 'past its deadline');
    await ui.press('d');
    await ui.waitFor('Deadline, YYYY-MM-DD');
    const offered = /(\d{4}-\d\d-\d\d)▏/.exec(ui.frame())?.[1];
    expect(offered, ui.frame()).toBeDefined();
    await ui.press(...'2031-01-15'.split(''));
    await ui.waitFor('2031-01-15▏');
    expect(ui.frame()).not.toContain(`${offered!}2031`);
    await ui.press('esc');
    // An edit of it (a backspace first) keeps the rest.
    await ui.press('d');
    await ui.waitFor(`${offered!}▏`);
    await ui.press('backspace', '9');
    await ui.waitFor(`${offered!.slice(0, -1)}9▏`);
    await ui.press('esc');
  });
});
