// The store's small slices at their edges: the connection, the keys held while a list loads, the
// status line, the overlay stack; and an action that changes nothing keeps the very same state
// object, so the console does not draw again for it.
import { describe, expect, it } from 'vitest';
import { createBoard } from '../../../source/tui/board/board-state.js';
import { createConfirm } from '../../../source/tui/dialogs/confirm-state.js';
import { ageText, connectionReducer, initialConnection } from '../../../source/tui/kernel/connection-state.js';
import { heldKeysReducer, initialHeldKeys, isLoading } from '../../../source/tui/kernel/held-keys.js';
import type { Overlay, Overlays } from '../../../source/tui/kernel/overlays.js';
import { filterableTop, isOverlayFiltering, overlayFilterReducer, overlaysReducer } from '../../../source/tui/kernel/registry.js';
import { hasDirtyForm } from '../../../source/tui/forms/form-overlays.js';
import { newOverview } from '../../../source/tui/overview/overview-overlay.js';
import { newPalette } from '../../../source/tui/palette/palette-overlay.js';
import { initialStatus, MOST_MESSAGES_KEPT, statusReducer } from '../../../source/tui/kernel/status-line.js';
import { holdsKeys, initialConsoleState, type ConsoleAction, type ConsoleState } from '../../../source/tui/kernel/console-store.js';
import { consoleReducer } from '../../../source/tui/kernel/registry.js';
import { ROOT_LIST } from '../../../source/tui/tree/tree-shape.js';
import { newMeeting } from '../../../source/tui/meeting/meeting-walk.js';

const minutes = (count: number) => count * 60_000;

describe('the connection', () => {
  it('starts online with no answer yet', () => {
    expect(initialConnection).toEqual({ online: true, lastAnswerAt: null, reason: null });
  });

  it('a new reason while offline replaces the old one', () => {
    const offline = connectionReducer(initialConnection, { type: 'service-unreachable', reason: 'timeout' });
    expect(connectionReducer(offline, { type: 'service-unreachable', reason: 'connection refused' })).toEqual({
      online: false,
      lastAnswerAt: null,
      reason: 'connection refused',
    });
  });

  it('words ages at their boundaries, a clock that went back as just now', () => {
    expect(ageText(minutes(10), minutes(10) + 59_999)).toBe('just now');
    expect(ageText(minutes(10), minutes(11))).toBe('1 min ago');
    expect(ageText(minutes(10), minutes(5))).toBe('just now');
    expect(ageText(0, minutes(60))).toBe('1 h ago');
    expect(ageText(0, minutes(47 * 60 + 59))).toBe('47 h ago');
    expect(ageText(0, minutes(48 * 60))).toBe('2 days ago');
  });
});

describe('keys held while a list loads', () => {
  const press = { input: 'j', key: {} };

  it('starts with nothing loading and nothing held', () => {
    expect(initialHeldKeys).toEqual({ loading: [], held: [] });
  });

  it('ends one load of a list at a time, and ignores the end of a load it never saw', () => {
    const twice = heldKeysReducer(heldKeysReducer(initialHeldKeys, { type: 'load-start', key: 'a' }), {
      type: 'load-start',
      key: 'b',
    });
    const ended = heldKeysReducer(twice, { type: 'load-end', key: 'a' });
    expect(ended.loading).toEqual(['b']);
    expect([isLoading(ended, 'a'), isLoading(ended, 'b')]).toEqual([false, true]);
    expect(heldKeysReducer(twice, { type: 'load-end', key: 'b' }).loading).toEqual(['a']);
    expect(heldKeysReducer(twice, { type: 'load-end', key: 'c' })).toBe(twice);
  });

  it('releasing with nothing held keeps the same state', () => {
    expect(heldKeysReducer(initialHeldKeys, { type: 'release-held' })).toBe(initialHeldKeys);
    const holding = heldKeysReducer(initialHeldKeys, { type: 'hold-key', press });
    expect(heldKeysReducer(holding, { type: 'release-held' }).held).toEqual([]);
  });
});

