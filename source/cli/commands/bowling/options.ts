import { defineOptions } from '../../specs/options.js';
import { MONTH_OPTION, WHERE_OPTION } from '../../specs/arguments.js';

export const BOWLING_OPTIONS = defineOptions([
  { name: 'months', type: 'string', value: 'N', description: 'how many months (1 to 60, default 12)' },
  { name: 'to', type: 'string', value: 'YYYY-MM', description: 'the last month (default the current one)' },
  { name: 'csv', type: 'boolean', description: 'one row per indicator and month (RFC 4180 quoting)' },
  WHERE_OPTION,
  { ...MONTH_OPTION, description: 'the month --where judges a status in (default the previous one, as hoshin report)' },
]);
