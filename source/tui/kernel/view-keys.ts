// The keys the views over the tree share: open what is selected, and back to the tree; back to the tree is a shared key (shared-keys.ts). Pure.
import { keyDef } from './keys.js';

export const OPEN = keyDef('open', ['enter', 'l', 'right'], 'open', 1, 'open');
