// Where the console is in the tree: the path of open lists (one frame per level), pane focus, the
// detail's scroll and the value table's row. Pure.
import { listKey, type ListRef, type TreeRow } from './tree-shape.js';
import type { FilterAction } from '../kernel/overlays.js';
import { marksReducer, type MarksChange } from './marks.js';

export interface Frame {
  readonly list: ListRef;
  readonly key: string;
  readonly rows: readonly TreeRow[];
  /** Indexes into rows that pass the filter, in order. */
  readonly view: readonly number[];
  /** Position in view. */
  readonly cursor: number;
  /** First visible position in view. */
  readonly scroll: number;
  readonly filter: string;
  /** Key of the selected row; survives refreshes that reorder or grow the list. */
  readonly selectedKey: string | null;
}

type Pane = 'list' | 'detail';

export interface NavState {
  readonly frames: readonly Frame[];
  readonly focus: Pane;
  /** The `/` line of the current list is taking keys. */
  readonly filterEditing: boolean;
  /** Visible rows of the list pane (set from the terminal size). */
  readonly pageSize: number;
  readonly detailScroll: number;
  /** The selected row of an indicator's value table (newest first) while the detail pane has the keys. */
  readonly historyCursor: number;
  /** The rows marked to be changed at once (marks.ts), by key, in the order marked. */
  readonly marked: readonly string[];
}

export type NavAction =
  | { readonly type: 'set-rows'; readonly key: string; readonly rows: readonly TreeRow[] }
  | { readonly type: 'open'; readonly list: ListRef; readonly rows: readonly TreeRow[] }
  | { readonly type: 'back' }
  | {
      readonly type: 'reveal';
      readonly steps: readonly { readonly list: ListRef; readonly rows: readonly TreeRow[]; readonly select: string }[];
    }
  | { readonly type: 'select-key'; readonly key: string }
  | { readonly type: 'move'; readonly delta: number }
  | { readonly type: 'move-to'; readonly position: 'top' | 'bottom' }
  | { readonly type: 'page'; readonly direction: 1 | -1; readonly half?: boolean }
  | { readonly type: 'resize'; readonly pageSize: number }
  | { readonly type: 'switch-pane' }
  /** Gives the keys to an indicator's value table (the detail pane), first row selected. */
  | { readonly type: 'focus-history' }
  /** Moves in the value table; `total` rows it has now (the index owns them, not this state). */
  | { readonly type: 'history-move'; readonly delta: number; readonly total: number }
  /** Scrolls the indicator's fields above its value table (the detail scroll), up to `max` rows. */
  | { readonly type: 'fields-scroll'; readonly delta: number; readonly max: number }
  | { readonly type: 'history-select'; readonly index: number }
  | { readonly type: 'marks'; readonly change: MarksChange };

export function initialNavigation(pageSize: number): NavState {
  return {
    frames: [],
    focus: 'list',
    filterEditing: false,
    pageSize: Math.max(1, pageSize),
    detailScroll: 0,
    historyCursor: 0,
    marked: [],
  };
}

/** The indexes of the rows whose search text holds the filter, or that its query shows (query-filter.ts). */
export function filterView(rows: readonly Pick<TreeRow, 'search' | 'inQuery'>[], filter: string): number[] {
  const needle = filter.trim().toLowerCase();
  return rows.flatMap((row, index) => (needle === '' || row.search.includes(needle) || row.inQuery?.(filter) === true ? [index] : []));
}

/** Keeps the cursor inside the view and the scroll window around the cursor. */
function settle(frame: Frame, pageSize: number, cursor: number): Frame {
  const last = frame.view.length - 1;
  const clamped = last < 0 ? 0 : Math.min(Math.max(cursor, 0), last);
  let scroll = frame.scroll;
  if (clamped < scroll) scroll = clamped;
  if (clamped >= scroll + pageSize) scroll = clamped - pageSize + 1;
  scroll = Math.max(0, Math.min(scroll, Math.max(0, frame.view.length - pageSize)));
  const rowIndex = frame.view[clamped];
  const selectedKey = rowIndex === undefined ? null : (frame.rows[rowIndex] as TreeRow).key;
  return { ...frame, cursor: clamped, scroll, selectedKey };
}

