import { defineCommand } from '../../../specs/types.js';

export const INDEX_EXPORT = defineCommand({
  name: 'index export',
  summary: 'Print the index: ids, kinds, parents and names only',
  examples: [
    { command: 'hoshin index export > plan-index.json', says: 'to share with a colleague' },
    { command: "hoshin index export --profile prod | jq '.entries | length'", says: 'how many entries profile prod knows' },
  ],
  load: async () => (await import('./export.js')).run,
});
