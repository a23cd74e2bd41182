// The console against a real sandbox over loopback HTTP, driven key by key through Ink.
import { describe, expect, it } from 'vitest';
import { openByPalette } from '../helpers/ink.js';
import { demoSandbox } from '../helpers/console-harness.js';

const demo = demoSandbox();

const open = (options: { readOnly?: boolean; record?: boolean } = {}) => demo.openApp(options);

function firstObjective(): { id: number; name: string; areaName: string } {
  const objective = demo.sandbox.store.all('objective')[0]!;
  const area = demo.sandbox.store.get('area', Number(objective.area_id))!;
  return { id: Number(objective.id), name: String(objective.name), areaName: String(area.name) };
}

const lines = (frame: string) => frame.split('\n');

describe('console shell', () => {
  it('walks down from the companies with Enter and back up with Esc, with breadcrumbs', async () => {
    const { app } = open();
    const company = String(demo.sandbox.store.all('company')[0]!.name);
    await app.waitFor(company);
    await app.press('enter');
    await app.waitFor(`companies › ${company}`);
    await app.press('enter');
    await app.waitFor('long-term goals');
    expect(app.frame()).toContain('areas');
    await app.press('esc');
    await app.waitFor((frame) => !frame.includes('long-term goals'));
    expect(app.frame()).toContain(`companies › ${company}`);
  });

  it('opens an objective by id from the palette and shows its ancestry', async () => {
    const { app } = open({ record: false });
    const objective = firstObjective();
    await openByPalette(app, 'objective', objective.id);
    const header = lines(app.frame())[1]!;
    expect(header).toContain(objective.areaName);
    expect(app.frame()).toContain(`› ${objective.name}`.slice(0, 30));
  });

  it('a palette command it cannot read keeps the palette open with the reason', async () => {
    const { app } = open();
    await app.press(':', 'o', 'b', 'j', 'enter');
    await app.waitFor('which objective?');
    await app.press('esc');
    await app.waitFor((frame) => !frame.includes('which objective?'));
  });

  it('filters the current list with / and clears it with Esc', async () => {
    const { app } = open();
    await app.press('enter', 'enter', 'enter');
    await app.waitFor('known');
    const areas = demo.sandbox.store.all('area').filter((a) => Number(a.hoshin_id) === Number(demo.sandbox.store.all('hoshin')[0]!.id));
    const target = String(areas[areas.length - 1]!.name);
    await app.press('/', ...target.slice(0, 5).split(''));
    await app.waitFor(`/${target.slice(0, 5)}`);
    await app.press('enter');
    await app.waitFor(`› ${target}`.slice(0, 20));
    await app.press('esc');
    await app.waitFor((frame) => !frame.includes(`/${target.slice(0, 5)}`));
  });

  it('edits the name with the form and the sandbox stores it', async () => {
    const { app } = open();
    const objective = firstObjective();
    await openByPalette(app, 'objective', objective.id);
    await app.press('e');
    await app.waitFor('Edit objective');
    // Keys typed while the form starts listening are held for it (see the typed-ahead test below).
    await app.press('ctrl+u', ...'Renamed by test'.split(''), 'ctrl+s');
    await app.waitFor('saved objective');
    expect(demo.sandbox.store.get('objective', objective.id)!.name).toBe('Renamed by test');
    expect(app.frame()).toContain('› Renamed by test');
  });

  it('keeps the keys typed ahead of the form: "e", ctrl-u and a name in one read, then save', async () => {
    const { app } = open();
    const objective = firstObjective();
    await openByPalette(app, 'objective', objective.id);
    // One read, as a fast typist over a slow link sends it: nothing may be lost while the form opens.
    app.write('e\u0015Typed ahead');
    await app.waitFor('Typed ahead');
    expect(app.frame()).toContain('Edit objective');
    await app.press('ctrl+s');
    await app.waitFor('saved objective');
    expect(demo.sandbox.store.get('objective', objective.id)!.name).toBe('Typed ahead');
  });

  it('e and D on a group row say what to select, and open nothing', async () => {
    const { app } = open();
    const objective = firstObjective();
    await openByPalette(app, 'objective', objective.id);
    await app.press('enter');
    await app.waitFor('› indicators');
    await app.press('e');
    await app.waitFor('select a resource to edit');
    await app.press('D');
    await app.waitFor('select a resource to delete');
    expect(app.frame()).not.toContain('Edit ');
    expect(app.frame()).not.toContain('Delete ');
  });

  it('a save the sandbox refuses keeps the form, the edits and the message', async () => {
    const { app } = open();
    const history = demo.sandbox.store.all('indicator_history')[0]!;
    const indicatorId = Number(history.indicator_id);
    const count = demo.sandbox.store.all('indicator_history').length;
    await openByPalette(app, 'indicator', indicatorId);
    await app.press('n');
    await app.waitFor('New history value');
    // A second value on a day that already has one: the sandbox answers 422.
    await app.press('ctrl+u', ...String(history.day).split(''), 'down', ...'42'.split(''), 'ctrl+s');
    await app.waitFor('Not saved');
    expect(app.frame()).toContain('has already been taken');
    expect(app.frame()).toContain(String(history.day));
    expect(app.frame()).toContain('42');
    expect(demo.sandbox.store.all('indicator_history').length).toBe(count);
  });

  it('creates a task under an objective, selects it, then deletes it with Cancel focused first', async () => {
    const { app } = open();
    const objective = firstObjective();
    await openByPalette(app, 'objective', objective.id);
    await app.press('n');
    await app.waitFor('Create what?');
    await app.press('down', 'enter');
    await app.waitFor('New task');
    await app.press(...'Shell test task'.split(''), 'ctrl+s');
    await app.waitFor('created task');
    expect(app.frame()).toContain('› Shell test task');
    const created = demo.sandbox.store.all('task').find((task) => task.name === 'Shell test task')!;
    expect(created).toBeDefined();

    // ctrl-d pages down and never deletes: the help that ? opens after it proves it was handled.
    await app.press('ctrl+d', '?');
    await app.waitFor('Tree and lists (here)');
    await app.press('esc');
    await app.waitFor((frame) => !frame.includes('Tree and lists (here)'));
    expect(app.frame()).not.toContain('Delete task');
    expect(app.frame()).toContain('› Shell test task');
    await app.press('D');
    await app.waitFor('Delete task');
    await app.press('enter'); // Cancel has the focus
    await app.waitFor((frame) => !frame.includes('Delete task'));
    expect(demo.sandbox.store.get('task', Number(created.id))).toBeDefined();
    await app.press('D', 'tab', 'enter');
    await app.waitFor('deleted task');
    expect(demo.sandbox.store.get('task', Number(created.id))).toBeUndefined();
    // The index drops it; the list follows on the next frame.
    await app.waitFor(
      (frame) => frame.includes('tasks (2)') && !frame.includes(`Task ${created.id}`) && !frame.includes('› Shell test task'),
    );
  });

  it('read-only refuses edits and shows the badge', async () => {
    const { app } = open({ readOnly: true });
    await app.waitFor('READ-ONLY');
    await app.press('e');
    await app.waitFor('read-only: changes are disabled');
    // Neither D nor n may open anything: the help that ? opens after them proves both were handled.
    await app.press('D', 'n', '?');
    await app.waitFor('Tree and lists (here)');
    await app.press('esc');
    await app.waitFor((frame) => !frame.includes('Tree and lists (here)'));
    expect(app.frame()).not.toContain('Delete');
    expect(app.frame()).not.toContain('Create what?');
    expect(app.frame()).not.toMatch(/ e edit| n new| D delete/);
  });

  it('q quits at the top level only; help comes from the keymap', async () => {
    const { app, exits } = open();
    await app.press('?');
    await app.waitFor('Tree and lists (here)');
    await app.press('esc', 'enter', 'q');
    await app.waitFor('q quits at the top level');
    expect(exits).toEqual([]);
    await app.press('esc', 'q');
    await app.waitFor(() => exits.length > 0);
    expect(exits).toEqual([{ type: 'quit' }]);
  });

  it('ctrl-c with unsaved edits asks first; Keep editing keeps every edit', async () => {
    const { app, exits } = open();
    const objective = firstObjective();
    await openByPalette(app, 'objective', objective.id);
    await app.press('e');
    await app.waitFor('Edit objective');
    await app.press(...' draft'.split(''));
    await app.waitFor('draft');
    await app.press('ctrl+c');
    await app.waitFor('Quit with unsaved changes?');
    expect(exits).toEqual([]);
    await app.press('enter'); // Keep editing has the focus
    await app.waitFor((frame) => !frame.includes('Quit with unsaved changes?'));
    expect(app.frame()).toContain('draft');
    await app.press('ctrl+c');
    await app.waitFor('Quit with unsaved changes?');
    await app.press('tab', 'enter');
    await app.waitFor(() => exits.length > 0);
    expect(exits).toEqual([{ type: 'quit' }]);
  });

  it('opens what a pasted web address of the service names', async () => {
    const { app } = open({ record: false });
    const hoshin = demo.sandbox.store.all('hoshin')[0]!;
    await app.press(':');
    await app.press(`${demo.sandbox.url}/hoshins/${hoshin.id}-my-plan`, 'enter');
    await app.waitFor(`opened hoshin ${hoshin.id}`);
    expect(app.frame()).toContain(`› ${String(hoshin.name)}`.slice(0, 20));
  });

  it('an indicator shows its figures and known values in the detail pane', async () => {
    const { app } = open();
    const history = demo.sandbox.store.all('indicator_history')[0]!;
    const indicator = demo.sandbox.store.get('indicator', Number(history.indicator_id))!;
    await openByPalette(app, 'indicator', Number(indicator.id));
    await app.waitFor(`#${indicator.id}`);
    expect(app.frame()).toContain(String(history.day));
  });

  it('keeps the frame inside the terminal: width and rows - 1', async () => {
    const { app } = open();
    await app.waitFor('companies');
    for (const line of lines(app.frame())) expect([...line].length).toBeLessThanOrEqual(100);
    expect(lines(app.frame()).length).toBeLessThanOrEqual(23);
  });
});
