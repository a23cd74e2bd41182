import { defineCommand } from '../../../specs/types.js';

export const VIEW_LIST = defineCommand({
  name: 'view list',
  summary: 'The saved views of the profile, by name',
  examples: [
    { command: 'hoshin view list', says: 'one line per view: @NAME and its query' },
    { command: 'hoshin view list --json', says: 'the views as JSON' },
  ],
  load: async () => (await import('./list.js')).run,
});
