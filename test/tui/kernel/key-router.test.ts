// The key router for the views added over the tree: `/` in the overview and on the board, help's
// scrolling, copying, and keys held while a list loads. Every key goes through the keymap.
import { describe, expect, it } from 'vitest';
import { createBoard } from '../../../source/tui/board/board-state.js';
import { routeKey } from '../../../source/tui/kernel/key-press.js';
import { handledBy } from '../helpers/handled-by.js';
import { keyContext } from '../../../source/tui/kernel/key-press.js';
import { newOverview } from '../../../source/tui/overview/overview-overlay.js';
import { newPalette } from '../../../source/tui/palette/palette-overlay.js';
import { initialConsoleState, type ConsoleAction, type ConsoleState } from '../../../source/tui/kernel/console-store.js';
import { consoleReducer } from '../../../source/tui/kernel/registry.js';
import { listKey, ROOT_LIST, type ListRef } from '../../../source/tui/tree/tree-shape.js';

const run = (state: ConsoleState, ...actions: ConsoleAction[]): ConsoleState => actions.reduce(consoleReducer, state);
const rows = [1, 2, 3].map((id) => ({
  key: `company:${id}`,
  ref: { type: 'resource' as const, kind: 'company' as const, id },
  search: `c ${id}`,
}));
const start = (): ConsoleState => run(initialConsoleState({ readOnly: false, pageSize: 10 }), { type: 'open', list: ROOT_LIST, rows });

/** Routes each key and applies what it dispatches, as the App does; returns the last intent. */
function press(state: ConsoleState, ...keys: string[]): { state: ConsoleState; intent: ReturnType<typeof routeKey> } {
  let intent = routeKey(state, '', '');
  for (const key of keys) {
    intent = routeKey(state, key, key.length === 1 ? key : '', { overviewTotal: 3, helpMax: 30 });
    if (intent.type === 'dispatch') state = consoleReducer(state, intent.action);
  }
  return { state, intent };
}

describe('/ in the indicators overview', () => {
  it('opens its filter line; letters then type, e and D included', () => {
    const overview = run(start(), { type: 'push-overlay', overlay: newOverview(11) });
    expect(keyContext(overview)).toBe('overview');
    const { state, intent } = press(overview, '/', 'e', 'D');
    expect(keyContext(state)).toBe('filter');
    expect(intent).toEqual({ type: 'dispatch', action: { type: 'filter-set', text: 'eD' } });
    expect(state.overlays.at(-1)).toMatchObject({ filter: 'eD', filtering: true });
  });

  it('arrows move through the filtered rows while typing; Enter keeps the filter and gives the keys back', () => {
    const filtering = press(run(start(), { type: 'push-overlay', overlay: newOverview(11) }), '/', 'a').state;
    const moved = press(filtering, 'down').state;
    expect(moved.overlays.at(-1)).toMatchObject({ cursor: 1, filter: 'a' });
    const kept = press(moved, 'enter').state;
    expect(keyContext(kept)).toBe('overview');
    expect(handledBy(routeKey(kept, 'enter', ''))).toBe('overview:open');
  });
});

describe('/ on the board', () => {
  it('opens the board’s filter line through the same path', () => {
    const board = run(start(), {
      type: 'push-overlay',
      overlay: { type: 'board', scope: { kind: 'hoshin', id: 1 }, board: createBoard([]) },
    });
    const { state } = press(board, '/', 'x');
    expect(keyContext(state)).toBe('filter');
    const top = state.overlays.at(-1);
    expect(top?.type === 'board' && top.board.filter).toBe('x');
  });
});

describe('help', () => {
  it('scrolls with the keymap’s movement keys, within its length', () => {
    const help = run(start(), { type: 'push-overlay', overlay: { type: 'help', scroll: 0 } });
    expect(press(help, 'j', 'j').state.overlays.at(-1)).toEqual({ type: 'help', scroll: 2 });
    expect(press(help, 'pgdn').state.overlays.at(-1)).toEqual({ type: 'help', scroll: 10 });
    expect(press(help, 'G').state.overlays.at(-1)).toEqual({ type: 'help', scroll: 30 });
    // Space is no key of the help: nothing happens.
    expect(routeKey(help, 'space', ' ', { helpMax: 30 })).toEqual({ type: 'none' });
  });
});

describe('y and Y', () => {
  it('are commands in the tree, the overview, the value table and on the board', () => {
    expect(handledBy(routeKey(start(), 'y', 'y'))).toBe('tree:copy-address');
    expect(handledBy(routeKey(run(start(), { type: 'push-overlay', overlay: newOverview(1) }), 'Y', 'Y'))).toBe('overview:copy-id');
    const board = run(start(), {
      type: 'push-overlay',
      overlay: { type: 'board', scope: { kind: 'hoshin', id: 1 }, board: createBoard([]) },
    });
    expect(handledBy(routeKey(board, 'y', 'y'))).toBe('board:copy-address');
  });
});

describe('keys typed while a list loads', () => {
  it('are held for the tree; ctrl-c still quits', () => {
    const loading = run(start(), { type: 'load-start', key: '>company' });
    expect(routeKey(loading, 'j', 'j')).toEqual({ type: 'hold' });
    expect(routeKey(loading, 'enter', '')).toEqual({ type: 'hold' });
    expect(handledBy(routeKey(loading, 'ctrl+c', 'c'))).toBe('global:quit-anywhere');
    // The palette on top takes its keys as ever.
    expect(routeKey(run(loading, { type: 'push-overlay', overlay: newPalette() }), 'j', 'j')).toEqual({
      type: 'dispatch',
      action: { type: 'palette-set', text: 'j' },
    });
  });

  it('never hold q at the top level: the console quits while the companies load', () => {
    const loading = run(start(), { type: 'load-start', key: listKey(ROOT_LIST) });
    expect(routeKey(loading, 'j', 'j')).toEqual({ type: 'hold' });
    expect(handledBy(routeKey(loading, 'q', 'q'))).toBe('tree:quit');
  });

  it('hold q below the top level, where it quits nothing', () => {
    const hoshins: ListRef = { type: 'children', parentKind: 'company', parentId: 1, childKind: 'hoshin' };
    const loading = run(start(), { type: 'open', list: hoshins, rows: [] }, { type: 'load-start', key: listKey(hoshins) });
    expect(routeKey(loading, 'q', 'q')).toEqual({ type: 'hold' });
  });
});
