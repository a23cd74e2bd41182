// Where the console's views reach from the selected row: the board's objective or hoshin, the
// overview's hoshin, and the tree's footer for that row. Pure: the chain comes from the index.
import type { KindName } from '../../catalogue/catalogue.js';
import { footerHints } from '../keymap.js';
import type { BoardScope } from '../state/navigation.js';

export interface ChainLink {
  readonly kind: KindName;
  readonly id: number;
}

/** The nearest objective of the chain (root first, the row last), else the nearest hoshin. */
export function boardScopeOf(chain: readonly ChainLink[]): BoardScope | null {
  for (const kind of ['objective', 'hoshin'] as const) {
    const link = [...chain].reverse().find((l) => l.kind === kind);
    if (link) return { kind, id: link.id };
  }
  return null;
}

/** The hoshin the row is in (or is). */
export function hoshinOf(chain: readonly ChainLink[]): number | null {
  return [...chain].reverse().find((l) => l.kind === 'hoshin')?.id ?? null;
}

const TREE_HINTS = ['open', 'back', 'switch-pane', 'filter', 'palette', 'help', 'quit', 'edit', 'create', 'delete'] as const;

/**
 * The tree's footer: the keys for the selected row's kind first (v on an indicator, s on a task,
 * b where a board exists), since the footer is cut at the terminal's width; q only at the top.
 */
export function treeHints(readOnly: boolean, row: { readonly kind: KindName | null; readonly topLevel: boolean; readonly board: boolean; readonly hoshin: boolean }): string {
  const first = new Set<string>();
  if (row.kind === 'indicator') {
    first.add('record-value');
    first.add('history-table');
  }
  if (row.kind === 'task') first.add('task-status');
  if (row.board) first.add('board');
  if (row.hoshin) first.add('indicators-overview');
  const rest = new Set<string>(TREE_HINTS.filter((action) => action !== 'quit' || row.topLevel));
  return [footerHints('tree', readOnly, first), footerHints('tree', readOnly, rest)].filter((text) => text !== '').join(' · ');
}
