// `?` in a context: the help over it.
import { HELP } from '../kernel/shared-keys.js';
import type { Binding, Handler, KeyContext } from '../kernel/feature.js';
import { newHelp } from './help-overlay.js';

/** What the key does wherever it is bound or inherited. */
export const openHelp: Handler = { step: () => ({ type: 'push-overlay', overlay: newHelp() }) };

export function helpBinding(context: KeyContext, place?: { readonly after: string }): Binding {
  return { ...HELP, context, ...place, ...openHelp };
}
