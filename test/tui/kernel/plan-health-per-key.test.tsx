// The header's plan health counts the hoshin's objectives, indicators and tasks: with 10,000
// objectives that count is the whole cost of a key press. It is counted again when the index
// changes, not on a key that moves the selection.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hoshinCoverage } from '../../../source/usecases/coverage.js';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

// The count itself, watched where the console calls it (however it reads the index inside).
vi.mock('../../../source/usecases/coverage.js', async (original) => {
  const actual = await original<typeof import('../../../source/usecases/coverage.js')>();
  return { ...actual, hoshinCoverage: vi.fn(actual.hoshinCoverage) };
});
const counted = vi.mocked(hoshinCoverage);

const demo = demoSandbox();
let ui: TestConsole;

beforeEach(() => {
  ui = demo.open();
});

/** Counts the plan health's counts of a hoshin from now on. */
function countHoshinWalks(): { readonly count: () => number } {
  const from = counted.mock.calls.length;
  return { count: () => counted.mock.calls.filter((call, n) => n >= from && call[1] === 11).length };
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
    expect(walks.count()).toBe(0);
    expect(healthLine()).toBe(shown);
    // A change to the index: the next frame counts afresh.
    const [objective] = demo.sandbox.store.all('objective');
    if (!objective) throw new Error('the demo seed has no objective');
    ui.session.index.applyEvent({ type: 'seen', kind: 'objective', resource: { ...objective, id: Number(objective.id), name: 'Renamed' } });
    await ui.press('j');
    expect(walks.count()).toBeGreaterThan(0);
  });
});
