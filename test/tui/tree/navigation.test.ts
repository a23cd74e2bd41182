import { describe, expect, it } from 'vitest';
import {
  currentFrame,
  initialConsoleState,
  selectedRow,
  type ConsoleAction,
  type ConsoleState,
} from '../../../source/tui/kernel/console-store.js';
import { consoleReducer } from '../../../source/tui/kernel/registry.js';
import { hasDirtyForm } from '../../../source/tui/forms/form-overlays.js';
import { newPalette } from '../../../source/tui/palette/palette-overlay.js';
import { routeKey } from '../../../source/tui/kernel/key-press.js';
import { handledBy } from '../helpers/handled-by.js';
import { discardChangesConfirm } from '../../../source/tui/dialogs/confirm-state.js';
import { ROOT_LIST, type TreeRow } from '../../../source/tui/tree/tree-shape.js';

function rows(count: number, prefix = 'item'): TreeRow[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `company:${index + 1}`,
    ref: { type: 'resource', kind: 'company', id: index + 1 },
    search: `${prefix} ${index + 1}`,
  }));
}

function run(state: ConsoleState, ...actions: ConsoleAction[]): ConsoleState {
  return actions.reduce(consoleReducer, state);
}

const start = (count = 100, pageSize = 10): ConsoleState =>
  run(initialConsoleState({ readOnly: false, pageSize }), { type: 'open', list: ROOT_LIST, rows: rows(count) });

