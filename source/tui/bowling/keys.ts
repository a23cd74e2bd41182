// The bowling chart's keys, and the tree's key that draws it. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const BOWLING = {
  action: 'bowling',
  keys: ['b'],
  description: 'bowling chart of the hoshin, area or objective: indicators by month',
  hint: 5,
  short: 'bowling',
} as const satisfies KeyDef;

// The month keys come before the palette in the footer, with short words, so that both show at 60 columns.
export const BOWLING_LEFT = {
  action: 'bowling-left',
  keys: ['h', 'left'],
  description: 'previous month',
  hint: 2,
  short: 'earlier',
} as const satisfies KeyDef;
export const BOWLING_RIGHT = {
  action: 'bowling-right',
  keys: ['l', 'right'],
  description: 'next month',
  hint: 2,
  short: 'later',
} as const satisfies KeyDef;
export const BOWLING_OPEN = {
  action: 'bowling-open',
  keys: ['enter'],
  description: 'open the indicator in the tree',
  hint: 1,
  short: 'open',
} as const satisfies KeyDef;
