// The pure parts of the quick edits in the shell: the value table's selection, board and overview state in
// the navigation reducer, key routing for them, where `b` and `i` reach, the footer, the record form's goal.
import { describe, expect, it } from 'vitest';
import { newOverview } from '../../../source/tui/overview/overview-overlay.js';
import { createBoard } from '../../../source/tui/board/board-state.js';
import { recordGoalDefault } from '../../../source/tui/forms/form-overlay.js';
import { boardScopeOf, hoshinOf } from '../../../source/tui/tree/scopes.js';
import { routeKey } from '../../../source/tui/kernel/key-press.js';
import { handledBy } from '../helpers/handled-by.js';
import { keyContext } from '../../../source/tui/kernel/key-press.js';
import { initialConsoleState, topOverlay, type ConsoleAction, type ConsoleState } from '../../../source/tui/kernel/console-store.js';
import { consoleReducer } from '../../../source/tui/kernel/registry.js';
import { resourceRow, rowKey, type TreeRow } from '../../../source/tui/tree/tree-shape.js';

function run(state: ConsoleState, ...actions: ConsoleAction[]): ConsoleState {
  return actions.reduce(consoleReducer, state);
}

function row(kind: 'indicator' | 'task' | 'objective', id: number): TreeRow {
  const ref = resourceRow(kind, id);
  return { key: rowKey(ref), ref, search: `${kind} ${id}` };
}

/** An objective's children list with an indicator (selected) and a task. */
function onIndicator(readOnly = false): ConsoleState {
  const list = { type: 'children', parentKind: 'objective', parentId: 40, childKind: 'indicator' } as const;
  return run(initialConsoleState({ readOnly, pageSize: 10 }), {
    type: 'open',
    list,
    rows: [row('indicator', 50), row('task', 60)],
  });
}

describe('the value table in the navigation state', () => {
  it('H gives the keys to the table of the selected indicator, first row selected', () => {
    const state = run(onIndicator(), { type: 'history-move', delta: 3, total: 9 }, { type: 'focus-history' });
    expect(state.nav.focus).toBe('detail');
    expect(state.nav.historyCursor).toBe(0);
    expect(keyContext(state)).toBe('history');
  });

  it('moves within the rows the index has, never past either end', () => {
    const focused = run(onIndicator(), { type: 'focus-history' });
    expect(run(focused, { type: 'history-move', delta: -1, total: 5 }).nav.historyCursor).toBe(0);
    expect(run(focused, { type: 'history-move', delta: 3, total: 5 }).nav.historyCursor).toBe(3);
    expect(run(focused, { type: 'history-move', delta: 30, total: 5 }).nav.historyCursor).toBe(4);
    // A row deleted under the cursor: the next move starts from the last row there is.
    const atEnd = run(focused, { type: 'history-move', delta: 4, total: 5 });
    expect(run(atEnd, { type: 'history-move', delta: -1, total: 2 }).nav.historyCursor).toBe(0);
  });

  it('a table on a task row is no table: the keys stay with the tree', () => {
    const onTask = run(onIndicator(), { type: 'move', delta: 1 }, { type: 'switch-pane' });
    expect(onTask.nav.focus).toBe('detail');
    expect(keyContext(onTask)).toBe('tree');
  });

  it('routes the table keys: moves, e and D as commands, Esc and Tab back to the list', () => {
    const state = run(onIndicator(), { type: 'focus-history' });
    expect(routeKey(state, 'j', 'j', { historyTotal: 4 })).toEqual({
      type: 'dispatch',
      action: { type: 'history-move', delta: 1, total: 4 },
    });
    expect(routeKey(state, 'G', 'G', { historyTotal: 4 })).toEqual({
      type: 'dispatch',
      action: { type: 'history-move', delta: 4, total: 4 },
    });
    expect(handledBy(routeKey(state, 'e', 'e'))).toBe('history:edit');
    expect(handledBy(routeKey(state, 'D', 'D'))).toBe('history:delete');
    expect(handledBy(routeKey(state, 'v', 'v'))).toBe('history:record-value');
    expect(routeKey(state, 'esc', '')).toEqual({ type: 'dispatch', action: { type: 'switch-pane' } });
    expect(routeKey(state, 'tab', '')).toEqual({ type: 'dispatch', action: { type: 'switch-pane' } });
    // ctrl-d pages, it never deletes.
    expect(routeKey(state, 'ctrl+d', 'd', { historyTotal: 40 })).toMatchObject({
      type: 'dispatch',
      action: { type: 'history-move' },
    });
  });

  it('refuses e and D in read-only mode', () => {
    const state = run(onIndicator(true), { type: 'focus-history' });
    expect(routeKey(state, 'e', 'e')).toEqual({ type: 'refused', reason: 'read-only: changes are disabled' });
    expect(routeKey(state, 'D', 'D')).toEqual({ type: 'refused', reason: 'read-only: changes are disabled' });
  });
});

