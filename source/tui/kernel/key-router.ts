// The one key dispatcher: decides which context owns a key press (dialog over form over picker
// over palette/filter over help over the views and panes), asks the keymap table what it means
// there, and turns that into an action for the store or a command for a controller. Pure.
import { actionFor, keyOf, type ActionName, type KeyContext } from './keymap.js';
import { moveRow } from '../board/board-state.js';
import { editLine } from './input/line-keys.js';
import { currentDueItem, dueFocusedText, toggleDueFocus, withDueText } from '../review/due-walk.js';
import { filterLineKey } from './filter-line.js';
import { listMoveDelta } from './list-moves.js';
import { filterableTop, isOverlayFiltering, newPalette } from './overlays.js';
import { currentFrame, hasDirtyForm, holdsKeys, selectedRow, topOverlay, type ConsoleAction, type ConsoleState } from './console-store.js';

export type Intent =
  | { readonly type: 'dispatch'; readonly action: ConsoleAction }
  /** Needs I/O or other state: a controller runs it. */
  | { readonly type: 'command'; readonly command: Command }
  /** The focused overlay (form, dialog, picker, board) steps its own state with the key. */
  | { readonly type: 'delegate'; readonly to: 'form' | 'dialog' | 'picker' | 'board'; readonly action: ActionName | undefined }
  /** The list the key is for is still loading: keep the key until it arrived. */
  | { readonly type: 'hold' }
  | { readonly type: 'refused'; readonly reason: string }
  | { readonly type: 'none' };

export type Command =
  | 'open'
  | 'back'
  | 'refresh'
  | 'quit'
  | 'quit-now'
  | 'ask-quit'
  | 'suspend'
  | 'edit'
  | 'create'
  | 'delete'
  | 'palette-run'
  | 'palette-complete'
  | 'palette-previous'
  | 'palette-next'
  | 'record-value'
  | 'task-status'
  | 'board'
  | 'indicators-overview'
  | 'history-table'
  | 'history-edit'
  | 'history-delete'
  | 'overview-open'
  | 'copy-address'
  | 'copy-id'
  | 'bowling'
  | 'bowling-open'
  | 'attention'
  | 'report'
  | 'attention-open'
  | 'countermeasure'
  | 'due-queue'
  | 'due-enter'
  | 'due-skip'
  | 'due-task-status'
  | 'due-close'
  | 'due-edit'
  | 'undo';

/** What routing needs to know that the store does not hold (the index and the layout own it). */
export interface RouteFacts {
  /** Rows of the selected indicator's value table. */
  readonly historyTotal?: number;
  /** Rows of the open indicators overview that pass its filter. */
  readonly overviewTotal?: number;
  /** The last line the help text can start at. */
  readonly helpMax?: number;
  /** Indicators on the open bowling chart. */
  readonly bowlingRows?: number;
  /** Rows of the open "what needs attention" list. */
  readonly attentionTotal?: number;
  /** The last line the list of the session's changes can start at. */
  readonly changesMax?: number;
}

export const READ_ONLY_REASON = 'read-only: changes are disabled';

export function keyContext(state: ConsoleState): KeyContext {
  const overlay = topOverlay(state);
  if (overlay) {
    if (overlay.type === 'dialog') return 'dialog';
    if (overlay.type === 'form') return 'form';
    if (overlay.type === 'picker') return 'picker';
    if (overlay.type === 'palette') return 'palette';
    if (isOverlayFiltering(state.overlays)) return 'filter';
    if (overlay.type === 'board') return 'board';
    if (overlay.type === 'overview') return 'overview';
    if (overlay.type === 'bowling') return 'bowling';
    if (overlay.type === 'attention') return 'attention';
    if (overlay.type === 'due') return 'due';
    if (overlay.type === 'changes') return 'changes';
    return 'help';
  }
  if (state.nav.filterEditing) return 'filter';
  return isHistoryFocused(state) ? 'history' : 'tree';
}

