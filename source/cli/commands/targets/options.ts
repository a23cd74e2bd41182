import { dryRunOption, fileOption, yesOption } from '../../specs/arguments.js';
import { defineOptions } from '../../specs/options.js';

export const TARGETS_OPTIONS = defineOptions([
  fileOption('csv', 'rows indicator_id,day,goal (- reads standard input)'),
  { name: 'ramp-to', type: 'string', value: 'GOAL', description: 'the goal the monthly steps reach' },
  { name: 'by', type: 'string', value: 'YYYY-MM', description: 'the month the ramp reaches its goal' },
  yesOption('set the ramp without asking'),
  dryRunOption('check and show what would change; nothing is sent'),
]);
