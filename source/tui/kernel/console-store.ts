// The console's state, one slice per concern, its actions, and what is read from it. Pure.
import { initialConnection, type ConnectionAction, type ConnectionState } from './connection-state.js';
import { initialHeldKeys, isLoading, type HeldKeysAction, type HeldKeysState } from './held-keys.js';
import { initialNavigation, selectedRowOf, topFrame, type Frame, type NavAction, type NavState, type TreeRow } from '../tree/ground.js';
import {
  topOf,
  type FilterAction,
  type Overlay,
  type OverlayAction,
  type Overlays,
  type OverlayTypes,
  type FeatureActions,
} from './overlays.js';
import { initialStatus, type StatusAction, type StatusState } from './status-line.js';

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

type KernelAction =
  | NavAction
  | FilterAction
  | OverlayAction
  | StatusAction
  | ConnectionAction
  | HeldKeysAction
  | { readonly type: 'set-read-only'; readonly readOnly: boolean }
  | { readonly type: 'toggle-raw-fields' };

export type ConsoleAction = KernelAction | FeatureActions[keyof FeatureActions];

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

export const currentFrame = (state: ConsoleState): Frame | undefined => topFrame(state.nav);

export const selectedRow = (state: ConsoleState): TreeRow | undefined => selectedRowOf(state.nav);

export const topOverlay = (state: ConsoleState): Overlay | undefined => topOf(state.overlays);

/** The overlay on top when it is of this type. */
export function topOfType<T extends keyof OverlayTypes>(state: ConsoleState, type: T): OverlayTypes[T] | undefined {
  const top = topOf(state.overlays);
  return top?.type === type ? (top as OverlayTypes[T]) : undefined;
}

/** The tree has the keys and its list is still arriving: keys typed now wait for it. */
export function holdsKeys(state: ConsoleState): boolean {
  const frame = currentFrame(state);
  return state.overlays.length === 0 && !state.nav.filterEditing && frame !== undefined && isLoading(state.heldKeys, frame.key);
}
