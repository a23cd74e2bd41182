// The console's store: each slice steps on its own actions, and the `/` line's actions go to the
// list that has the keys (the tree, or the board or overview on top).
import { describe, expect, it } from 'vitest';
import { createBoard } from '../../../source/tui/board/board-state.js';
import { heldKeysReducer, initialHeldKeys } from '../../../source/tui/kernel/held-keys.js';
import { overlaysReducer } from '../../../source/tui/kernel/registry.js';
import { newOverview } from '../../../source/tui/overview/overview-overlay.js';
import { newPalette } from '../../../source/tui/palette/palette-overlay.js';
import { initialStatus, statusReducer } from '../../../source/tui/kernel/status-line.js';
import {
  currentFrame,
  holdsKeys,
  initialConsoleState,
  topOverlay,
  type ConsoleAction,
  type ConsoleState,
} from '../../../source/tui/kernel/console-store.js';
import { consoleReducer } from '../../../source/tui/kernel/registry.js';
import { ROOT_LIST, type TreeRow } from '../../../source/tui/tree/tree-shape.js';

const rows = (count: number): TreeRow[] =>
  Array.from({ length: count }, (_, index) => ({
    key: `company:${index + 1}`,
    ref: { type: 'resource', kind: 'company', id: index + 1 },
    search: `item ${index + 1}`,
  }));

const run = (state: ConsoleState, ...actions: ConsoleAction[]): ConsoleState => actions.reduce(consoleReducer, state);
const start = (): ConsoleState =>
  run(initialConsoleState({ readOnly: false, pageSize: 10 }), { type: 'open', list: ROOT_LIST, rows: rows(20) });

describe('the filter line goes to the list that has the keys', () => {
  it('filters the tree when nothing is on top', () => {
    const state = run(start(), { type: 'filter-start' }, { type: 'filter-set', text: '1' });
    expect(state.nav.filterEditing).toBe(true);
    expect(currentFrame(state)?.filter).toBe('1');
  });

  it('filters the overview on top, and leaves the tree’s filter alone', () => {
    const state = run(
      start(),
      { type: 'push-overlay', overlay: newOverview(10) },
      { type: 'overview-move', delta: 2, total: 5 },
      { type: 'filter-start' },
      { type: 'filter-set', text: 'energy' },
    );
    expect(topOverlay(state)).toMatchObject({ type: 'overview', filter: 'energy', filtering: true, cursor: 0 });
    expect(currentFrame(state)?.filter).toBe('');
    expect(state.nav.filterEditing).toBe(false);
    const kept = run(state, { type: 'filter-accept' });
    expect(topOverlay(kept)).toMatchObject({ filter: 'energy', filtering: false });
    expect(topOverlay(run(kept, { type: 'filter-clear' }))).toMatchObject({ filter: '', filtering: false });
  });

  it('filters the board on top', () => {
    const board = createBoard([{ id: 1, status: 'active', name: 'Ship it' }]);
    const state = run(
      start(),
      { type: 'push-overlay', overlay: { type: 'board', scope: { kind: 'objective', id: 4 }, board } },
      { type: 'filter-start' },
      { type: 'filter-set', text: 'ship' },
    );
    const top = topOverlay(state);
    expect(top?.type === 'board' && top.board).toMatchObject({ filter: 'ship', filtering: true });
  });

  it('an overlay opening over the tree takes the keys from the tree’s filter line', () => {
    const state = run(start(), { type: 'filter-start' }, { type: 'push-overlay', overlay: newPalette() });
    expect(state.nav.filterEditing).toBe(false);
  });
});

describe('the overlays', () => {
  it('the palette remembers whether the person moved to a suggestion; typing forgets it', () => {
    let overlays = overlaysReducer([], { type: 'push-overlay', overlay: newPalette() });
    overlays = overlaysReducer(overlays, { type: 'palette-set', text: 'objective ha' });
    expect(overlays[0]).toMatchObject({ selection: 0, picked: false });
    overlays = overlaysReducer(overlays, { type: 'palette-select', selection: 2 });
    expect(overlays[0]).toMatchObject({ selection: 2, picked: true });
    overlays = overlaysReducer(overlays, { type: 'palette-set', text: 'objective hal' });
    expect(overlays[0]).toMatchObject({ selection: 0, picked: false, text: 'objective hal' });
  });

  it('help scrolls within its text, never past its last page', () => {
    let overlays = overlaysReducer([], { type: 'push-overlay', overlay: { type: 'help', scroll: 0 } });
    overlays = overlaysReducer(overlays, { type: 'help-scroll', delta: 500, max: 40 });
    expect(overlays[0]).toEqual({ type: 'help', scroll: 40 });
    overlays = overlaysReducer(overlays, { type: 'help-scroll', delta: -500, max: 40 });
    expect(overlays[0]).toEqual({ type: 'help', scroll: 0 });
  });

  it('close-overlays leaves the tree, whatever was open', () => {
    const state = run(
      start(),
      { type: 'push-overlay', overlay: newOverview(1) },
      { type: 'push-overlay', overlay: newPalette() },
      { type: 'close-overlays' },
    );
    expect(state.overlays).toEqual([]);
  });
});

