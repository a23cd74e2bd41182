import { KIND_ARGUMENT, assignmentsArgument } from '../../specs/arguments.js';
import { CREATE_OPTIONS } from './options.js';
import { defineCommand } from '../../specs/types.js';

export const CREATE = defineCommand({
  name: 'create',
  summary: 'Create a resource under its parent',
  details: "Values are checked by the field's type before anything is sent. Companies take no --parent.",
  arguments: [KIND_ARGUMENT, assignmentsArgument('create')],
  examples: [
    { command: 'hoshin create task --parent 61 name="Call supplier" deadline=2026-12-01', says: 'a task under objective 61' },
    {
      command: 'hoshin create indicator --parent 61 name="OEE line 2 (%)" goal=85 frequency=monthly --json',
      says: "an indicator, printed as the service's JSON",
    },
  ],
  waits: true,
  options: CREATE_OPTIONS,
  load: async () => (await import('./create.js')).run,
});
