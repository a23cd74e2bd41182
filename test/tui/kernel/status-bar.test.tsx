// The status line reads whole: a message longer than the width wraps onto up to three rows taken
// from the body, and only a message longer than that is cut.
import { beforeEach, describe, expect, it } from 'vitest';
import { statusHeight, statusRows } from '../../../source/tui/kernel/status-bar.js';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

describe('status rows', () => {
  it('wraps a long message at spaces, every word kept, and cuts only past three rows', () => {
    const message = 'recorded 108 for OEE line 2 (%) on 2026-10-31 (108% of goal): countermeasure task 412 is still open';
    const rows = statusRows(message, 40);
    expect(rows.length).toBe(3);
    expect(rows.join(' ')).toBe(message);
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(40);
    const long = statusRows(`${message} ${message}`, 40);
    expect(long.length).toBe(3);
    expect(long[2]).toMatch(/…$/);
    expect(statusHeight(false, { text: message, tone: 'info' }, 120)).toBe(1);
    expect(statusHeight(true, { text: message, tone: 'info' }, 40)).toBe(1);
  });
});

describe('the status line in the console', () => {
  const demo = demoSandbox();
  let ui: TestConsole;
  beforeEach(() => {
    ui = demo.open();
  });

  it('shows a message wider than the terminal whole on two rows, the frame keeping its height', async () => {
    ui.resize(50, 24);
    await openByPalette(ui, 'hoshin', 11);
    await ui.press('u');
    await ui.waitFor((frame) => /1 of \d+: indicator/.test(frame), 20_000);
    const lines = ui.lines();
    expect(lines.length).toBe(23);
    const status = lines.slice(-3, -1);
    expect(status[0]).toMatch(/^1 of \d+: indicator “/);
    expect(status.join(' ')).toMatch(/^1 of \d+: indicator “[^…]+”, overdue \(\d+ objectives refreshed\)$/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(50);
  });
});
