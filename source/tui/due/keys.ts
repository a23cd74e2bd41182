// The due walk's keys (digits type the value; the tree's key that starts it is in tree/keys.ts). Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const DUE_ENTER = {
  action: 'due-enter',
  keys: ['enter'],
  description: 'record the typed value and go on (on a task, or with no value: skip)',
  hint: 1,
  short: 'record',
} as const satisfies KeyDef;
export const DUE_SKIP = {
  action: 'due-skip',
  keys: ['n'],
  description: 'skip to the next item',
  hint: 1,
  short: 'skip',
} as const satisfies KeyDef;
export const DUE_DAY = {
  action: 'due-day',
  keys: ['tab'],
  description: 'switch between the value and the day it is for',
  hint: 2,
  short: 'day',
} as const satisfies KeyDef;
