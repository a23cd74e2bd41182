// hoshin update: Change fields of a resource.
import { ID_ARGUMENT, KIND_ARGUMENT, assignmentsArgument } from '../../specs/arguments.js';
import { defineCommand } from '../../specs/types.js';

export const UPDATE = defineCommand({
  name: 'update',
  summary: 'Change fields of a resource',
  arguments: [KIND_ARGUMENT, ID_ARGUMENT, assignmentsArgument('update')],
  examples: [
    { command: 'hoshin update task 212 deadline=2026-12-15', says: "moves the task's deadline" },
    { command: 'hoshin update objective 61 description=', says: "clears the objective's description" },
  ],
  waits: true,
  load: async () => (await import('./update.js')).run,
});