describe('navigation reducer', () => {
  it('moves the cursor and keeps the scroll window around it', () => {
    let state = start();
    state = run(state, { type: 'move', delta: 12 });
    expect(currentFrame(state)?.cursor).toBe(12);
    expect(currentFrame(state)?.scroll).toBe(3);
    state = run(state, { type: 'move-to', position: 'bottom' });
    expect(currentFrame(state)?.cursor).toBe(99);
    expect(currentFrame(state)?.scroll).toBe(90);
    state = run(state, { type: 'move', delta: 5 });
    expect(currentFrame(state)?.cursor).toBe(99);
    state = run(state, { type: 'move-to', position: 'top' }, { type: 'move', delta: -1 });
    expect(currentFrame(state)?.cursor).toBe(0);
    expect(currentFrame(state)?.scroll).toBe(0);
  });

  it('pages by the visible height, half pages by half', () => {
    let state = start();
    state = run(state, { type: 'page', direction: 1 });
    expect(currentFrame(state)?.cursor).toBe(10);
    state = run(state, { type: 'page', direction: 1, half: true });
    expect(currentFrame(state)?.cursor).toBe(15);
    state = run(state, { type: 'page', direction: -1 }, { type: 'page', direction: -1 });
    expect(currentFrame(state)?.cursor).toBe(0);
  });

  it('keeps the selected row selected after a refresh reorders the list', () => {
    let state = run(start(5), { type: 'move', delta: 3 });
    expect(selectedRow(state)?.key).toBe('company:4');
    const reordered = [...rows(5)].reverse();
    state = run(state, { type: 'set-rows', key: '>company', rows: reordered });
    expect(selectedRow(state)?.key).toBe('company:4');
    expect(currentFrame(state)?.cursor).toBe(1);
  });

  it('keeps the position when the selected row disappears, clamped to the list', () => {
    let state = run(start(5), { type: 'move-to', position: 'bottom' });
    state = run(state, { type: 'set-rows', key: '>company', rows: rows(3) });
    expect(selectedRow(state)?.key).toBe('company:3');
    state = run(state, { type: 'set-rows', key: '>company', rows: [] });
    expect(selectedRow(state)).toBeUndefined();
  });

  it('filters the current list and clears the filter back to the selected row', () => {
    let state = run(start(30), { type: 'filter-start' }, { type: 'filter-set', text: '2' });
    const frame = currentFrame(state)!;
    expect(frame.view.length).toBe(12); // 2, 12, 20..29,
    expect(selectedRow(state)?.search).toBe('item 2');
    state = run(state, { type: 'move', delta: 2 }, { type: 'filter-accept' });
    expect(state.nav.filterEditing).toBe(false);
    expect(selectedRow(state)?.search).toBe('item 20');
    state = run(state, { type: 'filter-clear' });
    expect(currentFrame(state)?.view.length).toBe(30);
    expect(selectedRow(state)?.search).toBe('item 20');
  });

  it('a filter matching nothing leaves no selection, and typing more never throws', () => {
    const state = run(start(5), { type: 'filter-start' }, { type: 'filter-set', text: 'zzz' });
    expect(selectedRow(state)).toBeUndefined();
    expect(run(state, { type: 'move', delta: 1 }, { type: 'page', direction: 1 }).nav.frames.length).toBe(1);
  });

  it('opening pushes a fresh frame and going back restores the parent cursor', () => {
    let state = run(start(5), { type: 'move', delta: 2 });
    state = run(state, {
      type: 'open',
      list: { type: 'children', parentKind: 'company', parentId: 3, childKind: 'hoshin' },
      rows: rows(2),
    });
    expect(state.nav.frames.length).toBe(2);
    expect(currentFrame(state)?.cursor).toBe(0);
    state = run(state, { type: 'back' });
    expect(selectedRow(state)?.key).toBe('company:3');
    expect(run(state, { type: 'back' }).nav.frames.length).toBe(1);
  });

  it('reveal replaces the path and selects the given rows', () => {
    const state = run(start(5), {
      type: 'reveal',
      steps: [
        { list: ROOT_LIST, rows: rows(5), select: 'company:4' },
        {
          list: { type: 'children', parentKind: 'company', parentId: 4, childKind: 'hoshin' },
          rows: rows(3),
          select: 'company:2',
        },
      ],
    });
    expect(state.nav.frames.map((f) => f.selectedKey)).toEqual(['company:4', 'company:2']);
  });

  it('a resize keeps the cursor visible', () => {
    let state = run(start(100), { type: 'move', delta: 50 });
    state = run(state, { type: 'resize', pageSize: 3 });
    const frame = currentFrame(state)!;
    expect(frame.cursor - frame.scroll).toBeLessThan(3);
    expect(frame.cursor).toBeGreaterThanOrEqual(frame.scroll);
  });

  it('tracks overlays, the dirty form and requests in flight', () => {
    let state = run(start(), {
      type: 'push-overlay',
      overlay: { type: 'form', mode: 'edit', kind: 'company', id: 1, dirty: false },
    });
    expect(hasDirtyForm(state.overlays)).toBe(false);
    state = run(state, { type: 'form-dirty', dirty: true }, { type: 'request-start', label: 'saving' });
    expect(hasDirtyForm(state.overlays)).toBe(true);
    expect(state.status.busy).toBe(1);
    state = run(state, { type: 'request-end' }, { type: 'request-end' }, { type: 'pop-overlay' });
    expect(state.status.busy).toBe(0);
    expect(state.overlays).toEqual([]);
  });

  it('detail focus scrolls the detail pane instead of the list', () => {
    const state = run(start(), { type: 'switch-pane' }, { type: 'move', delta: 3 });
    expect(state.nav.detailScroll).toBe(3);
    expect(currentFrame(state)?.cursor).toBe(0);
  });
});

