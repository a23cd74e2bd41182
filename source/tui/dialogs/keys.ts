// The keys of the console's dialogs and pickers (and of the login's and the forms' own). Pure data.
import { END_MOVES } from '../kernel/list-keys.js';
import type { KeyDef } from '../kernel/keys.js';

export const DIALOG_NEXT = {
  action: 'dialog-next',
  keys: ['tab', 'right', 'l'],
  description: 'next button',
  hint: 2,
  short: 'next',
} as const satisfies KeyDef;
export const DIALOG_PREVIOUS = {
  action: 'dialog-previous',
  keys: ['shift+tab', 'left', 'h'],
  description: 'previous button',
  hint: 'help',
} as const satisfies KeyDef;
export const DIALOG_PRESS = {
  action: 'dialog-press',
  keys: ['enter'],
  description: 'press the focused button',
  hint: 1,
  short: 'press',
} as const satisfies KeyDef;
export const DIALOG_CANCEL = { action: 'dialog-cancel', keys: ['esc'], description: 'cancel', hint: 1 } as const satisfies KeyDef;

export const DIALOG_KEYS: readonly KeyDef[] = [DIALOG_NEXT, DIALOG_PREVIOUS, DIALOG_PRESS, DIALOG_CANCEL];

export const PICKER_CHOOSE = { action: 'picker-choose', keys: ['enter'], description: 'choose', hint: 1 } as const satisfies KeyDef;
export const PICKER_CANCEL = { action: 'picker-cancel', keys: ['esc'], description: 'cancel', hint: 1 } as const satisfies KeyDef;

/** Enum values, child kinds, task statuses: moved through, chosen, or left. */
export const PICKER_KEYS: readonly KeyDef[] = [...END_MOVES, PICKER_CHOOSE, PICKER_CANCEL];
