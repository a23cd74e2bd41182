// The `?` key that opens the help, and the key that closes it. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const HELP = { action: 'help', keys: ['?'], description: 'help', hint: 0, short: 'help', shared: true } as const satisfies KeyDef;

export const HELP_CLOSE = { action: 'help-close', keys: ['esc', '?', 'q'], description: 'close help', hint: 1 } as const satisfies KeyDef;
