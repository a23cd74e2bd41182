// The tree's key that writes the review pack. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const REPORT = {
  action: 'report',
  keys: ['R'],
  description: 'write the review pack of the hoshin, area or objective: one HTML page to project, print or mail',
  hint: 5,
  short: 'report',
} as const satisfies KeyDef;
