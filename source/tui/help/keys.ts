// The key that closes the help (`?` that opens it is a shared key: kernel/shared-keys.ts). Pure data.
import { keyDef } from '../kernel/keys.js';

export const HELP_CLOSE = keyDef('help-close', ['esc', '?', 'q'], 'close help', 1);
