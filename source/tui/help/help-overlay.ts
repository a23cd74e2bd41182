// The `?` help as an overlay: how far it is scrolled, and its `/` filter. Pure.
import { clamp, filterStep } from '../kernel/overlays.js';
import type { ConsoleAction } from '../kernel/console-store.js';
import type { FilterAction } from '../kernel/overlays.js';

export interface HelpOverlay {
  readonly type: 'help';
  readonly scroll: number;
  readonly filter?: string;
  readonly filtering?: boolean;
}

/** `max`: the last line the help can start at (its length minus the rows shown). */
type HelpAction = { readonly type: 'help-scroll'; readonly delta: number; readonly max: number };

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    help: HelpOverlay;
  }
  interface FeatureActions {
    help: HelpAction;
  }
}

export const newHelp = (): HelpOverlay => ({ type: 'help', scroll: 0 });

export function helpReduce(overlay: HelpOverlay, action: ConsoleAction): HelpOverlay {
  return action.type === 'help-scroll' ? { ...overlay, scroll: clamp(overlay.scroll + action.delta, action.max) } : overlay;
}

/** The help goes back to its top whenever the lines it shows change. */
export const helpFilterReduce = (overlay: HelpOverlay, action: FilterAction): HelpOverlay => filterStep(overlay, action, { scroll: 0 });
