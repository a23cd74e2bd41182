// Options every command accepts, wherever they stand on the line.
import { DIALECTS } from '../../signing/signing.js';
import { defineOptions } from './options.js';

export const GLOBAL_OPTION_SPECS = defineOptions([
  {
    name: 'profile',
    type: 'string',
    value: 'NAME',
    description: 'use this profile instead of the active one',
    candidates: { from: 'profiles' },
  },
  { name: 'base-url', type: 'string', value: 'URL', description: "override the profile's service address" },
  {
    name: 'dialect',
    type: 'string',
    value: 'DIALECT',
    description: 'how requests are signed (default auto)',
    candidates: {
      from: 'values',
      values: ['auto', ...DIALECTS].map(
        (dialect) => [dialect, dialect === 'auto' ? 'hoshinplan, then plain once' : 'signing dialect'] as const,
      ),
    },
  },
  { name: 'timeout', type: 'string', value: 'SECONDS', description: 'give up on a request after this long in all (default 60)' },
  { name: 'json', type: 'boolean', description: 'print JSON with the service\'s keys; a failure as {"error": …} on stderr' },
  { name: 'no-pager', type: 'boolean', description: 'never page long output (PAGER= or PAGER=cat too)' },
  { name: 'debug', type: 'boolean', description: 'log each request (signature redacted) to stderr and the log file' },
  { name: 'readonly', type: 'boolean', description: 'refuse every change' },
  {
    name: 'unjournalled',
    type: 'boolean',
    description: 'send changes even when the journal cannot hold them first (log and undo then know nothing of them)',
  },
  { name: 'ascii', type: 'boolean', description: 'draw the console in ASCII only' },
  { name: 'no-alt-screen', type: 'boolean', description: 'the console draws on the normal screen (its last frame stays)' },
  { name: 'help', type: 'boolean', short: 'h', description: 'usage of the command' },
]);
