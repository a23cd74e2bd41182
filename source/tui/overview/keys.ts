// The key that opens the indicators overview. Pure data.
import { keyDef } from '../kernel/keys.js';

export const INDICATORS_OVERVIEW = keyDef('indicators-overview', ['i'], 'all known indicators of the hoshin', 5, 'indicators');
