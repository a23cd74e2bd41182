// The options of a change of many at once (`move --where`, `update --where`).
import { defineOptions } from './options.js';

export const BULK_OPTIONS = defineOptions([
  {
    name: 'where',
    type: 'string',
    value: 'QUERY',
    description: 'change every known match of the query (kind:task status:active area:"Sales" …) at once',
  },
  { name: 'yes', type: 'boolean', short: 'y', description: 'with --where: do not ask (needed when standard input is not a terminal)' },
  { name: 'dry-run', type: 'boolean', description: 'with --where: show every change; nothing is sent' },
]);
