// The keys that mark rows and change every marked one at once. Pure data.
import { keyDef, type KeyDef } from '../kernel/keys.js';

export const MARK = keyDef('mark', ['space'], 'mark or unmark the row, to change all marked at once', 6, 'mark');

export const MARK_ALL = {
  action: 'mark-all',
  keys: ['*'],
  description: "mark every row the filter shows (a query's every known match); again unmarks them",
  hint: 'help',
} as const satisfies KeyDef;

export const CHANGE_MARKED = {
  action: 'change-marked',
  keys: ['B'],
  description: 'change the status, owner or deadline of every marked row at once (one undo puts them back)',
  hint: 6,
  short: 'change marked',
} as const satisfies KeyDef;
