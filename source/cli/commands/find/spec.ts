import { defineCommand } from '../../specs/types.js';

export const FIND = defineCommand({
  name: 'find',
  summary: 'The known resources a query matches (kind:, owner:me, status:red, due:<7d, @view…)',
  synopsis: ['hoshin find QUERY… [--json]'],
  details:
    'Terms separated by spaces, all must hold: kind:indicator (task, objective, area, hoshin…),\n' +
    'owner:"Aiko Tanaka" or owner:me (hoshin profile me EMAIL first), status:red|green|unrecorded|late\n' +
    '(indicators, as the review pack judges them) or status:backlog|active|completed|discarded|late\n' +
    '(tasks), due:<7d or due:<2026-12-31 (or >), hoshin:11, area:"Quality", plain words matching names\n' +
    '(any case), -term to negate (after --, or inside quotes: hoshin find -- kind:task -done),\n' +
    'a|b for alternatives, quotes for spaces, @NAME for a saved view (hoshin view save).\n' +
    'Reads what is known here and sends nothing; says what the service counts that is not known\n' +
    'here, exit 7 when the answer is partial.',
  arguments: [{ name: 'QUERY', description: 'the terms; several words are one query', repeats: true }],
  examples: [
    { command: 'hoshin find kind:indicator status:red owner:me', says: 'the red indicators you own' },
    { command: "hoshin find 'kind:task due:<7d -status:completed|discarded'", says: 'tasks due within a week, still open' },
    { command: "hoshin find @mine --json | jq '.items[].id'", says: 'the ids of a saved view, for a script' },
  ],
  pages: true,
  parsing: 'query-terms',
  load: async () => (await import('./find.js')).run,
});
