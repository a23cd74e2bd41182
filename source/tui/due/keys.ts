// The due walk's keys (digits type the value; the tree's key that starts it is in tree/keys.ts). Pure data.
import { keyDef, type KeyDef } from '../kernel/keys.js';

export const DUE_ENTER = {
  action: 'due-enter',
  keys: ['enter'],
  description: 'record the typed value and go on (on a task, or with no value: skip)',
  hint: 1,
  short: 'record',
} as const satisfies KeyDef;
export const DUE_SKIP = keyDef('due-skip', ['n'], 'skip to the next item', 1, 'skip');
export const DUE_DAY = keyDef('due-day', ['tab'], 'switch between the value and the day it is for', 2, 'day');
