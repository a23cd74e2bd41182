// The bowling chart's title and the lines under it read whole at 80x24 and narrower: they wrap
// onto a second row, and the chart keeps the rows left.
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const demo = demoSandbox();
let ui: TestConsole;

beforeEach(() => {
  ui = demo.open();
});

/** The chart's rows inside its border, each trimmed. */
const inside = (): string[] =>
  ui
    .lines()
    .map((line) => /^│(.*)│$/.exec(line)?.[1]?.trim())
    .filter((line): line is string => line !== undefined);

describe('the bowling chart around its cells', () => {
  it('wraps the title, the selected cell, the legend and what is not known rather than cutting them', async () => {
    await openByPalette(ui, 'hoshin', 11);
    await ui.press('b');
    await ui.waitFor('Bowling chart of', 20_000);
    for (const columns of [80, 60]) {
      ui.resize(columns, 24);
      await ui.waitFor((frame) => frame.split('\n').every((line) => line.length <= columns) && frame.includes('met the goal'));
      const rows = inside();
      const text = rows.join(' ');
      expect(text).toMatch(/Bowling chart of hoshin “Hoshin \d{4}” . [A-Z][a-z]+ \d{4} to [A-Z][a-z]+ \d{4}/);
      expect(text).toContain('met the goal');
      expect(text).toContain('not known here');
      expect(text).toContain('not recorded');
      // Only the indicator names in the chart's own rows may be cut, never the texts around it.
      const around = [...rows.slice(0, 2), ...rows.slice(-6)].filter(
        (row) => !/^[›>]? ?\S.* [.+x\d-]+$/.test(row) || /goal|known|chart/.test(row),
      );
      for (const row of around) expect(row, row).not.toMatch(/…$/);
    }
  });
});
