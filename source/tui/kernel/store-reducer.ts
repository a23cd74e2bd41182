// The console's reducer: the kernel's slices, and each overlay's actions to the feature that owns it. Pure.
import { connectionReducer } from './connection-state.js';
import { heldKeysReducer } from './held-keys.js';
import { navReducer, type NavAction, type NavState } from '../tree/ground.js';
import { mapTopmost, replaceTop, stackReducer, topOf, type FilterAction, type Overlay, type Overlays } from './overlays.js';
import { statusAfterClosing, statusReducer, type StatusState } from './status-line.js';
import type { OverlaySlice } from './feature.js';
import type { ConsoleAction, ConsoleState } from './console-store.js';

const withNav = (state: ConsoleState, nav: NavState): ConsoleState => (nav === state.nav ? state : { ...state, nav });

function withOverlays(state: ConsoleState, overlays: Overlays): ConsoleState {
  return overlays === state.overlays ? state : { ...state, overlays };
}

function sliceOf(slices: readonly OverlaySlice[], overlay: Overlay | undefined): OverlaySlice | undefined {
  return overlay === undefined ? undefined : slices.find((slice) => slice.type === overlay.type);
}

/** The overlays' reducer: the stack's steps, and each overlay's own actions on the topmost of its type. */
export function makeOverlaysReducer(slices: readonly OverlaySlice[]): (overlays: Overlays, action: ConsoleAction) => Overlays {
  return (overlays, action) => {
    switch (action.type) {
      case 'push-overlay':
      case 'pop-overlay':
      case 'replace-overlay':
      case 'close-overlays':
        return stackReducer(overlays, action);
    }
    const slice = slices.find((candidate) => candidate.actions?.includes(action.type));
    if (!slice?.reduce) return overlays;
    const reduce = slice.reduce.bind(slice);
    return mapTopmost(overlays, slice.type, (overlay) => reduce(overlay, action));
  };
}

/** The `/` line of the overlay on top, when it has one; the stack as it was otherwise. */
export function makeOverlayFilterReducer(slices: readonly OverlaySlice[]): (overlays: Overlays, action: FilterAction) => Overlays {
  return (overlays, action) => {
    const top = topOf(overlays);
    const filter = sliceOf(slices, top)?.filter;
    return top && filter ? replaceTop(overlays, filter.reduce(top, action)) : overlays;
  };
}

const withStatus = (state: ConsoleState, status: StatusState): ConsoleState => (status === state.status ? state : { ...state, status });

/** The console's reducer over the features' slices. */
export function makeConsoleReducer(slices: readonly OverlaySlice[]): (state: ConsoleState, action: ConsoleAction) => ConsoleState {
  const overlaysReducer = makeOverlaysReducer(slices);
  const overlayFilterReducer = makeOverlayFilterReducer(slices);
  const own = new Set(slices.flatMap((slice) => slice.actions ?? []));
  // Overlays that have the status line to themselves (forms): see OverlaySlice.ownsStatus.
  const owning = new Set(slices.filter((slice) => slice.ownsStatus).map((slice) => slice.type as string));
  const ownsStatus = (overlay: Overlay): boolean => owning.has(overlay.type);
  /** The stack after a close, and the status line without what was said in an owner that closed. */
  const closing = (state: ConsoleState, overlays: Overlays): ConsoleState => {
    const closed = state.overlays.slice(overlays.length).map((overlay) => ({ ownsStatus: ownsStatus(overlay) }));
    return withStatus(withOverlays(state, overlays), statusAfterClosing(state.status, closed, overlays.length));
  };
  return (state, action) => {
    switch (action.type) {
      case 'filter-start':
      case 'filter-set':
      case 'filter-accept':
      case 'filter-clear':
        // The `/` line of the list that has the keys: a view with a line on top, else the tree.
        return sliceOf(slices, topOf(state.overlays))?.filter
          ? withOverlays(state, overlayFilterReducer(state.overlays, action))
          : withNav(state, navReducer(state.nav, action));
      case 'push-overlay': {
        const pushed = withNav(withOverlays(state, overlaysReducer(state.overlays, action)), navReducer(state.nav, action));
        // A form opens with the status line clear: what was said before is not about it.
        return ownsStatus(action.overlay) ? withStatus(pushed, statusReducer(state.status, { type: 'status', status: null })) : pushed;
      }
      case 'pop-overlay':
      case 'close-overlays':
        return closing(state, overlaysReducer(state.overlays, action));
      case 'replace-overlay':
        return withOverlays(state, overlaysReducer(state.overlays, action));
      case 'status':
      case 'request-start':
      case 'request-end':
      case 'request-label':
        return { ...state, status: statusReducer(state.status, action, state.overlays.length) };
      case 'service-answered':
      case 'service-unreachable': {
        const connection = connectionReducer(state.connection, action);
        return connection === state.connection ? state : { ...state, connection };
      }
      case 'load-start':
      case 'load-end':
      case 'hold-key':
      case 'release-held': {
        const heldKeys = heldKeysReducer(state.heldKeys, action);
        return heldKeys === state.heldKeys ? state : { ...state, heldKeys };
      }
      case 'set-read-only':
        return { ...state, readOnly: action.readOnly };
      case 'toggle-raw-fields':
        return { ...state, rawFields: !state.rawFields };
    }
    if (own.has(action.type)) return withOverlays(state, overlaysReducer(state.overlays, action));
    return withNav(state, navReducer(state.nav, action as NavAction));
  };
}
