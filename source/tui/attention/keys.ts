// The tree's key that lists what needs attention. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const ATTENTION = {
  action: 'attention',
  keys: ['a'],
  description: 'what needs attention in the hoshin: neglected, blind, outdated',
  hint: 5,
  short: 'attention',
} as const satisfies KeyDef;
