// The value table's own keys (the tree's key that gives it the keys is in tree/keys.ts). Pure data.
import type { KeyDef } from '../kernel/keys.js';

/** Scrolls the indicator's fields above its value table, the selected value kept (vim's and less's ctrl-e, ctrl-y). */
export const FIELDS_SCROLL = {
  action: 'fields-scroll',
  keys: ['ctrl+e', 'ctrl+y'],
  description: 'scroll the fields above the values down (ctrl+e) or up (ctrl+y), where they do not all show',
  hint: 3,
  short: 'more',
  steps: { 'ctrl+e': 1, 'ctrl+y': -1 },
} as const satisfies KeyDef;
