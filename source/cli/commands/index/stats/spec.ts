import { defineCommand } from '../../../specs/types.js';

export const INDEX_STATS = defineCommand({
  name: 'index stats',
  summary: 'How many of each kind the index knows',
  examples: [
    { command: 'hoshin index stats', says: 'a count per kind' },
    { command: 'hoshin index stats --json | jq .total', says: 'the total' },
  ],
  load: async () => (await import('./stats.js')).run,
});
