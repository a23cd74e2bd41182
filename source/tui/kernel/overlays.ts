// What sits above the tree, topmost last; each feature adds its types to OverlayTypes. Pure.

/** The overlays of every feature, by type (`{ bowling: BowlingOverlay }`), each added from its folder. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface OverlayTypes {}

export type Overlay = OverlayTypes[keyof OverlayTypes];

/** The actions of every feature's overlays, by feature: each adds its own (`declare module`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface FeatureActions {}

export type Overlays = readonly Overlay[];

/** The `/` line of whatever list has the keys (the store sends it to the tree or to a view). */
export type FilterAction =
  | { readonly type: 'filter-start' }
  | { readonly type: 'filter-set'; readonly text: string }
  | { readonly type: 'filter-accept' }
  | { readonly type: 'filter-clear' };

/** A `/` line after a filter action; `reset` is what goes back to the top when its text changes. */
export function filterStep<Line extends { readonly filter?: string; readonly filtering?: boolean }>(
  line: Line,
  action: FilterAction,
  reset: Partial<Line> = {},
): Line {
  switch (action.type) {
    case 'filter-start':
      return { ...line, filtering: true };
    case 'filter-set':
      return { ...line, filter: action.text, ...reset };
    case 'filter-accept':
      return { ...line, filtering: false };
    case 'filter-clear':
      return { ...line, filtering: false, filter: '', ...reset };
  }
}

/** The stack's own steps; each overlay's own actions belong to its feature. */
export type OverlayAction =
  | { readonly type: 'push-overlay'; readonly overlay: Overlay }
  | { readonly type: 'pop-overlay' }
  | { readonly type: 'replace-overlay'; readonly overlay: Overlay }
  | { readonly type: 'close-overlays' };

export const topOf = (overlays: Overlays): Overlay | undefined => overlays[overlays.length - 1];

export const replaceTop = (overlays: Overlays, overlay: Overlay): Overlays => [...overlays.slice(0, -1), overlay];

/** The stack with its topmost overlay of one type changed (unchanged when there is none). */
export function mapTopmost(overlays: Overlays, type: string, update: (overlay: Overlay) => Overlay): Overlays {
  const index = overlays.findLastIndex((overlay) => overlay.type === type);
  return index < 0 ? overlays : overlays.with(index, update(overlays[index] as Overlay));
}

export function stackReducer(overlays: Overlays, action: OverlayAction): Overlays {
  switch (action.type) {
    case 'push-overlay':
      return [...overlays, action.overlay];
    case 'pop-overlay':
      return overlays.slice(0, -1);
    case 'replace-overlay':
      return replaceTop(overlays, action.overlay);
    case 'close-overlays':
      return overlays.length === 0 ? overlays : [];
  }
}

/** A cursor or scroll kept within 0..max. */
export const clamp = (value: number, max: number): number => Math.max(0, Math.min(Math.max(0, max), value));

/** The first of `total` lines to draw in `visible` rows with line `at` in view, centred where it can be. */
export function centredScroll(at: number, total: number, visible: number): number {
  if (at < 0) return 0;
  const room = Math.max(1, visible);
  return Math.max(0, Math.min(Math.max(0, total - room), at - Math.floor(room / 2)));
}
