// The quick edits in the console, against a real sandbox over loopback HTTP: recording indicator values,
// the value table, the task status picker, the board, the indicators overview, read-only refusals.
import { describe, expect, it } from 'vitest';
import { parseResource } from '../../../source/catalogue/typed-resource.js';
import type { Resource } from '../../../source/core/resource.js';
import { localDay } from '../../../source/domain/dates.js';
import { dayForValue } from '../../../source/domain/value-day.js';
import { indicatorFigures } from '../../../source/domain/indicator.js';
import { progressText } from '../../../source/domain/progress.js';
import { openByPalette } from '../helpers/ink.js';
import { demoSandbox } from '../helpers/console-harness.js';

/** Every request the sandbox answered, as "METHOD /path" (query and signature left out). */
const requests: string[] = [];
const demo = demoSandbox({ log: (line) => requests.push(line) });

const open = (options: { readOnly?: boolean } = {}) => demo.openApp({ ...options, fetchOnStart: false });

const today = localDay(Date.now());

/** Writes requests seen from now on; returns those that match a method and path start. */
function watchRequests(): (method: string, path: string) => string[] {
  const start = requests.length;
  return (method, path) => requests.slice(start).filter((line) => line.includes(`${method} ${path}`));
}

/** An indicator of the demo with a monthly frequency and its newest known value. */
function demoIndicator(): { indicator: Resource; newest: Resource } {
  const indicator = demo.sandbox.store
    .all('indicator')
    .find((i) => i.frequency === 'monthly' && demo.sandbox.store.where('indicator_history', 'indicator_id', i.id as number).length > 3)!;
  const histories = demo.sandbox.store
    .where('indicator_history', 'indicator_id', indicator.id as number)
    .sort((a, b) => String(a.day).localeCompare(String(b.day)));
  return { indicator: indicator as Resource, newest: histories[histories.length - 1] as Resource };
}

