// The board as the console has it: its state stepped by `boardKey` (the App feeds every board key
// to it and keeps the state in the overlay), drawn by <TaskBoardView>.
import { describe, expect, it } from 'vitest';
import { TaskBoardView, type PersonName } from '../../../source/tui/board/task-board.js';
import {
  boardKey,
  createBoard,
  withTasks,
  type BoardIntent,
  type BoardState,
  type BoardTask,
} from '../../../source/tui/board/board-state.js';
import { renderApp } from '../helpers/ink.js';

const tasks: BoardTask[] = [
  { id: 1, name: 'Write the plan', status: 'backlog', deadline: '2025-03-01', feeling: 'smile', lane_pos: 0 },
  {
    id: 2,
    name: 'Review indicators',
    status: 'active',
    deadline: '2025-02-01',
    feeling: 'sad',
    lane_pos: 1,
    responsible_id: 12,
  },
  { id: 3, name: 'Ship it', status: 'active', deadline: null, feeling: 'wondering', lane_pos: 0 },
  { id: 4, name: 'Old report', status: 'completed', deadline: '2024-01-01', feeling: 'smile' },
];

/** The text Ink reports for a key the keymap names (what the App passes as `input`). */
function inputOf(name: string): string {
  if (name === 'space') return ' ';
  return [...name].length === 1 ? name : '';
}

/** Keys through the board reducer, one by one, as the App's input handler does; the intents it sends. */
function press(state: BoardState, keys: readonly string[], readOnly = false): { state: BoardState; intents: BoardIntent[] } {
  const intents: BoardIntent[] = [];
  for (const name of keys) {
    const step = boardKey(state, name, inputOf(name), readOnly);
    state = step.state;
    if (step.intent) intents.push(step.intent);
  }
  return { state, intents };
}

function frame(state: BoardState, options: { width?: number; height?: number; readOnly?: boolean; personName?: PersonName } = {}): string {
  const app = renderApp(
    <TaskBoardView
      state={state}
      today="2025-02-15"
      width={options.width ?? 96}
      height={options.height ?? 10}
      readOnly={options.readOnly ?? false}
      {...(options.personName ? { personName: options.personName } : {})}
    />,
  );
  const text = app.frame();
  app.unmount();
  return text;
}

describe('the task board (board-state + TaskBoardView)', () => {
  it('shows one column per status with counts, the selected task marked, feelings and deadlines', () => {
    const text = frame(createBoard(tasks));
    expect(text).toMatch(/backlog \(1\)\s+▸ active \(2\)\s+completed \(1\)\s+discarded \(0\)/);
    expect(text).toContain('›:/ Ship it');
    expect(text).toContain(':) Write the plan');
    expect(text).toContain(':( Review indicators');
    expect(text).toContain('(none)');
  });

  it('marks overdue deadlines with a symbol (readable with no colour), but not those of completed tasks', () => {
    const text = frame(createBoard(tasks));
    expect(text).toContain('#2 @12 !2025-02-01');
    expect(text).toContain(' 2025-03-01');
    expect(text).not.toContain('!2025-03-01');
    expect(text).not.toContain('!2024-01-01');
  });

  it('names who is responsible where the console knows the name, shortening the name before the id goes', () => {
    const named: PersonName = (task) => (task.responsible_id === 12 ? 'Ana Kovač' : null);
    expect(frame(createBoard(tasks), { personName: named, width: 140 })).toContain('#2 @Ana Kovač !2025-02-01');
    // 96 columns: four columns of 22 cells, where name, id and deadline do not all fit.
    expect(frame(createBoard(tasks), { personName: named })).toContain('#2 @Ana… !2025-02-01');
    expect(frame(createBoard(tasks), { personName: () => null })).toContain('#2 @12 !2025-02-01');
  });

  it('names every card by its #id, in the narrow last column too (its indent gives way first)', () => {
    const discarded: BoardTask[] = [
      ...tasks,
      { id: 219, name: 'Skills matrix for the machining hall', status: 'discarded', deadline: '2026-10-24', feeling: 'wondering' },
    ];
    for (const width of [72, 76, 78, 80]) {
      const text = frame(createBoard(discarded), { width });
      expect(text).toContain('Skills matrix');
      expect(text, `${width}`).toMatch(/#219\s+2026-10-24/);
      for (const line of text.split('\n')) expect([...line].length).toBeLessThanOrEqual(width);
    }
  });

  it('moves the selection with keys and sends a move intent for the selected task', () => {
    const down = press(createBoard(tasks), ['j']);
    expect(frame(down.state)).toContain('›:( Review indicators');
    const moved = press(down.state, ['>']);
    expect(moved.intents).toEqual([{ type: 'move-task', taskId: 2, from: 'active', to: 'completed', body: { status: 'completed' } }]);
    const first = press(moved.state, ['h', '<']);
    expect(first.intents[0]).toEqual({ type: 'refused', reason: 'task 1 is already in the first column' });
  });

  it('follows the moved task when the app passes the service answer back', () => {
    const { state } = press(createBoard(tasks), ['j']);
    // What the App does with the service's answer (board-set with withTasks).
    const answered = withTasks(
      state,
      tasks.map((t) => (t.id === 2 ? { ...t, status: 'completed' } : t)),
    );
    const text = frame(answered);
    expect(text).toContain('▸ completed (2)');
    expect(text).toContain('›:( Review indicators');
    // Completed: no longer overdue.
    expect(text).not.toContain('!2025-02-01');
  });

  it('filters as you type and shows the filter line', () => {
    const typing = press(createBoard(tasks), ['/', 's', 'h', 'i', 'p']).state;
    const text = frame(typing);
    expect(text).toContain('/ship');
    expect(text).toMatch(/active \(1\)/);
    expect(text).not.toContain('Write the plan');
    expect(frame(press(typing, ['enter']).state)).toContain('filter "ship"');
  });

  it('refuses changes in read-only mode and hides their hints', () => {
    expect(frame(createBoard(tasks), { readOnly: true })).not.toContain('move the task');
    const { intents } = press(createBoard(tasks), ['>', 'e'], true);
    expect(intents.map((i) => i.type)).toEqual(['refused', 'refused']);
  });

  it('shows only the selected column on a narrow terminal, and switches columns', () => {
    const start = createBoard(tasks);
    expect(frame(start, { width: 30 })).toContain('‹ ▸ active (2) ›');
    expect(frame(start, { width: 30 })).not.toContain('backlog');
    const text = frame(press(start, ['l']).state, { width: 30 });
    expect(text).toContain('▸ completed (1)');
    expect(text).toContain('Old report');
    for (const line of text.split('\n')) expect([...line].length).toBeLessThanOrEqual(30);
  });

  it('scrolls a long column to keep the selected task visible', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: 100 + i,
      name: `Task ${i}`,
      status: 'active',
      lane_pos: i,
    }));
    const start = createBoard(many);
    expect(frame(start, { height: 8 })).toContain('Task 0');
    expect(frame(start, { height: 8 })).toContain('↓');
    const text = frame(press(start, ['G', 'j', 'j', 'j', 'j', 'j', 'j', 'j', 'j', 'j', 'j', 'j']).state, { height: 8 });
    expect(text).toContain('›   Task 11');
    expect(text).not.toContain('Task 0 ');
    expect(text).toContain('↑');
  });
});
