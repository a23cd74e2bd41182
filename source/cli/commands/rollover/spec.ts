// hoshin rollover: next year's plan made from this year's, shown first and asked for.
import { defineCommand } from '../../specs/types.js';
import { ROLLOVER_OPTIONS } from './options.js';

export const ROLLOVER = defineCommand({
  name: 'rollover',
  summary: "Make next year's plan from this year's (year-end)",
  synopsis: ['hoshin rollover <hoshin-id> --name NAME [--targets] [--yes] [options]'],
  details:
    'Shows first what will be made, what stays behind and what is not known here, then, asked (--yes in\n' +
    'scripts; without a terminal and without --yes nothing is sent), makes a new hoshin in the same\n' +
    'company: its long-term goals and areas, the objectives with their owners (a parent link re-pointed to\n' +
    "the parent plan's new objective when that plan was rolled over here), the indicators with goal, worst\n" +
    'value, frequency and owner but no values, and the open tasks (backlog, active) with owners and\n' +
    'deadlines; finished and discarded tasks stay behind. --targets ramps each new indicator from the old\n' +
    "one's last value to its goal by December of the plan's year (the hoshin targets rules). Refused, naming\n" +
    'what to open first, while the plan is not known whole here. Run again after an interruption, it makes\n' +
    'only what is missing; run again when done, it makes nothing and says where the new plan is. The old\n' +
    'plan is left as it was.',
  arguments: [{ name: '<hoshin-id>', description: "this year's plan", candidates: { from: 'ids', kind: 'hoshin' } }],
  options: ROLLOVER_OPTIONS,
  examples: [
    { command: 'hoshin rollover 11 --name "Plan 2027"', says: 'shows the plan, then asks' },
    { command: 'hoshin rollover 11 --name "Plan 2027" --targets --yes --json', says: 'in a script, with monthly targets' },
  ],
  waits: true,
  load: async () => (await import('./rollover.js')).run,
});