describe('recording an indicator value (v)', () => {
  it('records on the day offered with the goal prefilled; the chart, table and percent change at once', async () => {
    const { app } = open();
    const { indicator, newest } = demoIndicator();
    const id = indicator.id;
    const goal = Number(newest.goal);
    // The day the form offers: today, or the update due within the week (value-day.ts, one rule).
    const { day } = dayForValue(parseResource('indicator', indicator), today);
    await openByPalette(app, 'indicator', id);
    await app.waitFor(`#${id}`);
    const before = `progress ${progressText(indicatorFigures(indicator, today).progress)}`;
    expect(app.frame()).toContain(before);

    await app.press('v');
    await app.waitFor('Record a value of');
    // Keys typed while the form starts listening are held for it: no need to wait before typing.
    await app.waitFor(day);
    expect(app.frame()).toContain(String(goal));
    // The value the goal itself: progress 100 %.
    await app.press('down', ...String(goal).split(''), 'ctrl+s');
    await app.waitFor(`recorded ${goal}`);
    expect(app.frame()).toContain('progress 100%');

    const stored = demo.sandbox.store.where('indicator_history', 'indicator_id', id).find((h) => h.day === day)!;
    expect(Number(stored.value)).toBe(goal);
    expect(Number(stored.goal)).toBe(goal);
    const moved = demo.sandbox.store.get('indicator', id)!;
    expect(Number(moved.value)).toBe(goal);
    expect(moved.last_update).toBe(day);
    // The detail pane shows the new figures and the new row, newest first.
    // The figures, their wrapped rows read as one.
    const figuresLine = () => app.frame().replace(/\s*│\n│[^│]*││/g, ' ');
    await app.waitFor(() => figuresLine().includes(`${goal}, goal ${goal}`));
    expect(figuresLine()).toContain('progress 100% on track');
    expect(before).not.toBe('progress 100%');
    expect(figuresLine()).not.toContain(before);
    const table = app
      .frame()
      .split('\n')
      .findIndex((line) => line.includes('Day') && line.includes('Value'));
    // Above the values, the next update not due yet; then the newest value.
    expect(
      app
        .frame()
        .split('\n')
        .slice(table + 1)
        .find((line) => /\d{4}-\d\d-\d\d\s+\d/.test(line)),
    ).toContain(day);
  });

  it('a day that already has a value is refused with the option to edit that value', async () => {
    const { app } = open();
    const { indicator, newest } = demoIndicator();
    const id = indicator.id;
    const count = demo.sandbox.store.where('indicator_history', 'indicator_id', id).length;
    const seen = watchRequests();
    await openByPalette(app, 'indicator', id);
    await app.press('v');
    await app.waitFor('Record a value of');
    await app.press('ctrl+u', ...String(newest.day).split(''), 'down', ...'41.5'.split(''), 'ctrl+s');
    await app.waitFor('Edit it?');
    expect(app.frame()).toContain(`${newest.day} already has a value (${Number(newest.value)})`);
    expect(seen('POST', '/indicator')).toEqual([]);
    expect(demo.sandbox.store.where('indicator_history', 'indicator_id', id).length).toBe(count);

    // Keep this form: the edits and the message stay.
    await app.press('enter');
    await app.waitFor((frame) => !frame.includes('Edit it?'));
    expect(app.frame()).toContain('41.5');
    expect(app.frame()).toContain('Not saved');

    // Ask again, and take the offer: the edit form of that value opens with the value just typed.
    await app.press('ctrl+s');
    await app.waitFor('Edit it?');
    await app.press('tab', 'enter');
    await app.waitFor(`Edit history value ${newest.day}`);
    await app.waitFor((frame) => /Value \*?\s+41\.5/.test(frame));
    await app.press('ctrl+s');
    await app.waitFor('saved history value');
    expect(Number(demo.sandbox.store.get('indicator_history', newest.id)!.value)).toBe(41.5);
  });

  it('refuses a value that is not a number and an impossible date inline, before any request', async () => {
    const { app } = open();
    const { indicator } = demoIndicator();
    await openByPalette(app, 'indicator', indicator.id);
    const seen = watchRequests();
    await app.press('v');
    await app.waitFor('Record a value of');
    await app.press('ctrl+u', ...'2026-02-30'.split(''), 'down', ...'abc'.split(''), 'ctrl+s');
    await app.waitFor('✗');
    const frame = app.frame();
    expect(frame).toContain('2026-02-30');
    expect(frame).toContain('abc');
    expect(frame).toMatch(/✗ .*date/);
    expect(frame).toMatch(/✗ .*number/);
    expect(seen('POST', '/')).toEqual([]);
    expect(seen('PUT', '/')).toEqual([]);
  });

  it('a day the service has but the index does not know is refused with the service’s word, nothing lost', async () => {
    const { app, session } = open();
    const { indicator } = demoIndicator();
    const id = indicator.id;
    // Forget an older value locally (not the indicator's own day): only the service knows that day now.
    const older = demo.sandbox.store
      .where('indicator_history', 'indicator_id', id)
      .sort((a, b) => String(a.day).localeCompare(String(b.day)))[1]!;
    session.index.applyEvent({ type: 'gone', kind: 'indicator_history', id: older.id as number });
    const count = demo.sandbox.store.where('indicator_history', 'indicator_id', id).length;
    await openByPalette(app, 'indicator', id);
    await app.press('v');
    await app.waitFor('Record a value of');
    await app.press('ctrl+u', ...String(older.day).split(''), 'down', ...'3.5'.split(''), 'ctrl+s');
    await app.waitFor(`${older.day} already has a value on the service`);
    expect(app.frame()).toContain('3.5');
    expect(app.frame()).toContain('Record a value of');
    expect(demo.sandbox.store.where('indicator_history', 'indicator_id', id).length).toBe(count);
  });

  it('the indicator’s own day is known from the indicator: the value there is named, nothing sent', async () => {
    const { app, session } = open();
    const { indicator, newest } = demoIndicator();
    const id = indicator.id;
    session.index.applyEvent({ type: 'gone', kind: 'indicator_history', id: newest.id });
    const count = demo.sandbox.store.where('indicator_history', 'indicator_id', id).length;
    await openByPalette(app, 'indicator', id);
    await app.press('v');
    await app.waitFor('Record a value of');
    await app.press('ctrl+u', ...String(newest.day).split(''), 'down', ...'3.5'.split(''), 'ctrl+s');
    await app.waitFor(`${newest.day} already holds ${Number(indicator.value)}`);
    expect(demo.sandbox.store.where('indicator_history', 'indicator_id', id).length).toBe(count);
  });

  it('v elsewhere than on an indicator says what it needs', async () => {
    const { app } = open();
    await app.waitFor('› ');
    await app.press('v');
    await app.waitFor('v records a value of an indicator: select one');
    await app.press('i');
    await app.waitFor('i shows the indicators of a hoshin');
  });

  it('a back-dated value leaves the indicator as it is', async () => {
    const { app } = open();
    const { indicator } = demoIndicator();
    const id = indicator.id;
    const days = new Set(demo.sandbox.store.where('indicator_history', 'indicator_id', id).map((h) => h.day));
    let day = '2001-01-15';
    while (days.has(day)) day = `2001-01-${Number(day.slice(8)) + 1}`;
    const before = demo.sandbox.store.get('indicator', id)!;
    await openByPalette(app, 'indicator', id);
    await app.press('v');
    await app.waitFor('Record a value of');
    await app.press('ctrl+u', ...day.split(''), 'down', '7', 'ctrl+s');
    await app.waitFor('back-dated');
    const after = demo.sandbox.store.get('indicator', id)!;
    expect(after.value).toEqual(before.value);
    expect(after.last_update).toEqual(before.last_update);
    expect(demo.sandbox.store.where('indicator_history', 'indicator_id', id).some((h) => h.day === day)).toBe(true);
  });
});

