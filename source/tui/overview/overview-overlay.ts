// `i`: the known indicators of a hoshin as an overlay: its cursor and its `/` filter. Pure.
import { clamp, filterStep } from '../kernel/overlays.js';
import type { ConsoleAction } from '../kernel/console-store.js';
import type { FilterAction } from '../kernel/overlays.js';

export interface OverviewOverlay {
  readonly type: 'overview';
  readonly hoshinId: number;
  /** Indexes the rows that pass the filter. */
  readonly cursor: number;
  readonly filter: string;
  readonly filtering: boolean;
}

/** `total`: the rows that pass the filter now (the index holds them). */
type OverviewAction = { readonly type: 'overview-move'; readonly delta: number; readonly total: number };

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    overview: OverviewOverlay;
  }
  interface FeatureActions {
    overview: OverviewAction;
  }
}

export const newOverview = (hoshinId: number): OverviewOverlay => ({ type: 'overview', hoshinId, cursor: 0, filter: '', filtering: false });

export function overviewReduce(overlay: OverviewOverlay, action: ConsoleAction): OverviewOverlay {
  return action.type === 'overview-move' ? { ...overlay, cursor: clamp(overlay.cursor + action.delta, action.total - 1) } : overlay;
}

/** The cursor goes back to the first row whenever the filter changes. */
export const overviewFilterReduce = (overlay: OverviewOverlay, action: FilterAction): OverviewOverlay =>
  filterStep(overlay, action, { cursor: 0 });
