// The task board's keys, and the tree's key that opens it (t); `s` is in dialogs/form-keys.ts. Pure data.
import { keyDef } from '../kernel/keys.js';

export const BOARD = keyDef('board', ['t'], 'tasks board of the objective or hoshin', 3, 'tasks');
export const BOARD_LEFT = keyDef('board-left', ['left', 'h'], 'previous column', 3, 'column');
export const BOARD_RIGHT = keyDef('board-right', ['right', 'l'], 'next column', 3, 'column');
export const BOARD_MOVE_PREVIOUS = keyDef('board-move-previous', ['<', 'H'], 'move the task to the previous status', 1, 'move back');
export const BOARD_MOVE_NEXT = keyDef('board-move-next', ['>', 'L'], 'move the task to the next status', 1, 'move on');
export const BOARD_EDIT = keyDef('board-edit', ['e'], 'change deadline and responsible', 2, 'deadline');
