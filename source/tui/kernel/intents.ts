// What a key press comes to, for the one input hook to carry out: an action for the store, a
// command for a controller, the overlay that steps its own state, a refusal, or nothing. Pure.
import { READ_ONLY_REASON } from './key-reasons.js';
import type { ActionName, Command, DisabledReason, RowFacts } from './keymap.js';
import { newPalette } from './overlays.js';
import type { ConsoleAction } from './console-store.js';

/** The overlays that step their own state with the key. */
export type DelegateTarget = 'form' | 'dialog' | 'picker' | 'board';

export type Intent =
  | { readonly type: 'dispatch'; readonly action: ConsoleAction }
  /** Needs I/O or other state: a controller runs it. */
  | { readonly type: 'command'; readonly command: Command }
  /** The focused overlay steps its own state with the key, as the router read it. */
  | { readonly type: 'delegate'; readonly to: DelegateTarget; readonly action: ActionName | undefined }
  /** The list the key is for is still loading: keep the key until it arrived. */
  | { readonly type: 'hold' }
  /** Shown as an error, or as information where the key only needs another row. */
  | { readonly type: 'refused'; readonly reason: string; readonly tone?: 'info' }
  | { readonly type: 'none' };

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
  /** What the tree's selected row offers (the keys it rules out are refused). */
  readonly row?: RowFacts;
}

export const dispatch = (action: ConsoleAction): Intent => ({ type: 'dispatch', action });
export const command = (name: Command): Intent => ({ type: 'command', command: name });
export const NONE: Intent = { type: 'none' };
export const READ_ONLY_REFUSED: Intent = { type: 'refused', reason: READ_ONLY_REASON };
export const openHelp = dispatch({ type: 'push-overlay', overlay: { type: 'help', scroll: 0 } });
export const openPalette = dispatch({ type: 'push-overlay', overlay: newPalette() });

/** The refusal of a disabled action, when the router says it (not its command). */
export function refusal(reason: DisabledReason | null): Intent | undefined {
  if (reason === null || !('text' in reason)) return undefined;
  return reason.tone === 'info' ? { type: 'refused', reason: reason.text, tone: 'info' } : { type: 'refused', reason: reason.text };
}

/** The keys every full-body view shares: help, the palette, and the refusal of a change under read-only. */
export function viewKeys(action: ActionName | undefined): Intent {
  switch (action) {
    case 'help':
      return openHelp;
    case 'palette':
      return openPalette;
    case 'refused-read-only':
      return READ_ONLY_REFUSED;
    default:
      return NONE;
  }
}
