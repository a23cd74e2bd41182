// The key that gives the keys to an indicator's value table. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const HISTORY_TABLE = {
  action: 'history-table',
  keys: ['H'],
  description: 'edit the history values of the indicator',
  hint: 5,
  short: 'values',
} as const satisfies KeyDef;

/** Scrolls the indicator's fields above its value table, the selected value kept (vim's and less's ctrl-e, ctrl-y). */
export const FIELDS_SCROLL = {
  action: 'fields-scroll',
  keys: ['ctrl+e', 'ctrl+y'],
  description: 'scroll the fields above the values down (ctrl+e) or up (ctrl+y), where they do not all show',
  hint: 3,
  short: 'more',
  steps: { 'ctrl+e': 1, 'ctrl+y': -1 },
} as const satisfies KeyDef;
