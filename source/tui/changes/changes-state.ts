// `L`: the changes this session sent, as an overlay: which change is selected (z undoes it). Pure.
import { clamp } from '../kernel/overlays.js';
import type { ConsoleAction } from '../kernel/console-store.js';

export interface ChangesOverlayState {
  readonly type: 'changes';
  /** The selected change, 0 the newest. */
  readonly selected: number;
}

/** `max`: the last change that can be selected. */
type ChangesAction = { readonly type: 'changes-scroll'; readonly delta: number; readonly max: number };

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    changes: ChangesOverlayState;
  }
  interface FeatureActions {
    changes: ChangesAction;
  }
}

export function changesReduce(overlay: ChangesOverlayState, action: ConsoleAction): ChangesOverlayState {
  return action.type === 'changes-scroll' ? { ...overlay, selected: clamp(overlay.selected + action.delta, action.max) } : overlay;
}