describe('tree keys of the quick edits', () => {
  it('v, s, t, b, a, u, c, i and H are commands; v, s and c are refused in read-only mode, views open', () => {
    const state = onIndicator();
    const commands = [
      ['v', 'record-value'],
      ['s', 'task-status'],
      ['t', 'board'],
      ['b', 'bowling'],
      ['a', 'attention'],
      ['u', 'due-queue'],
      ['c', 'countermeasure'],
      ['i', 'indicators-overview'],
      ['H', 'history-table'],
    ] as const;
    for (const [key, command] of commands) {
      expect(handledBy(routeKey(state, key, key))).toBe(`tree:${command}`);
    }
    const readOnly = onIndicator(true);
    expect(routeKey(readOnly, 'v', 'v')).toEqual({ type: 'refused', reason: 'read-only: changes are disabled' });
    expect(routeKey(readOnly, 's', 's')).toEqual({ type: 'refused', reason: 'read-only: changes are disabled' });
    expect(routeKey(readOnly, 'c', 'c')).toEqual({ type: 'refused', reason: 'read-only: changes are disabled' });
    expect(handledBy(routeKey(readOnly, 't', 't'))).toBe('tree:board');
    expect(handledBy(routeKey(readOnly, 'b', 'b'))).toBe('tree:bowling');
    expect(handledBy(routeKey(readOnly, 'i', 'i'))).toBe('tree:indicators-overview');
  });
});

describe('the board and the overview as overlays', () => {
  it('the board takes its keys itself and keeps its state in the overlay', () => {
    const board = createBoard([{ id: 1, status: 'active' }]);
    const state = run(onIndicator(), {
      type: 'push-overlay',
      overlay: { type: 'board', scope: { kind: 'objective', id: 40 }, board },
    });
    expect(keyContext(state)).toBe('board');
    expect(handledBy(routeKey(state, '>', '>'))).toBe('board:board-move-next');
    const moved = { ...board, column: 2 };
    const next = run(state, { type: 'board-set', board: moved });
    const top = topOverlay(next);
    expect(top?.type === 'board' && top.board).toBe(moved);
    // ctrl-c still quits from the board.
    expect(handledBy(routeKey(state, 'ctrl+c', 'c'))).toBe('global:quit-anywhere');
  });

  it('the overview moves within its rows, opens with Enter and closes with Esc or q', () => {
    const state = run(onIndicator(), { type: 'push-overlay', overlay: newOverview(10) });
    expect(routeKey(state, 'j', 'j', { overviewTotal: 3 })).toEqual({
      type: 'dispatch',
      action: { type: 'overview-move', delta: 1, total: 3 },
    });
    const moved = run(state, { type: 'overview-move', delta: 5, total: 3 });
    expect(topOverlay(moved)).toMatchObject({ cursor: 2 });
    expect(topOverlay(run(moved, { type: 'overview-move', delta: -9, total: 3 }))).toMatchObject({ cursor: 0 });
    expect(handledBy(routeKey(state, 'enter', ''))).toBe('overview:open');
    expect(routeKey(state, 'esc', '')).toEqual({ type: 'dispatch', action: { type: 'pop-overlay' } });
    expect(routeKey(state, 'q', 'q')).toEqual({ type: 'dispatch', action: { type: 'pop-overlay' } });
    // Tree keys that change data mean nothing here.
    expect(routeKey(state, 'D', 'D')).toEqual({ type: 'none' });
  });
});

describe('where b and i reach from the selected row', () => {
  const chain = [
    { kind: 'company', id: 1 },
    { kind: 'hoshin', id: 10 },
    { kind: 'area', id: 20 },
    { kind: 'objective', id: 40 },
    { kind: 'task', id: 60 },
  ] as const;

  it('the board of the nearest objective, else of the hoshin; nothing above a hoshin', () => {
    expect(boardScopeOf(chain)).toEqual({ kind: 'objective', id: 40 });
    expect(boardScopeOf(chain.slice(0, 3))).toEqual({ kind: 'hoshin', id: 10 });
    expect(boardScopeOf(chain.slice(0, 1))).toBeNull();
    expect(boardScopeOf([])).toBeNull();
  });

  it('the overview of the hoshin the row is in or is', () => {
    expect(hoshinOf(chain)).toBe(10);
    expect(hoshinOf(chain.slice(0, 2))).toBe(10);
    expect(hoshinOf(chain.slice(0, 1))).toBeNull();
  });
});

describe('the goal a recorded value starts with', () => {
  it('is the newest known value’s goal, else the indicator’s', () => {
    const histories = [
      { day: '2026-08-31', value: '1', goal: '80.0' },
      { day: '2026-09-30', value: '2', goal: '90.0' },
      { day: '2026-10-31', value: '3', goal: null },
    ];
    expect(recordGoalDefault({ goal: '100' }, histories)).toBe(90);
    expect(recordGoalDefault({ goal: '100' }, [])).toBe(100);
    expect(recordGoalDefault({}, [])).toBeNull();
  });
});
