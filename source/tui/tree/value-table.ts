// The selected indicator's value table: its rows (newest first), the selected one, and whether it has the keys.
import { selectedRow, type ConsoleState } from '../kernel/console-store.js';
import { historyRows } from '../detail/indicator-view.js';
import type { TreeSource } from './tree-source.js';
import type { Session } from '../../usecases/session.js';

/** The selected indicator's value rows (newest first) and the selected one. */
export function historyTable(session: Session, source: TreeSource, state: ConsoleState) {
  const ref = selectedRow(state)?.ref;
  if (ref?.type !== 'resource' || ref.kind !== 'indicator') return { indicatorId: null, rows: [], selected: undefined, index: 0 };
  const indicator = source.resource('indicator', ref.id) ?? { id: ref.id };
  const rows = historyRows(indicator, session.histories(ref.id));
  const index = Math.min(state.nav.historyCursor, Math.max(0, rows.length - 1));
  return { indicatorId: ref.id, rows, selected: rows[index], index };
}

/** The value table has the keys (with every field shown, `V`, they scroll the fields). */
export function isHistoryFocused(state: ConsoleState): boolean {
  const row = selectedRow(state);
  return state.nav.focus === 'detail' && !state.rawFields && row?.ref.type === 'resource' && row.ref.kind === 'indicator';
}