describe('key routing', () => {
  it('routes by priority: dialog over form over palette over panes', () => {
    let state = start();
    expect(routeKey(state, 'j', 'j')).toEqual({ type: 'dispatch', action: { type: 'move', delta: 1 } });
    state = run(state, { type: 'push-overlay', overlay: newPalette() });
    expect(routeKey(state, 'j', 'j')).toEqual({ type: 'dispatch', action: { type: 'palette-set', text: 'j' } });
    state = run(state, {
      type: 'push-overlay',
      overlay: { type: 'form', mode: 'create', kind: 'company', parentId: null, dirty: false },
    });
    expect(handledBy(routeKey(state, 'ctrl+s', 's'))).toBe('form:form-save');
    state = run(state, {
      type: 'push-overlay',
      overlay: { type: 'dialog', dialog: 'discard-form', state: discardChangesConfirm() },
    });
    expect(handledBy(routeKey(state, 'enter', ''))).toBe('dialog:dialog-press');
  });

  it('ctrl-d is half a page down, never delete; D deletes', () => {
    const state = start();
    expect(routeKey(state, 'ctrl+d', 'd')).toEqual({
      type: 'dispatch',
      action: { type: 'page', direction: 1, half: true },
    });
    expect(handledBy(routeKey(state, 'D', 'D'))).toBe('tree:delete');
  });

  it('refuses changes in read-only mode', () => {
    const state = run(start(), { type: 'set-read-only', readOnly: true });
    for (const key of ['e', 'n', 'D']) expect(routeKey(state, key, key).type).toBe('refused');
    expect(routeKey(state, 'j', 'j').type).toBe('dispatch');
  });

  it('q quits only at the top level; ctrl-c asks first when a form is dirty', () => {
    let state = start();
    expect(handledBy(routeKey(state, 'q', 'q'))).toBe('tree:quit');
    state = run(state, {
      type: 'open',
      list: { type: 'children', parentKind: 'company', parentId: 1, childKind: 'hoshin' },
      rows: rows(1),
    });
    expect(routeKey(state, 'q', 'q').type).toBe('refused');
    expect(handledBy(routeKey(state, 'ctrl+c', 'c'))).toBe('global:quit-anywhere');
    state = run(state, {
      type: 'push-overlay',
      overlay: { type: 'form', mode: 'edit', kind: 'hoshin', id: 1, dirty: true },
    });
    expect(routeKey(state, 'ctrl+c', 'c')).toMatchObject({
      type: 'dispatch',
      action: { type: 'push-overlay', overlay: { type: 'dialog', dialog: 'quit-dirty' } },
    });
  });

  it('the filter line takes typed text, backspace, and Esc clears it', () => {
    let state = run(start(), { type: 'filter-start' });
    expect(routeKey(state, 'q', 'q')).toEqual({ type: 'dispatch', action: { type: 'filter-set', text: 'q' } });
    state = run(state, { type: 'filter-set', text: 'ab' });
    expect(routeKey(state, 'backspace', '')).toEqual({ type: 'dispatch', action: { type: 'filter-set', text: 'a' } });
    expect(routeKey(state, 'esc', '')).toEqual({ type: 'dispatch', action: { type: 'filter-clear' } });
  });

  it('Esc with a kept filter clears it before going up', () => {
    const state = run(start(), { type: 'filter-start' }, { type: 'filter-set', text: '1' }, { type: 'filter-accept' });
    expect(routeKey(state, 'esc', '')).toEqual({ type: 'dispatch', action: { type: 'filter-clear' } });
  });

  it('help closes with ? and Esc', () => {
    const state = run(start(), { type: 'push-overlay', overlay: { type: 'help', scroll: 0 } });
    expect(routeKey(state, '?', '?')).toEqual({ type: 'dispatch', action: { type: 'pop-overlay' } });
    expect(routeKey(state, 'esc', '')).toEqual({ type: 'dispatch', action: { type: 'pop-overlay' } });
  });
});

describe('bursts of keys in one read', () => {
  it('splits pasted text from the Enter, Tab, Backspace and ctrl keys in it', async () => {
    const { splitBurst } = await import('../../../source/tui/kernel/burst.js');
    expect(splitBurst('objective 61\r', {})).toEqual([
      { input: 'objective 61', key: {} },
      { input: '', key: { return: true } },
    ]);
    expect(splitBurst('a\tb\u007f\u0013', {})).toEqual([
      { input: 'a', key: {} },
      { input: '', key: { tab: true } },
      { input: 'b', key: {} },
      { input: '', key: { backspace: true } },
      { input: 's', key: { ctrl: true } },
    ]);
    expect(splitBurst('j', {})).toEqual([{ input: 'j', key: {} }]);
    expect(splitBurst('plain text', {})).toEqual([{ input: 'plain text', key: {} }]);
  });
});
