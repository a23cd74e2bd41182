// Finding things in the console, against the demo plan on a sandbox over loopback HTTP: the palette
// finds known resources by name (`:OEE`), lists a kind's known ids after the kind, `G` goes to the
// last item of what needs attention, and `e` in the due queue opens the task's edit form.
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../../source/domain/dates.js';
import { openByPalette } from '../helpers/ink.js';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';

const HOSHIN = 11;
const today = localDay(Date.now());
const demo = demoSandbox({ each: true });
let ui: TestConsole;

beforeEach(() => {
  ui = demo.open();
});

const byName = (kind: 'task' | 'indicator' | 'objective', name: string) =>
  demo.sandbox.store.all(kind).find((resource) => resource.name === name)!;
const selectedRow = (frame: string): string | undefined => /│› ([^│]+?)\s{2,}/.exec(frame)?.[1];

describe('the palette finds known resources by name', () => {
  it(':OEE lists the candidates with their kinds; Enter opens the highlighted one, moving to another and Enter opens that', async () => {
    const oee = byName('indicator', 'OEE line 2 (%)');
    const counters = byName('task', 'Install OEE counters on the CNC cells');
    await ui.waitFor('companies');
    await ui.press(':', 'O', 'E', 'E');
    await ui.waitFor(`indicator ${String(oee.id)}  OEE line 2 (%)`);
    expect(ui.frame()).toContain(`task ${String(counters.id)}  Install OEE counters`);
    // "Raise overall equipment effectiveness": its words' first letters.
    expect(ui.frame()).toMatch(/objective \d+ {2}Raise overall equipment effectiveness/);
    const first = /│› (\w+) (\d+) {2}/.exec(ui.frame());
    await ui.press('enter');
    await ui.waitFor(`opened ${first?.[1]} ${first?.[2]}`);
    await ui.press(':', 'O', 'E', 'E');
    await ui.waitFor(`indicator ${String(oee.id)}  OEE line 2 (%)`);
    await ui.press('down', 'enter');
    await ui.waitFor(`opened task ${String(counters.id)}`);
    await ui.waitFor((frame) => (selectedRow(frame) ?? '').startsWith('Install OEE counters'));
  });

  it('a name matching more than the list shows says how many more there are', async () => {
    await ui.waitFor('companies');
    await ui.press(':', ...'on'.split(''));
    await ui.waitFor((frame) => /and \d+ more: type more of the name to narrow them/.test(frame));
    const shown = ui.lines().filter((line) => /^│(› | {2})(company|hoshin|area|goal|objective|indicator|task) \d+ {2}/.test(line)).length;
    expect(shown).toBe(10);
  });

  it('a name with one clear match opens it at once; a name matching nothing says so among how many are known', async () => {
    const oee = byName('indicator', 'OEE line 2 (%)');
    await ui.waitFor('companies');
    await ui.press(':', ...'oee line 2 (%)'.split(''), 'enter');
    await ui.waitFor(`opened indicator ${String(oee.id)}`);
    await ui.waitFor((frame) => selectedRow(frame) === 'OEE line 2 (%)');
    await ui.press(':', ...'zqxw'.split(''), 'enter');
    await ui.waitFor((frame) => /no command or name matches "zqxw" \(no match among [\d,]+ known\)/.test(frame));
  });

  it(':indicator and Tab offers the known indicators’ ids with their names', async () => {
    const energy = byName('indicator', 'Energy per pump (kWh)');
    await ui.waitFor('companies');
    await ui.press(':', ...'indicator'.split(''), 'tab');
    await ui.waitFor(':indicator ▏');
    await ui.waitFor(`indicator ${String(energy.id)}  Energy per pump (kWh)`);
    await ui.press(...'energy'.split(''), 'tab');
    await ui.waitFor(`:indicator ${String(energy.id)}`);
    await ui.press('enter');
    await ui.waitFor(`opened indicator ${String(energy.id)}`);
  });
});

describe('G in what needs attention', () => {
  it('goes to the last item, and g back to the first', async () => {
    await openByPalette(ui, 'hoshin', HOSHIN);
    await ui.press('a');
    await ui.waitFor('Outdated tasks: past their deadline');
    const rows = (frame: string) => frame.split('\n').filter((line) => /^│(› | {2})(objective|indicator|task) /.test(line));
    const first = rows(ui.frame())[0]!;
    expect(first.startsWith('│› ')).toBe(true);
    await ui.press('G');
    await ui.waitFor((frame) => rows(frame).at(-1)!.startsWith('│› '));
    expect(rows(ui.frame())[0]!.startsWith('│› ')).toBe(false);
    await ui.press('g');
    await ui.waitFor((frame) => rows(frame)[0]!.startsWith('│› '));
  });
});

describe('e in the due queue', () => {
  it('opens a late task’s edit form; its deadline pushed there is saved and the walk is where it was', async () => {
    await openByPalette(ui, 'hoshin', HOSHIN);
    await ui.press('u');
    await ui.waitFor((frame) => /Due queue of hoshin .* 1 of \d+/.test(frame), 20_000);
    for (let step = 0; step < 12 && !ui.frame().includes('past its deadline'); step += 1) {
      const at = /· (\d+) of/.exec(ui.frame())?.[1];
      await ui.press('n');
      await ui.waitFor((frame) => /· (\d+) of/.exec(frame)?.[1] !== at);
    }
    const id = Number(/Task (\d+), past its deadline/.exec(ui.frame())![1]);
    const at = Number(/· (\d+) of/.exec(ui.frame())![1]);
    const task = demo.sandbox.store.get('task', id)!;
    await ui.press('e');
    await ui.waitFor(`Edit task ${String(task.name)}`.slice(0, 40));
    const later = addDays(today, 14);
    // On to the deadline field (the task form's fourth), replace it, save.
    for (const field of ['Description', 'Status', 'Deadline']) {
      await ui.press('tab');
      await ui.waitFor(`›${field}`);
    }
    await ui.press('ctrl+u', ...later.split(''), 'ctrl+s');
    await ui.waitFor(`saved task “${String(task.name)}”`);
    expect(demo.sandbox.store.get('task', id)!.deadline).toBe(later);
    await ui.waitFor(`· ${at} of`);
  });
});
