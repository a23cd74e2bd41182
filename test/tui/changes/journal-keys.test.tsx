// The journal in the console, against a real sandbox: L lists the session's changes with their
// outcome, z shows what undoing the last one sends and sends it only when confirmed, a change that
// cannot be undone is refused with the reason, and the detail pane shows a resource's changes.
import { describe, expect, it } from 'vitest';
import type { Journal } from '../../../source/journal/journal.js';
import { openByPalette, type RenderedApp } from '../helpers/ink.js';
import { demoSandbox, type OpenedApp } from '../helpers/console-harness.js';

const demo = demoSandbox();

function open(): OpenedApp & { journal: Journal } {
  const opened = demo.openApp({ journal: true, fetchOnStart: false });
  return { ...opened, journal: opened.journal! };
}

function backlogTask(): { id: number; name: string } {
  const task = demo.sandbox.store.all('task').find((t) => t.status === 'backlog')!;
  return { id: task.id as number, name: String(task.name) };
}

async function moveToActive(app: RenderedApp, id: number): Promise<void> {
  await openByPalette(app, 'task', id);
  await app.press('s');
  await app.waitFor('Status of task');
  await app.press('j', 'enter');
  await app.waitFor('” to active');
}

describe('the journal of changes in the console (L, z)', () => {
  it("L lists the changes of the session with their outcome; the detail pane shows the task's", async () => {
    const { app } = open();
    await app.press('L');
    await app.waitFor('No change in the journal yet.');
    // Nothing to undo: neither the title nor the footer offers z, and z says why.
    expect(app.frame()).toContain('Changes, newest first (0 changes) · esc closes');
    expect(app.frame().split('\n').at(-1)).not.toMatch(/\bz undo/);
    await app.press('z');
    await app.waitFor('cannot undo: the journal has no change yet');
    await app.press('esc');
    const task = backlogTask();
    await moveToActive(app, task.id);
    await app.waitFor((frame) => /Changes +\d\d-\d\d \d\d:\d\d move: status:/.test(frame) && frame.includes('backlog -> active [done]'));
    await app.press('L');
    await app.waitFor('Changes, newest first (1 change) · z undoes · esc closes');
    expect(app.frame()).toContain(`move task ${task.id}`);
    expect(app.frame()).toContain('status: backlog -> active');
    expect(app.frame()).toContain('done · status: backlog -> active');
    await app.press('q');
    await app.waitFor((frame) => !frame.includes('Changes, newest first'));
  });

  it('z shows what it will send, sends nothing when kept, and puts the status back when confirmed', async () => {
    const { app, journal } = open();
    const task = backlogTask();
    await moveToActive(app, task.id);
    await app.press('z');
    await app.waitFor('Undo the last change?');
    expect(app.frame()).toContain(`update task ${task.id}: status=backlog`);
    await app.press('esc');
    await app.waitFor((frame) => !frame.includes('Undo the last change?'));
    expect(demo.sandbox.store.get('task', task.id)!.status).toBe('active');

    await app.press('z');
    await app.waitFor('Undo the last change?');
    await app.press('tab', 'enter');
    await app.waitFor(`undid move task ${task.id}`);
    expect(demo.sandbox.store.get('task', task.id)!.status).toBe('backlog');
    const changes = journal.changes();
    expect(changes.at(-1)).toMatchObject({
      what: 'move',
      undoes: changes[0]!.change,
      sent: { status: 'backlog' },
      outcome: 'done',
    });

    // Undone already: z has nothing left of this session.
    await app.press('z');
    await app.waitFor('nothing left to undo in this session');
  });

  it('z refuses, with the values before, as set and now, a change the resource has moved on from', async () => {
    const { app } = open();
    const task = backlogTask();
    await moveToActive(app, task.id);
    // Someone else completes it meanwhile.
    demo.sandbox.store.put('task', { ...demo.sandbox.store.get('task', task.id)!, status: 'completed' });
    await app.press('z');
    await app.waitFor((frame) =>
      frame.includes(`cannot undo: task ${task.id} changed since: status was "backlog" before, the change set "active", it is`),
    );
    expect(demo.sandbox.store.get('task', task.id)!.status).toBe('completed');
  });

  it('in L, z undoes the selected change, not only the last, and people are named, not ids', async () => {
    const { app, session, journal } = open();
    const task = demo.sandbox.store.all('task').find((t) => t.status !== 'backlog' && t.responsible_id !== 3)!;
    const before = demo.sandbox.store.users().find((user) => user.id === task.responsible_id)!;
    await session.people.load(Number(task.company_id));
    await session.update('task', Number(task.id), { responsible_id: 3 });
    const later = backlogTask();
    await moveToActive(app, later.id);

    await app.press('L');
    await app.waitFor('Changes, newest first (2 changes; 1 of 2) · z undoes · esc closes');
    expect(app.frame()).toContain(`responsible: ${before.name} -> Aiko Tanaka`);
    expect(app.frame()).not.toContain('responsible_id');
    expect(app.frame()).toMatch(new RegExp(`[>›] just now +move task ${later.id}`));

    // The older change, selected: z undoes it, after showing what it sends.
    await app.press('j');
    await app.waitFor((frame) => new RegExp(`[>›] just now +update task ${task.id}`).test(frame));
    await app.press('z');
    await app.waitFor('Undo the selected change?');
    expect(app.frame()).toContain(`update task ${task.id}: responsible_id=${before.id}`);
    await app.press('tab', 'enter');
    await app.waitFor(`undid update task ${task.id}`);
    expect(demo.sandbox.store.get('task', Number(task.id))!.responsible_id).toBe(before.id);
    expect(demo.sandbox.store.get('task', later.id)!.status).toBe('active');
    expect(journal.changes().at(-1)).toMatchObject({ undoes: journal.changes()[0]!.change, outcome: 'done' });

    // L stays open with the undo on top; undone already, z on it again says so and sends nothing.
    await app.waitFor('3 changes');
    await app.press('j', 'j');
    await app.waitFor((frame) => new RegExp(`[>›] just now +update task ${task.id}`).test(frame));
    await app.press('z');
    await app.waitFor('cannot undo: it was undone already');
  });
});
