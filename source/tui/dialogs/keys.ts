// The keys of the console's dialogs and pickers (and of the login's and the forms' own). Pure data.
import { END_MOVES } from '../kernel/list-keys.js';
import { keyDef, type KeyDef } from '../kernel/keys.js';

export const DIALOG_NEXT = keyDef('dialog-next', ['tab', 'right', 'l'], 'next button', 2, 'next');
export const DIALOG_PREVIOUS = keyDef('dialog-previous', ['shift+tab', 'left', 'h'], 'previous button', 'help');
export const DIALOG_PRESS = keyDef('dialog-press', ['enter'], 'press the focused button', 1, 'press');
export const DIALOG_CANCEL = keyDef('dialog-cancel', ['esc'], 'cancel', 1);

export const DIALOG_KEYS: readonly KeyDef[] = [DIALOG_NEXT, DIALOG_PREVIOUS, DIALOG_PRESS, DIALOG_CANCEL];

export const PICKER_CHOOSE = keyDef('picker-choose', ['enter'], 'choose', 1);
export const PICKER_CANCEL = keyDef('picker-cancel', ['esc'], 'cancel', 1);

/** Enum values, child kinds, task statuses: moved through, chosen, or left. */
export const PICKER_KEYS: readonly KeyDef[] = [...END_MOVES, PICKER_CHOOSE, PICKER_CANCEL];
