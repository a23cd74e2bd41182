import { BOWLING_OPTIONS } from './options.js';
import { scopeArguments } from '../../specs/arguments.js';
import { defineCommand } from '../../specs/types.js';

export const BOWLING = defineCommand({
  name: 'bowling',
  summary: 'Bowling chart: indicators x months, met or missed',
  details:
    "Each cell is the month's value (the latest dated in it) against its goal: + met, x below it,\n" +
    'with its progress in percent: progress = (value − worst) / (goal − worst), 0% at the worst value\n' +
    'and 100% at the goal (n/a where the goal equals the worst value). A month without a value: . not\n' +
    'known here (the service cannot list values), ! not recorded (its update passed), blank when no\n' +
    'update was due or it is not due yet. The 12 months ending with the current one unless told.\n' +
    '--where status:red|green|unrecorded judges the month under review: the previous one, as hoshin\n' +
    'report, or --month YYYY-MM (this month or one before it).',
  arguments: scopeArguments('what the chart covers'),
  examples: [
    { command: 'hoshin bowling hoshin 11', says: 'the last 12 months of hoshin 11' },
    {
      command: 'hoshin bowling objective 61 --to 2026-06 --months 6 --csv > june.csv',
      says: 'half a year of one objective, for a spreadsheet',
    },
    {
      command: 'hoshin bowling hoshin 11 --where status:red --month 2026-10',
      says: 'the indicators red in October 2026',
    },
  ],
  pages: true,
  waits: true,
  options: BOWLING_OPTIONS,
  parsing: 'query-terms',
  load: async () => (await import('./bowling.js')).run,
});
