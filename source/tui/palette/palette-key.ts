// `:` in a context: the palette over it.
import { PALETTE } from '../kernel/shared-keys.js';
import type { Binding, Handler, KeyContext } from '../kernel/feature.js';
import { newPalette } from './palette-overlay.js';

/** What the key does wherever it is bound or inherited. */
export const openPalette: Handler = { step: () => ({ type: 'push-overlay', overlay: newPalette() }) };

export function paletteBinding(context: KeyContext, place?: { readonly after: string }): Binding {
  return { ...PALETTE, context, ...place, ...openPalette };
}
