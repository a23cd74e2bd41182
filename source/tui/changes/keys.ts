// The journal's keys: its changes (L); undo (z), which the meeting binds too, is in tree/keys.ts. Pure data.
import { keyDef } from '../kernel/keys.js';

export const CHANGES = keyDef(
  'changes',
  ['L'],
  'the changes in the journal (every session), newest first, with when and their outcome',
  6,
  'changes',
);
export const CHANGES_CLOSE = keyDef('changes-close', ['esc', 'q', 'L'], 'close the changes', 1, 'close');
