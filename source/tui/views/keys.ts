// The key that opens a saved view (`hoshin view save NAME QUERY`) as the tree's filter. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const SAVED_VIEWS = {
  action: 'saved-views',
  keys: ['@'],
  description: 'filter by a saved view (hoshin view save NAME QUERY saves one)',
  hint: 'help',
} as const satisfies KeyDef;
