// The palette's own keys (`:` that opens it is a shared key: kernel/shared-keys.ts). Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const PALETTE_RUN = {
  action: 'palette-run',
  keys: ['enter'],
  description: 'open the highlighted row (the line itself when it is a command: objective 42, quit)',
  hint: 1,
  short: 'run',
} as const satisfies KeyDef;
export const PALETTE_COMPLETE = { action: 'palette-complete', keys: ['tab'], description: 'complete', hint: 2 } as const satisfies KeyDef;
export const PALETTE_PREVIOUS = {
  action: 'palette-previous',
  keys: ['up'],
  description: 'previous suggestion',
  hint: 'help',
} as const satisfies KeyDef;
export const PALETTE_NEXT = {
  action: 'palette-next',
  keys: ['down'],
  description: 'next suggestion',
  hint: 'help',
} as const satisfies KeyDef;
export const PALETTE_CLOSE = { action: 'palette-close', keys: ['esc'], description: 'close', hint: 1 } as const satisfies KeyDef;
