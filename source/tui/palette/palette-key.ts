// `:` in a context: the palette over it.
import type { Binding, KeyContext } from '../kernel/feature.js';
import { PALETTE } from './keys.js';
import { newPalette } from './palette-overlay.js';

export function paletteBinding(context: KeyContext, place?: { readonly after: string }): Binding {
  return { ...PALETTE, context, ...place, step: () => ({ type: 'push-overlay', overlay: newPalette() }) };
}
