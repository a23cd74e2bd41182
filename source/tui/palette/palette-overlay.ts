// The `:` palette as an overlay and its steps. Pure.
import type { ConsoleAction } from '../kernel/console-store.js';

export interface PaletteOverlay {
  readonly type: 'palette';
  readonly text: string;
  /** The highlighted suggestion. */
  readonly selection: number;
  /** The person moved to that suggestion (up/down): Enter takes it over the typed line. */
  readonly picked: boolean;
  readonly error: string | null;
}

type PaletteAction =
  | { readonly type: 'palette-set'; readonly text: string }
  /** Up/down in the suggestions. */
  | { readonly type: 'palette-select'; readonly selection: number }
  | { readonly type: 'palette-error'; readonly error: string };

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    palette: PaletteOverlay;
  }
  interface FeatureActions {
    palette: PaletteAction;
  }
}

export const newPalette = (): PaletteOverlay => ({
  type: 'palette',
  text: '',
  selection: 0,
  picked: false,
  error: null,
});

export function paletteReduce(overlay: PaletteOverlay, action: ConsoleAction): PaletteOverlay {
  switch (action.type) {
    case 'palette-set':
      return { ...overlay, text: action.text, selection: 0, picked: false, error: null };
    case 'palette-select':
      return { ...overlay, selection: Math.max(0, action.selection), picked: true };
    case 'palette-error':
      return { ...overlay, error: action.error };
    default:
      return overlay;
  }
}
