// The due queue at 80x24: the line saying what the keys do wraps rather than being cut, and the
// indicator's box keeps the rows left.
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const demo = demoSandbox();
let ui: TestConsole;

beforeEach(() => {
  ui = demo.open();
});

describe('the due queue around its item', () => {
  it('says whole what the keys do under the value field, the frame keeping its height', async () => {
    ui.resize(80, 24);
    await openByPalette(ui, 'hoshin', 11);
    await ui.press('u');
    await ui.waitFor((frame) => frame.includes('Value:'), 20_000);
    const lines = ui.lines();
    expect(lines.length).toBe(23);
    const field = lines.findIndex((line) => line.startsWith('Value:'));
    const under = lines.slice(field + 1, -2).join(' ');
    expect(under).toMatch(/^type the value; tab changes the day, enter records and goes on, n skips, esc leaves$/);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
  });
});

describe("the due queue and the month's target", () => {
  it("says beside the value field the target of the day's month where a target row sets it", async () => {
    // Every late indicator gets a target row for the month of the update it waits for.
    const { store } = demo.sandbox;
    for (const indicator of store.all('indicator')) {
      const due = typeof indicator.next_update === 'string' ? indicator.next_update.slice(0, 10) : null;
      if (due === null) continue;
      const rows = store.where('indicator_history', 'indicator_id', indicator.id as number);
      if (rows.some((row) => String(row.day).startsWith(due.slice(0, 7)) && row.value == null)) continue;
      const id = store.nextId('indicator_history');
      const day = `${due.slice(0, 7)}-01`;
      store.put('indicator_history', {
        id,
        indicator_id: indicator.id as number,
        company_id: indicator.company_id as number,
        day,
        goal: 42.5,
        value: null,
        creator_id: 1,
      });
    }
    ui = demo.open();
    ui.resize(100, 30);
    await openByPalette(ui, 'hoshin', 11);
    await ui.press('u');
    await ui.waitFor((frame) => frame.includes('Value:'), 20_000);
    const field = ui.lines().find((line) => line.startsWith('Value:')) ?? '';
    expect(field).toMatch(/ for \d{4}-\d{2}-\d{2} \(the update it waits for\) {2}target [\d.]+ for [A-Z][a-z]+ \d{4}$/);
  });
});
