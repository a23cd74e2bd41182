// The keys that work whatever has the keys (ctrl-c, ctrl-z). Pure data.
import type { KeyDef } from './keys.js';

export const QUIT_ANYWHERE = {
  action: 'quit-anywhere',
  keys: ['ctrl+c'],
  description: 'quit (asks first if a form has unsaved changes)',
  hint: 'help',
} as const satisfies KeyDef;

export const SUSPEND = { action: 'suspend', keys: ['ctrl+z'], description: 'suspend to the shell', hint: 'help' } as const satisfies KeyDef;

export const ANYWHERE_KEYS: readonly KeyDef[] = [QUIT_ANYWHERE, SUSPEND];
