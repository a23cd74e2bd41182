// The console against the demo plan when only part of it is known here, and after a change: the
// header, the due queue (u) and what needs attention (a) say what the service counts beyond what is
// known; a change refreshes the figures derived from it without `r`.
import { beforeEach, describe, expect, it } from 'vitest';
import { localDay } from '../../../source/domain/dates.js';
import { openByPalette } from '../helpers/ink.js';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';

const HOSHIN = 11;
const today = localDay(Date.now());
const demo = demoSandbox({ each: true });
let ui: TestConsole;

const healthRow = (): string => ui.lines()[2] ?? '';
const statusLine = (): string => ui.statusText();
const counted = () => demo.sandbox.store.get('hoshin', HOSHIN)!;

describe('a hoshin known here only in part', () => {
  beforeEach(() => {
    ui = demo.open({ record: false });
  });

  it('opening an indicator learns its objective’s lists, and the header says how much of the hoshin is known', async () => {
    await openByPalette(ui, 'indicator', 101);
    const known = demo.sandbox.store.where('indicator', 'objective_id', 61).length;
    await ui.waitFor(`known here: ${known} of ${String(counted().indicators_count)} indicators`);
    expect(ui.session.index.isComplete('objective', 61, 'task')).toBe(true);
    expect(ui.session.index.get('company', 1)).toBeDefined();
    ui.resize(80, 24);
    await ui.waitFor(`known ${known}/${String(counted().indicators_count)} ind`);
    expect(healthRow()).toMatch(/tasks \d+%/);
  });

  it('u never says "nothing is due" while the counters say otherwise: it names what the service counts', async () => {
    await openByPalette(ui, 'indicator', 101);
    await ui.press('u');
    await ui.waitFor((frame) => frame.includes('nothing due in what is known here') || /Due queue of .* partial:/.test(frame), 20_000);
    expect(ui.frame()).not.toContain('nothing is due: every');
    const known = demo.sandbox.store.where('indicator', 'objective_id', 61).length;
    expect(statusLine()).toContain(
      `the service counts ${String(counted().outdated_indicators_count)} outdated, ${String(counted().outdated_tasks_count)} late; ${known}/${String(counted().indicators_count)} indicators`,
    );
  });

  it('a shows a partial line above the items known here', async () => {
    await openByPalette(ui, 'indicator', 101);
    await ui.press('a');
    await ui.waitFor('What needs attention in hoshin');
    await ui.waitFor('Partial: known here:');
  });
});

describe('no stale view after a change', () => {
  beforeEach(() => {
    ui = demo.open();
  });

  it('moving a late task to completed lowers the header’s late tasks at once, without r', async () => {
    const task = demo.sandbox.store
      .all('task')
      .find((row) => row.hoshin_id === HOSHIN && row.status === 'active' && typeof row.deadline === 'string' && row.deadline < today)!;
    const lateBefore = Number(counted().outdated_tasks_count);
    await openByPalette(ui, 'task', Number(task.id));
    await ui.waitFor((frame) => (frame.split('\n')[2] ?? '').includes(`(${lateBefore} late)`));
    await ui.press('s');
    await ui.waitFor('Status of task');
    await ui.press('G', 'k', 'enter');
    await ui.waitFor(`completed`);
    expect(demo.sandbox.store.get('task', Number(task.id))!.status).toBe('completed');
    // The service recounted; the header follows without a refresh key.
    expect(Number(counted().outdated_tasks_count)).toBe(lateBefore - 1);
    await ui.waitFor(() => healthRow().includes(`(${lateBefore - 1} late)`));
  });

  it('recording the value an overdue indicator waits for lowers the header’s late indicators at once', async () => {
    const indicator = demo.sandbox.store
      .all('indicator')
      .find((row) => row.hoshin_id === HOSHIN && typeof row.next_update === 'string' && row.next_update < today)!;
    const lateBefore = Number(counted().outdated_indicators_count);
    await openByPalette(ui, 'indicator', Number(indicator.id));
    await ui.waitFor(() => healthRow().includes(`(${lateBefore} late)`));
    await ui.press('v');
    await ui.waitFor('Record a value of');
    await ui.press('down', '5', 'ctrl+s');
    await ui.waitFor(`recorded 5 for`);
    expect(statusLine()).toContain(`on ${String(indicator.next_update)}`);
    await ui.waitFor(
      () =>
        healthRow().includes(`ind`) &&
        !healthRow().includes(`(${lateBefore} late) · tasks`) &&
        healthRow().includes(`(${lateBefore - 1} late)`),
    );
  });
});
