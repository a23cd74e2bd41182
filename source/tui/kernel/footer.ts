// The footer: the keys of the context that has them, from the keymap, fitted to the width by
// priority (the keymap's `hint` numbers). In the tree, keys that mean nothing on the selected row
// (v off an indicator, t with no board above, b and a outside a hoshin, q below the top level) are
// left out. Pure.
import type { KindName } from '../../catalogue/catalogue.js';
import { footerHints, type ActionName, type KeyContext } from './keymap.js';

/** What the selected row (in the due queue: the item on screen) offers; the index knows, so the caller passes it in. */
export interface RowFacts {
  readonly kind: KindName | null;
  readonly topLevel: boolean;
  /** An objective or hoshin is at or above the row. */
  readonly board: boolean;
  readonly hoshin: boolean;
}

const ROW_ACTIONS: Readonly<Partial<Record<ActionName, (row: RowFacts) => boolean>>> = {
  'record-value': (row) => row.kind === 'indicator',
  'history-table': (row) => row.kind === 'indicator',
  'task-status': (row) => row.kind === 'task',
  board: (row) => row.board,
  bowling: (row) => row.hoshin,
  attention: (row) => row.hoshin,
  report: (row) => row.hoshin,
  countermeasure: (row) => row.kind === 'indicator',
  'indicators-overview': (row) => row.hoshin,
  quit: (row) => row.topLevel,
};

// In the due queue, the keys of the item on screen: Enter records an indicator's value (on a task
// it only skips, as n does), s moves a task.
const DUE_ACTIONS: Readonly<Partial<Record<ActionName, (row: RowFacts) => boolean>>> = {
  'due-enter': (row) => row.kind === 'indicator',
  'task-status': (row) => row.kind === 'task',
};

export function treeFooter(row: RowFacts, options: { readonly readOnly: boolean; readonly width?: number; readonly separator?: string }): string {
  return footerHints('tree', { ...options, relevant: (action) => ROW_ACTIONS[action]?.(row) ?? true });
}

export function footerFor(context: KeyContext, row: RowFacts, options: { readonly readOnly: boolean; readonly width?: number; readonly separator?: string }): string {
  if (context === 'tree') return treeFooter(row, options);
  if (context === 'due') return footerHints('due', { ...options, relevant: (action) => DUE_ACTIONS[action]?.(row) ?? true });
  return footerHints(context, options);
}
