// The console's state, one slice per concern, and the one reducer that steps it: navigation in the
// tree, the overlays above it, the status line, the connection, keys held while a list loads, and
// read-only mode. Pure: no Ink, no I/O.
import { connectionReducer, initialConnection, type ConnectionAction, type ConnectionState } from './connection-state.js';
import { heldKeysReducer, initialHeldKeys, isLoading, type HeldKeysAction, type HeldKeysState } from './held-keys.js';
import {
  initialNavigation,
  navReducer,
  selectedRowOf,
  topFrame,
  type FilterAction,
  type Frame,
  type NavAction,
  type NavState,
} from '../tree/navigation.js';
import { overlayFilterReducer, overlaysReducer } from './overlays-reducer.js';
import { filterableTop, hasDirtyForm as overlaysDirty, topOf, type Overlay, type OverlayAction, type Overlays } from './overlays.js';
import { initialStatus, statusReducer, type StatusAction, type StatusState } from './status-line.js';
import type { TreeRow } from '../tree/tree-shape.js';

export interface ConsoleState {
  readonly nav: NavState;
  readonly overlays: Overlays;
  readonly status: StatusState;
  readonly connection: ConnectionState;
  readonly heldKeys: HeldKeysState;
  readonly readOnly: boolean;
  /** `V`: the detail pane lists every field instead of the people-facing summary. */
  readonly rawFields: boolean;
}

export type ConsoleAction =
  | NavAction
  | FilterAction
  | OverlayAction
  | StatusAction
  | ConnectionAction
  | HeldKeysAction
  | { readonly type: 'set-read-only'; readonly readOnly: boolean }
  | { readonly type: 'toggle-raw-fields' };

export function initialConsoleState(options: { readonly readOnly: boolean; readonly pageSize: number }): ConsoleState {
  return {
    nav: initialNavigation(options.pageSize),
    overlays: [],
    status: initialStatus,
    connection: initialConnection,
    heldKeys: initialHeldKeys,
    readOnly: options.readOnly,
    rawFields: false,
  };
}

function withNav(state: ConsoleState, nav: NavState): ConsoleState {
  return nav === state.nav ? state : { ...state, nav };
}

function withOverlays(state: ConsoleState, overlays: Overlays): ConsoleState {
  return overlays === state.overlays ? state : { ...state, overlays };
}

export function consoleReducer(state: ConsoleState, action: ConsoleAction): ConsoleState {
  switch (action.type) {
    case 'filter-start':
    case 'filter-set':
    case 'filter-accept':
    case 'filter-clear':
      // The `/` line of the list that has the keys: a board or overview on top, else the tree.
      return filterableTop(state.overlays)
        ? withOverlays(state, overlayFilterReducer(state.overlays, action))
        : withNav(state, navReducer(state.nav, action));
    case 'push-overlay':
      return withNav(withOverlays(state, overlaysReducer(state.overlays, action)), navReducer(state.nav, action));
    case 'pop-overlay':
    case 'replace-overlay':
    case 'close-overlays':
    case 'palette-set':
    case 'palette-select':
    case 'palette-error':
    case 'form-dirty':
    case 'help-scroll':
    case 'changes-scroll':
    case 'board-set':
    case 'overview-move':
    case 'bowling-move':
    case 'attention-move':
    case 'due-set':
      return withOverlays(state, overlaysReducer(state.overlays, action));
    case 'status':
    case 'request-start':
    case 'request-end':
    case 'request-label':
      return { ...state, status: statusReducer(state.status, action) };
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
    default:
      return withNav(state, navReducer(state.nav, action));
  }
}

export function currentFrame(state: ConsoleState): Frame | undefined {
  return topFrame(state.nav);
}

export function selectedRow(state: ConsoleState): TreeRow | undefined {
  return selectedRowOf(state.nav);
}

export function topOverlay(state: ConsoleState): Overlay | undefined {
  return topOf(state.overlays);
}

export function hasDirtyForm(state: ConsoleState): boolean {
  return overlaysDirty(state.overlays);
}

/** The tree has the keys and its list is still arriving: keys typed now wait for it. */
export function holdsKeys(state: ConsoleState): boolean {
  const frame = currentFrame(state);
  return state.overlays.length === 0 && !state.nav.filterEditing && frame !== undefined && isLoading(state.heldKeys, frame.key);
}
