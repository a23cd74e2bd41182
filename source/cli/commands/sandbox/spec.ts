import { SANDBOX_OPTIONS } from './options.js';
import { defineCommand } from '../../specs/types.js';

export const SANDBOX = defineCommand({
  name: 'sandbox',
  summary: 'Run a local planning service to try hoshin against',
  details:
    'Credentials come from HOSHIN_SANDBOX_APP_KEY and HOSHIN_SANDBOX_SECRET; without them both are generated and printed.\n' +
    'Stops on Ctrl-C or SIGTERM. --flavour hoshinplan answers as the public implementation does: the hoshinplan\n' +
    'dialect only, no clock allowance, replays accepted, no 422 (id null instead), HTML 404 pages, billing redirects and\n' +
    'absolute, slugged redirect locations; with --dialect plain or encoded it signs that reading instead, in the same shape.\n' +
    'Like the real service, it answers only JSON requests (Accept: application/json or a .json suffix).',
  examples: [
    { command: 'hoshin sandbox --port 8080', says: 'the demo plan on http://127.0.0.1:8080, credentials printed' },
    {
      command: 'hoshin sandbox --flavour hoshinplan --data plan.json --json',
      says: "the public implementation's ways, the plan kept in plan.json, its address as JSON",
    },
  ],
  options: SANDBOX_OPTIONS,
  load: async () => (await import('./sandbox.js')).run,
});
