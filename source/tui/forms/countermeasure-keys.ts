// The key that starts a countermeasure. Pure data.
import { keyDef } from '../kernel/keys.js';

export const COUNTERMEASURE = keyDef(
  'countermeasure',
  ['c'],
  'start a countermeasure task for an indicator below its goal',
  5,
  'countermeasure',
);
