// `u`: the due queue as an overlay, walked one item at a time. Pure.
import type { ConsoleAction, ConsoleState } from '../kernel/console-store.js';
import { topOfType } from '../kernel/console-store.js';
import type { DueWalk } from './due-walk.js';

export interface DueOverlay {
  readonly type: 'due';
  readonly walk: DueWalk;
}

/** The due walk's next state (a typed value, an outcome, the items once refreshed). */
type DueAction = { readonly type: 'due-set'; readonly walk: DueWalk };

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    due: DueOverlay;
  }
  interface FeatureActions {
    due: DueAction;
  }
}

export function dueReduce(overlay: DueOverlay, action: ConsoleAction): DueOverlay {
  return action.type === 'due-set' ? { ...overlay, walk: action.walk } : overlay;
}

/** The due queue, when it is on top. */
export const dueOnTop = (state: ConsoleState): DueOverlay | undefined => topOfType(state, 'due');
