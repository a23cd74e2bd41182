// The navigation reducer at its edges: the scroll window at exactly a page, empty lists, the
// selected row at the first position, filters that hide or keep it, the detail pane and the
// value table's row.
import { describe, expect, it } from 'vitest';
import {
  filterView,
  initialNavigation,
  navReducer,
  selectedRowOf,
  topFrame,
  type NavAction,
  type NavState,
} from '../../../source/tui/tree/navigation.js';
import { ROOT_LIST, type ListRef, type TreeRow } from '../../../source/tui/tree/tree-shape.js';
import type { FilterAction } from '../../../source/tui/kernel/overlays.js';

const rows = (count: number): TreeRow[] =>
  Array.from({ length: count }, (_, index) => ({
    key: `company:${index + 1}`,
    ref: { type: 'resource', kind: 'company', id: index + 1 },
    search: `item ${index + 1}`,
  }));
const HOSHINS: ListRef = { type: 'children', parentKind: 'company', parentId: 1, childKind: 'hoshin' };
const AREAS: ListRef = { type: 'children', parentKind: 'hoshin', parentId: 1, childKind: 'area' };

type Action = NavAction | FilterAction | { readonly type: 'push-overlay' };
const run = (state: NavState, ...actions: Action[]): NavState => actions.reduce(navReducer, state);
const start = (count = 100, pageSize = 10): NavState =>
  run(initialNavigation(pageSize), { type: 'open', list: ROOT_LIST, rows: rows(count) });
const frame = (state: NavState) => topFrame(state)!;
const selected = (state: NavState) => selectedRowOf(state)?.key;

describe('the start', () => {
  it('has no frames, the list focused, nothing scrolled, and at least one row per page', () => {
    expect(initialNavigation(0)).toEqual({
      frames: [],
      focus: 'list',
      filterEditing: false,
      pageSize: 1,
      detailScroll: 0,
      historyCursor: 0,
      marked: [],
    });
    expect(initialNavigation(12).pageSize).toBe(12);
  });
});

describe('filterView', () => {
  it('matches the trimmed filter in any case, and everything when it is empty', () => {
    const list = [{ search: 'scrap rate' }, { search: 'lead time' }, { search: 'rate of return' }];
    expect(filterView(list, '  RATE ')).toEqual([0, 2]);
    expect(filterView(list, '')).toEqual([0, 1, 2]);
    expect(filterView(list, 'none')).toEqual([]);
  });
});

describe('the scroll window', () => {
  it('scrolls by one when the cursor reaches exactly one page down', () => {
    expect(frame(run(start(), { type: 'move', delta: 10 }))).toMatchObject({ cursor: 10, scroll: 1 });
    expect(frame(run(start(), { type: 'move', delta: 9 }))).toMatchObject({ cursor: 9, scroll: 0 });
  });

  it('keeps the window while the cursor moves up inside it', () => {
    const state = run(start(), { type: 'move-to', position: 'bottom' }, { type: 'move', delta: -5 });
    expect(frame(state)).toMatchObject({ cursor: 94, scroll: 90 });
    expect(frame(run(state, { type: 'move', delta: -5 }))).toMatchObject({ cursor: 89, scroll: 89 });
  });

  it('a full page moves the window with the cursor, as in less; a half page only the cursor', () => {
    const state = run(start(), { type: 'move', delta: 5 });
    expect(frame(run(state, { type: 'page', direction: 1 }))).toMatchObject({ cursor: 15, scroll: 10 });
    expect(frame(run(state, { type: 'page', direction: 1, half: true }))).toMatchObject({ cursor: 10, scroll: 1 });
    expect(frame(run(state, { type: 'page', direction: 1 }, { type: 'page', direction: -1 }))).toMatchObject({
      cursor: 5,
      scroll: 0,
    });
  });

  it('a taller terminal fills the window up to the end of the list', () => {
    const state = run(start(), { type: 'move-to', position: 'bottom' }, { type: 'resize', pageSize: 20 });
    expect(state.pageSize).toBe(20);
    expect(frame(state)).toMatchObject({ cursor: 99, scroll: 80 });
    expect(run(state, { type: 'resize', pageSize: 0 }).pageSize).toBe(1);
  });

  it('an empty list keeps the cursor at 0 with nothing selected', () => {
    const empty = run(initialNavigation(10), { type: 'open', list: ROOT_LIST, rows: [] });
    expect(frame(empty)).toMatchObject({ cursor: 0, scroll: 0, selectedKey: null });
    expect(frame(run(empty, { type: 'move', delta: 3 }, { type: 'move-to', position: 'bottom' }))).toMatchObject({
      cursor: 0,
      selectedKey: null,
    });
  });
});

