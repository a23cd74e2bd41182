// Where the help was opened from: the context that had the keys under it (the overlay below it,
// or with none the tree or its value table). Read from the stack, so every way of opening it (`?`
// in any view, the palette's `help`) says where it was opened. Pure.
import type { ConsoleState } from '../kernel/console-store.js';
import type { KeyContext, KeyTable } from '../kernel/feature.js';
import { topOf } from '../kernel/overlays.js';

export function helpFrom(keys: KeyTable, state: ConsoleState): KeyContext | undefined {
  const top = topOf(state.overlays);
  const under = top?.type === 'help' ? state.overlays.slice(0, -1) : state.overlays;
  const below = topOf(under);
  const context = below
    ? keys.contexts.find((spec) => spec.overlays?.includes(below.type))
    : keys.contexts.find((spec) => spec.ground?.({ ...state, overlays: under }));
  return context?.name;
}
