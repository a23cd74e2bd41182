import { defineOptions } from '../../specs/options.js';

export const LOG_OPTIONS = defineOptions([
  { name: 'since', type: 'string', value: 'DATE', description: 'only changes from this day (YYYY-MM-DD) or instant on' },
]);
