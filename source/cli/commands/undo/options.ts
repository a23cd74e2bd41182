import { dryRunOption, yesOption } from '../../specs/arguments.js';
import { defineOptions } from '../../specs/options.js';

export const UNDO_OPTIONS = defineOptions([
  yesOption('do not ask (needed when standard input is not a terminal; then name the change)'),
  dryRunOption('show what the undo would send; nothing is sent'),
]);
