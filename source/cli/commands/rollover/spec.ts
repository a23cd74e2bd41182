import { defineCommand } from '../../specs/types.js';
import { ROLLOVER_OPTIONS } from './options.js';

export const ROLLOVER = defineCommand({
  name: 'rollover',
  summary: "Make next year's plan from this year's (year-end)",
  synopsis: ['hoshin rollover <hoshin-id> --name NAME [--targets] [--archive] [--yes] [options]'],
  details:
    'Shows first what will be made, what stays behind and what is not known here, then, asked (--yes in\n' +
    'scripts; without a terminal and without --yes nothing is sent), makes a new hoshin in the same\n' +
    "company, under the parent plan's new plan when that plan was rolled over here (else under the old\n" +
    "plan's parent): its long-term goals and areas, the objectives with their owners (a parent link\n" +
    "re-pointed to the parent plan's new objective when that plan was rolled over here), the indicators\n" +
    'with goal, worst value, frequency and owner but no values, and the open tasks (backlog, active) with\n' +
    'owners and deadlines; finished and discarded tasks stay behind. --targets ramps each new indicator\n' +
    "from the old one's last value to its goal by December of the plan's year (the hoshin targets rules).\n" +
    'Refused, naming what to open first, while the plan is not known whole here. Run again after an interruption, it makes\n' +
    'only what is missing; run again when done, it makes nothing and says where the new plan is. The old\n' +
    'plan is left as it was; --archive then archives it, asked again (--yes in scripts), in the same\n' +
    'journal group, so hoshin undo of the group makes it active again while it is still archived.',
  arguments: [{ name: '<hoshin-id>', description: "this year's plan", candidates: { from: 'ids', kind: 'hoshin' } }],
  options: ROLLOVER_OPTIONS,
  examples: [
    { command: 'hoshin rollover 11 --name "Plan 2027"', says: 'shows the plan, then asks' },
    { command: 'hoshin rollover 11 --name "Plan 2027" --targets --yes --json', says: 'in a script, with monthly targets' },
    { command: 'hoshin rollover 11 --name "Plan 2027" --archive', says: 'then asks again before archiving the old plan' },
  ],
  waits: true,
  load: async () => (await import('./rollover.js')).run,
});
