// The monthly review in the console, against the demo plan on a sandbox over loopback HTTP: the
// detail pane with people's names and relative dates (V for every field), the plan health in the
// header and what needs attention (a), the bowling chart (b) with a countermeasure (c), and the due
// queue (u) recording values in a row and skipping a task.
import { beforeEach, describe, expect, it } from 'vitest';
import { readDecimal } from '../../../source/catalogue/values.js';
import { textWidth } from '../../../source/core/cell-text.js';
import { addMonths, localDay } from '../../../source/domain/dates.js';
import { planHealth } from '../../../source/domain/health.js';
import { healthText } from '../../../source/tui/review/health-line.js';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const today = localDay(Date.now());
const HOSHIN = 11;
const demo = demoSandbox({ each: true });
let ui: TestConsole;

beforeEach(() => {
  ui = demo.open();
});

const byName = (kind: 'task' | 'indicator' | 'objective', name: string) =>
  demo.sandbox.store.all(kind).find((resource) => resource.name === name)!;
/** The header's third row. */
const healthRow = (): string => ui.lines()[2] ?? '';
/** The status line: the row above the footer. */
const statusLine = (): string => ui.statusText();
/** The detail pane's text: what follows the list pane's border on each row. */
const detailPane = (): string =>
  ui
    .lines()
    .map((line) => /││(.*)│$/.exec(line)?.[1] ?? '')
    .join('\n');
const selectedRow = (frame: string): string | undefined => /│› ([^│]+?)\s{2,}/.exec(frame)?.[1];

