import { defineOptions } from '../../specs/options.js';

export const REVIEW_OPTIONS = defineOptions([
  { name: 'month', type: 'string', value: 'YYYY-MM', description: 'the month under review (default the previous one)' },
]);