/**
 * The detail pane has the keys and shows an indicator's values: its value table is selectable.
 * With every field shown (`V`) there is no table on screen: the keys scroll the fields.
 */
export function isHistoryFocused(state: ConsoleState): boolean {
  const row = selectedRow(state);
  return state.nav.focus === 'detail' && !state.rawFields && row?.ref.type === 'resource' && row.ref.kind === 'indicator';
}

const dispatch = (action: ConsoleAction): Intent => ({ type: 'dispatch', action });
const command = (name: Command): Intent => ({ type: 'command', command: name });
const NONE: Intent = { type: 'none' };
const REFUSED: Intent = { type: 'refused', reason: READ_ONLY_REASON };
const openHelp = dispatch({ type: 'push-overlay', overlay: { type: 'help', scroll: 0 } });
const openPalette = dispatch({ type: 'push-overlay', overlay: newPalette() });

/** The value tables and the overview move by five rows a page, whatever the pane's height. */
const VIEW_PAGE = 5;
const HELP_PAGE = 10;

export function routeKey(state: ConsoleState, name: string, input: string, facts: RouteFacts = {}): Intent {
  // ctrl-c and ctrl-z work anywhere, whatever owns the keys.
  const global = actionFor('global', name);
  if (global === 'quit-anywhere') return hasDirtyForm(state) && !isQuitDialogOpen(state) ? command('ask-quit') : command('quit-now');
  if (global === 'suspend') return command('suspend');
  if (holdsKeys(state)) {
    // Quitting never waits for a list: held, q would end the console only once the service answered.
    if (actionFor('tree', name, state.readOnly) === 'quit' && state.nav.frames.length <= 1) return command('quit');
    return { type: 'hold' };
  }
  const context = keyContext(state);
  const action = actionFor(context, name, state.readOnly);
  switch (context) {
    case 'dialog':
    case 'form':
    case 'picker':
      return { type: 'delegate', to: context, action };
    case 'board':
      if (action === 'copy-address' || action === 'copy-id') return command(action);
      if (action === 'filter') return dispatch({ type: 'filter-start' });
      // The board's own reducer reads its other keys (columns, moves, edits).
      return { type: 'delegate', to: 'board', action };
    case 'history':
      return historyIntent(action, facts.historyTotal ?? 0);
    case 'overview':
      return overviewIntent(action, facts.overviewTotal ?? 0);
    case 'bowling':
      return bowlingIntent(action, facts.bowlingRows ?? 0);
    case 'attention':
      return attentionIntent(action, facts.attentionTotal ?? 0);
    case 'due':
      return dueIntent(state, action, name, input);
    case 'help': {
      if (action === 'filter') return dispatch({ type: 'filter-start' });
      // Esc first clears a kept filter, as in the tree.
      if (action === 'help-close' && name === 'esc' && filterText(state) !== '') return dispatch({ type: 'filter-clear' });
      if (action === 'help-close') return dispatch({ type: 'pop-overlay' });
      const max = facts.helpMax ?? 0;
      const delta = listMoveDelta(action, max + 1, HELP_PAGE);
      return delta === undefined ? NONE : dispatch({ type: 'help-scroll', delta, max });
    }
    case 'changes': {
      if (action === 'changes-close') return dispatch({ type: 'pop-overlay' });
      if (action === 'undo') return command('undo');
      const max = facts.changesMax ?? 0;
      const delta = listMoveDelta(action, max + 1, HELP_PAGE);
      return delta === undefined ? viewKeys(action) : dispatch({ type: 'changes-scroll', delta, max });
    }
    case 'palette': {
      if (action === 'palette-close') return dispatch({ type: 'pop-overlay' });
      if (action === 'palette-run' || action === 'palette-complete' || action === 'palette-previous' || action === 'palette-next') return command(action);
      const overlay = topOverlay(state);
      const edited = editLine(overlay?.type === 'palette' ? overlay.text : '', name, input);
      return edited === undefined ? NONE : dispatch({ type: 'palette-set', text: edited });
    }
    case 'filter':
      return filterIntent(state, name, input, facts);
    default:
      return treeIntent(state, action);
  }
}

