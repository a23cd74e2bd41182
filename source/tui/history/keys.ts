// The value table's own keys (the tree's key that gives it the keys is in tree/keys.ts). Pure data.
import { keyDef } from '../kernel/keys.js';

/** Scrolls the indicator's fields above its value table, the selected value kept (vim's and less's ctrl-e, ctrl-y). */
export const FIELDS_SCROLL = {
  ...keyDef(
    'fields-scroll',
    ['ctrl+e', 'ctrl+y'],
    'scroll the fields above the values down (ctrl+e) or up (ctrl+y), where they do not all show',
    3,
    'more',
  ),
  steps: { 'ctrl+e': 1, 'ctrl+y': -1 },
} as const;