describe('the value table (H)', () => {
  it('selects values, edits one with e and deletes one with D', async () => {
    const { app } = open();
    const { indicator } = demoIndicator();
    const id = indicator.id;
    const sorted = demo.sandbox.store
      .where('indicator_history', 'indicator_id', id)
      .sort((a, b) => String(b.day).localeCompare(String(a.day)));
    const second = sorted[1]!;
    await openByPalette(app, 'indicator', id);
    await app.press('H');
    await app.waitFor('› ' + String(sorted[0]!.day));
    expect(app.frame()).toContain('e edit');
    await app.press('j');
    await app.waitFor('› ' + String(second.day));
    await app.press('e');
    await app.waitFor(`Edit history value ${second.day}`);
    await app.press('down', 'ctrl+u', ...'12.25'.split(''), 'ctrl+s');
    await app.waitFor('saved history value');
    expect(Number(demo.sandbox.store.get('indicator_history', Number(second.id))!.value)).toBe(12.25);
    await app.waitFor('12.25');

    // Still on that row: D asks with Cancel focused, Tab + Enter deletes.
    await app.press('D');
    await app.waitFor('Delete history value');
    await app.press('tab', 'enter');
    await app.waitFor('deleted history value');
    expect(demo.sandbox.store.get('indicator_history', Number(second.id))).toBeUndefined();
    await app.waitFor((frame) => !frame.includes('12.25'));
    // Esc gives the keys back to the tree.
    await app.press('esc');
    await app.waitFor((frame) => !frame.includes('› ' + String(sorted[0]!.day)));
  });
});

describe('task status (s)', () => {
  it('moves a task with the picker, and sends nothing when the status is unchanged', async () => {
    const { app } = open();
    const task = demo.sandbox.store.all('task').find((t) => t.status === 'backlog')!;
    await openByPalette(app, 'task', task.id as number);
    const seen = watchRequests();
    await app.press('s');
    await app.waitFor('Status of task');
    expect(app.frame()).toContain('backlog ✓ current');
    expect(app.frame()).not.toContain('deleted');
    await app.press('enter');
    await app.waitFor('is already backlog: nothing sent');
    expect(seen('PUT', '/tasks')).toEqual([]);

    await app.press('s');
    await app.waitFor('Status of task');
    await app.press('j', 'enter');
    await app.waitFor('to active');
    expect(demo.sandbox.store.get('task', task.id as number)!.status).toBe('active');
    expect(seen('PUT', '/tasks')).toHaveLength(1);
  });
});

