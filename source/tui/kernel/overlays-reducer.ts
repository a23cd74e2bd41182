// The overlay stack's reducers: push, pop and replace, each overlay's own steps, and the `/` line of the one on top.
import { bowlingCursor } from '../review/bowling-view.js';
import type { FilterAction } from '../tree/navigation.js';
import { filterableTop, type Overlay, type OverlayAction, type Overlays } from './overlays.js';

function replaceTop(overlays: Overlays, overlay: Overlay): Overlays {
  return [...overlays.slice(0, -1), overlay];
}

function mapOverlay<T extends Overlay['type']>(
  overlays: Overlays,
  type: T,
  update: (overlay: Extract<Overlay, { type: T }>) => Overlay,
): Overlays {
  let index = -1;
  overlays.forEach((overlay, position) => {
    if (overlay.type === type) index = position;
  });
  if (index < 0) return overlays;
  const next = [...overlays];
  next[index] = update(next[index] as Extract<Overlay, { type: T }>);
  return next;
}

function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(Math.max(0, max), value));
}

export function overlaysReducer(overlays: Overlays, action: OverlayAction): Overlays {
  switch (action.type) {
    case 'push-overlay':
      return [...overlays, action.overlay];
    case 'pop-overlay':
      return overlays.slice(0, -1);
    case 'replace-overlay':
      return replaceTop(overlays, action.overlay);
    case 'close-overlays':
      return overlays.length === 0 ? overlays : [];
    case 'palette-set':
      return mapOverlay(overlays, 'palette', (overlay) => ({
        ...overlay,
        text: action.text,
        selection: 0,
        picked: false,
        error: null,
      }));
    case 'palette-select':
      return mapOverlay(overlays, 'palette', (overlay) => ({
        ...overlay,
        selection: Math.max(0, action.selection),
        picked: true,
      }));
    case 'palette-error':
      return mapOverlay(overlays, 'palette', (overlay) => ({ ...overlay, error: action.error }));
    case 'form-dirty':
      return mapOverlay(overlays, 'form', (overlay) => ({ ...overlay, dirty: action.dirty }));
    case 'help-scroll':
      return mapOverlay(overlays, 'help', (overlay) => ({
        ...overlay,
        scroll: clamp(overlay.scroll + action.delta, action.max),
      }));
    case 'changes-scroll':
      return mapOverlay(overlays, 'changes', (overlay) => ({
        ...overlay,
        scroll: clamp(overlay.scroll + action.delta, action.max),
      }));
    case 'board-set':
      return mapOverlay(overlays, 'board', (overlay) => ({ ...overlay, board: action.board }));
    case 'overview-move':
      return mapOverlay(overlays, 'overview', (overlay) => ({
        ...overlay,
        cursor: clamp(overlay.cursor + action.delta, action.total - 1),
      }));
    case 'bowling-move':
      return mapOverlay(overlays, 'bowling', (overlay) => ({
        ...overlay,
        ...bowlingCursor(overlay, action.delta, { rows: action.rows, columns: overlay.months.length }),
      }));
    case 'attention-move':
      return mapOverlay(overlays, 'attention', (overlay) => ({
        ...overlay,
        cursor: clamp(overlay.cursor + action.delta, action.total - 1),
      }));
    case 'due-set':
      return mapOverlay(overlays, 'due', (overlay) => ({ ...overlay, walk: action.walk }));
  }
}

/** The `/` line of the board or the overview on top. */
export function overlayFilterReducer(overlays: Overlays, action: FilterAction): Overlays {
  const top = filterableTop(overlays);
  if (!top) return overlays;
  if (top.type === 'board') {
    const board = top.board;
    switch (action.type) {
      case 'filter-start':
        return replaceTop(overlays, { ...top, board: { ...board, filtering: true } });
      case 'filter-set':
        return replaceTop(overlays, { ...top, board: { ...board, filter: action.text } });
      case 'filter-accept':
        return replaceTop(overlays, { ...top, board: { ...board, filtering: false } });
      case 'filter-clear':
        return replaceTop(overlays, { ...top, board: { ...board, filtering: false, filter: '' } });
    }
  }
  if (top.type === 'help') {
    // The help goes back to its top whenever the lines it shows change.
    switch (action.type) {
      case 'filter-start':
        return replaceTop(overlays, { ...top, filtering: true });
      case 'filter-set':
        return replaceTop(overlays, { ...top, filter: action.text, scroll: 0 });
      case 'filter-accept':
        return replaceTop(overlays, { ...top, filtering: false });
      case 'filter-clear':
        return replaceTop(overlays, { ...top, filtering: false, filter: '', scroll: 0 });
    }
  }
  switch (action.type) {
    case 'filter-start':
      return replaceTop(overlays, { ...top, filtering: true });
    case 'filter-set':
      return replaceTop(overlays, { ...top, filter: action.text, cursor: 0 });
    case 'filter-accept':
      return replaceTop(overlays, { ...top, filtering: false });
    case 'filter-clear':
      return replaceTop(overlays, { ...top, filtering: false, filter: '', cursor: 0 });
  }
}
