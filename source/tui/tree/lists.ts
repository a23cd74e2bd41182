// Loads and shows the tree's lists: fetched when a list opens (keys typed meanwhile wait), a
// resource shown where it lives, one opened by id.
import { kindSpec, pluralWords, type KindName } from '../../catalogue/catalogue.js';
import type { ConsoleActions, Shell } from '../kernel/feature.js';
import type { ConsoleAction } from '../kernel/console-store.js';
import { say } from '../kernel/status-line.js';
import { listKey, pathTo, rowKey, rowsOf, type ListRef } from './tree-shape.js';
import type { TreeSource } from './tree-source.js';
import type { NodeRef } from '../../usecases/session.js';

type Lists = Pick<ConsoleActions, 'session' | 'source' | 'request'> & { readonly dispatch: (action: ConsoleAction) => void };

/** The list is one the index already knows whole, so its rows are worth moving through at once. */
function knownWhole(list: ListRef, source: TreeSource): boolean {
  return list.type === 'groups' || source.isComplete(list.parentKind, list.parentId, list.childKind);
}

/** Fetches what the service can list of a list just opened. */
export async function fetchList(shell: Lists, list: ListRef): Promise<void> {
  const { session, source, request, dispatch } = shell;
  if (!session.listable(list)) return;
  const noun = list.type === 'children' ? pluralWords(kindSpec(list.childKind)) : '';
  const hold = !knownWhole(list, source);
  if (hold) dispatch({ type: 'load-start', key: listKey(list) });
  try {
    await request(`fetching ${noun}…`, () => session.fetchList(list));
  } finally {
    if (hold) dispatch({ type: 'load-end', key: listKey(list) });
  }
}

/** Shows a chain (root first) in the tree, its last link selected. */
export function reveal(shell: Pick<Lists, 'source' | 'dispatch'>, chain: readonly NodeRef[]): void {
  const steps = pathTo(chain).map((step) => ({
    list: step.list,
    rows: rowsOf(step.list, shell.source),
    select: rowKey(step.select),
  }));
  shell.dispatch({ type: 'reveal', steps });
}

/** Fetches a resource and its ancestors, then shows it in place. */
export async function openByRef(shell: Lists, kind: KindName, id: number): Promise<void> {
  const label = kindSpec(kind).label;
  const chain = await shell.request(`opening ${label.toLowerCase()} ${id}…`, () => shell.session.openResource(kind, id));
  if (!chain) return;
  if (chain[0]?.kind !== 'company') {
    say(shell, `${label} ${id} fetched, but it has no place in the company tree`, 'error');
    return;
  }
  reveal(shell, chain);
  say(shell, `opened ${label.toLowerCase()} ${id}`, 'success');
}

/** Shows a resource in the tree, walking its ancestry from the index, or from the service when it is not known. */
export function showInTree(shell: Shell, kind: KindName, id: number): void {
  const chain = shell.session.knownChain(kind, id);
  if (chain[0]?.kind === 'company') reveal(shell, chain);
  else void openByRef(shell, kind, id);
}
