// `t`: the task board of an objective or of a whole hoshin (its known tasks) as an overlay. Pure.
import type { BoardScope } from '../../usecases/board-tasks.js';
import type { ConsoleAction, ConsoleState } from '../kernel/console-store.js';
import { filterStep, type FilterAction } from '../kernel/overlays.js';
import { withTasks, withTaskUpdated, type BoardState, type BoardTask } from './board-state.js';
import '../forms/task-status.js';

export interface BoardOverlay {
  readonly type: 'board';
  readonly scope: BoardScope;
  readonly board: BoardState;
}

/** Replaces the board's state (a key, or tasks the index changed). */
type BoardAction = { readonly type: 'board-set'; readonly board: BoardState };

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    board: BoardOverlay;
  }
  interface FeatureActions {
    board: BoardAction;
  }
}

/** The board open anywhere in the stack (a form or picker may sit above it). */
export function openBoardOverlay(state: ConsoleState): BoardOverlay | undefined {
  return state.overlays.find((o): o is BoardOverlay => o.type === 'board');
}

export function boardReduce(overlay: BoardOverlay, action: ConsoleAction): BoardOverlay {
  switch (action.type) {
    case 'board-set':
      return { ...overlay, board: action.board };
    // A task moved from anywhere (the board, the tree, the due walk) shows in its new column at once.
    case 'task-moving':
      return { ...overlay, board: withTaskUpdated(overlay.board, { ...(action.task as BoardTask), status: action.to }) };
    // The service refused: the board takes the index's tasks again.
    case 'task-move-refused':
      return { ...overlay, board: withTasks(overlay.board, action.tasksOf(overlay.scope)) };
    default:
      return overlay;
  }
}

export function boardFilterReduce(overlay: BoardOverlay, action: FilterAction): BoardOverlay {
  return { ...overlay, board: filterStep(overlay.board, action) };
}
