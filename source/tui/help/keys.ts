// The key that closes the help (`?` that opens it is a shared key: kernel/shared-keys.ts). Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const HELP_CLOSE = { action: 'help-close', keys: ['esc', '?', 'q'], description: 'close help', hint: 1 } as const satisfies KeyDef;
