// The header's plan health counts the hoshin's objectives, indicators and tasks: with 10,000
// objectives that walk is the whole cost of a key press. It is counted again when the index
// changes, not on a key that moves the selection.
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const demo = demoSandbox();
let ui: TestConsole;

beforeEach(() => {
  ui = demo.open();
});

/** Counts the walks through a hoshin's plan from now on: each reads every objective's indicators (usecases/coverage.ts), which the tree's moves among the hoshin's areas do not. */
function countHoshinWalks(): { readonly count: () => number } {
  const index = ui.session.index;
  const children = index.children.bind(index);
  let walks = 0;
  index.children = (kind, id, child) => {
    if (kind === 'objective' && child === 'indicator') walks += 1;
    return children(kind, id, child);
  };
  return { count: () => walks };
}

describe('the plan health in the header', () => {
  it('is not counted again for a key that only moves the selection, and is after a change', async () => {
    await openByPalette(ui, 'hoshin', 11);
    const healthLine = () => ui.lines().find((line) => line.startsWith('health ')) ?? '';
    await ui.waitFor(() => healthLine() !== '');
    const shown = healthLine();
    const walks = countHoshinWalks();
    await ui.press('\r');
    await ui.press('j', 'j', 'k');
    await ui.idle();
    expect(walks.count()).toBe(0);
    expect(healthLine()).toBe(shown);
    // A change to the index: the next frame counts afresh.
    const [objective] = demo.sandbox.store.all('objective');
    if (!objective) throw new Error('the demo seed has no objective');
    ui.session.index.applyEvent({ type: 'seen', kind: 'objective', resource: { ...objective, id: Number(objective.id), name: 'Renamed' } });
    await ui.press('j');
    // The frame after the change may come a moment after the key is read: wait for the console's idle signal.
    await ui.idle();
    expect(walks.count()).toBeGreaterThan(0);
  });
});
