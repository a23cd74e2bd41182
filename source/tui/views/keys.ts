// The key that opens a saved view (`hoshin view save NAME QUERY`) as the tree's filter. Pure data.
import { keyDef } from '../kernel/keys.js';

export const SAVED_VIEWS = keyDef('saved-views', ['@'], 'filter by a saved view (hoshin view save NAME QUERY saves one)', 'help');
