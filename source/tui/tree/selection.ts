// What is selected, read from the store and the local index together: the selected row's place in
// the tree, the indicator's value table, the overview's rows, and the resource a key acts on.
import type { KindName } from '../../catalogue/catalogue.js';
import { chartOf, healthItems } from '../../usecases/review-queries.js';
import { attentionRows } from '../review/attention.js';
import { selectedTask } from '../board/board-state.js';
import { historyRows, type IndicatorResource } from '../indicator/indicator-view.js';
import type { KeyContext } from '../kernel/keymap.js';
import { filterView } from './navigation.js';
import type { AttentionOverlay, BowlingOverlay, OverviewOverlay } from '../kernel/overlays.js';
import { currentFrame, selectedRow, topOverlay, type ConsoleState } from '../kernel/console-store.js';
import { listOwner, titleOf } from './tree-shape.js';
import type { TreeSource } from './tree-source.js';
import type { NodeRef, Session } from '../../usecases/session.js';

/** The selected row's place in the tree (root first, the row last), from the index alone. */
export function rowChain(session: Session, state: ConsoleState): NodeRef[] {
  const ref = selectedRow(state)?.ref;
  if (ref?.type === 'resource') return session.knownChain(ref.kind, ref.id);
  if (ref?.type === 'group') return session.knownChain(ref.parentKind, ref.parentId);
  const frame = currentFrame(state);
  const owner = frame ? listOwner(frame.list) : null;
  return owner ? session.knownChain(owner.kind, owner.id) : [];
}

/** The selected indicator's value rows (newest first) and the selected one. */
export function historyTable(session: Session, source: TreeSource, state: ConsoleState) {
  const ref = selectedRow(state)?.ref;
  if (ref?.type !== 'resource' || ref.kind !== 'indicator') return { indicatorId: null, rows: [], selected: undefined, index: 0 };
  const indicator = source.resource('indicator', ref.id) ?? { id: ref.id };
  const rows = historyRows(indicator, session.histories(ref.id));
  const index = Math.min(state.nav.historyCursor, Math.max(0, rows.length - 1));
  return { indicatorId: ref.id, rows, selected: rows[index], index };
}

/** The overview's indicators that pass its filter, in tree order. */
export function overviewIndicators(session: Session, overlay: OverviewOverlay): IndicatorResource[] {
  const all = session.hoshinIndicators(overlay.hoshinId) as IndicatorResource[];
  if (overlay.filter === '') return all;
  const searchable = all.map((indicator) => ({
    search: `${titleOf('indicator', indicator, indicator.id)} ${indicator.id}`.toLowerCase(),
  }));
  return filterView(searchable, overlay.filter).map((index) => all[index] as IndicatorResource);
}

/** The resource the keys of a context act on: a tree row, a task on the board, an overview row, a value. */
export function selectedResource(
  session: Session,
  source: TreeSource,
  state: ConsoleState,
  context: KeyContext,
): { kind: KindName; id: number } | null {
  const top = topOverlay(state);
  if (context === 'board' && top?.type === 'board') {
    const task = selectedTask(top.board);
    return task ? { kind: 'task', id: task.id } : null;
  }
  if (context === 'overview' && top?.type === 'overview') {
    const indicator = overviewIndicators(session, top)[top.cursor];
    return indicator ? { kind: 'indicator', id: indicator.id } : null;
  }
  if (context === 'history') {
    const selected = historyTable(session, source, state).selected;
    return selected && selected.id !== null ? { kind: 'indicator_history', id: selected.id } : null;
  }
  const ref = selectedRow(state)?.ref;
  return ref?.type === 'resource' ? { kind: ref.kind, id: ref.id } : null;
}

/** The chart a bowling overlay shows, from the index as it is now. */
export function overlayChart(session: Session, overlay: BowlingOverlay, today?: string) {
  return chartOf(session.index, overlay.scope, overlay.months, today);
}

/** The rows of a "what needs attention" overlay, from the index as it is now. */
export function overlayAttention(session: Session, overlay: AttentionOverlay, today: string) {
  return attentionRows(healthItems(session.index, { kind: 'hoshin', id: overlay.hoshinId }, today), today);
}
