import { SANDBOX_FLAVOURS } from '../../sandbox/flavour.js';
import { DIALECTS } from '../../signing/signing.js';
import type { CommandSpec } from './types.js';

export const SANDBOX: CommandSpec = {
  name: 'sandbox',
  summary: 'Run a local planning service to try hoshin against',
  details:
    'Credentials come from HOSHIN_SANDBOX_APP_KEY and HOSHIN_SANDBOX_SECRET; without them both are generated and printed.\n' +
    'Stops on Ctrl-C or SIGTERM. --flavour hoshinplan answers as the public implementation does: the hoshinplan\n' +
    'dialect only, no clock allowance, replays accepted, no 422 (id null instead), HTML 404 pages, billing redirects and\n' +
    'absolute, slugged redirect locations; with --dialect plain or encoded it signs that reading instead, in the same shape.\n' +
    'Like the real service, it answers only JSON requests (Accept: application/json or a .json suffix).',
  options: [
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
    {
      name: 'data',
      type: 'string',
      value: 'FILE',
      description: 'keep the plan in FILE (loaded at start, saved after every change)',
      candidates: { from: 'files' },
    },
    {
      name: 'flavour',
      type: 'string',
      value: 'FLAVOUR',
      description: 'answer as the spec says (spec) or as the public implementation does (hoshinplan)',
      candidates: { from: 'values', values: SANDBOX_FLAVOURS.map((flavour) => [flavour, 'sandbox flavour'] as const) },
    },
    {
      name: 'dialect',
      type: 'string',
      value: 'DIALECT',
      description: 'the signatures it accepts (default lenient: any dialect)',
      candidates: {
        from: 'values',
        values: ['lenient', ...DIALECTS].map((dialect) => [dialect, 'accepted dialect'] as const),
      },
    },
    { name: 'quiet', type: 'boolean', description: 'no request log on stderr' },
  ],
  examples: [
    { command: 'hoshin sandbox --port 8080', says: 'the demo plan on http://127.0.0.1:8080, credentials printed' },
    {
      command: 'hoshin sandbox --flavour hoshinplan --data plan.json --json',
      says: "the public implementation's ways, the plan kept in plan.json, its address as JSON",
    },
  ],
  load: async () => (await import('../commands/sandbox/sandbox.js')).run,
};
