import { SIGN_OPTIONS } from './options.js';
import { defineCommand } from '../../specs/types.js';

export const SIGN = defineCommand({
  name: 'sign',
  summary: 'Print a signed path+query (for curl)',
  details: 'The secret comes from the environment or the keychain; --timestamp is used verbatim.',
  arguments: [{ name: '<path>', description: 'the request path, starting with / and without a query' }],
  examples: [
    {
      command: 'curl -H "Accept: application/json" "https://www.hoshinplan.com$(hoshin sign /companies)"',
      says: 'a signed request with curl',
    },
    {
      command: 'hoshin sign /hoshins/12 --timestamp 2026-01-31T10:00:00+00:00 --json',
      says: 'the signed path+query and what went into it, as JSON',
    },
  ],
  options: SIGN_OPTIONS,
  load: async () => (await import('./sign.js')).run,
});