describe('the status line', () => {
  it('counts requests in flight and keeps the last label', () => {
    let status = statusReducer(initialStatus, { type: 'request-start', label: 'fetching companies…' });
    status = statusReducer(status, { type: 'request-start', label: 'opening objective 4…' });
    expect(status).toMatchObject({ busy: 2, busyLabel: 'opening objective 4…' });
    status = statusReducer(status, { type: 'request-end' });
    status = statusReducer(status, { type: 'request-end' });
    status = statusReducer(status, { type: 'request-end' });
    expect(status.busy).toBe(0);
    expect(statusReducer(status, { type: 'status', status: { text: 'saved', tone: 'success' } }).message).toEqual({
      text: 'saved',
      tone: 'success',
    });
  });
});

describe('keys held while a list loads', () => {
  it('are held while the current list is loading, in order, and let go of at once', () => {
    let held = heldKeysReducer(initialHeldKeys, { type: 'load-start', key: '>company' });
    held = heldKeysReducer(held, { type: 'hold-key', press: { input: 'j', key: {} } });
    held = heldKeysReducer(held, { type: 'hold-key', press: { input: '', key: { return: true } } });
    expect(held.held.map((press) => press.input)).toEqual(['j', '']);
    held = heldKeysReducer(held, { type: 'load-end', key: '>company' });
    expect(held.loading).toEqual([]);
    expect(heldKeysReducer(held, { type: 'release-held' }).held).toEqual([]);
  });

  it('the tree holds keys only while its own list loads and nothing is on top', () => {
    const loading = run(start(), { type: 'load-start', key: '>company' });
    expect(holdsKeys(loading)).toBe(true);
    expect(holdsKeys(run(loading, { type: 'push-overlay', overlay: newPalette() }))).toBe(false);
    expect(holdsKeys(run(loading, { type: 'load-end', key: '>company' }))).toBe(false);
    expect(holdsKeys(run(start(), { type: 'load-start', key: 'company:1>hoshin' }))).toBe(false);
  });
});

describe('read-only mode and the connection', () => {
  it('are slices of their own', () => {
    const state = run(start(), { type: 'set-read-only', readOnly: true }, { type: 'service-unreachable', reason: 'connection refused' });
    expect(state.readOnly).toBe(true);
    expect(state.connection).toMatchObject({ online: false, reason: 'connection refused' });
    expect(run(state, { type: 'service-answered', at: 5 }).connection).toEqual({
      online: true,
      lastAnswerAt: 5,
      reason: null,
    });
  });
});

describe('the status line belongs to the form it was said in', () => {
  const form: ConsoleAction = {
    type: 'push-overlay',
    overlay: { type: 'form', mode: 'create', kind: 'task', parentId: 4, dirty: false },
  };
  const help: ConsoleAction = { type: 'push-overlay', overlay: { type: 'help', scroll: 0 } };
  const say = (text: string): ConsoleAction => ({ type: 'status', status: { text, tone: 'info' } });
  const message = (state: ConsoleState): string | undefined => state.status.message?.text;

  it('a form opens with the line clear, and what it said goes when it closes; the session keeps every message', () => {
    const opened = run(start(), say('opened hoshin 11'), form);
    expect(message(opened)).toBeUndefined();
    const said = run(opened, say('a countermeasure: ctrl+s creates the task'));
    expect(message(run(said, { type: 'pop-overlay' }))).toBeUndefined();
    expect(message(run(said, { type: 'close-overlays' }))).toBeUndefined();
    // What is said once the form closed (a save's outcome) stays under the tree.
    expect(message(run(said, { type: 'pop-overlay' }, say('created task')))).toBe('created task');
    expect(run(said, { type: 'pop-overlay' }).status.said.map((status) => status.text)).toEqual([
      'opened hoshin 11',
      'a countermeasure: ctrl+s creates the task',
    ]);
  });

  it('a question above the form closing leaves the form’s message; other views keep theirs as before', () => {
    const question: ConsoleAction = { type: 'push-overlay', overlay: { type: 'help', scroll: 0 } };
    const inForm = run(start(), form, say('in the form'), question);
    expect(message(run(inForm, { type: 'pop-overlay' }))).toBe('in the form');
    expect(message(run(inForm, { type: 'pop-overlay' }, { type: 'pop-overlay' }))).toBeUndefined();
    expect(message(run(start(), say('under the tree'), help, say('in the help'), { type: 'pop-overlay' }))).toBe('in the help');
  });
});
