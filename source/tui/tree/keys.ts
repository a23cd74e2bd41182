// The tree's own keys (the rest come with the features they open). Pure data.
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
