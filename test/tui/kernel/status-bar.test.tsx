// The status line is one row whatever it says: a message wider than the terminal is cut with the
// console's cut mark, and the panes above keep every row they had.
import { beforeEach, describe, expect, it } from 'vitest';
import { statusRow } from '../../../source/tui/kernel/status-bar.js';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

describe('the status row', () => {
  it('cuts a long message at a word with the cut mark, on one row, a line break shown as a space', () => {
    const message = 'recorded 108 for OEE line 2 (%) on 2026-10-31 (108% of goal): countermeasure task 412 is still open';
    const row = statusRow(message, 40);
    expect(row).toBe('recorded 108 for OEE line 2 (%) on…');
    expect(statusRow('saved task\n“Call the bank”', 80)).toBe('saved task “Call the bank”');
    expect(statusRow(message, 120)).toBe(message);
  });
});

describe('the status line in the console', () => {
  const demo = demoSandbox();
  let ui: TestConsole;
  beforeEach(() => {
    ui = demo.open();
  });

  it('cuts a message wider than the terminal on its one row, the panes above unchanged', async () => {
    ui.resize(50, 24);
    await openByPalette(ui, 'hoshin', 11);
    await ui.waitFor((frame) => frame.split('\n').at(-2)?.startsWith('opened hoshin 11') === true);
    const before = ui.lines();
    // c off an indicator says why, in more words than 50 columns hold.
    await ui.press('c');
    await ui.waitFor('c starts a countermeasure');
    const lines = ui.lines();
    expect(lines.length).toBe(23);
    expect(lines.at(-2)).toBe('c starts a countermeasure for an indicator below…');
    expect(lines.slice(0, -2)).toEqual(before.slice(0, -2));
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(50);
  });

  it('m shows the session’s messages whole, the newest first, where the status line cut one', async () => {
    ui.resize(50, 24);
    await openByPalette(ui, 'hoshin', 11);
    await ui.press('c');
    await ui.waitFor('c starts a countermeasure');
    await ui.press('m');
    await ui.waitFor('Messages of this session (2');
    const rows = ui
      .lines()
      .map((line) => line.replace(/^│|│$/g, '').trim())
      .filter((line) => line !== '');
    const first = rows.findIndex((line) => line.startsWith('c starts a countermeasure'));
    expect(rows.slice(first, first + 2).join(' ')).toBe('c starts a countermeasure for an indicator below its goal: select one');
    expect(rows[first + 2]).toBe('opened hoshin 11');
    await ui.press('esc');
    await ui.waitFor((frame) => !frame.includes('Messages of this session'));
  });
});
