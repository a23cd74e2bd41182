// The tree's key that shows a plan's cascade, and the view's own close key. Pure data.
import { keyDef } from '../kernel/keys.js';

export const CASCADE = keyDef(
  'cascade',
  ['K'],
  'the cascade: the plans above and below the hoshin, who supports what, the flags',
  4,
  'cascade',
);
