import { defineCommand } from '../../specs/types.js';
import { TARGETS_OPTIONS } from './options.js';

export const TARGETS = defineCommand({
  name: 'targets',
  summary: "Set an indicator's monthly targets (from a CSV, or a ramp towards a goal)",
  synopsis: [
    'hoshin targets --csv FILE|- [--dry-run] [options]',
    'hoshin targets <indicator-id> --ramp-to GOAL --by YYYY-MM [--yes] [--dry-run] [options]',
    'hoshin targets <indicator-id> [options]',
  ],
  details:
    'A target is a history row holding a goal for a day and no value yet; the service moves the\n' +
    "indicator's goal to it on that day, and every view judges a month against its own target (a month\n" +
    "without one against the indicator's goal, and says so). With --csv, rows indicator_id,day,goal (a\n" +
    'header row is optional) are all checked, then every indicator is read, before anything is sent;\n' +
    'when any row cannot be applied nothing is sent. A month has one target: a second day in a month\n' +
    'that has its target on another day is refused. A day already holding the same goal is left alone,\n' +
    'so the same file run again changes nothing. A known row of the day gets the goal and keeps its value;\n' +
    'a day whose row is not known here (the service cannot list them) keeps what it holds, and says so.\n' +
    '--ramp-to sets equal monthly steps from the current value (or the goal, without one) to GOAL, one on\n' +
    'the first of each month from next month to --by; the steps are shown first and asked for (--yes for\n' +
    "scripts). With an indicator alone: this month's and next month's target and the target rows known here.",
  arguments: [{ name: '<indicator-id>', description: 'the indicator', optional: true, candidates: { from: 'ids', kind: 'indicator' } }],
  options: TARGETS_OPTIONS,
  examples: [
    { command: 'hoshin targets --csv targets-2027.csv', says: "the year's targets from a spreadsheet; run again, it changes nothing" },
    { command: 'hoshin targets 101 --ramp-to 12 --by 2027-12', says: 'equal monthly steps to 12 by December, shown and asked for first' },
    { command: 'hoshin targets 101', says: "this month's and next month's target of indicator 101" },
  ],
  waits: true,
  load: async () => (await import('./targets.js')).run,
});
