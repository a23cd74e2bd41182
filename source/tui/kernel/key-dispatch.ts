// What a key press means: the action a key triggers in a context, or the refusal of a change in read-only mode.
import { reasonOf } from './key-reasons.js';
import { BINDINGS, type ActionName, type Binding, type KeyContext } from './keymap.js';

const TABLE: readonly Binding[] = BINDINGS;

/**
 * The action a key triggers in a context, falling back to the global bindings; in read-only mode
 * an action that changes data is the refusal (no row given: only read-only rules a key out).
 */
export function actionFor(context: KeyContext, name: string, readOnly = false): ActionName | undefined {
  for (const scope of [context, 'global'] as const) {
    const binding = TABLE.find((b) => b.contexts.includes(scope) && b.keys.includes(name));
    if (binding) return readOnly && reasonOf(binding, { readOnly, context: scope }) ? 'refused-read-only' : (binding.action as ActionName);
  }
  return undefined;
}
