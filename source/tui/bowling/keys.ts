// The bowling chart's keys, and the tree's key that draws it. Pure data.
import { keyDef } from '../kernel/keys.js';

export const BOWLING = keyDef('bowling', ['b'], 'bowling chart of the hoshin, area or objective: indicators by month', 5, 'bowling');

// The month keys come before the palette in the footer, with short words, so that both show at 60 columns.
export const BOWLING_LEFT = keyDef('bowling-left', ['h', 'left'], 'previous month', 2, 'earlier');
export const BOWLING_RIGHT = keyDef('bowling-right', ['l', 'right'], 'next month', 2, 'later');
export const BOWLING_OPEN = keyDef('bowling-open', ['enter'], 'open the indicator in the tree', 1, 'open');
