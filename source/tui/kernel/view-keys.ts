// The keys the views over the tree share: open what is selected, and back to the tree; back to the tree is a shared key (shared-keys.ts). Pure.
import type { KeyDef } from './keys.js';

export const OPEN = {
  action: 'open',
  keys: ['enter', 'l', 'right'],
  description: 'open',
  hint: 1,
  short: 'open',
} as const satisfies KeyDef;
