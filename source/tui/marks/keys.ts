// The keys that mark rows and change every marked one at once. Pure data.
import { keyDef } from '../kernel/keys.js';

export const MARK = keyDef('mark', ['space'], 'mark or unmark the row, to change all marked at once', 6, 'mark');

export const MARK_ALL = keyDef(
  'mark-all',
  ['*'],
  "mark every row the filter shows (a query's every known match); again unmarks them",
  'help',
);

export const CHANGE_MARKED = keyDef(
  'change-marked',
  ['B'],
  'change the status, owner or deadline of every marked row at once (one undo puts them back)',
  6,
  'change marked',
);
