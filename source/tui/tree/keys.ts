// The tree's own keys, and the keys that open a view from the tree that another view names too. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const BACK = {
  action: 'back',
  keys: ['esc', 'h', 'left'],
  description: 'go up (esc clears a kept filter first)',
  hint: 6,
  short: 'up',
} as const satisfies KeyDef;
export const SWITCH_PANE = {
  action: 'switch-pane',
  keys: ['tab'],
  description: 'switch pane',
  hint: 6,
  short: 'pane',
} as const satisfies KeyDef;
export const REFRESH = {
  action: 'refresh',
  keys: ['r'],
  description: 'refresh from the service (on an objective: its indicators and tasks)',
  hint: 7,
  short: 'refresh',
} as const satisfies KeyDef;
export const QUIT = {
  action: 'quit',
  keys: ['q'],
  description: 'quit (at the top level)',
  hint: 4,
  short: 'quit',
} as const satisfies KeyDef;
export const RAW_FIELDS = {
  action: 'raw-fields',
  keys: ['V'],
  description: 'every field of the resource, or back to the summary',
  hint: 7,
  short: 'fields',
} as const satisfies KeyDef;

export const COPY_ADDRESS = {
  action: 'copy-address',
  keys: ['y'],
  description: 'copy the web address of the selected resource (OSC 52)',
  hint: 6,
  short: 'copy url',
} as const satisfies KeyDef;
export const COPY_ID = {
  action: 'copy-id',
  keys: ['Y'],
  description: 'copy the id of the selected resource (OSC 52)',
  hint: 7,
  short: 'copy id',
} as const satisfies KeyDef;

export const DUE_QUEUE = {
  action: 'due-queue',
  keys: ['u'],
  description: 'walk the due queue: record each value due, move each late task',
  hint: 2,
  short: 'due',
} as const satisfies KeyDef;

export const HISTORY_TABLE = {
  action: 'history-table',
  keys: ['H'],
  description: 'edit the history values of the indicator',
  hint: 5,
  short: 'values',
} as const satisfies KeyDef;

export const UNDO = {
  action: 'undo',
  keys: ['z'],
  description: 'undo the last change of this session that can be undone (shows what it sends, asks first)',
  hint: 6,
  short: 'undo',
} as const satisfies KeyDef;