/** A list opened: it keeps the filter of the list it was opened from (the filter stays while you move). */
function newFrame(list: ListRef, rows: readonly TreeRow[], pageSize: number, select?: string, filter = ''): Frame {
  const frame: Frame = { list, key: listKey(list), rows, view: filterView(rows, filter), cursor: 0, scroll: 0, filter, selectedKey: null };
  return settle(frame, pageSize, select === undefined ? 0 : positionOf(frame, select));
}

function positionOf(frame: Frame, key: string): number {
  const position = frame.view.findIndex((index) => (frame.rows[index] as TreeRow).key === key);
  return position < 0 ? frame.cursor : position;
}

/** New rows for a list: keep the selected row selected wherever it moved; else keep the position. */
function withRows(frame: Frame, rows: readonly TreeRow[], pageSize: number): Frame {
  const next: Frame = { ...frame, rows, view: filterView(rows, frame.filter) };
  const position = frame.selectedKey === null ? -1 : next.view.findIndex((index) => (rows[index] as TreeRow).key === frame.selectedKey);
  return settle(next, pageSize, position >= 0 ? position : frame.cursor);
}

/** The frames of a reveal, under the filter when it shows each row revealed; else with the filter cleared. */
function revealed(steps: Extract<NavAction, { type: 'reveal' }>['steps'], pageSize: number, filter: string): Frame[] {
  const frames = steps.map((step) => newFrame(step.list, step.rows, pageSize, step.select, filter));
  const shown = frames.every((frame, at) => frame.selectedKey === steps[at]?.select);
  return shown ? frames : steps.map((step) => newFrame(step.list, step.rows, pageSize, step.select));
}

/** The frames with the top one's filter set to `filter` (its selected row kept where it still shows). */
function withFilter(frames: readonly Frame[], filter: string, pageSize: number): Frame[] {
  const top = frames[frames.length - 1];
  if (!top || top.filter === filter) return [...frames];
  const next = { ...top, filter, view: filterView(top.rows, filter) };
  return [...frames.slice(0, -1), settle(next, pageSize, top.selectedKey === null ? 0 : positionOf(next, top.selectedKey))];
}

function replaceTop(state: NavState, update: (frame: Frame) => Frame): NavState {
  const top = state.frames[state.frames.length - 1];
  if (!top) return state;
  return { ...state, frames: [...state.frames.slice(0, -1), update(top)], detailScroll: 0, historyCursor: 0 };
}

export const topFrame = (state: NavState): Frame | undefined => state.frames[state.frames.length - 1];

export function selectedRowOf(state: NavState): TreeRow | undefined {
  const frame = topFrame(state);
  if (!frame) return undefined;
  const index = frame.view[frame.cursor];
  return index === undefined ? undefined : frame.rows[index];
}

