import { defineOptions } from '../../specs/options.js';

export const UNDO_OPTIONS = defineOptions([
  {
    name: 'yes',
    type: 'boolean',
    short: 'y',
    description: 'do not ask (needed when standard input is not a terminal; then name the change)',
  },
  { name: 'dry-run', type: 'boolean', description: 'show what the undo would send; nothing is sent' },
]);
