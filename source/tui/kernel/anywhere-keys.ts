// The keys that work whatever has the keys (ctrl-c, ctrl-z). Pure data.
import { keyDef, type KeyDef } from './keys.js';

export const QUIT_ANYWHERE = keyDef('quit-anywhere', ['ctrl+c'], 'quit (asks first if a form has unsaved changes)', 'help');

export const SUSPEND = keyDef('suspend', ['ctrl+z'], 'suspend to the shell', 'help');

export const ANYWHERE_KEYS: readonly KeyDef[] = [QUIT_ANYWHERE, SUSPEND];
