// The context of a view over the tree in an overlay of its own, the shape most views share.
import type { ContextSpec } from './feature.js';
import type { OverlayTypes } from './overlays.js';
import { VIEW_KEYS } from './shared-keys.js';

/** The view's context, named as its overlay: it has the keys while that is on top, takes command keys and inherits the view keys. */
export function viewContext(name: keyof OverlayTypes, title: string, spec: Partial<ContextSpec> = {}): ContextSpec {
  return { name, title, overlays: [name], commandKeys: true, inherits: VIEW_KEYS, ...spec };
}
