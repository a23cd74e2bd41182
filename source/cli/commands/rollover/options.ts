import { yesOption } from '../../specs/arguments.js';
import { defineOptions } from '../../specs/options.js';

export const ROLLOVER_OPTIONS = defineOptions([
  { name: 'name', type: 'string', value: 'NAME', description: "the new plan's name (required)" },
  yesOption('make it without asking (scripts)'),
  { name: 'targets', type: 'boolean', description: "ramp each new indicator's monthly targets from this year's last value to its goal" },
  { name: 'archive', type: 'boolean', description: 'then archive the old plan, asked as a step of its own (--yes in scripts)' },
]);
