// `b`: the bowling chart as an overlay; the cursor is on an indicator and a month. Pure.
import type { ConsoleAction } from '../kernel/console-store.js';
import { bowlingCursor } from './bowling-view.js';
import { type BowlingScope } from '../tree/scopes.js';

export interface BowlingOverlay {
  readonly type: 'bowling';
  readonly scope: BowlingScope;
  /** The months shown, oldest first (`YYYY-MM`), the current one last. */
  readonly months: readonly string[];
  readonly row: number;
  readonly column: number;
}

/** Moves the chart's cursor; `rows` indicators are on the chart now (the index holds them). */
export type BowlingAction = {
  readonly type: 'bowling-move';
  readonly rows: number;
  readonly delta: { readonly rows?: number; readonly columns?: number };
};

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    bowling: BowlingOverlay;
  }
  interface FeatureActions {
    bowling: BowlingAction;
  }
}

/** A chart over `months`, the cursor on the first indicator in `column` (the last month by default). */
export const newBowling = (scope: BowlingScope, months: readonly string[], column = months.length - 1): BowlingOverlay => ({
  type: 'bowling',
  scope,
  months,
  row: 0,
  column: Math.max(0, column),
});

export function bowlingReduce(overlay: BowlingOverlay, action: ConsoleAction): BowlingOverlay {
  return action.type === 'bowling-move'
    ? { ...overlay, ...bowlingCursor(overlay, action.delta, { rows: action.rows, columns: overlay.months.length }) }
    : overlay;
}