describe('the task board (t)', () => {
  function objectiveWithTasks(): { objective: number; task: Resource } {
    const task = demo.sandbox.store
      .all('task')
      .find((t) => t.status === 'active' && typeof t.deadline === 'string' && String(t.deadline) > today)!;
    return { objective: Number(task.objective_id), task: task as Resource };
  }

  it('moves the selected task to the next and previous column with > and <', async () => {
    const { app } = open();
    const { objective, task } = objectiveWithTasks();
    await openByPalette(app, 'task', task.id);
    await app.press('t');
    await app.waitFor('▸ active');
    expect(app.frame()).toContain(`tasks of objective`);
    await app.press('>');
    await app.waitFor(`moved task “${String(task.name)}” to completed`);
    expect(demo.sandbox.store.get('task', task.id)!.status).toBe('completed');
    await app.waitFor('▸ completed');
    await app.press('<');
    await app.waitFor(`moved task “${String(task.name)}” to active`);
    expect(demo.sandbox.store.get('task', task.id)!.status).toBe('active');
    await app.waitFor('▸ active');
    expect(objective).toBeGreaterThan(0);
    await app.press('esc');
    await app.waitFor((frame) => !frame.includes('▸ active'));
  });

  it('a move the service refuses puts the task back with its message', async () => {
    const { app } = open();
    const { task } = objectiveWithTasks();
    await openByPalette(app, 'task', task.id);
    await app.press('t');
    await app.waitFor('▸ active');
    // Someone else completed it meanwhile: the service refuses a second transition to completed.
    demo.sandbox.store.put('task', { ...demo.sandbox.store.get('task', task.id)!, status: 'completed' });
    await app.press('>');
    await app.waitFor('not moved');
    expect(app.frame()).toContain('not moved: the service refused the status change');
    expect(app.frame()).toContain('▸ active');
    const activeColumn = app.frame();
    expect(activeColumn).toContain(String(task.name).slice(0, 8));
    demo.sandbox.store.put('task', { ...demo.sandbox.store.get('task', task.id)!, status: 'active' });
  });

  it('changes the deadline with e, through the small form', async () => {
    const { app } = open();
    const { task } = objectiveWithTasks();
    await openByPalette(app, 'task', task.id);
    await app.press('t');
    await app.waitFor('▸ active');
    await app.press('e');
    await app.waitFor('Edit task');
    expect(app.frame()).toContain('Deadline');
    expect(app.frame()).toContain('Responsible');
    expect(app.frame()).not.toContain('Feeling');
    await app.press('ctrl+u', ...'2031-05-17'.split(''), 'ctrl+s');
    await app.waitFor('saved task');
    expect(demo.sandbox.store.get('task', task.id)!.deadline).toBe('2031-05-17');
    await app.waitFor('2031-05-17');
    expect(app.frame()).toContain('▸ active');
  });

  it('a hoshin’s board shows every known task under it', async () => {
    const { app } = open();
    const hoshin = demo.sandbox.store.all('hoshin')[0]!;
    const known = demo.sandbox.store.all('task').filter((t) => Number(t.hoshin_id) === Number(hoshin.id) && t.status !== 'deleted');
    await openByPalette(app, 'hoshin', Number(hoshin.id));
    await app.press('t');
    await app.waitFor('(every known one)');
    expect(app.frame()).toContain(`${known.length} on the board`);
    for (const status of ['backlog', 'active', 'completed', 'discarded']) {
      const count = known.filter((t) => t.status === status).length;
      expect(app.frame()).toContain(`${status} (${count})`);
    }
  });

  it('refuses moves and edits in read-only mode', async () => {
    const { app } = open({ readOnly: true });
    const { task } = objectiveWithTasks();
    const seen = watchRequests();
    await openByPalette(app, 'task', task.id);
    await app.press('t');
    await app.waitFor('▸ active');
    expect(app.frame()).not.toContain('> move on');
    await app.press('>');
    await app.waitFor('read-only');
    // Esc closes the board only when e and s opened nothing on top of it: proof both were handled.
    await app.press('e', 's', 'esc');
    await app.waitFor((frame) => !frame.includes('▸ active'));
    expect(app.frame()).not.toContain('Edit task');
    expect(app.frame()).not.toContain('Status of task');
    // y (which changes nothing) first replaces the refusal in the status line: the one seen after v is v's own.
    await app.press('y');
    await app.waitFor('sent the');
    await app.press('v');
    await app.waitFor('read-only: changes are disabled');
    expect(seen('PUT', '/')).toEqual([]);
    expect(seen('POST', '/')).toEqual([]);
    expect(demo.sandbox.store.get('task', task.id)!.status).toBe('active');
  });
});

describe('the indicators overview (i)', () => {
  it('lists the hoshin’s indicators, flags behind and late ones, and Enter opens one in the tree', async () => {
    const { app } = open();
    const { indicator } = demoIndicator();
    const hoshinId = Number(indicator.hoshin_id);
    await openByPalette(app, 'hoshin', hoshinId);
    await app.press('i');
    await app.waitFor('Indicators of hoshin');
    const indicators = demo.sandbox.store.all('indicator').filter((i) => Number(i.hoshin_id) === hoshinId);
    const late = indicators.filter(
      (i) => indicatorFigures(i, today).updateStatus === 'overdue' || indicatorFigures(i, today).updateStatus === 'multioverdue',
    );
    const behind = indicators.filter((i) => indicatorFigures(i, today).state === 'behind');
    expect(app.frame()).toContain(`${indicators.length} indicators · ${behind.length} behind · ${late.length} late`);
    if (late.length > 0) expect(app.frame()).toContain('! late');
    if (behind.length > 0) expect(app.frame()).toContain('behind  ');
    await app.press('j', 'enter');
    await app.waitFor((frame) => !frame.includes('Indicators of hoshin'));
    const second = demo.sandbox.store.all('indicator').filter((i) => Number(i.hoshin_id) === hoshinId)[1]!;
    await app.waitFor(`#${second.id}`);
    expect(app.frame()).toContain(`› ${String(second.name)}`.slice(0, 20));
  });
});
