// The key that starts a countermeasure. Pure data.
import { keyDef, keyOf } from '../kernel/keys.js';

export const COUNTERMEASURE = keyDef(
  'countermeasure',
  ['c'],
  'start a countermeasure task for an indicator below its goal',
  5,
  'countermeasure',
);

/** Why `c` does nothing off an indicator (the footer reads it on the first frame). */
export const SELECT_AN_INDICATOR = `${keyOf(COUNTERMEASURE)} starts a countermeasure for an indicator below its goal: select one`;
