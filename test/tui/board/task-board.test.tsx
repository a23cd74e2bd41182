import { describe, expect, it } from 'vitest';
import { TaskBoard } from '../../../source/tui/board/task-board.js';
import type { BoardIntent, BoardTask } from '../../../source/tui/board/board-state.js';
import { renderApp } from '../helpers/ink.js';

const tasks: BoardTask[] = [
  { id: 1, name: 'Write the plan', status: 'backlog', deadline: '2025-03-01', feeling: 'smile', lane_pos: 0 },
  { id: 2, name: 'Review indicators', status: 'active', deadline: '2025-02-01', feeling: 'sad', lane_pos: 1, responsible_id: 12 },
  { id: 3, name: 'Ship it', status: 'active', deadline: null, feeling: 'wondering', lane_pos: 0 },
  { id: 4, name: 'Old report', status: 'completed', deadline: '2024-01-01', feeling: 'smile' },
];

function board(props: Partial<Parameters<typeof TaskBoard>[0]> & { intents?: BoardIntent[] } = {}) {
  const intents = props.intents ?? [];
  const element = (list: readonly BoardTask[]) => (
    <TaskBoard tasks={list} today="2025-02-15" width={96} height={10} onIntent={(intent) => intents.push(intent)} {...props} />
  );
  const app = renderApp(element(props.tasks ?? tasks));
  return { app, intents, element };
}

describe('<TaskBoard>', () => {
  it('shows one column per status with counts, the selected task marked, feelings and deadlines', () => {
    const { app } = board();
    const frame = app.frame();
    expect(frame).toMatch(/backlog \(1\)\s+▸ active \(2\)\s+completed \(1\)\s+discarded \(0\)/);
    expect(frame).toContain('›:/ Ship it');
    expect(frame).toContain(':) Write the plan');
    expect(frame).toContain(':( Review indicators');
    expect(frame).toContain('(none)');
    app.unmount();
  });

  it('marks overdue deadlines with a symbol (readable with no colour), but not those of completed tasks', () => {
    const { app } = board();
    const frame = app.frame();
    expect(frame).toContain('#2 @12 !2025-02-01');
    expect(frame).toContain(' 2025-03-01');
    expect(frame).not.toContain('!2025-03-01');
    expect(frame).not.toContain('!2024-01-01');
    app.unmount();
  });

  it('moves the selection with keys and sends a move intent for the selected task', async () => {
    const { app, intents } = board();
    await app.press('j');
    expect(app.frame()).toContain('›:( Review indicators');
    await app.press('>');
    expect(intents).toEqual([{ type: 'move-task', taskId: 2, from: 'active', to: 'completed', body: { status: 'completed' } }]);
    await app.press('h', '<');
    expect(intents[1]).toEqual({ type: 'refused', reason: 'task 1 is already in the first column' });
    app.unmount();
  });

  it('follows the moved task when the app passes the service answer back', async () => {
    const { app, element } = board();
    await app.press('j');
    app.rerender(element(tasks.map((t) => (t.id === 2 ? { ...t, status: 'completed' } : t))));
    await app.waitFor('▸ completed (2)');
    expect(app.frame()).toContain('›:( Review indicators');
    // Completed: no longer overdue.
    expect(app.frame()).not.toContain('!2025-02-01');
    app.unmount();
  });

  it('filters as you type and shows the filter line', async () => {
    const { app } = board();
    await app.press('/', 's', 'h', 'i', 'p');
    expect(app.frame()).toContain('/ship');
    expect(app.frame()).toMatch(/active \(1\)/);
    expect(app.frame()).not.toContain('Write the plan');
    await app.press('enter');
    expect(app.frame()).toContain('filter "ship"');
    app.unmount();
  });

  it('refuses changes in read-only mode and hides their hints', async () => {
    const { app, intents } = board({ readOnly: true });
    expect(app.frame()).not.toContain('move the task');
    await app.press('>', 'e');
    expect(intents.map((i) => i.type)).toEqual(['refused', 'refused']);
    app.unmount();
  });

  it('shows only the selected column on a narrow terminal, and switches columns', async () => {
    const { app } = board({ width: 30 });
    expect(app.frame()).toContain('‹ ▸ active (2) ›');
    expect(app.frame()).not.toContain('backlog');
    await app.press('l');
    expect(app.frame()).toContain('▸ completed (1)');
    expect(app.frame()).toContain('Old report');
    for (const line of app.frame().split('\n')) expect([...line].length).toBeLessThanOrEqual(30);
    app.unmount();
  });

  it('scrolls a long column to keep the selected task visible', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, name: `Task ${i}`, status: 'active', lane_pos: i }));
    const { app } = board({ tasks: many, height: 8 });
    expect(app.frame()).toContain('Task 0');
    expect(app.frame()).toContain('↓');
    await app.press('G', 'j', 'j', 'j', 'j', 'j', 'j', 'j', 'j', 'j', 'j', 'j');
    expect(app.frame()).toContain('›   Task 11');
    expect(app.frame()).not.toContain('Task 0 ');
    expect(app.frame()).toContain('↑');
    app.unmount();
  });
});
