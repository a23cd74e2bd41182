import { DUE_OPTIONS } from './options.js';
import { defineCommand } from '../../specs/types.js';

export const DUE = defineCommand({
  name: 'due',
  summary: 'What is late: indicators to update, tasks past their deadline',
  details:
    'Refreshes the indicators and tasks of every known objective, then lists the indicators whose\n' +
    'update is due, overdue or multioverdue and the open tasks past their deadline, most late first,\n' +
    'and what the service counts that is not known here. Exit 7 when the answer is partial.',
  examples: [
    { command: 'hoshin due', says: 'everything late in the plans known here' },
    { command: 'hoshin due --hoshin 11 --json | jq \'.items | map(select(.kind == "task"))\'', says: 'the late tasks of hoshin 11' },
  ],
  pages: true,
  waits: true,
  options: DUE_OPTIONS,
  parsing: 'query-terms',
  load: async () => (await import('./due.js')).run,
});
