// Where the help was opened from: the context under it, read from the stack (every way of opening it says so). Pure.
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
