// The key table: every context of every feature and each context's bindings, in the order the
// help and the footer list them. A binding a feature brings into a context another feature owns
// goes right after the binding it names (`after`), else last. Built once from the registry; pure.
import type { Binding, Feature, KeyContext, KeyTable } from './feature.js';

/** A context's bindings in order: those without a place first, then each after the one it names. */
function ordered(context: KeyContext, bindings: readonly Binding[]): Binding[] {
  const list = bindings.filter((binding) => binding.after === undefined);
  let waiting = bindings.filter((binding) => binding.after !== undefined);
  while (waiting.length > 0) {
    const still = waiting.filter((binding) => {
      const at = list.findIndex((placed) => placed.action === binding.after);
      if (at < 0) return true;
      list.splice(at + 1, 0, binding);
      return false;
    });
    if (still.length === waiting.length)
      throw new Error(`${context}: ${still.map((b) => `${b.action} after ${String(b.after)}`).join(', ')}: no such binding there`);
    waiting = still;
  }
  return list;
}

export function buildKeyTable(features: readonly Feature[]): KeyTable {
  const contexts = features.flatMap((feature) => feature.contexts ?? []);
  const all = features.flatMap((feature) => feature.bindings ?? []);
  const byContext = new Map<KeyContext, Binding[]>();
  for (const context of contexts) {
    if (byContext.has(context.name)) throw new Error(`two contexts are named ${context.name}`);
    byContext.set(
      context.name,
      ordered(
        context.name,
        all.filter((binding) => binding.context === context.name),
      ),
    );
  }
  const lost = all.filter((binding) => !byContext.has(binding.context));
  if (lost.length > 0) throw new Error(`no feature owns the context of ${lost.map((b) => `${b.context}:${b.action}`).join(', ')}`);
  const bindingsOf = (context: KeyContext): readonly Binding[] => byContext.get(context) ?? [];
  return {
    contexts,
    bindingsOf,
    bindingFor: (context, name) => bindingsOf(context).find((binding) => binding.keys.includes(name)),
    bindingOf: (action, context) => bindingsOf(context).find((binding) => binding.action === action),
    context: (name) => contexts.find((context) => context.name === name),
  };
}
