import { INDICATOR_ARGUMENT } from '../../specs/arguments.js';
import { RECORD_OPTIONS } from './options.js';
import { defineCommand } from '../../specs/types.js';

export const RECORD = defineCommand({
  name: 'record',
  summary: 'Record an indicator value (the monthly update)',
  synopsis: ['hoshin record <indicator-id> <value> [options]', 'hoshin record --csv FILE|- [--dry-run] [options]'],
  details:
    "Creates the history value for the day (default: the indicator's next update when that has\n" +
    "passed, as the service books it; the indicator's latest day when it holds this very value and\n" +
    'the indicator waits for no other, so the same command run again is already there; else today)\n' +
    "and, when that day is the newest, moves the indicator's value and last update with it. The day\n" +
    'and why it was chosen are printed. A day holding the same value is already there (an indicator\n' +
    'never moved to it is moved now); one holding another value is refused, naming it. A day after\n' +
    'today is refused unless --allow-future. A number takes a point for decimals and a comma only\n' +
    'between thousands (1,234.5); 1,234 alone is refused as it could be either. The output gives the\n' +
    "value's progress, the service's figure: progress = (value − worst) / (goal − worst), 0% at the\n" +
    'worst value and 100% at the goal (not value / goal); none where the goal equals the worst value.\n' +
    'With --csv, rows indicator_id,day,value[,comment] (a header row is optional) are all checked,\n' +
    'then every indicator is read, before anything is sent; when any row cannot be applied (no such\n' +
    'indicator, no frequency, a conflict known here) nothing is sent. Exit 0 only when every row was\n' +
    'recorded, finished or skipped. --dry-run reads each indicator once and changes nothing.',
  arguments: [INDICATOR_ARGUMENT, { name: '<value>', description: 'the value (a decimal; negative too)' }],
  examples: [
    { command: 'hoshin record 101 84.5 --day 2026-05-31 --comment "new tooling"', says: "May's value of indicator 101" },
    { command: 'hoshin record --csv may.csv --dry-run', says: 'what a spreadsheet would record, nothing changed' },
  ],
  waits: true,
  parsing: 'negative-numbers',
  options: RECORD_OPTIONS,
  load: async () => (await import('./record.js')).run,
});
