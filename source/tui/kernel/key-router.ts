// The one key dispatcher: decides which context owns a key press (key-context.ts), asks the keymap
// table what it means there and whether it applies, and turns that into an intent: an action for
// the store, a command for a controller, or the overlay that steps its own state. Pure.
import { actionFor } from './key-dispatch.js';
import { commandFor, keyOf } from './key-lookup.js';
import { disabledReason } from './key-reasons.js';
import type { ActionName } from './keymap.js';
import { moveRow } from '../board/board-state.js';
import { editLine } from './input/line-keys.js';
import { filterLineKey } from './filter-line.js';
import { listMoveDelta } from './list-moves.js';
import { filterableTop } from './overlays.js';
import { currentFrame, hasDirtyForm, holdsKeys, topOverlay, type ConsoleState } from './console-store.js';
import { filterText, keyContext } from './key-context.js';
import {
  command,
  dispatch,
  NONE,
  openHelp,
  openPalette,
  READ_ONLY_REFUSED,
  refusal,
  viewKeys,
  type Intent,
  type RouteFacts,
} from './intents.js';
import { attentionIntent, bowlingIntent, dueIntent, historyIntent, overviewIntent } from './view-intents.js';

const HELP_PAGE = 10;

export function routeKey(state: ConsoleState, name: string, input: string, facts: RouteFacts = {}): Intent {
  // ctrl-c and ctrl-z work anywhere, whatever owns the keys.
  const global = actionFor('global', name);
  if (global === 'quit-anywhere' && hasDirtyForm(state) && !isQuitDialogOpen(state)) return command('ask-quit');
  const anywhere = commandFor('global', global);
  if (anywhere) return command(anywhere);
  if (holdsKeys(state)) {
    // Quitting never waits for a list: held, q would end the console only once the service answered.
    if (actionFor('tree', name, state.readOnly) === 'quit' && state.nav.frames.length <= 1) return command('quit');
    return { type: 'hold' };
  }
  const context = keyContext(state);
  const action = actionFor(context, name, state.readOnly);
  const refused = refusal(
    disabledReason(action, {
      readOnly: state.readOnly,
      context,
      row: { ...facts.row, topLevel: state.nav.frames.length <= 1 },
    }),
  );
  if (refused) return refused;
  switch (context) {
    case 'dialog':
    case 'form':
    case 'picker':
      return { type: 'delegate', to: context, action };
    case 'board': {
      const named = commandFor('board', action);
      if (named) return command(named);
      if (action === 'filter') return dispatch({ type: 'filter-start' });
      // The board's own reducer reads its other keys (columns, moves, edits).
      return { type: 'delegate', to: 'board', action };
    }
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
      // Esc (help-close's first key) first clears a kept filter, as in the tree.
      if (action === 'help-close' && name === keyOf('help-close', 'help') && filterText(state) !== '')
        return dispatch({ type: 'filter-clear' });
      if (action === 'help-close') return dispatch({ type: 'pop-overlay' });
      const max = facts.helpMax ?? 0;
      const delta = listMoveDelta(action, max + 1, HELP_PAGE);
      return delta === undefined ? NONE : dispatch({ type: 'help-scroll', delta, max });
    }
    case 'changes': {
      if (action === 'changes-close') return dispatch({ type: 'pop-overlay' });
      const named = commandFor('changes', action);
      if (named) return command(named);
      const max = facts.changesMax ?? 0;
      const delta = listMoveDelta(action, max + 1, HELP_PAGE);
      return delta === undefined ? viewKeys(action) : dispatch({ type: 'changes-scroll', delta, max });
    }
    case 'palette': {
      if (action === 'palette-close') return dispatch({ type: 'pop-overlay' });
      const named = commandFor('palette', action);
      if (named) return command(named);
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

function isQuitDialogOpen(state: ConsoleState): boolean {
  const overlay = topOverlay(state);
  return overlay?.type === 'dialog' && overlay.dialog === 'quit-dirty';
}

/** The tree's own keys step the store; the keymap names the commands. */
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
    case 'raw-fields':
      return dispatch({ type: 'toggle-raw-fields' });
    case 'refused-read-only':
      return READ_ONLY_REFUSED;
    case 'back':
      // Esc with a kept filter clears the filter first, as in k9s.
      if ((currentFrame(state)?.filter ?? '') !== '') return dispatch({ type: 'filter-clear' });
  }
  const named = commandFor('tree', action);
  return named ? command(named) : NONE;
}
