import { defineCommand } from '../../../specs/types.js';

export const VIEW_EXPORT = defineCommand({
  name: 'view export',
  summary: "Write the profile's saved views to a file, to share with a team",
  arguments: [{ name: 'FILE|-', description: 'where to write them, or - for standard output', candidates: { from: 'files' } }],
  examples: [
    { command: 'hoshin view export team-views.json', says: 'then hoshin view import team-views.json elsewhere' },
    { command: "hoshin view export - | jq '.views[].name'", says: 'the names, on standard output' },
  ],
  load: async () => (await import('./export.js')).run,
});
