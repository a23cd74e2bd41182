// The key table: every context and its bindings in the help's order. A binding brought into another
// feature's context goes after the one it names (`after`), else last. Built once; pure.
import type { Binding, ContextSpec, Feature, Handler, KeyContext, KeyTable } from './feature.js';
import { isListMove, scrollingBindings } from './list-keys.js';
import { SHARED_KEYS, type SharedKeyName } from './shared-keys.js';

/** Closing a view: the view on top goes. */
const CLOSE: Handler = { step: () => ({ type: 'pop-overlay' }) };

/** The shared keys a context inherits: palette and help after its navigation, close and `m` last. */
function inherited(context: ContextSpec, own: readonly Binding[], providers: ReadonlyMap<SharedKeyName, Handler>): Binding[] {
  const anchor =
    context.inheritedAfter ??
    (own.some((binding) => binding.action === 'filter') ? 'filter' : own.filter((binding) => isListMove(binding.action)).at(-1)?.action);
  return (context.inherits ?? []).map((name) => {
    const handler = name === 'close' ? (context.close ?? CLOSE) : providers.get(name);
    if (!handler) throw new Error(`${context.name} inherits ${name}: no feature provides it`);
    const clash = own.find((binding) => binding.keys.some((key) => SHARED_KEYS[name].keys.some((shared) => shared === key)));
    if (clash) throw new Error(`${context.name}: ${clash.action} takes a key of the inherited ${name}`);
    const place =
      (name === 'palette' || name === 'help') && anchor !== undefined
        ? { after: name === 'help' && context.inherits?.includes('palette') ? 'palette' : anchor }
        : {};
    return { ...SHARED_KEYS[name], ...handler, context: context.name, ...place };
  });
}

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
  // Each context's own bindings, gathered in one pass (the table is built as the console loads).
  // A context that scrolls gets its moves first, before any feature's binding in it.
  const byContext = new Map<KeyContext, Binding[]>();
  for (const context of contexts) {
    if (byContext.has(context.name)) throw new Error(`two contexts are named ${context.name}`);
    byContext.set(context.name, scrollingBindings(context));
  }
  const lost: Binding[] = [];
  for (const feature of features) for (const binding of feature.bindings ?? []) (byContext.get(binding.context) ?? lost).push(binding);
  if (lost.length > 0) throw new Error(`no feature owns the context of ${lost.map((b) => `${b.context}:${b.action}`).join(', ')}`);
  const providers = new Map<SharedKeyName, Handler>();
  for (const [name, handler] of features.flatMap((feature) => Object.entries(feature.provides ?? {})))
    providers.set(name as SharedKeyName, handler);
  for (const context of contexts) {
    const own = byContext.get(context.name) ?? [];
    byContext.set(context.name, ordered(context.name, [...own, ...inherited(context, own, providers)]));
  }
  const bindingsOf = (context: KeyContext): readonly Binding[] => byContext.get(context) ?? [];
  return {
    contexts,
    bindingsOf,
    bindingFor: (context, name) => bindingsOf(context).find((binding) => binding.keys.includes(name)),
    bindingOf: (action, context) => bindingsOf(context).find((binding) => binding.action === action),
    context: (name) => contexts.find((context) => context.name === name),
  };
}
