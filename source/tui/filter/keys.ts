// The `/` key of the lists that filter, and the keys of the filter line itself. Pure data.
import { keyDef, type KeyDef } from '../kernel/keys.js';

export const FILTER = keyDef('filter', ['/'], 'filter the current list (in help: its lines)', 3, 'filter');

export const FILTER_ACCEPT = keyDef('filter-accept', ['enter'], 'keep the filter', 1);
export const FILTER_CLEAR = keyDef('filter-clear', ['esc'], 'clear the filter', 1);
export const FILTER_MOVE_UP = keyDef('filter-move-up', ['up'], 'move up in the filtered list', 'help');
export const FILTER_MOVE_DOWN = keyDef('filter-move-down', ['down'], 'move down in the filtered list', 'help');

export const FILTER_LINE_KEYS: readonly KeyDef[] = [FILTER_ACCEPT, FILTER_CLEAR, FILTER_MOVE_UP, FILTER_MOVE_DOWN];
