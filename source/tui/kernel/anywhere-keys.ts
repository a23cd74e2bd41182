// The keys that work whatever has the keys (ctrl-c, ctrl-z): the kernel's, like the shared keys; the
// anywhere feature binds them, and a form or the login screen reads them too. Pure data.
import type { KeyDef } from './keys.js';

export const QUIT_ANYWHERE = {
  action: 'quit-anywhere',
  keys: ['ctrl+c'],
  description: 'quit (asks first if a form has unsaved changes)',
  hint: 'help',
} as const satisfies KeyDef;

export const SUSPEND = { action: 'suspend', keys: ['ctrl+z'], description: 'suspend to the shell', hint: 'help' } as const satisfies KeyDef;

export const ANYWHERE_KEYS: readonly KeyDef[] = [QUIT_ANYWHERE, SUSPEND];
