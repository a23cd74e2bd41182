// The due queue walked one item at a time: the place, the typed value, the tally, and what each key
// means there (digits type, Enter records or skips, n skips, s is a task's status, Esc leaves).
import { describe, expect, it } from 'vitest';
import type { DueItem } from '../../../source/domain/due.js';
import {
  advanceDue,
  currentDueItem,
  dueProgress,
  dueSummary,
  isDueDone,
  newDueWalk,
  parseDueValue,
  withDueError,
  withDueField,
  withDueItems,
} from '../../../source/tui/due/due-walk.js';
import { routeKey } from '../../../source/tui/kernel/key-press.js';
import { handledBy } from '../helpers/handled-by.js';
import { initialConsoleState, topOverlay, type ConsoleState } from '../../../source/tui/kernel/console-store.js';
import { consoleReducer } from '../../../source/tui/kernel/registry.js';

const items: DueItem[] = [
  { kind: 'indicator', id: 1, name: 'Scrap', status: 'overdue', date: '2026-03-31', responsibleId: 3 },
  { kind: 'task', id: 2, name: 'Review porosity', status: 'active', date: '2026-04-12', responsibleId: 3 },
  { kind: 'indicator', id: 3, name: 'Lead time', status: 'due', date: '2026-04-15', responsibleId: 4 },
];

describe('the due walk', () => {
  it('waits for its items, then walks them, counting what became of each', () => {
    let walk = newDueWalk({ kind: 'hoshin', id: 11 });
    expect(currentDueItem(walk)).toBeUndefined();
    expect(isDueDone(walk)).toBe(false);
    walk = withDueItems(walk, items);
    expect(dueProgress(walk)).toBe('1 of 3');
    walk = advanceDue(withDueField(walk, '3.1'), 'recorded');
    expect(walk).toMatchObject({ position: 1, field: '', recorded: 1 });
    expect(currentDueItem(walk)?.kind).toBe('task');
    walk = advanceDue(walk, 'moved');
    walk = advanceDue(withDueError(walk, 'refused'), 'skipped');
    expect(walk.error).toBeNull();
    expect(isDueDone(walk)).toBe(true);
    expect(dueProgress(walk)).toBe('3 of 3');
    expect(dueSummary(walk)).toBe('1 value recorded, 1 task moved, 1 skipped');
  });

  it('reads the typed value as the value field of a history value does', () => {
    expect(parseDueValue(' 3.25 ')).toEqual({ ok: true, value: 3.25 });
    expect(parseDueValue('-4')).toEqual({ ok: true, value: -4 });
    expect(parseDueValue('3,1x').ok).toBe(false);
  });
});

describe('keys in the due walk', () => {
  const open = (position: number, readOnly = false): ConsoleState => {
    const walk = { ...withDueItems(newDueWalk({ kind: 'all' }), items), position };
    return consoleReducer(initialConsoleState({ readOnly, pageSize: 10 }), {
      type: 'push-overlay',
      overlay: { type: 'due', walk },
    });
  };
  const type = (state: ConsoleState, ...keys: string[]): ConsoleState =>
    keys.reduce((now, key) => {
      const intent = routeKey(now, key, key);
      return intent.type === 'dispatch' ? consoleReducer(now, intent.action) : now;
    }, state);
  const field = (state: ConsoleState) => {
    const top = topOverlay(state);
    return top?.type === 'due' ? top.walk.field : undefined;
  };

  it('type digits into an indicator’s value, backspace takes one back; letters that are keys stay keys', () => {
    const state = type(open(0), '4', '.', '2', 'backspace', '5');
    expect(field(state)).toBe('4.5');
    expect(handledBy(routeKey(state, 'enter', '\r'))).toBe('due:due-enter');
    expect(handledBy(routeKey(state, 'n', 'n'))).toBe('due:due-skip');
    expect(handledBy(routeKey(state, 'esc', ''))).toBe('due:close-view');
    expect(handledBy(routeKey(state, 'q', 'q'))).toBe('due:close-view');
  });

  it('on a task: s is its status (refused in read-only mode), typing does nothing', () => {
    expect(handledBy(routeKey(open(1), 's', 's'))).toBe('due:task-status');
    expect(routeKey(open(1, true), 's', 's')).toEqual({ type: 'refused', reason: 'read-only: changes are disabled' });
    expect(field(type(open(1), '4'))).toBe('');
  });

  it('while the lists are being refreshed only Esc (and ?) do something', () => {
    const loading = consoleReducer(initialConsoleState({ readOnly: false, pageSize: 10 }), {
      type: 'push-overlay',
      overlay: { type: 'due', walk: newDueWalk({ kind: 'all' }) },
    });
    expect(routeKey(loading, '4', '4')).toEqual({ type: 'none' });
    expect(routeKey(loading, 'enter', '\r')).toEqual({ type: 'none' });
    expect(handledBy(routeKey(loading, 'esc', ''))).toBe('due:close-view');
  });
});
