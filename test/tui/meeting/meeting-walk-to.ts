// Getting to an item of the demo hoshin's review meeting in a console under test: opened with M,
// begun, then walked on (n) until the screen shows `mark`.
import type { TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

/** The item the meeting stands at ("· 6 of 11"). */
export const meetingAt = (frame: string): number => Number(/· (\d+) of \d+/.exec(frame)?.[1]);

export async function meetingOn(ui: TestConsole, mark: string): Promise<void> {
  await openByPalette(ui, 'hoshin', 11);
  await ui.press('M');
  await ui.waitFor((frame) => /begins at 1 of \d+/.test(frame));
  await ui.press('enter');
  await ui.waitFor('· 1 of ');
  for (let step = 0; step < 20 && !ui.frame().includes(mark); step += 1) {
    const at = meetingAt(ui.frame());
    await ui.press('n');
    await ui.waitFor((frame) => meetingAt(frame) !== at);
  }
  await ui.waitFor(mark);
}