/** The text of the `/` line that has the keys. */
export function filterText(state: ConsoleState): string {
  const top = filterableTop(state.overlays);
  if (top?.type === 'board') return top.board.filter;
  if (top?.type === 'overview') return top.filter;
  if (top?.type === 'help') return top.filter ?? '';
  return currentFrame(state)?.filter ?? '';
}

function filterIntent(state: ConsoleState, name: string, input: string, facts: RouteFacts): Intent {
  const step = filterLineKey(filterText(state), name, input);
  switch (step?.type) {
    case 'accept':
      return dispatch({ type: 'filter-accept' });
    case 'clear':
      return dispatch({ type: 'filter-clear' });
    case 'set':
      return dispatch({ type: 'filter-set', text: step.text });
    case 'move': {
      // Arrows still move through the filtered list while typing.
      const top = filterableTop(state.overlays);
      if (top?.type === 'board') return dispatch({ type: 'board-set', board: moveRow(top.board, step.delta) });
      if (top?.type === 'overview') return dispatch({ type: 'overview-move', delta: step.delta, total: facts.overviewTotal ?? 0 });
      if (top?.type === 'help') return dispatch({ type: 'help-scroll', delta: step.delta, max: facts.helpMax ?? 0 });
      return dispatch({ type: 'move', delta: step.delta });
    }
    default:
      return NONE;
  }
}

/** The keys every full-body view shares: help, the palette, and the refusal of a change under read-only. */
function viewKeys(action: ActionName | undefined): Intent {
  switch (action) {
    case 'help':
      return openHelp;
    case 'palette':
      return openPalette;
    case 'refused-read-only':
      return REFUSED;
    default:
      return NONE;
  }
}

function historyIntent(action: ActionName | undefined, total: number): Intent {
  const delta = listMoveDelta(action, total, VIEW_PAGE);
  if (delta !== undefined) return dispatch({ type: 'history-move', delta, total });
  switch (action) {
    case 'record-value':
      return command('record-value');
    case 'edit':
      return command('history-edit');
    case 'delete':
      return command('history-delete');
    case 'copy-address':
    case 'copy-id':
      return command(action);
    case 'raw-fields':
      return dispatch({ type: 'toggle-raw-fields' });
    case 'switch-pane':
    case 'close-view':
      return dispatch({ type: 'switch-pane' });
    default:
      return viewKeys(action);
  }
}

function overviewIntent(action: ActionName | undefined, total: number): Intent {
  const delta = listMoveDelta(action, total, VIEW_PAGE);
  if (delta !== undefined) return dispatch({ type: 'overview-move', delta, total });
  switch (action) {
    case 'open':
      return command('overview-open');
    case 'close-view':
      return dispatch({ type: 'pop-overlay' });
    case 'filter':
      return dispatch({ type: 'filter-start' });
    case 'copy-address':
    case 'copy-id':
    case 'countermeasure':
      return command(action);
    default:
      return viewKeys(action);
  }
}

function bowlingIntent(action: ActionName | undefined, rows: number): Intent {
  switch (action) {
    case 'move-up':
      return dispatch({ type: 'bowling-move', rows, delta: { rows: -1 } });
    case 'move-down':
      return dispatch({ type: 'bowling-move', rows, delta: { rows: 1 } });
    case 'bowling-left':
      return dispatch({ type: 'bowling-move', rows, delta: { columns: -1 } });
    case 'bowling-right':
      return dispatch({ type: 'bowling-move', rows, delta: { columns: 1 } });
    case 'bowling-open':
      return command('bowling-open');
    case 'countermeasure':
      return command('countermeasure');
    case 'close-view':
      return dispatch({ type: 'pop-overlay' });
    default:
      return viewKeys(action);
  }
}

