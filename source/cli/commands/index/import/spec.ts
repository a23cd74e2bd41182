import { defineCommand } from '../../../specs/types.js';

export const INDEX_IMPORT = defineCommand({
  name: 'index import',
  summary: 'Merge an export; never overwrites what was fetched from the service',
  arguments: [{ name: 'FILE|-', description: 'the export, or - for standard input', candidates: { from: 'files' } }],
  examples: [
    { command: 'hoshin index import plan-index.json', says: "learns the colleague's ids and names" },
    { command: 'ssh host hoshin index export | hoshin index import - --json', says: 'from another machine, counts as JSON' },
  ],
  load: async () => (await import('./import.js')).run,
});
