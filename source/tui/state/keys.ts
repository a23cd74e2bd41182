// The one key dispatcher: decides which context owns a key press (dialog over form over
// picker over palette/filter over help over the panes), then asks the keymap table what it
// means there. Pure: returns an intent the app carries out.
import { actionFor, type KeyContext } from '../keymap.js';
import { hasDirtyForm, selectedRow, topOverlay, type NavAction, type NavState } from './navigation.js';
import { listMoveDelta } from './list-moves.js';
import { editLine } from '../input/line-keys.js';

export type Intent =
  | { readonly type: 'nav'; readonly action: NavAction }
  /** Needs I/O or other state: the app's controller runs it. */
  | { readonly type: 'command'; readonly command: Command }
  /** The focused overlay component (form, dialog, picker) handles the raw key itself. */
  | { readonly type: 'delegate'; readonly to: 'form' | 'dialog' | 'picker' | 'board'; readonly action: string | undefined }
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
  | 'overview-open';

/** What routing needs to know that the navigation state does not hold (the index owns it). */
export interface RouteFacts {
  /** Rows of the selected indicator's value table. */
  readonly historyTotal?: number;
  /** Rows of the open indicators overview. */
  readonly overviewTotal?: number;
}

export function keyContext(state: NavState): KeyContext {
  const overlay = topOverlay(state);
  if (overlay) {
    if (overlay.type === 'dialog') return 'dialog';
    if (overlay.type === 'form') return 'form';
    if (overlay.type === 'picker') return 'picker';
    if (overlay.type === 'palette') return 'palette';
    if (overlay.type === 'board') return 'board';
    // The overview is a list of the tree's kind: open, up, move.
    if (overlay.type === 'overview') return 'tree';
    return 'help';
  }
  if (state.filterEditing) return 'filter';
  return isHistoryFocused(state) ? 'history' : 'tree';
}

/** The detail pane has the keys and shows an indicator: its value table is selectable. */
export function isHistoryFocused(state: NavState): boolean {
  const row = selectedRow(state);
  return state.focus === 'detail' && row?.ref.type === 'resource' && row.ref.kind === 'indicator';
}

const nav = (action: NavAction): Intent => ({ type: 'nav', action });
const command = (name: Command): Intent => ({ type: 'command', command: name });

export function routeKey(state: NavState, name: string, input: string, facts: RouteFacts = {}): Intent {
  // ctrl-c and ctrl-z work anywhere, whatever owns the keys.
  if (name === 'ctrl+c') return hasDirtyForm(state) && !isQuitDialogOpen(state) ? command('ask-quit') : command('quit-now');
  if (name === 'ctrl+z') return command('suspend');
  const context = keyContext(state);
  const action = actionFor(context, name, state.readOnly);
  switch (context) {
    case 'dialog':
      return { type: 'delegate', to: 'dialog', action };
    case 'form':
      return { type: 'delegate', to: 'form', action };
    case 'picker':
      return { type: 'delegate', to: 'picker', action };
    case 'board':
      // The board's own reducer reads its keys (columns, moves, its filter line).
      return { type: 'delegate', to: 'board', action };
    case 'history':
      return historyIntent(action, facts.historyTotal ?? 0);
    case 'help':
      if (action === 'help-close') return nav({ type: 'pop-overlay' });
      if (name === 'down' || name === 'j') return nav({ type: 'help-scroll', delta: 1 });
      if (name === 'up' || name === 'k') return nav({ type: 'help-scroll', delta: -1 });
      if (name === 'pgdn' || name === 'space') return nav({ type: 'help-scroll', delta: 10 });
      if (name === 'pgup') return nav({ type: 'help-scroll', delta: -10 });
      return { type: 'none' };
    case 'palette': {
      const overlay = topOverlay(state);
      if (action === 'palette-close') return nav({ type: 'pop-overlay' });
      if (action === 'palette-run') return command('palette-run');
      if (action === 'palette-complete') return command('palette-complete');
      if (action === 'palette-previous') return command('palette-previous');
      if (action === 'palette-next') return command('palette-next');
      const text = overlay?.type === 'palette' ? overlay.text : '';
      const edited = editLine(text, name, input);
      return edited === undefined ? { type: 'none' } : nav({ type: 'palette-set', text: edited });
    }
    case 'filter': {
      if (action === 'filter-accept') return nav({ type: 'filter-accept' });
      if (action === 'filter-clear') return nav({ type: 'filter-clear' });
      // Arrows still move through the filtered list while typing.
      if (name === 'up') return nav({ type: 'move', delta: -1 });
      if (name === 'down') return nav({ type: 'move', delta: 1 });
      const frameFilter = state.frames[state.frames.length - 1]?.filter ?? '';
      const edited = editLine(frameFilter, name, input);
      return edited === undefined ? { type: 'none' } : nav({ type: 'filter-set', text: edited });
    }
    default:
      if (topOverlay(state)?.type === 'overview') return overviewIntent(action, facts.overviewTotal ?? 0);
      return treeIntent(state, action);
  }
}