describe('the detail pane for people', () => {
  it('names the responsible, says the deadline and the slip relative to today, the exact dates on a wide pane', async () => {
    const task = byName('task', 'Root-cause review of porosity defects');
    await openByPalette(ui, 'task', Number(task.id));
    await ui.waitFor('Aiko Tanaka');
    const frame = detailPane();
    expect(frame).toMatch(/Responsible\s+Aiko Tanaka/);
    expect(frame).toMatch(/Deadline\s+3 days ago · overdue/);
    expect(frame).toMatch(/Slip\s+slipped 14 days/);
    expect(frame).not.toContain(String(task.deadline));
    ui.resize(140, 30);
    await ui.waitFor(`3 days ago (${String(task.deadline)}) · overdue`);
    expect(ui.frame()).toContain(`slipped 14 days (first deadline ${String(task.original_deadline)})`);
  });

  it('V shows every field, ids included (people by name beside theirs), and V again the summary', async () => {
    const task = byName('task', 'Root-cause review of porosity defects');
    await openByPalette(ui, 'task', Number(task.id));
    await ui.waitFor('V shows every field');
    await ui.press('V');
    await ui.waitFor(`Task ${task.id} (every field)`);
    expect(ui.frame()).toMatch(/Original deadli\S*\s+\d{4}-\d\d-\d\d/);
    await ui.waitFor((frame) => /Responsible\s+Aiko Tanaka \(3\)/.test(frame));
    await ui.press('V');
    await ui.waitFor((frame) => frame.includes('V shows every field') && frame.includes('Aiko Tanaka'));
  });

  it('shows an indicator’s value against goal with its bar, state word, trend and status word', async () => {
    const indicator = byName('indicator', 'Foundry scrap rate (%)');
    await openByPalette(ui, 'indicator', Number(indicator.id));
    await ui.waitFor('↘ better');
    // The figure line wraps in the pane by whole pieces rather than being cut: the bar stays with its
    // figure, the arrow with its word; a figure line breaks between its units, no separator left at
    // the end of a row.
    expect(ui.frame()).toMatch(/3\.4, goal 2\s*│\n│[^│]*││\s*progress 77% behind [█░]+ · ↘ better/);
    // Wider, the owner goes beside the name and the update's status shows under the figures.
    ui.resize(160, 30);
    await ui.waitFor((frame) => /#\d+ {2}owner /.test(frame));
    expect(ui.frame()).toMatch(/overdue: was due (\d+ (days?|weeks?)|yesterday) ago|overdue: was due yesterday/);
  });

  it('previews a group row’s children by name', async () => {
    await openByPalette(ui, 'hoshin', HOSHIN);
    await ui.press('enter');
    await ui.waitFor('› areas');
    await ui.waitFor('• Operations');
    expect(ui.frame()).toContain('• People & Safety');
  });
});

describe('plan health in the header, and what needs attention (a)', () => {
  it('shows the hoshin’s health within the width, from anything inside it, and nothing outside one', async () => {
    await ui.waitFor('companies');
    expect(healthRow()).toContain('plan health: select a hoshin');
    const hoshin = demo.sandbox.store.get('hoshin', HOSHIN)!;
    const task = byName('task', 'Kanban loop for cast housings');
    await openByPalette(ui, 'task', Number(task.id));
    ui.resize(80, 24);
    const expected = healthText(planHealth(hoshin), 80, '·', today);
    await ui.waitFor((frame) => (frame.split('\n')[2] ?? '') === expected);
    expect(expected).toMatch(/^health \d+% · obj \d+% \(\d+ negl, \d+ blind\) · ind \d+% \(\d+ late\) · tasks \d+% \(\d+ late\)$/);
    for (const line of ui.lines()) expect(textWidth(line)).toBeLessThanOrEqual(80);
  });

  it('lists the neglected, blind and outdated items; Enter shows one in the tree', async () => {
    await openByPalette(ui, 'hoshin', HOSHIN);
    await ui.press('a');
    await ui.waitFor('What needs attention in hoshin “Hoshin');
    await ui.waitFor('Blind objectives: no indicators');
    const blind = demo.sandbox.store.all('objective').find((objective) => objective.blind === true && objective.hoshin_id === HOSHIN)!;
    const frame = ui.frame();
    expect(frame).toContain(`objective ${String(blind.name)}`);
    expect(frame).toContain('Outdated tasks: past their deadline');
    // Down to the blind objective, then Enter.
    const rows = frame.split('\n').filter((line) => /^│(› | {2})(objective|indicator|task) /.test(line));
    const at = rows.findIndex((line) => line.includes(String(blind.name)));
    await ui.press(...Array.from({ length: at }, () => 'j'));
    await ui.waitFor(
      (now) =>
        /│› objective/.test(now) &&
        now.split('\n').some((line) => line.startsWith('│› ') && line.includes(String(blind.name).slice(0, 20))),
    );
    await ui.press('enter');
    await ui.waitFor(
      (now) => !now.includes('What needs attention') && (selectedRow(now) ?? '').startsWith(String(blind.name).slice(0, 20)),
    );
  });
});

describe('the bowling chart (b)', () => {
  const oeeRow = (frame: string) => frame.split('\n').find((line) => line.includes('OEE line 2 (%)')) ?? '';

  it('draws indicators by month with +, x and . and the percent, and Enter opens the indicator', async () => {
    await openByPalette(ui, 'hoshin', HOSHIN);
    await ui.press('b');
    await ui.waitFor('Bowling chart of hoshin “Hoshin');
    await ui.waitFor('refreshed the indicators of 12 objectives');
    const row = oeeRow(ui.frame());
    // The latest value (86.4 against 85 from 50: progress 104 %) met the goal; earlier months did not; this month is not due yet: blank.
    expect(row).toMatch(/\+104\s+│$/);
    expect(row).toMatch(/x\d+/);
    expect(row).not.toMatch(/-\d|x100/);
    expect(ui.frame()).toContain('+ met, x below (progress %), . not known here, ! not recorded, blank: not due');
    // Every month of the demo plan is known here (the quarterly indicator's between quarters are blank).
    expect(ui.frame()).not.toMatch(/months not known here/);
    await ui.press('enter');
    await ui.waitFor((frame) => !frame.includes('Bowling chart') && selectedRow(frame) === 'OEE line 2 (%)');
  });

  it('c on a red cell opens the task form prefilled, and ctrl+s creates the task on the service', async () => {
    const energy = byName('indicator', 'Energy per pump (kWh)');
    await openByPalette(ui, 'hoshin', HOSHIN);
    await ui.press('b');
    await ui.waitFor('Bowling chart of hoshin');
    await ui.press('j');
    ui.resize(140, 30);
    // The sentence under the chart, its wrapped rows read as one.
    const flat = (frame: string) => frame.replace(/\s*│\n│/g, ' ');
    await ui.waitFor((frame) => /Energy per pump \(kWh\), \w+ \d{4}: .*below the goal: c starts a countermeasure/.test(flat(frame)));
    const sentence = /Energy per pump \(kWh\), (\w+ \d{4}): .*?progress (\d+(\.\d)?%) \(0% at the worst value/.exec(flat(ui.frame()))!;
    await ui.press('c');
    await ui.waitFor('New task under objective “Cut energy used per pump built”');
    const frame = ui.frame();
    expect(frame).toContain(`Countermeasure: Energy per pump (kWh) at ${sentence[2]} progress in ${sentence[1]}`);
    expect(frame).toMatch(new RegExp(`Deadline\\s+${addMonths(today, 1)}`));
    expect(frame).toMatch(/Status\s+active/);
    // The indicator's responsible, by name once the company's people are read.
    await ui.waitFor((shown) => /Responsible\s+Jonas Keller \(2\)/.test(shown));
    await ui.press('ctrl+s');
    await ui.waitFor('created task “Countermeasure: Energy per pump');
    const created = demo.sandbox.store.all('task').find((task) => String(task.name).startsWith('Countermeasure: Energy per pump'))!;
    expect(created).toMatchObject({
      objective_id: energy.objective_id,
      status: 'active',
      deadline: addMonths(today, 1),
      responsible_id: 2,
    });
    expect(String(created.description)).toContain(`${demo.sandbox.url}/indicators/${energy.id}`);
    // Back on the chart the form came from.
    await ui.waitFor('Bowling chart of hoshin');
  });

  it('c on a green cell or a month with no value says why nothing opened', async () => {
    await openByPalette(ui, 'hoshin', HOSHIN);
    await ui.press('b');
    await ui.waitFor('Bowling chart of hoshin');
    // The first row's latest month with values: OEE at 104 % of that month's target.
    await ui.waitFor((frame) =>
      /OEE line 2 \(%\), \w+ \d{4}: 86\.4, progress 104% \(0% at the worst value 50, 100% at the goal 85\); the goal is the month's target, met the goal/.test(
        frame.replace(/│\n│/g, ' ').replace(/\s+/g, ' '),
      ),
    );
    await ui.press('c');
    await ui.waitFor('met its goal in');
    expect(ui.frame()).not.toContain('New task');
    await ui.press('l');
    await ui.waitFor('not due yet');
    await ui.press('c');
    await ui.waitFor('nothing to counter (v records one)');
    expect(ui.frame()).toContain('Bowling chart of hoshin');
  });
});

describe('the due queue (u)', () => {
  it('records two values in a row, each on the day it is for (its past next update), skips a task, and the status line says where the walk is', async () => {
    await openByPalette(ui, 'hoshin', HOSHIN);
    await ui.press('u');
    await ui.waitFor((frame) => /Due queue of hoshin .* 1 of \d+/.test(frame), 20_000);
    const total = Number(/1 of (\d+)/.exec(ui.frame())![1]);
    // The status line's first row begins with where the walk is.
    expect(ui.lines().slice(-4, -1)).toContainEqual(expect.stringMatching(new RegExp(`^1 of ${total}: (indicator|task) “`)));
    const recorded: { id: number; value: number; day: string }[] = [];
    let skipped = 0;
    for (let position = 1; position <= total && (recorded.length < 2 || skipped < 1); position += 1) {
      await ui.waitFor(`Due queue of hoshin “Hoshin ${today.slice(0, 4)}” · ${position} of ${total}`);
      const frame = ui.frame();
      if (frame.includes('Value: ') && recorded.length < 2) {
        const id = Number(/#(\d+)/.exec(frame)![1]);
        const goal = readDecimal(demo.sandbox.store.get('indicator', id)!.goal)!;
        // The service's own rule: a value without a day is for the update the indicator waits for.
        const nextUpdate = String(demo.sandbox.store.get('indicator', id)!.next_update);
        const day = nextUpdate < today ? nextUpdate : today;
        expect(frame).toContain(`for ${day}`);
        await ui.press(...String(goal).split(''));
        await ui.waitFor(`Value: ${goal}▏`);
        await ui.press('enter');
        await ui.waitFor(`recorded ${goal} for`);
        expect(statusLine()).toContain(`on ${day}`);
        // At the goal: progress 100 %, and the walk says where it is now.
        expect(statusLine()).toMatch(new RegExp(`progress 100% · (${position + 1} of ${total}|the due queue is done)`));
        recorded.push({ id, value: goal, day });
      } else if (frame.includes('past its deadline') && skipped === 0) {
        await ui.press('n');
        skipped += 1;
      } else {
        await ui.press('n');
      }
      if (position < total)
        await ui.waitFor((now) => statusLine().includes(`${position + 1} of ${total}`) || now.includes(`${position + 1} of ${total}`));
    }
    expect(recorded).toHaveLength(2);
    expect(skipped).toBe(1);
    // At least one of them was late, so its value went on the past day, not today.
    expect(recorded.some(({ day }) => day < today)).toBe(true);
    for (const { id, value, day } of recorded) {
      const history = demo.sandbox.store.where('indicator_history', 'indicator_id', id).find((row) => row.day === day);
      expect(readDecimal(history?.value)).toBe(value);
      // The newest value moved the indicator to its day.
      expect(demo.sandbox.store.get('indicator', id)!.last_update).toBe(day);
    }
  });

  it('the chart of an indicator names its goal in the legend and keeps its axis at equal steps', async () => {
    // Tall enough for the chart under the fields and the values (at 24 rows the fields come first).
    ui.resize(100, 40);
    await openByPalette(ui, 'hoshin', HOSHIN);
    await ui.press('u');
    await ui.waitFor((frame) => /Due queue of hoshin .* 1 of \d+/.test(frame), 20_000);
    for (let step = 0; step < 12 && !ui.frame().includes('Foundry scrap rate'); step += 1) {
      const at = /· (\d+) of/.exec(ui.frame())?.[1];
      await ui.press('n');
      await ui.waitFor((frame) => /· (\d+) of/.exec(frame)?.[1] !== at);
    }
    // Goal 2 of the scrap rate: named with its value beside its key, not as a label between two ticks.
    expect(ui.frame()).toMatch(/┄┄ goal 2\b/);
    const labels = ui
      .lines()
      .flatMap((line) => /(-?[\d.]+)┤/.exec(line)?.[1] ?? [])
      .map(Number);
    expect(labels.length).toBeGreaterThanOrEqual(2);
    expect(new Set(labels.slice(1).map((value, i) => Number((labels[i]! - value).toFixed(9)))).size).toBe(1);
  });

  it('s on a task moves it through the status picker and goes on', async () => {
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
    await ui.press('s');
    await ui.waitFor('Status of task');
    await ui.press('G', 'k', 'enter');
    await ui.waitFor(`moved task “`);
    expect(demo.sandbox.store.get('task', id)!.status).toBe('completed');
    await ui.waitFor(`· ${at + 1} of`);
  });
});
