// The `?` sections from the key table: the view it was opened from first, then the keys that work
// everywhere, the shared keys and the list keys once, then every other view. Pure.
import type { Binding, ContextSpec, KeyContext, KeyTable } from '../kernel/feature.js';
import { ALL_MOVES, isListMove, MOVE_DOWN, movesInShort } from '../kernel/list-keys.js';

export interface HelpRow {
  readonly keys: string;
  readonly description: string;
}

interface HelpSection {
  readonly title: string;
  readonly rows: readonly HelpRow[];
}

/** The heading of the list keys' section, which a view's list-keys line refers to. */
export const MOVING = 'The list keys: moving in a list, scrolling a text';

const rowOf = (binding: Binding): HelpRow => ({ keys: binding.keys.join(', '), description: binding.description });

/** The same key, word for word, in another context. */
const sameKey = (a: Binding, b: Binding): boolean =>
  a.action === b.action && a.description === b.description && a.keys.join() === b.keys.join();

/** A view's own keys: its list keys as one line, then the rest that are not shared. */
function ownRows(keys: KeyTable, context: ContextSpec, here = false): HelpRow[] {
  const bindings = keys.bindingsOf(context.name);
  const moves = bindings.filter((binding) => isListMove(binding.action));
  const verb = moves.find((binding) => binding.action === MOVE_DOWN.action)?.short ?? 'move';
  const listLine = moves.length > 0 ? [{ keys: movesInShort(moves), description: `${verb}: the list keys` }] : [];
  const own = bindings.filter((binding) => !isListMove(binding.action) && !binding.shared);
  return [...listLine, ...(here && own.length === 0 && listLine.length === 0 ? bindings : own).map(rowOf)];
}

/** Where a shared key works: the views that bind it, or those that do not when they are fewer. */
function whereRow(binding: Binding, views: readonly ContextSpec[], keys: KeyTable): HelpRow {
  const bound = views.filter((view) => keys.bindingsOf(view.name).some((other) => sameKey(other, binding)));
  const unbound = views.filter((view) => !bound.includes(view));
  const titles = (list: readonly ContextSpec[]) => list.map((view) => view.title).join(', ');
  const where = unbound.length === 0 ? '' : bound.length <= unbound.length ? ` (in: ${titles(bound)})` : ` (not in: ${titles(unbound)})`;
  return { keys: binding.keys.join(', '), description: `${binding.description}${where}` };
}

/** The keys most views share, each once, in the order first met, with where it works. */
function sharedRows(keys: KeyTable, views: readonly ContextSpec[]): HelpRow[] {
  const shared: Binding[] = [];
  for (const view of views)
    for (const binding of keys.bindingsOf(view.name))
      if (binding.shared && !shared.some((seen) => sameKey(seen, binding))) shared.push(binding);
  return shared.map((binding) => whereRow(binding, views, keys));
}

/** The help's sections, opened from `from` (a context's name; the first view when it names none). */
export function helpSections(keys: KeyTable, from?: KeyContext): HelpSection[] {
  const anywhere = keys.contexts.filter((context) => context.anywhere);
  const contexts = keys.contexts.filter((context) => !context.anywhere);
  // A view: a context with a key most views share (a form, a picker or a line being typed has none).
  const views = contexts.filter((context) => keys.bindingsOf(context.name).some((binding) => binding.shared));
  const first = contexts.find((context) => context.name === from) ?? contexts[0];
  const section = (view: ContextSpec, title = view.title): HelpSection => ({ title, rows: ownRows(keys, view, view === first) });
  return [
    ...(first ? [section(first, `${first.title} (here)`)] : []),
    ...anywhere.map((context) => ({ title: context.title, rows: keys.bindingsOf(context.name).map(rowOf) })),
    { title: 'Most views', rows: sharedRows(keys, views) },
    { title: MOVING, rows: ALL_MOVES.map((def) => ({ keys: def.keys.join(', '), description: def.description })) },
    ...contexts.filter((context) => context !== first).map((context) => section(context)),
  ];
}
