// The tree's own keys, and the keys that open a view from the tree that another view names too. Pure data.
import { keyDef } from '../kernel/keys.js';

export const BACK = keyDef('back', ['esc', 'h', 'left'], 'go up (esc clears a kept filter first)', 6, 'up');
export const SWITCH_PANE = keyDef('switch-pane', ['tab'], 'switch pane', 6, 'pane');
export const REFRESH = keyDef('refresh', ['r'], 'refresh from the service (on an objective: its indicators and tasks)', 7, 'refresh');
export const QUIT = keyDef('quit', ['q'], 'quit (at the top level)', 4, 'quit');
export const RAW_FIELDS = keyDef('raw-fields', ['V'], 'every field of the resource, or back to the summary', 7, 'fields');

export const COPY_ADDRESS = keyDef('copy-address', ['y'], 'copy the web address of the selected resource (OSC 52)', 6, 'copy url');
export const COPY_ID = keyDef('copy-id', ['Y'], 'copy the id of the selected resource (OSC 52)', 7, 'copy id');

export const DUE_QUEUE = keyDef('due-queue', ['u'], 'walk the due queue: record each value due, move each late task', 2, 'due');

export const HISTORY_TABLE = keyDef('history-table', ['H'], 'edit the history values of the indicator', 5, 'values');

export const UNDO = keyDef(
  'undo',
  ['z'],
  'undo the last change of this session that can be undone (shows what it sends, asks first)',
  6,
  'undo',
);
