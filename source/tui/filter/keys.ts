// The `/` key of the lists that filter, and the keys of the filter line itself. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const FILTER = {
  action: 'filter',
  keys: ['/'],
  description: 'filter the current list (in help: its lines)',
  hint: 3,
  short: 'filter',
} as const satisfies KeyDef;

export const FILTER_ACCEPT = {
  action: 'filter-accept',
  keys: ['enter'],
  description: 'keep the filter',
  hint: 1,
} as const satisfies KeyDef;
export const FILTER_CLEAR = { action: 'filter-clear', keys: ['esc'], description: 'clear the filter', hint: 1 } as const satisfies KeyDef;
export const FILTER_MOVE_UP = {
  action: 'filter-move-up',
  keys: ['up'],
  description: 'move up in the filtered list',
  hint: 'help',
} as const satisfies KeyDef;
export const FILTER_MOVE_DOWN = {
  action: 'filter-move-down',
  keys: ['down'],
  description: 'move down in the filtered list',
  hint: 'help',
} as const satisfies KeyDef;

export const FILTER_LINE_KEYS: readonly KeyDef[] = [FILTER_ACCEPT, FILTER_CLEAR, FILTER_MOVE_UP, FILTER_MOVE_DOWN];
