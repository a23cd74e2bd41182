// The value form at 80 columns: a refused number keeps its whole reason (wrapped at words, never
// cut), and a "Not saved" goes as soon as a field is corrected: it spoke of the values before.
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../../source/domain/dates.js';
import { demoSandbox } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const demo = demoSandbox();
/** The frame's text with the form's rows read as one: borders and indents gone, rows joined by spaces. */
const prose = (frame: string) =>
  frame
    .split('\n')
    .map((line) => line.replace(/^[│ ]+|[│ ]+$/g, ''))
    .join(' ')
    .replace(/\s+/g, ' ');

describe('the value form at 80x24', () => {
  it('shows the whole reason a number is refused, wrapped at words', async () => {
    const ui = demo.open();
    ui.resize(80, 24);
    await openByPalette(ui, 'indicator', 101);
    await ui.press('v');
    await ui.waitFor('Record a value of');
    await ui.press('down', ...'1,234'.split(''), 'ctrl+s');
    await ui.waitFor('could be');
    expect(prose(ui.frame())).toContain(
      '"1,234" could be 1234 (a comma between thousands) or 1.234 (a decimal comma); write 1234 or 1.234',
    );
    for (const line of ui.lines()) expect([...line].length).toBeLessThanOrEqual(80);
  });

  it('drops a "Not saved" once a field is corrected', async () => {
    const ui = demo.open();
    ui.resize(80, 24);
    await openByPalette(ui, 'indicator', 101);
    await ui.press('v');
    await ui.waitFor('Record a value of');
    const later = addDays(localDay(Date.now()), 40);
    await ui.press('ctrl+u', ...later.split(''), 'down', '5', 'ctrl+s');
    await ui.waitFor('Not saved:');
    await ui.press('up', 'ctrl+u', ...localDay(Date.now()).split(''));
    await ui.waitFor((frame) => !frame.includes('Not saved:'));
    await ui.press('esc');
  });
});
