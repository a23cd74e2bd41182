import { FIELDS_OPTION } from '../../specs/arguments.js';
import { defineOptions } from '../../specs/options.js';

export const GET_OPTIONS = defineOptions([FIELDS_OPTION]);
