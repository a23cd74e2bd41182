// Which context has the keys: dialog over form over picker over palette/filter over help over the
// views and panes, then the tree or its value table. Pure.
import type { KeyContext } from './keymap.js';
import { filterableTop, isOverlayFiltering } from './overlays.js';
import { currentFrame, selectedRow, topOverlay, type ConsoleState } from './console-store.js';

export function keyContext(state: ConsoleState): KeyContext {
  const overlay = topOverlay(state);
  if (overlay) {
    if (overlay.type === 'dialog') return 'dialog';
    if (overlay.type === 'form') return 'form';
    if (overlay.type === 'picker') return 'picker';
    if (overlay.type === 'palette') return 'palette';
    if (isOverlayFiltering(state.overlays)) return 'filter';
    if (overlay.type === 'board') return 'board';
    if (overlay.type === 'overview') return 'overview';
    if (overlay.type === 'bowling') return 'bowling';
    if (overlay.type === 'attention') return 'attention';
    if (overlay.type === 'due') return 'due';
    if (overlay.type === 'changes') return 'changes';
    return 'help';
  }
  if (state.nav.filterEditing) return 'filter';
  return isHistoryFocused(state) ? 'history' : 'tree';
}

/**
 * The detail pane has the keys and shows an indicator's values: its value table is selectable.
 * With every field shown (`V`) there is no table on screen: the keys scroll the fields.
 */
export function isHistoryFocused(state: ConsoleState): boolean {
  const row = selectedRow(state);
  return state.nav.focus === 'detail' && !state.rawFields && row?.ref.type === 'resource' && row.ref.kind === 'indicator';
}

/** The text of the `/` line that has the keys. */
export function filterText(state: ConsoleState): string {
  const top = filterableTop(state.overlays);
  if (top?.type === 'board') return top.board.filter;
  if (top?.type === 'overview') return top.filter;
  if (top?.type === 'help') return top.filter ?? '';
  return currentFrame(state)?.filter ?? '';
}
