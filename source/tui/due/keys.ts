// The due walk's keys (digits type the value; the tree's key that starts it is in tree/keys.ts). Pure data.
import { keyDef } from '../kernel/keys.js';

export const DUE_ENTER = keyDef(
  'due-enter',
  ['enter'],
  'record the typed value and go on (on a task, or with no value: skip)',
  1,
  'record',
);
export const DUE_SKIP = keyDef('due-skip', ['n'], 'skip to the next item', 1, 'skip');
export const DUE_DAY = keyDef('due-day', ['tab'], 'switch between the value and the day it is for', 2, 'day');
