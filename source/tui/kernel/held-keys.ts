// Keys typed while an unknown list loads: held, then given to it ("j j Enter" after opening a
// company acts on its hoshins). A list the index knows whole takes keys at once. Pure.
import type { KeyPress } from './burst.js';

export interface HeldKeysState {
  /** Keys of the lists being loaded that hold the keys typed meanwhile. */
  readonly loading: readonly string[];
  readonly held: readonly KeyPress[];
}

export type HeldKeysAction =
  | { readonly type: 'load-start'; readonly key: string }
  | { readonly type: 'load-end'; readonly key: string }
  | { readonly type: 'hold-key'; readonly press: KeyPress }
  /** The held keys were handed back to the key handler. */
  | { readonly type: 'release-held' };

export const initialHeldKeys: HeldKeysState = { loading: [], held: [] };

export function heldKeysReducer(state: HeldKeysState, action: HeldKeysAction): HeldKeysState {
  switch (action.type) {
    case 'load-start':
      return { ...state, loading: [...state.loading, action.key] };
    case 'load-end': {
      const at = state.loading.indexOf(action.key);
      return at < 0 ? state : { ...state, loading: [...state.loading.slice(0, at), ...state.loading.slice(at + 1)] };
    }
    case 'hold-key':
      return { ...state, held: [...state.held, action.press] };
    case 'release-held':
      return state.held.length === 0 ? state : { ...state, held: [] };
  }
}

export const isLoading = (state: HeldKeysState, listKey: string): boolean => state.loading.includes(listKey);
