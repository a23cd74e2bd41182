// `hoshin review` opens the console on the meeting, the tree under it still at the companies: the
// header says the meeting's place (its hoshin's company and name) and that hoshin's plan health,
// never the tree's "companies / plan health: select a hoshin".
import { describe, expect, it } from 'vitest';
import { demoSandbox } from '../helpers/console-harness.js';

const demo = demoSandbox();

describe('the header over the review meeting', () => {
  it("names the meeting's hoshin and shows its plan health when hoshin review opened it", async () => {
    const hoshin = demo.sandbox.store.get('hoshin', 11) as { name: string };
    const ui = demo.open({ opening: { review: { scope: { kind: 'hoshin', id: 11 }, month: '2026-10' } } });
    await ui.waitFor((frame) => /begins at 1 of \d+/.test(frame), 45_000);
    const [, crumbs, health] = ui.lines();
    expect(crumbs).toContain(hoshin.name);
    expect(crumbs).not.toMatch(/^companies/);
    expect(health).toMatch(/health \d+%/);
    expect(health).not.toContain('select a hoshin');
  }, 60_000);
});
