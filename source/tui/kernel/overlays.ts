// What sits above the tree, topmost last: help, the palette, forms, pickers, dialogs, the task
// board and the indicators overview: their types and constructors. Pure; they step in overlays-reducer.ts.
import type { KindName } from '../../catalogue/catalogue.js';
import type { BoardScope } from '../../usecases/board-tasks.js';
import type { BoardState } from '../board/board-state.js';
import type { ConfirmState } from '../dialogs/confirm-state.js';
import type { DeleteState } from '../dialogs/delete-state.js';
import type { PickerState } from '../dialogs/picker-state.js';
import type { BowlingScope } from '../review/bowling-view.js';
import type { DueWalk } from '../review/due-walk.js';

export interface PaletteOverlay {
  readonly type: 'palette';
  readonly text: string;
  /** The highlighted suggestion. */
  readonly selection: number;
  /** The person moved to that suggestion (up/down): Enter takes it over the typed line. */
  readonly picked: boolean;
  readonly error: string | null;
}

export interface OverviewOverlay {
  readonly type: 'overview';
  readonly hoshinId: number;
  /** Indexes the rows that pass the filter. */
  readonly cursor: number;
  readonly filter: string;
  readonly filtering: boolean;
}

/** `b`: the bowling chart of a hoshin, area or objective; the cursor is on an indicator (row) and a month (column). */
export interface BowlingOverlay {
  readonly type: 'bowling';
  readonly scope: BowlingScope;
  /** The months shown, oldest first (`YYYY-MM`), the current one last. */
  readonly months: readonly string[];
  readonly row: number;
  readonly column: number;
}

/** `a`: what needs attention in a hoshin; the cursor indexes its rows. */
export interface AttentionOverlay {
  readonly type: 'attention';
  readonly hoshinId: number;
  readonly cursor: number;
}

/** `u`: the due queue, walked one item at a time. */
export interface DueOverlay {
  readonly type: 'due';
  readonly walk: DueWalk;
}

export type Overlay =
  | { readonly type: 'help'; readonly scroll: number; readonly filter?: string; readonly filtering?: boolean }
  /** `L`: the changes this session sent. */
  | { readonly type: 'changes'; readonly scroll: number }
  /** `z`: undo the session's last change? (the plan waits with the session's changes). */
  | { readonly type: 'dialog'; readonly dialog: 'undo'; readonly state: ConfirmState }
  | PaletteOverlay
  /** `fields`: a subset of the writable fields (the board's deadline + responsible). */
  | {
      readonly type: 'form';
      readonly mode: 'edit';
      readonly kind: KindName;
      readonly id: number;
      readonly dirty: boolean;
      readonly fields?: readonly string[];
      /** Whole texts fetched for the edit where the index keeps only their beginning. */
      readonly texts?: Readonly<Record<string, unknown>>;
      /** Values typed in another form that this one starts with, as changes (the record form's, for a day that had a value). */
      readonly typed?: Readonly<Record<string, unknown>>;
    }
  /** `values`: what a new resource starts with (a countermeasure's name, deadline, responsible); `title` replaces the generated one. */
  | {
      readonly type: 'form';
      readonly mode: 'create';
      readonly kind: KindName;
      readonly parentId: number | null;
      readonly dirty: boolean;
      readonly values?: Readonly<Record<string, unknown>>;
      readonly title?: string;
    }
  /** `v`: a new history value of an indicator (day, value, goal, comment). */
  | {
      readonly type: 'form';
      readonly mode: 'record';
      readonly kind: 'indicator_history';
      readonly indicatorId: number;
      readonly dirty: boolean;
    }
  /** Which kind to create; option values are `<kind>:<parentId or empty>`. */
  | { readonly type: 'picker'; readonly purpose: 'child-kind'; readonly picker: PickerState }
  /** `s`: the status to move a task to; option values are statuses. */
  | { readonly type: 'picker'; readonly purpose: 'task-status'; readonly taskId: number; readonly picker: PickerState }
  | {
      readonly type: 'dialog';
      readonly dialog: 'delete';
      readonly kind: KindName;
      readonly id: number;
      readonly state: DeleteState;
    }
  | { readonly type: 'dialog'; readonly dialog: 'discard-form' | 'quit-dirty'; readonly state: ConfirmState }
  /** A recorded day that already has a value: confirming edits that value instead. */
  /** A countermeasure for that indicator and month exists: start another (the task form with `values`)? */
  | {
      readonly type: 'dialog';
      readonly dialog: 'countermeasure-exists';
      readonly objectiveId: number;
      readonly values: Readonly<Record<string, unknown>>;
      readonly state: ConfirmState;
    }
  | {
      readonly type: 'dialog';
      readonly dialog: 'edit-existing';
      readonly kind: KindName;
      readonly id: number;
      readonly state: ConfirmState;
      readonly typed?: Readonly<Record<string, unknown>>;
    }
  /** `b`: the task board of an objective or of a whole hoshin (its known tasks). */
  | { readonly type: 'board'; readonly scope: BoardScope; readonly board: BoardState }
  /** `i`: the known indicators of a hoshin. */
  | OverviewOverlay
  | BowlingOverlay
  | AttentionOverlay
  | DueOverlay;

