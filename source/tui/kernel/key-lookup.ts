// Lookups in the key table: the bindings of a context, the keys a sentence names, the command of an action.
import { BINDINGS, type ActionName, type Binding, type Command, type KeyContext } from './keymap.js';

const TABLE: readonly Binding[] = BINDINGS;

export function bindingsFor(context: KeyContext): readonly Binding[] {
  return TABLE.filter((b) => b.contexts.includes(context));
}

/** The binding of an action; in a context, the one that applies there. */
export function bindingOf(action: ActionName, context?: KeyContext): Binding | undefined {
  return TABLE.find((b) => b.action === action && (context === undefined || b.contexts.includes(context)));
}

/** The key a sentence names for an action ("v records a value"): the first of its keys. */
export function keyOf(action: ActionName, context?: KeyContext): string {
  return bindingOf(action, context)?.keys[0] ?? '';
}

/** Every key of an action, for a sentence ("j/k scroll"). */
export function keysOf(action: ActionName, context?: KeyContext): readonly string[] {
  return bindingOf(action, context)?.keys ?? [];
}

/** The command that handles an action in a context, if a controller does. */
export function commandFor(context: KeyContext, action: ActionName | undefined): Command | undefined {
  return action === undefined ? undefined : (bindingOf(action, context)?.commands?.[context] as Command | undefined);
}

/** Which way a key of a stepping action steps (the table's `steps`); forward when the table says nothing. */
export function stepOf(action: ActionName, context: KeyContext, key: string | undefined): -1 | 1 {
  return (key === undefined ? undefined : bindingOf(action, context)?.steps?.[key]) ?? 1;
}
