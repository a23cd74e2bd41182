// The tree's key that lists what needs attention. Pure data.
import { keyDef } from '../kernel/keys.js';

export const ATTENTION = keyDef('attention', ['a'], 'what needs attention in the hoshin: neglected, blind, outdated', 5, 'attention');