function attentionIntent(action: ActionName | undefined, total: number): Intent {
  const delta = listMoveDelta(action, total, VIEW_PAGE);
  if (delta !== undefined) return dispatch({ type: 'attention-move', delta, total });
  switch (action) {
    case 'open':
      return command('attention-open');
    case 'close-view':
      return dispatch({ type: 'pop-overlay' });
    default:
      return viewKeys(action);
  }
}

/** The due walk: Enter, n, s and Esc are its commands; other keys type the value of an indicator. */
function dueIntent(state: ConsoleState, action: ActionName | undefined, name: string, input: string): Intent {
  const overlay = topOverlay(state);
  if (overlay?.type !== 'due') return NONE;
  if (action === 'close-view') return command('due-close');
  if (action === 'help') return openHelp;
  if (overlay.walk.items === null) return NONE;
  switch (action) {
    case 'due-enter':
      return command('due-enter');
    case 'due-skip':
      return command('due-skip');
    case 'task-status':
      return command('due-task-status');
    case 'edit':
      return command('due-edit');
    case 'refused-read-only':
      return REFUSED;
    case 'due-day':
      return currentDueItem(overlay.walk)?.kind === 'indicator' ? dispatch({ type: 'due-set', walk: toggleDueFocus(overlay.walk) }) : NONE;
    default: {
      if (currentDueItem(overlay.walk)?.kind !== 'indicator') return NONE;
      const edited = editLine(dueFocusedText(overlay.walk), name, input);
      return edited === undefined ? NONE : dispatch({ type: 'due-set', walk: withDueText(overlay.walk, edited) });
    }
  }
}

function isQuitDialogOpen(state: ConsoleState): boolean {
  const overlay = topOverlay(state);
  return overlay?.type === 'dialog' && overlay.dialog === 'quit-dirty';
}

/** What `q` says below the top level. */
export function quitRefusal(): string {
  return `${keyOf('quit', 'tree')} quits at the top level; ${keyOf('back', 'tree')} goes up, ${keyOf('quit-anywhere')} quits anywhere`;
}

function treeIntent(state: ConsoleState, action: ActionName | undefined): Intent {
  switch (action) {
    case 'move-up':
      return dispatch({ type: 'move', delta: -1 });
    case 'move-down':
      return dispatch({ type: 'move', delta: 1 });
    case 'move-top':
      return dispatch({ type: 'move-to', position: 'top' });
    case 'move-bottom':
      return dispatch({ type: 'move-to', position: 'bottom' });
    case 'page-up':
      return dispatch({ type: 'page', direction: -1 });
    case 'page-down':
      return dispatch({ type: 'page', direction: 1 });
    case 'half-page-up':
      return dispatch({ type: 'page', direction: -1, half: true });
    case 'half-page-down':
      return dispatch({ type: 'page', direction: 1, half: true });
    case 'switch-pane':
      return dispatch({ type: 'switch-pane' });
    case 'filter':
      return dispatch({ type: 'filter-start' });
    case 'palette':
      return openPalette;
    case 'help':
      return openHelp;
    case 'changes':
      return dispatch({ type: 'push-overlay', overlay: { type: 'changes', scroll: 0 } });
    case 'undo':
      return command('undo');
    case 'back':
      // Esc with a kept filter clears the filter first, as in k9s.
      if ((currentFrame(state)?.filter ?? '') !== '') return dispatch({ type: 'filter-clear' });
      return command('back');
    case 'quit':
      return state.nav.frames.length <= 1 ? command('quit') : { type: 'refused', reason: quitRefusal() };
    case 'open':
    case 'refresh':
    case 'edit':
    case 'create':
    case 'delete':
    case 'record-value':
    case 'task-status':
    case 'board':
    case 'indicators-overview':
    case 'history-table':
    case 'copy-address':
    case 'copy-id':
    case 'bowling':
    case 'attention':
    case 'report':
    case 'due-queue':
    case 'countermeasure':
      return command(action);
    case 'raw-fields':
      return dispatch({ type: 'toggle-raw-fields' });
    case 'refused-read-only':
      return REFUSED;
    default:
      return NONE;
  }
}

