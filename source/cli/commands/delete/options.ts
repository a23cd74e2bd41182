import { yesOption } from '../../specs/arguments.js';
import { defineOptions } from '../../specs/options.js';

export const DELETE_OPTIONS = defineOptions([yesOption('delete without asking')]);