export function navReducer(state: NavState, action: NavAction | FilterAction | { readonly type: 'push-overlay' }): NavState {
  switch (action.type) {
    case 'set-rows': {
      const frames = state.frames.map((frame) => (frame.key === action.key ? withRows(frame, action.rows, state.pageSize) : frame));
      return { ...state, frames };
    }
    case 'open':
      return {
        ...state,
        frames: [...state.frames, newFrame(action.list, action.rows, state.pageSize, undefined, topFrame(state)?.filter)],
        filterEditing: false,
        detailScroll: 0,
      };
    case 'back':
      if (state.frames.length <= 1) return state;
      return {
        ...state,
        // The list gone back to shows the filter the person has now.
        frames: withFilter(state.frames.slice(0, -1), topFrame(state)?.filter ?? '', state.pageSize),
        filterEditing: false,
        detailScroll: 0,
      };
    case 'reveal':
      if (action.steps.length === 0) return state;
      return {
        ...state,
        frames: revealed(action.steps, state.pageSize, topFrame(state)?.filter ?? ''),
        filterEditing: false,
        focus: 'list',
        detailScroll: 0,
      };
    case 'select-key':
      return replaceTop(state, (frame) => {
        let next = frame;
        // A filtered-out row is still selectable: clear the filter to show it.
        if (!frame.view.some((index) => (frame.rows[index] as TreeRow).key === action.key) && frame.filter !== '') {
          next = { ...frame, filter: '', view: filterView(frame.rows, '') };
        }
        return settle(next, state.pageSize, positionOf(next, action.key));
      });
    case 'move':
      if (state.focus === 'detail') return { ...state, detailScroll: Math.max(0, state.detailScroll + action.delta) };
      return replaceTop(state, (frame) => settle(frame, state.pageSize, frame.cursor + action.delta));
    case 'move-to':
      if (state.focus === 'detail') return action.position === 'top' ? { ...state, detailScroll: 0 } : state;
      return replaceTop(state, (frame) => settle(frame, state.pageSize, action.position === 'top' ? 0 : frame.view.length - 1));
    case 'page': {
      const amount = action.half ? Math.max(1, Math.floor(state.pageSize / 2)) : state.pageSize;
      if (state.focus === 'detail') return { ...state, detailScroll: Math.max(0, state.detailScroll + action.direction * amount) };
      return replaceTop(state, (frame) => {
        // A full page also moves the window, as in less and vim.
        const cursor = frame.cursor + action.direction * amount;
        const moved = action.half ? frame : { ...frame, scroll: Math.max(0, frame.scroll + action.direction * amount) };
        return settle(moved, state.pageSize, cursor);
      });
    }
    case 'resize': {
      const pageSize = Math.max(1, action.pageSize);
      return { ...state, pageSize, frames: state.frames.map((frame) => settle(frame, pageSize, frame.cursor)) };
    }
    case 'switch-pane':
      return { ...state, focus: state.focus === 'list' ? 'detail' : 'list', historyCursor: 0 };
    case 'filter-start':
      return topFrame(state) ? { ...state, filterEditing: true, focus: 'list' } : state;
    case 'filter-set':
      return replaceTop(state, (frame) => {
        const next = { ...frame, filter: action.text, view: filterView(frame.rows, action.text) };
        const position =
          frame.selectedKey === null ? -1 : next.view.findIndex((index) => (frame.rows[index] as TreeRow).key === frame.selectedKey);
        return settle({ ...next, scroll: 0 }, state.pageSize, position >= 0 ? position : 0);
      });
    case 'filter-accept':
      return { ...state, filterEditing: false };
    case 'filter-clear': {
      const cleared = replaceTop(state, (frame) => {
        const next = { ...frame, filter: '', view: filterView(frame.rows, '') };
        return settle(next, state.pageSize, frame.selectedKey === null ? 0 : positionOf(next, frame.selectedKey));
      });
      return { ...cleared, filterEditing: false };
    }
    case 'push-overlay':
      // Whatever opens above the tree takes the keys from its filter line.
      return state.filterEditing ? { ...state, filterEditing: false } : state;
    case 'focus-history':
      return { ...state, focus: 'detail', historyCursor: 0, filterEditing: false };
    case 'history-move': {
      const last = Math.max(0, action.total - 1);
      return { ...state, historyCursor: Math.max(0, Math.min(last, Math.min(state.historyCursor, last) + action.delta)) };
    }
    case 'fields-scroll':
      return { ...state, detailScroll: Math.max(0, Math.min(action.max, Math.min(state.detailScroll, action.max) + action.delta)) };
    case 'history-select':
      return { ...state, historyCursor: Math.max(0, action.index) };
    case 'marks':
      return { ...state, marked: marksReducer(state.marked, action.change) };
  }
}