describe('the status line', () => {
  it('starts with no message, no request and no label', () => {
    expect(initialStatus).toEqual({ message: null, said: [], openWhenSaid: 0, busy: 0, busyLabel: '' });
  });

  it('keeps the messages said, whole, the newest last and at most MOST_MESSAGES_KEPT; clearing the line keeps them', () => {
    let status = initialStatus;
    for (let n = 1; n <= MOST_MESSAGES_KEPT + 5; n++)
      status = statusReducer(status, { type: 'status', status: { text: `m${n}`, tone: 'info' } });
    status = statusReducer(status, { type: 'status', status: null });
    expect(status.message).toBeNull();
    expect(status.said).toHaveLength(MOST_MESSAGES_KEPT);
    expect(status.said.at(0)?.text).toBe('m6');
    expect(status.said.at(-1)?.text).toBe(`m${MOST_MESSAGES_KEPT + 5}`);
  });

  it('labels the newest request, keeps counting until each ended, and never below zero', () => {
    let status = statusReducer(initialStatus, { type: 'request-start', label: 'saving' });
    status = statusReducer(status, { type: 'request-start', label: 'loading' });
    expect([status.busy, status.busyLabel]).toEqual([2, 'loading']);
    status = statusReducer(status, { type: 'request-label', label: 'objective 3 of 12' });
    expect(status.busyLabel).toBe('objective 3 of 12');
    status = statusReducer(statusReducer(statusReducer(status, { type: 'request-end' }), { type: 'request-end' }), {
      type: 'request-end',
    });
    expect(status.busy).toBe(0);
    expect(statusReducer(status, { type: 'status', status: { text: 'saved', tone: 'success' } }).message).toEqual({
      text: 'saved',
      tone: 'success',
    });
  });
});

describe('the overlay stack', () => {
  const help: Overlay = { type: 'help', scroll: 0 };
  const form: Overlay = { type: 'form', mode: 'edit', kind: 'goal', id: 1, dirty: false };

  it('opens the palette and the overview empty', () => {
    expect(newPalette()).toEqual({ type: 'palette', text: '', selection: 0, picked: false, error: null });
    expect(newOverview(4)).toEqual({ type: 'overview', hoshinId: 4, cursor: 0, filter: '', filtering: false });
  });

  it('replaces the top only', () => {
    expect(overlaysReducer([help, form], { type: 'replace-overlay', overlay: newPalette() })).toEqual([help, newPalette()]);
  });

  it('closing an empty stack keeps it', () => {
    const empty: Overlays = [];
    expect(overlaysReducer(empty, { type: 'close-overlays' })).toBe(empty);
    expect(overlaysReducer([help, form], { type: 'close-overlays' })).toEqual([]);
  });

  it('steps the newest overlay of a type, wherever it is, and nothing when there is none', () => {
    const older: Overlay = { ...form, id: 2 };
    const stack: Overlays = [older, form, help];
    expect(overlaysReducer(stack, { type: 'form-dirty', dirty: true })).toEqual([older, { ...form, dirty: true }, help]);
    expect(overlaysReducer(stack, { type: 'palette-set', text: 'x' })).toBe(stack);
    expect(hasDirtyForm(overlaysReducer(stack, { type: 'form-dirty', dirty: true }))).toBe(true);
    expect(hasDirtyForm(stack)).toBe(false);
  });

  it('moves the palette selection, never above the first, marking it picked; typing resets it', () => {
    const picked = overlaysReducer([newPalette()], { type: 'palette-select', selection: -2 });
    expect(picked).toEqual([{ ...newPalette(), selection: 0, picked: true }]);
    const erred = overlaysReducer(overlaysReducer(picked, { type: 'palette-select', selection: 3 }), {
      type: 'palette-error',
      error: 'which objective?',
    });
    expect(erred).toEqual([{ ...newPalette(), selection: 3, picked: true, error: 'which objective?' }]);
    expect(overlaysReducer(erred, { type: 'palette-set', text: 'obj' })).toEqual([{ ...newPalette(), text: 'obj' }]);
  });

  it('scrolls help within its length and moves the overview within its rows', () => {
    expect(overlaysReducer([help], { type: 'help-scroll', delta: 5, max: 3 })).toEqual([{ type: 'help', scroll: 3 }]);
    expect(overlaysReducer([help], { type: 'help-scroll', delta: -5, max: 3 })).toEqual([{ type: 'help', scroll: 0 }]);
    expect(overlaysReducer([newOverview(1)], { type: 'overview-move', delta: 9, total: 4 })).toEqual([{ ...newOverview(1), cursor: 3 }]);
    expect(overlaysReducer([newOverview(1)], { type: 'overview-move', delta: 2, total: 4 })).toEqual([{ ...newOverview(1), cursor: 2 }]);
    expect(overlaysReducer([newOverview(1)], { type: 'overview-move', delta: 1, total: 0 })).toEqual([newOverview(1)]);
  });

  it('sends the / line to a board, an overview or the help on top only', () => {
    const board: Overlay = { type: 'board', scope: { kind: 'objective', id: 1 }, board: createBoard([]) };
    const palette = newPalette();
    expect(filterableTop([board, palette])).toBeUndefined();
    expect(overlayFilterReducer([board, palette], { type: 'filter-start' })).toEqual([board, palette]);
    expect(filterableTop([board, help])).toBe(help);
    let stack = overlayFilterReducer([help, board], { type: 'filter-start' });
    expect(isOverlayFiltering(stack)).toBe(true);
    stack = overlayFilterReducer(stack, { type: 'filter-set', text: 'call' });
    stack = overlayFilterReducer(stack, { type: 'filter-accept' });
    expect(stack[1]).toMatchObject({ board: { filter: 'call', filtering: false } });
    stack = overlayFilterReducer(overlayFilterReducer(stack, { type: 'filter-start' }), { type: 'filter-clear' });
    expect(stack[1]).toMatchObject({ board: { filter: '', filtering: false } });
    expect(isOverlayFiltering([help])).toBe(false);
  });

  it('the overview’s / line starts its list at the top', () => {
    let stack = overlaysReducer([newOverview(1)], { type: 'overview-move', delta: 2, total: 5 });
    stack = overlayFilterReducer(stack, { type: 'filter-start' });
    expect(stack).toEqual([{ ...newOverview(1), cursor: 2, filtering: true }]);
    stack = overlayFilterReducer(
      overlaysReducer(overlayFilterReducer(stack, { type: 'filter-set', text: 'scrap' }), {
        type: 'overview-move',
        delta: 1,
        total: 5,
      }),
      { type: 'filter-accept' },
    );
    expect(stack).toEqual([{ ...newOverview(1), filter: 'scrap', cursor: 1, filtering: false }]);
    expect(overlayFilterReducer(stack, { type: 'filter-clear' })).toEqual([newOverview(1)]);
  });
});

