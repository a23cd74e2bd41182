// The palette's own keys (`:` that opens it is a shared key: kernel/shared-keys.ts). Pure data.
import { keyDef } from '../kernel/keys.js';

export const PALETTE_RUN = keyDef(
  'palette-run',
  ['enter'],
  'open the highlighted row (the line itself when it is a command: objective 42, quit)',
  1,
  'run',
);
export const PALETTE_COMPLETE = keyDef('palette-complete', ['tab'], 'complete', 2);
export const PALETTE_PREVIOUS = keyDef('palette-previous', ['up'], 'previous suggestion', 'help');
export const PALETTE_NEXT = keyDef('palette-next', ['down'], 'next suggestion', 'help');
export const PALETTE_CLOSE = keyDef('palette-close', ['esc'], 'close', 1);
