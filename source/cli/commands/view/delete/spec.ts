import { defineCommand } from '../../../specs/types.js';

export const VIEW_DELETE = defineCommand({
  name: 'view delete',
  summary: 'Delete a saved view (one another view names is kept)',
  arguments: [{ name: 'NAME', description: 'the view' }],
  examples: [
    { command: 'hoshin view delete red-mine', says: 'forgets @red-mine on this profile' },
    { command: 'hoshin view delete @week --profile prod', says: 'the @ may be written; another profile' },
  ],
  load: async () => (await import('./delete.js')).run,
});
