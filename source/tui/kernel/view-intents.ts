// What a key means in the full-body views over the tree: the value table, the indicators overview,
// the bowling chart, what needs attention, and the due queue. The keymap names each view's
// commands; the rest moves a cursor or steps the store. Pure.
import { commandFor } from './key-lookup.js';
import type { ActionName } from './keymap.js';
import { editLine } from './input/line-keys.js';
import { currentDueItem, dueFocusedText, toggleDueFocus, withDueText } from '../review/due-walk.js';
import { listMoveDelta } from './list-moves.js';
import { topOverlay, type ConsoleState } from './console-store.js';
import { command, dispatch, NONE, openHelp, READ_ONLY_REFUSED, viewKeys, type Intent } from './intents.js';

/** The value tables and the overview move by five rows a page, whatever the pane's height. */
const VIEW_PAGE = 5;

export function historyIntent(action: ActionName | undefined, total: number): Intent {
  const delta = listMoveDelta(action, total, VIEW_PAGE);
  if (delta !== undefined) return dispatch({ type: 'history-move', delta, total });
  const name = commandFor('history', action);
  if (name) return command(name);
  switch (action) {
    case 'raw-fields':
      return dispatch({ type: 'toggle-raw-fields' });
    case 'switch-pane':
    case 'close-view':
      return dispatch({ type: 'switch-pane' });
    default:
      return viewKeys(action);
  }
}

export function overviewIntent(action: ActionName | undefined, total: number): Intent {
  const delta = listMoveDelta(action, total, VIEW_PAGE);
  if (delta !== undefined) return dispatch({ type: 'overview-move', delta, total });
  const name = commandFor('overview', action);
  if (name) return command(name);
  switch (action) {
    case 'close-view':
      return dispatch({ type: 'pop-overlay' });
    case 'filter':
      return dispatch({ type: 'filter-start' });
    default:
      return viewKeys(action);
  }
}

export function bowlingIntent(action: ActionName | undefined, rows: number): Intent {
  const name = commandFor('bowling', action);
  if (name) return command(name);
  switch (action) {
    case 'move-up':
      return dispatch({ type: 'bowling-move', rows, delta: { rows: -1 } });
    case 'move-down':
      return dispatch({ type: 'bowling-move', rows, delta: { rows: 1 } });
    case 'bowling-left':
      return dispatch({ type: 'bowling-move', rows, delta: { columns: -1 } });
    case 'bowling-right':
      return dispatch({ type: 'bowling-move', rows, delta: { columns: 1 } });
    case 'close-view':
      return dispatch({ type: 'pop-overlay' });
    default:
      return viewKeys(action);
  }
}

export function attentionIntent(action: ActionName | undefined, total: number): Intent {
  const delta = listMoveDelta(action, total, VIEW_PAGE);
  if (delta !== undefined) return dispatch({ type: 'attention-move', delta, total });
  const name = commandFor('attention', action);
  if (name) return command(name);
  return action === 'close-view' ? dispatch({ type: 'pop-overlay' }) : viewKeys(action);
}

/** The due walk: Enter, n, s, e and Esc are its commands; other keys type the value of an indicator. */
export function dueIntent(state: ConsoleState, action: ActionName | undefined, name: string, input: string): Intent {
  const overlay = topOverlay(state);
  if (overlay?.type !== 'due') return NONE;
  const named = commandFor('due', action);
  // Closing and help work while the queue is still gathered; the rest wait for its items.
  if (action === 'close-view' && named) return command(named);
  if (action === 'help') return openHelp;
  if (overlay.walk.items === null) return NONE;
  if (named) return command(named);
  switch (action) {
    case 'refused-read-only':
      return READ_ONLY_REFUSED;
    case 'due-day':
      return currentDueItem(overlay.walk)?.kind === 'indicator' ? dispatch({ type: 'due-set', walk: toggleDueFocus(overlay.walk) }) : NONE;
    default: {
      if (currentDueItem(overlay.walk)?.kind !== 'indicator') return NONE;
      const edited = editLine(dueFocusedText(overlay.walk), name, input);
      return edited === undefined ? NONE : dispatch({ type: 'due-set', walk: withDueText(overlay.walk, edited) });
    }
  }
}
