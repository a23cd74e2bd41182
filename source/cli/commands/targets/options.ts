import { defineOptions } from '../../specs/options.js';

export const TARGETS_OPTIONS = defineOptions([
  {
    name: 'csv',
    type: 'string',
    value: 'FILE',
    description: 'rows indicator_id,day,goal (- reads standard input)',
    candidates: { from: 'files' },
  },
  { name: 'ramp-to', type: 'string', value: 'GOAL', description: 'the goal the monthly steps reach' },
  { name: 'by', type: 'string', value: 'YYYY-MM', description: 'the month the ramp reaches its goal' },
  { name: 'yes', type: 'boolean', short: 'y', description: 'set the ramp without asking' },
  { name: 'dry-run', type: 'boolean', description: 'check and show what would change; nothing is sent' },
]);
