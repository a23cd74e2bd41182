import { LIST_OPTIONS } from './options.js';
import { LIST_PLANS } from '../../list-plans.js';
import { defineCommand } from '../../specs/types.js';

export const LIST = defineCommand({
  name: 'list',
  summary: "List companies, an objective's indicators and tasks, or the children known here",
  synopsis: [
    'hoshin list companies | indicators --objective <id> | tasks --objective <id> | invoices --subscription <id> [options]',
    'hoshin list hoshins --company <id> | areas --hoshin <id> | goals --hoshin <id> | objectives --area <id> | histories --indicator <id> [options]',
  ],
  details:
    'The service cannot list hoshins, areas, goals, objectives or history values: for those, hoshin shows\n' +
    'the ones its local index knows (from earlier answers, or hoshin index import) after one request for\n' +
    'the parent, and says on stderr how many the parent counts. Open others by id or web address.',
  arguments: [{ name: '<what>', description: LIST_PLANS.map((plan) => plan.spec.plural).join(', '), candidates: { from: 'listable' } }],
  examples: [
    { command: 'hoshin list indicators --objective 61', says: 'the indicators of objective 61, as a table' },
    {
      command: 'hoshin list tasks --objective 61 --csv --fields id,name,status,deadline > tasks.csv',
      says: 'four columns of its tasks, for a spreadsheet',
    },
  ],
  pages: true,
  waits: true,
  options: LIST_OPTIONS,
  parsing: 'query-terms',
  load: async () => (await import('./list.js')).run,
});
