import { defineOptions } from '../../specs/options.js';
import { MONTH_OPTION } from '../../specs/arguments.js';

export const REVIEW_OPTIONS = defineOptions([MONTH_OPTION]);
