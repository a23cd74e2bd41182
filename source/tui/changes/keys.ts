// The journal's keys: its changes (L); undo (z), which the meeting binds too, is in tree/keys.ts. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const CHANGES = {
  action: 'changes',
  keys: ['L'],
  description: 'the changes in the journal (every session), newest first, with when and their outcome',
  hint: 6,
  short: 'changes',
} as const satisfies KeyDef;
export const CHANGES_CLOSE = {
  action: 'changes-close',
  keys: ['esc', 'q', 'L'],
  description: 'close the changes',
  hint: 1,
  short: 'close',
} as const satisfies KeyDef;
