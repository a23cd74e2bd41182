// hoshin index: the local index of known resources, by profile.
import type { CommandSpec } from './types.js';

const EXPORT: CommandSpec = {
  name: 'index export',
  summary: 'Print the index: ids, kinds, parents and names only',
  examples: [
    { command: 'hoshin index export > plan-index.json', says: 'to share with a colleague' },
    {
      command: "hoshin index export --profile prod | jq '.entries | length'",
      says: 'how many entries profile prod knows',
    },
  ],
  load: async () => (await import('../commands/index/index-command.js')).exportIndex,
};

const IMPORT: CommandSpec = {
  name: 'index import',
  summary: 'Merge an export; never overwrites what was fetched from the service',
  arguments: [{ name: 'FILE|-', description: 'the export, or - for standard input', candidates: { from: 'files' } }],
  examples: [
    { command: 'hoshin index import plan-index.json', says: "learns the colleague's ids and names" },
    {
      command: 'ssh host hoshin index export | hoshin index import - --json',
      says: 'from another machine, counts as JSON',
    },
  ],
  load: async () => (await import('../commands/index/index-command.js')).importIndex,
};

const STATS: CommandSpec = {
  name: 'index stats',
  summary: 'How many of each kind the index knows',
  examples: [
    { command: 'hoshin index stats', says: 'a count per kind' },
    { command: 'hoshin index stats --json | jq .total', says: 'the total' },
  ],
  load: async () => (await import('../commands/index/index-command.js')).stats,
};

export const INDEX: CommandSpec = {
  name: 'index',
  summary: 'Export, import and count the local index of known resources',
  subcommands: [EXPORT, IMPORT, STATS],
  examples: [...EXPORT.examples.slice(0, 1), ...IMPORT.examples.slice(0, 1)],
  pages: true,
};