describe('new rows for a list', () => {
  it('follow the selected row to the first position', () => {
    const state = run(start(5), { type: 'move', delta: 3 });
    const moved = run(state, { type: 'set-rows', key: frame(state).key, rows: [rows(5)[3]!, ...rows(3)] });
    expect(frame(moved)).toMatchObject({ cursor: 0, selectedKey: 'company:4' });
  });

  it('select the first row when a list that was empty fills', () => {
    const empty = run(initialNavigation(10), { type: 'open', list: ROOT_LIST, rows: [] });
    const filled = run(empty, { type: 'set-rows', key: frame(empty).key, rows: rows(5) });
    expect(frame(filled)).toMatchObject({ cursor: 0, selectedKey: 'company:1' });
  });

  it('change only the list they are for', () => {
    const state = run(start(5), { type: 'open', list: HOSHINS, rows: rows(3) });
    const refreshed = run(state, { type: 'set-rows', key: state.frames[0]!.key, rows: rows(2) });
    expect(refreshed.frames.map((f) => f.rows.length)).toEqual([2, 3]);
  });
});

describe('opening, going back and revealing', () => {
  it('back drops one level at a time and leaves the filter line', () => {
    const deep = run(
      start(5),
      { type: 'open', list: HOSHINS, rows: rows(3) },
      { type: 'open', list: AREAS, rows: rows(2) },
      { type: 'filter-start' },
    );
    const back = run(deep, { type: 'back' });
    expect(back.frames.map((f) => f.list)).toEqual([ROOT_LIST, HOSHINS]);
    expect(back.filterEditing).toBe(false);
  });

  it('reveal with no steps changes nothing; with steps it leaves the filter line and focuses the list', () => {
    const state = run(start(5), { type: 'filter-start' }, { type: 'switch-pane' });
    expect(run(state, { type: 'reveal', steps: [] })).toBe(state);
    const revealed = run(state, { type: 'reveal', steps: [{ list: ROOT_LIST, rows: rows(5), select: 'company:9' }] });
    expect([revealed.filterEditing, revealed.focus, frame(revealed).cursor]).toEqual([false, 'list', 0]);
  });
});

describe('select-key', () => {
  it('selects a row by key, the first one too, and keeps the cursor for an unknown key', () => {
    const state = run(start(5), { type: 'move', delta: 3 });
    expect(frame(run(state, { type: 'select-key', key: 'company:1' }))).toMatchObject({
      cursor: 0,
      selectedKey: 'company:1',
    });
    expect(frame(run(state, { type: 'select-key', key: 'company:99' }))).toMatchObject({
      cursor: 3,
      selectedKey: 'company:4',
    });
  });

  it('clears a filter that hides the row, and keeps one that shows it', () => {
    const filtered = run(start(30), { type: 'filter-set', text: 'item 2' });
    const hidden = run(filtered, { type: 'select-key', key: 'company:7' });
    expect([frame(hidden).filter, frame(hidden).view.length, selected(hidden)]).toEqual(['', 30, 'company:7']);
    const shown = run(filtered, { type: 'select-key', key: 'company:21' });
    expect([frame(shown).filter, selected(shown)]).toEqual(['item 2', 'company:21']);
  });
});

