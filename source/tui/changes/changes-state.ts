// `L`: the changes this session sent, as an overlay: how far the list is scrolled. Pure.
import { clamp } from '../kernel/overlays.js';
import type { ConsoleAction } from '../kernel/console-store.js';

export interface ChangesOverlayState {
  readonly type: 'changes';
  readonly scroll: number;
}

/** `max`: the last line the list can start at. */
export type ChangesAction = { readonly type: 'changes-scroll'; readonly delta: number; readonly max: number };

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    changes: ChangesOverlayState;
  }
}

declare module '../kernel/console-store.js' {
  interface FeatureActions {
    changes: ChangesAction;
  }
}

export function changesReduce(overlay: ChangesOverlayState, action: ConsoleAction): ChangesOverlayState {
  return action.type === 'changes-scroll' ? { ...overlay, scroll: clamp(overlay.scroll + action.delta, action.max) } : overlay;
}
