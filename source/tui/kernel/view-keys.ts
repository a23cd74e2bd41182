// The keys the views over the tree share: open what is selected, and back to the tree. Pure.
import type { KeyDef } from './keys.js';

export const OPEN = {
  action: 'open',
  keys: ['enter', 'l', 'right'],
  description: 'open',
  hint: 1,
  short: 'open',
} as const satisfies KeyDef;

export const CLOSE_VIEW = {
  action: 'close-view',
  keys: ['esc', 'q'],
  description: 'back to the tree',
  hint: 2,
  short: 'close',
  shared: true,
} as const satisfies KeyDef;
