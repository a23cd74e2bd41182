// The key that gives the keys to an indicator's value table. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const HISTORY_TABLE = {
  action: 'history-table',
  keys: ['H'],
  description: 'edit the history values of the indicator',
  hint: 4,
  short: 'values',
} as const satisfies KeyDef;
