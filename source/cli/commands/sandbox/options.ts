import { SANDBOX_FLAVOURS } from '../../../sandbox/flavour.js';
import { dialectOption, fileOption } from '../../specs/arguments.js';
import { defineOptions } from '../../specs/options.js';

export const SANDBOX_OPTIONS = defineOptions([
  { name: 'port', type: 'string', value: 'N', description: 'the port to listen on (default: a free one)' },
  { name: 'host', type: 'string', value: 'HOST', description: 'the address to listen on (default 127.0.0.1)' },
  {
    name: 'seed',
    type: 'string',
    value: 'SEED',
    description: 'the plan it starts with',
    candidates: {
      from: 'values',
      values: [
        ['demo', 'the demo plan'],
        ['empty', 'nothing'],
      ],
    },
  },
  fileOption('data', 'keep the plan in FILE (loaded at start, saved after every change)'),
  {
    name: 'flavour',
    type: 'string',
    value: 'FLAVOUR',
    description: 'answer as the spec says (spec) or as the public implementation does (hoshinplan)',
    candidates: { from: 'values', values: SANDBOX_FLAVOURS.map((flavour) => [flavour, 'sandbox flavour'] as const) },
  },
  dialectOption('the signatures it accepts (default lenient: any dialect)', ['lenient'], 'accepted dialect'),
  { name: 'quiet', type: 'boolean', description: 'no request log on stderr' },
]);
