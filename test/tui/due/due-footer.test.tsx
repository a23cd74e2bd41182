// The due queue's footer follows the item on screen: `tab day` on an indicator (the day its value
// is for), never on a task, which has no day to type.
import { describe, expect, it } from 'vitest';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const demo = demoSandbox();
const dueAt = (frame: string): number => Number(/Due queue of hoshin .*? (\d+) of/.exec(frame)?.[1]);
const footer = (ui: TestConsole): string => ui.lines().at(-1) ?? '';

async function dueOn(ui: TestConsole, mark: string): Promise<void> {
  await openByPalette(ui, 'hoshin', 11);
  await ui.press('u');
  await ui.waitFor((frame) => /Due queue of hoshin .* 1 of \d+/.test(frame));
  for (let step = 0; step < 20 && !ui.frame().includes(mark); step += 1) {
    const at = dueAt(ui.frame());
    await ui.press('n');
    await ui.waitFor((frame) => dueAt(frame) !== at);
  }
  await ui.waitFor(mark);
  await ui.idle();
}

describe("the due queue's footer", () => {
  it('offers tab day on an indicator', async () => {
    const ui = demo.open();
    await dueOn(ui, 'Value: ');
    expect(footer(ui)).toMatch(/tab day/);
  });

  it('does not offer it on a task', async () => {
    const ui = demo.open();
    await dueOn(ui, 'past its deadline');
    expect(footer(ui)).not.toMatch(/tab day/);
  });
});
