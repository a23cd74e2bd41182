// The palette's own keys (`:` that opens it is a shared key: kernel/shared-keys.ts). Pure data.
import { keyDef, type KeyDef } from '../kernel/keys.js';

export const PALETTE_RUN = {
  action: 'palette-run',
  keys: ['enter'],
  description: 'open the highlighted row (the line itself when it is a command: objective 42, quit)',
  hint: 1,
  short: 'run',
} as const satisfies KeyDef;
export const PALETTE_COMPLETE = keyDef('palette-complete', ['tab'], 'complete', 2);
export const PALETTE_PREVIOUS = keyDef('palette-previous', ['up'], 'previous suggestion', 'help');
export const PALETTE_NEXT = keyDef('palette-next', ['down'], 'next suggestion', 'help');
export const PALETTE_CLOSE = keyDef('palette-close', ['esc'], 'close', 1);
