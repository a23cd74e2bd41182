// What needs attention (`a`) on a terminal of 80 or 60 columns: a late task keeps how late it is
// ("deadline 9 days ago"); its name is cut at a word instead, and the status gives way first.
import { describe, expect, it } from 'vitest';
import { demoSandbox } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const demo = demoSandbox();

describe('a late task in what needs attention', () => {
  for (const [columns, rows] of [
    [80, 24],
    [60, 20],
  ] as const) {
    it(`keeps its lateness at ${columns} columns, cutting the name instead`, async () => {
      const ui = demo.open();
      ui.resize(columns, rows);
      await openByPalette(ui, 'hoshin', 11);
      await ui.press('a');
      await ui.waitFor('What needs attention');
      // The last rows (the late tasks) in view.
      await ui.press('G');
      await ui.waitFor('Outdated tasks');
      const tasks = ui.lines().filter((line) => /^\W*[> ] task /.test(line));
      expect(tasks.length, ui.frame()).toBeGreaterThan(0);
      for (const line of tasks) expect(line, ui.frame()).toMatch(/deadline (\d+ (days?|weeks?|months?) ago|yesterday|today)/);
      expect(ui.frame()).toMatch(/Replace .*deadline \d+ days ago/);
      for (const line of ui.lines()) expect(line.length).toBeLessThanOrEqual(columns);
    });
  }
});
