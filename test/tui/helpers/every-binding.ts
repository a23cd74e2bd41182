// Every binding of every context, in the help's order, each naming its context: what the binding
// walk and the footer's tests go through. Made here, not as the console loads (the console needs
// only its contexts' own lists).
import type { Binding, KeyContext } from '../../../source/tui/kernel/feature.js';
import { KEY_TABLE } from '../../../source/tui/kernel/registry.js';

export const BINDINGS: readonly (Binding & { readonly contexts: readonly KeyContext[] })[] = KEY_TABLE.contexts.flatMap((context) =>
  KEY_TABLE.bindingsOf(context.name).map((binding) => ({ ...binding, contexts: [context.name] })),
);
