// The task board's keys, and the tree's key that opens it (t); `s` is in dialogs/form-keys.ts. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const BOARD = {
  action: 'board',
  keys: ['t'],
  description: 'tasks board of the objective or hoshin',
  hint: 3,
  short: 'tasks',
} as const satisfies KeyDef;
export const BOARD_LEFT = {
  action: 'board-left',
  keys: ['left', 'h'],
  description: 'previous column',
  hint: 3,
  short: 'column',
} as const satisfies KeyDef;
export const BOARD_RIGHT = {
  action: 'board-right',
  keys: ['right', 'l'],
  description: 'next column',
  hint: 3,
  short: 'column',
} as const satisfies KeyDef;
export const BOARD_MOVE_PREVIOUS = {
  action: 'board-move-previous',
  keys: ['<', 'H'],
  description: 'move the task to the previous status',
  hint: 1,
  short: 'move back',
} as const satisfies KeyDef;
export const BOARD_MOVE_NEXT = {
  action: 'board-move-next',
  keys: ['>', 'L'],
  description: 'move the task to the next status',
  hint: 1,
  short: 'move on',
} as const satisfies KeyDef;
export const BOARD_EDIT = {
  action: 'board-edit',
  keys: ['e'],
  description: 'change deadline and responsible',
  hint: 2,
  short: 'deadline',
} as const satisfies KeyDef;