function historyIntent(action: string | undefined, total: number): Intent {
  // The table and the overview scroll by five rows a page, whatever the pane's height.
  const delta = listMoveDelta(action, total, 5);
  if (delta !== undefined) return nav({ type: 'history-move', delta, total });
  switch (action) {
    case 'record-value':
      return command('record-value');
    case 'edit':
      return command('history-edit');
    case 'delete':
      return command('history-delete');
    case 'switch-pane':
    case 'board-close':
      return nav({ type: 'switch-pane' });
    case 'help':
      return nav({ type: 'push-overlay', overlay: { type: 'help', scroll: 0 } });
    case 'refused-read-only':
      return { type: 'refused', reason: 'read-only: changes are disabled' };
    default:
      return { type: 'none' };
  }
}

function overviewIntent(action: string | undefined, total: number): Intent {
  // The table and the overview scroll by five rows a page, whatever the pane's height.
  const delta = listMoveDelta(action, total, 5);
  if (delta !== undefined) return nav({ type: 'overview-move', delta, total });
  switch (action) {
    case 'open':
      return command('overview-open');
    case 'back':
    case 'quit':
      return nav({ type: 'pop-overlay' });
    case 'help':
      return nav({ type: 'push-overlay', overlay: { type: 'help', scroll: 0 } });
    default:
      return { type: 'none' };
  }
}

function isQuitDialogOpen(state: NavState): boolean {
  const overlay = topOverlay(state);
  return overlay?.type === 'dialog' && overlay.dialog === 'quit-dirty';
}

function treeIntent(state: NavState, action: string | undefined): Intent {
  switch (action) {
    case 'move-up':
      return nav({ type: 'move', delta: -1 });
    case 'move-down':
      return nav({ type: 'move', delta: 1 });
    case 'move-top':
      return nav({ type: 'move-to', position: 'top' });
    case 'move-bottom':
      return nav({ type: 'move-to', position: 'bottom' });
    case 'page-up':
      return nav({ type: 'page', direction: -1 });
    case 'page-down':
      return nav({ type: 'page', direction: 1 });
    case 'half-page-up':
      return nav({ type: 'page', direction: -1, half: true });
    case 'half-page-down':
      return nav({ type: 'page', direction: 1, half: true });
    case 'switch-pane':
      return nav({ type: 'switch-pane' });
    case 'filter':
      return nav({ type: 'filter-start' });
    case 'palette':
      return nav({ type: 'push-overlay', overlay: { type: 'palette', text: '', selection: 0, error: null } });
    case 'help':
      return nav({ type: 'push-overlay', overlay: { type: 'help', scroll: 0 } });
    case 'open':
      return command('open');
    case 'back':
      // Esc with a kept filter clears the filter first, as in k9s.
      if ((state.frames[state.frames.length - 1]?.filter ?? '') !== '') return nav({ type: 'filter-clear' });
      return command('back');
    case 'refresh':
      return command('refresh');
    case 'quit':
      return state.frames.length <= 1 ? command('quit') : { type: 'refused', reason: 'q quits at the top level; Esc goes up, ctrl-c quits anywhere' };
    case 'edit':
      return command('edit');
    case 'create':
      return command('create');
    case 'delete':
      return command('delete');
    case 'record-value':
      return command('record-value');
    case 'task-status':
      return command('task-status');
    case 'board':
      return command('board');
    case 'indicators-overview':
      return command('indicators-overview');
    case 'history-table':
      return command('history-table');
    case 'refused-read-only':
      return { type: 'refused', reason: 'read-only: changes are disabled' };
    default:
      return { type: 'none' };
  }
}
