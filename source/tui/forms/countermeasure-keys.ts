// The key that starts a countermeasure. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const COUNTERMEASURE = {
  action: 'countermeasure',
  keys: ['c'],
  description: 'start a countermeasure task for an indicator below its goal',
  hint: 5,
  short: 'countermeasure',
} as const satisfies KeyDef;