export type OverlayAction =
  | { readonly type: 'push-overlay'; readonly overlay: Overlay }
  | { readonly type: 'pop-overlay' }
  | { readonly type: 'replace-overlay'; readonly overlay: Overlay }
  | { readonly type: 'close-overlays' }
  | { readonly type: 'palette-set'; readonly text: string }
  /** Up/down in the suggestions. */
  | { readonly type: 'palette-select'; readonly selection: number }
  | { readonly type: 'palette-error'; readonly error: string }
  | { readonly type: 'form-dirty'; readonly dirty: boolean }
  /** `max`: the last line the help can start at (its length minus the rows shown). */
  | { readonly type: 'help-scroll'; readonly delta: number; readonly max: number }
  | { readonly type: 'changes-scroll'; readonly delta: number; readonly max: number }
  /** Replaces the board's state (a key, or tasks the index changed). */
  | { readonly type: 'board-set'; readonly board: BoardState }
  | { readonly type: 'overview-move'; readonly delta: number; readonly total: number }
  /** Moves the chart's cursor; `rows` indicators are on the chart now (the index holds them). */
  | {
      readonly type: 'bowling-move';
      readonly rows: number;
      readonly delta: { readonly rows?: number; readonly columns?: number };
    }
  | { readonly type: 'attention-move'; readonly delta: number; readonly total: number }
  /** The due walk's next state (a typed value, an outcome, the items once refreshed). */
  | { readonly type: 'due-set'; readonly walk: DueWalk };

export type Overlays = readonly Overlay[];

export const newPalette = (): PaletteOverlay => ({
  type: 'palette',
  text: '',
  selection: 0,
  picked: false,
  error: null,
});
export const newOverview = (hoshinId: number): OverviewOverlay => ({
  type: 'overview',
  hoshinId,
  cursor: 0,
  filter: '',
  filtering: false,
});
/** A chart over `months`, the cursor on the first indicator in `column` (the last month by default). */
export const newBowling = (scope: BowlingScope, months: readonly string[], column = months.length - 1): BowlingOverlay => ({
  type: 'bowling',
  scope,
  months,
  row: 0,
  column: Math.max(0, column),
});

export function topOf(overlays: Overlays): Overlay | undefined {
  return overlays[overlays.length - 1];
}

/** The overlay whose `/` line takes the filter actions, if the top one has a list. */
export function filterableTop(overlays: Overlays): Extract<Overlay, { type: 'board' | 'overview' | 'help' }> | undefined {
  const top = topOf(overlays);
  return top?.type === 'board' || top?.type === 'overview' || top?.type === 'help' ? top : undefined;
}

/** The top overlay's `/` line is taking keys. */
export function isOverlayFiltering(overlays: Overlays): boolean {
  const top = filterableTop(overlays);
  if (!top) return false;
  return (top.type === 'board' ? top.board.filtering : top.filtering) ?? false;
}

/** A form in the overlay stack with unsaved edits (ctrl-c and Esc ask first). */
export function hasDirtyForm(overlays: Overlays): boolean {
  return overlays.some((overlay) => overlay.type === 'form' && overlay.dirty);
}
