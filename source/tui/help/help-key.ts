// `?` in a context: the help over it.
import type { Binding, KeyContext } from '../kernel/feature.js';
import { HELP } from './keys.js';
import { newHelp } from './help-overlay.js';

export function helpBinding(context: KeyContext, place?: { readonly after: string }): Binding {
  return { ...HELP, context, ...place, step: () => ({ type: 'push-overlay', overlay: newHelp() }) };
}
