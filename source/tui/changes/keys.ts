// The journal's keys: its changes (L); undo (z), which the meeting binds too, is in tree/keys.ts. Pure data.
import { keyDef, type KeyDef } from '../kernel/keys.js';

export const CHANGES = {
  action: 'changes',
  keys: ['L'],
  description: 'the changes in the journal (every session), newest first, with when and their outcome',
  hint: 6,
  short: 'changes',
} as const satisfies KeyDef;
export const CHANGES_CLOSE = keyDef('changes-close', ['esc', 'q', 'L'], 'close the changes', 1, 'close');
