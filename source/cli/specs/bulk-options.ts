// The options of a change of many at once (`move --where`, `update --where`).
import { dryRunOption, yesOption } from './arguments.js';
import { defineOptions } from './options.js';

export const BULK_OPTIONS = defineOptions([
  {
    name: 'where',
    type: 'string',
    value: 'QUERY',
    description: 'change every known match of the query (kind:task status:active area:"Sales" …) at once',
  },
  yesOption('with --where: do not ask (needed when standard input is not a terminal)'),
  dryRunOption('with --where: show every change; nothing is sent'),
]);
