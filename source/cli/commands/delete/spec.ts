import { ID_ARGUMENT, KIND_ARGUMENT } from '../../specs/arguments.js';
import { DELETE_OPTIONS } from './options.js';
import { defineCommand } from '../../specs/types.js';

export const DELETE = defineCommand({
  name: 'delete',
  summary: 'Delete a resource and what it contains',
  details: 'Asks for confirmation on a terminal unless --yes; without a terminal, --yes is required.',
  arguments: [KIND_ARGUMENT, ID_ARGUMENT],
  examples: [
    { command: 'hoshin delete task 212', says: 'asks, then deletes task 212' },
    { command: 'hoshin delete area 31 --yes', says: 'deletes area 31 and everything under it without asking' },
  ],
  waits: true,
  options: DELETE_OPTIONS,
  load: async () => (await import('./delete.js')).run,
});
