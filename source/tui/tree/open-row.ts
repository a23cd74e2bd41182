// Enter on a row of the tree: the list it holds, fetched (an entry known only by name is fetched too).
import { kindSpec } from '../../catalogue/catalogue.js';
import type { Shell } from '../kernel/feature.js';
import { selectedRow } from '../kernel/console-store.js';
import { say } from '../kernel/status-line.js';
import { fetchList } from './lists.js';
import { listOpenedBy, rowsOf } from './tree-shape.js';

export function openRow(shell: Shell): void {
  const { session, source, request, dispatch } = shell;
  const row = selectedRow(shell.current());
  if (!row) return;
  const list = listOpenedBy(row.ref);
  if (!list) {
    say(shell, 'history values have nothing under them', 'info');
    return;
  }
  dispatch({ type: 'open', list, rows: rowsOf(list, source) });
  dispatch({ type: 'status', status: null });
  void fetchList(shell, list);
  if (row.ref.type === 'resource' && !session.index.get(row.ref.kind, row.ref.id)?.resource) {
    const { kind, id } = row.ref;
    void request(`fetching ${kindSpec(kind).label.toLowerCase()} ${id}…`, () => session.fetch(kind, id));
  }
}
