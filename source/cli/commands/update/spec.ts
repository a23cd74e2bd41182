import { ID_ARGUMENT, KIND_ARGUMENT, assignmentsArgument } from '../../specs/arguments.js';
import { defineCommand } from '../../specs/types.js';
import { UPDATE_OPTIONS } from './options.js';

export const UPDATE = defineCommand({
  name: 'update',
  summary: 'Change fields of a resource',
  details:
    'With --where QUERY (and the assignments alone), every known resource the query matches is\n' +
    'changed at once (one kind at a time): one preview, one confirmation (--yes in scripts), one group\n' +
    'in the journal that one hoshin undo puts back. What holds the values already is skipped.',
  arguments: [KIND_ARGUMENT, ID_ARGUMENT, assignmentsArgument('update')],
  examples: [
    { command: 'hoshin update task 212 deadline=2026-12-15', says: "moves the task's deadline" },
    { command: 'hoshin update objective 61 description=', says: "clears the objective's description" },
    { command: 'hoshin update --where "kind:task status:late" deadline=2026-12-31 --yes', says: 'gives every late task a new deadline' },
  ],
  options: UPDATE_OPTIONS,
  waits: true,
  load: async () => (await import('./update.js')).run,
});
