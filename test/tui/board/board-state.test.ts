import { describe, expect, it } from 'vitest';
import {
  boardColumns,
  boardKey,
  createBoard,
  moveIntent,
  selectedTask,
  withTasks,
  withTaskUpdated,
  type BoardTask,
} from '../../../source/tui/board/board-state.js';

const tasks: BoardTask[] = [
  { id: 1, name: 'Write the plan', status: 'backlog', deadline: '2025-03-01', lane_pos: 0 },
  { id: 2, name: 'Review indicators', status: 'active', deadline: '2025-02-01', lane_pos: 1 },
  { id: 3, name: 'Ship it', status: 'active', deadline: null, lane_pos: 0 },
  { id: 6, name: 'Call suppliers', status: 'active', deadline: '2025-01-10', lane_pos: 1 },
  { id: 4, name: 'Old', status: 'completed', deadline: '2024-01-01' },
  { id: 5, name: 'Gone', status: 'deleted' },
];

const press = (state: ReturnType<typeof createBoard>, ...keys: string[]) =>
  keys.reduce((s, key) => boardKey(s, key, key.length === 1 ? key : '').state, state);

describe('board state', () => {
  it('groups tasks into the four lanes, sorted by lane position then deadline, without deleted tasks', () => {
    const columns = boardColumns(createBoard(tasks));
    expect(columns.map((c) => c.status)).toEqual(['backlog', 'active', 'completed', 'discarded']);
    expect(columns.map((c) => c.tasks.map((t) => t.id))).toEqual([[1], [3, 6, 2], [4], []]);
    expect(columns[3]!.selected).toBe(-1);
  });

  it('starts on the active column with its first task selected', () => {
    const state = createBoard(tasks);
    expect(state.column).toBe(1);
    expect(selectedTask(state)?.id).toBe(3);
  });

  it("moves between rows and columns within bounds, remembering each column's row", () => {
    let state = press(createBoard(tasks), 'j', 'j', 'j');
    expect(selectedTask(state)?.id).toBe(2);
    state = press(state, 'k');
    expect(selectedTask(state)?.id).toBe(6);
    state = press(state, 'h', 'h');
    expect(state.column).toBe(0);
    expect(selectedTask(state)?.id).toBe(1);
    state = press(state, 'l');
    expect(selectedTask(state)?.id).toBe(6);
    state = press(state, 'right', 'right', 'right');
    expect(state.column).toBe(3);
    expect(selectedTask(state)).toBeNull();
  });

  it('a move intent carries the next or previous status and the PUT body', () => {
    const state = createBoard(tasks);
    expect(moveIntent(state, 'next')).toEqual({
      type: 'move-task',
      taskId: 3,
      from: 'active',
      to: 'completed',
      body: { status: 'completed' },
    });
    expect(boardKey(state, '<', '<').intent).toEqual({
      type: 'move-task',
      taskId: 3,
      from: 'active',
      to: 'backlog',
      body: { status: 'backlog' },
    });
    expect(boardKey(state, 'L', 'L').intent).toMatchObject({ type: 'move-task', to: 'completed' });
  });

  it('refuses moves past the ends and with nothing selected', () => {
    const backlog = press(createBoard(tasks), 'h');
    expect(moveIntent(backlog, 'previous')).toEqual({
      type: 'refused',
      reason: 'task 1 is already in the first column',
    });
    const discarded = press(createBoard(tasks), 'l', 'l');
    expect(moveIntent(discarded, 'next')).toEqual({ type: 'refused', reason: 'no task selected' });
  });

  it('mutating keys are refused in read-only mode; moving around still works', () => {
    const state = createBoard(tasks);
    expect(boardKey(state, '>', '>', true).intent).toEqual({
      type: 'refused',
      reason: 'read-only: changes are turned off',
    });
    expect(boardKey(state, 'e', 'e', true).intent?.type).toBe('refused');
    expect(boardKey(state, 's', 's', true).intent?.type).toBe('refused');
    expect(selectedTask(boardKey(state, 'j', 'j', true).state)?.id).toBe(6);
  });

  it('edit, status and close intents', () => {
    const state = createBoard(tasks);
    expect(boardKey(state, 'e', 'e').intent).toEqual({
      type: 'edit-task',
      taskId: 3,
      fields: ['deadline', 'responsible_id'],
    });
    expect(boardKey(state, 's', 's').intent).toEqual({ type: 'change-status', taskId: 3, current: 'active' });
    expect(boardKey(state, 'esc', '').intent).toEqual({ type: 'close' });
    expect(boardKey(state, 'q', 'q').intent).toEqual({ type: 'close' });
    expect(boardKey(state, 'r', 'r').intent).toEqual({ type: 'refresh' });
  });

  it('the selection follows a moved task to its new column', () => {
    const state = press(createBoard(tasks), 'j');
    expect(selectedTask(state)?.id).toBe(6);
    const moved = withTaskUpdated(state, { ...tasks[3]!, status: 'completed' });
    expect(moved.column).toBe(2);
    expect(selectedTask(moved)?.id).toBe(6);
    // The active column selects its first remaining task again.
    const back = press(moved, 'h');
    expect(boardColumns(back)[1]!.tasks.map((t) => t.id)).toEqual([3, 2]);
  });

  it('a refresh keeps the selection, or falls back to the first task when it is gone', () => {
    const state = press(createBoard(tasks), 'j', 'j');
    expect(selectedTask(withTasks(state, [...tasks]))?.id).toBe(2);
    const without = withTasks(
      state,
      tasks.filter((t) => t.id !== 2),
    );
    expect(selectedTask(without)?.id).toBe(3);
  });

  it('filters by typed text on name or #id; esc clears, enter keeps', () => {
    let state = press(createBoard(tasks), '/', 'r', 'e', 'v');
    expect(state.filtering).toBe(true);
    expect(state.filter).toBe('rev');
    expect(boardColumns(state).map((c) => c.tasks.length)).toEqual([0, 1, 0, 0]);
    expect(selectedTask(state)?.id).toBe(2);
    state = press(state, 'backspace', 'backspace', 'backspace', '#', '4', 'enter');
    expect(state.filtering).toBe(false);
    expect(boardColumns(state).map((c) => c.tasks.map((t) => t.id))).toEqual([[], [], [4], []]);
    // While typing, board keys are text, not commands.
    state = press(state, '/', 'q');
    expect(state.filter).toBe('#4q');
    state = press(state, 'esc');
    expect(state.filter).toBe('');
    expect(state.filtering).toBe(false);
  });
});
