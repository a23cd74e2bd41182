// The key that opens the indicators overview. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const INDICATORS_OVERVIEW = {
  action: 'indicators-overview',
  keys: ['i'],
  description: 'all known indicators of the hoshin',
  hint: 5,
  short: 'indicators',
} as const satisfies KeyDef;