describe('the console store', () => {
  const rows = [1, 2].map((id) => ({
    key: `company:${id}`,
    ref: { type: 'resource' as const, kind: 'company' as const, id },
    search: `c ${id}`,
  }));
  const run = (state: ConsoleState, ...actions: ConsoleAction[]): ConsoleState => actions.reduce(consoleReducer, state);
  const start = (): ConsoleState => run(initialConsoleState({ readOnly: true, pageSize: 10 }), { type: 'open', list: ROOT_LIST, rows });

  it('starts with the summary in the detail pane, and V switches to every field and back', () => {
    const state = start();
    expect([state.readOnly, state.rawFields]).toEqual([true, false]);
    expect(run(state, { type: 'toggle-raw-fields' }).rawFields).toBe(true);
    expect(run(state, { type: 'toggle-raw-fields' }, { type: 'toggle-raw-fields' }).rawFields).toBe(false);
    expect(run(state, { type: 'set-read-only', readOnly: false }).readOnly).toBe(false);
  });

  it('keeps the same state object for actions that change nothing', () => {
    const state = start();
    expect(run(state, { type: 'back' })).toBe(state);
    expect(run(state, { type: 'pop-overlay' }).overlays).toEqual([]);
    expect(run(state, { type: 'close-overlays' })).toBe(state);
    expect(run(state, { type: 'palette-set', text: 'x' })).toBe(state);
    expect(run(state, { type: 'service-answered', at: 5 }).connection.lastAnswerAt).toBe(5);
    const offline = run(state, { type: 'service-unreachable', reason: 'timeout' });
    expect(run(offline, { type: 'service-unreachable', reason: 'timeout' })).toBe(offline);
    expect(run(state, { type: 'load-end', key: 'nothing' })).toBe(state);
    expect(run(state, { type: 'release-held' })).toBe(state);
  });

  it('holds keys only while the tree has them and its list loads', () => {
    const loading = run(start(), { type: 'load-start', key: '>company' });
    expect(holdsKeys(loading)).toBe(true);
    expect(holdsKeys(run(loading, { type: 'filter-start' }))).toBe(false);
    expect(
      holdsKeys(
        run(loading, {
          type: 'push-overlay',
          overlay: {
            type: 'dialog',
            dialog: 'quit-dirty',
            state: createConfirm({ title: 'Quit?', confirmLabel: 'Quit', cancelLabel: 'Stay' }),
          },
        }),
      ),
    ).toBe(false);
    expect(holdsKeys(run(loading, { type: 'load-end', key: '>company' }))).toBe(false);
  });

  it('lets the review meeting’s messages go when it closes, and keeps a message said before it opened', () => {
    const meeting: ConsoleAction = {
      type: 'push-overlay',
      overlay: { type: 'meeting', meeting: newMeeting({ kind: 'hoshin', id: 11 }, '2026-11') },
    };
    const said = (text: string): ConsoleAction => ({ type: 'status', status: { text, tone: 'info' } });
    const closed = run(start(), meeting, said('11 items to go through'), { type: 'pop-overlay' });
    expect(closed.status.message).toBeNull();
    expect(closed.status.said.at(-1)?.text).toBe('11 items to go through');
    // The meeting opens with the line clear; the tree's own message after it stays.
    const after = run(start(), said('opened hoshin 11'), meeting, { type: 'pop-overlay' }, said('refreshed'));
    expect(after.status.message?.text).toBe('refreshed');
  });
});
