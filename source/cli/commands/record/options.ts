import { dryRunOption, fileOption, yesOption } from '../../specs/arguments.js';
import { defineOptions } from '../../specs/options.js';

export const RECORD_OPTIONS = defineOptions([
  { name: 'day', type: 'string', value: 'YYYY-MM-DD', description: 'the day the value is for (default: its past next update, else today)' },
  { name: 'comment', type: 'string', value: 'TEXT', description: 'a comment kept with the value' },
  { name: 'allow-future', type: 'boolean', description: 'take a value for a day after today (refused without it, a row of --csv too)' },
  fileOption('csv', 'record every row of a CSV file (- for standard input)'),
  yesOption("record a value far outside the indicator's range without asking"),
  dryRunOption('with --csv: check and say what would be recorded and what cannot be known; change nothing'),
]);
