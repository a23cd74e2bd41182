// The tree's key that writes the review pack. Pure data.
import { keyDef } from '../kernel/keys.js';

export const REPORT = keyDef(
  'report',
  ['R'],
  'write the review pack of the hoshin, area or objective: one HTML page to project, print or mail',
  5,
  'report',
);
