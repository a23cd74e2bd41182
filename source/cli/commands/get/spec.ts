import { ID_ARGUMENT, KIND_ARGUMENT } from '../../specs/arguments.js';
import { GET_OPTIONS } from './options.js';
import { defineCommand } from '../../specs/types.js';

export const GET = defineCommand({
  name: 'get',
  summary: 'Show one resource',
  synopsis: ['hoshin get <kind> <id> [options]', 'hoshin get <web address> [options]'],
  details: 'A web address of the service (https://www.hoshinplan.com/hoshins/12-plan) names the kind and the id.',
  arguments: [KIND_ARGUMENT, ID_ARGUMENT],
  examples: [
    { command: 'hoshin get indicator 101', says: "the indicator's fields, one per line" },
    {
      command: 'hoshin get https://www.hoshinplan.com/hoshins/12-plan --json --fields id,name',
      says: 'the hoshin a web address names, two keys of its JSON',
    },
  ],
  pages: true,
  waits: true,
  options: GET_OPTIONS,
  load: async () => (await import('./get.js')).run,
});
