// The tree's key that shows a plan's cascade, and the view's own close key. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const CASCADE = {
  action: 'cascade',
  keys: ['K'],
  description: 'the cascade: the plans above and below the hoshin, who supports what, the flags',
  hint: 4,
  short: 'cascade',
} as const satisfies KeyDef;