describe('the filter line', () => {
  it('keeps the selected row selected while it matches, else selects the first match', () => {
    const state = run(start(30), { type: 'move', delta: 11 });
    const kept = run(state, { type: 'filter-set', text: '1' });
    expect([frame(kept).cursor, selected(kept)]).toEqual([3, 'company:12']);
    const lost = run(state, { type: 'filter-set', text: '3' });
    expect([frame(lost).cursor, selected(lost)]).toEqual([0, 'company:3']);
    // A new filter starts the window at the top.
    expect(frame(run(state, { type: 'move', delta: 10 }, { type: 'filter-set', text: '2' }))).toMatchObject({
      cursor: 4,
      scroll: 0,
      selectedKey: 'company:22',
    });
  });

  it('after a filter that matched nothing, a broader one selects its first match', () => {
    const nothing = run(start(30), { type: 'move', delta: 5 }, { type: 'filter-set', text: 'zzz' });
    expect(frame(nothing).selectedKey).toBeNull();
    const broader = run(nothing, { type: 'filter-set', text: 'item 1' });
    expect([frame(broader).cursor, selected(broader)]).toEqual([0, 'company:1']);
  });

  it('clearing it empties the filter text and leaves the line', () => {
    const cleared = run(start(30), { type: 'filter-start' }, { type: 'filter-set', text: '2' }, { type: 'filter-clear' });
    expect([frame(cleared).filter, cleared.filterEditing]).toEqual(['', false]);
  });

  it('a filter-start without a list changes nothing', () => {
    const none = initialNavigation(10);
    expect(run(none, { type: 'filter-start' })).toBe(none);
  });

  it('an overlay takes the keys from the filter line; without one editing, nothing changes', () => {
    const editing = run(start(5), { type: 'filter-start' });
    expect(run(editing, { type: 'push-overlay' }).filterEditing).toBe(false);
    const idle = start(5);
    expect(run(idle, { type: 'push-overlay' })).toBe(idle);
  });
});

describe('the detail pane', () => {
  it('switches back and forth with the list', () => {
    const state = start(5);
    expect(run(state, { type: 'switch-pane' }).focus).toBe('detail');
    expect(run(state, { type: 'switch-pane' }, { type: 'switch-pane' }).focus).toBe('list');
  });

  it('scrolls by lines and pages, never above its top; g goes to the top and G stays', () => {
    const detail = run(start(5, 10), { type: 'switch-pane' });
    expect(run(detail, { type: 'page', direction: 1 }).detailScroll).toBe(10);
    expect(run(detail, { type: 'page', direction: 1, half: true }).detailScroll).toBe(5);
    expect(run(detail, { type: 'page', direction: 1 }, { type: 'page', direction: -1 }, { type: 'page', direction: -1 }).detailScroll).toBe(
      0,
    );
    const scrolled = run(detail, { type: 'move', delta: 7 });
    expect(scrolled.detailScroll).toBe(7);
    expect(run(scrolled, { type: 'move-to', position: 'top' }).detailScroll).toBe(0);
    expect(run(scrolled, { type: 'move-to', position: 'bottom' })).toBe(scrolled);
    expect(frame(run(scrolled, { type: 'move', delta: 2 })).cursor).toBe(0);
  });

  it('gives the keys to the value table at its first row, and moves inside its rows', () => {
    const state = run(start(5), { type: 'filter-start' }, { type: 'history-select', index: 3 }, { type: 'focus-history' });
    expect([state.focus, state.historyCursor, state.filterEditing]).toEqual(['detail', 0, false]);
    expect(run(state, { type: 'history-move', delta: 2, total: 5 }).historyCursor).toBe(2);
    expect(run(state, { type: 'history-move', delta: 9, total: 5 }).historyCursor).toBe(4);
    expect(run(state, { type: 'history-move', delta: -1, total: 5 }).historyCursor).toBe(0);
    // Rows went away meanwhile: the move starts from the last one there is.
    expect(run(state, { type: 'history-select', index: 7 }, { type: 'history-move', delta: -1, total: 3 }).historyCursor).toBe(1);
    expect(run(state, { type: 'history-move', delta: 1, total: 0 }).historyCursor).toBe(0);
    expect(run(state, { type: 'history-select', index: -2 }).historyCursor).toBe(0);
  });
});
