import { DIALECTS } from '../../signing/signing.js';
import type { CommandSpec } from './types.js';

export const SIGN: CommandSpec = {
  name: 'sign',
  summary: 'Print a signed path+query (for curl)',
  details: 'The secret comes from the environment or the keychain; --timestamp is used verbatim.',
  arguments: [{ name: '<path>', description: 'the request path, starting with / and without a query' }],
  options: [
    { name: 'app-key', type: 'string', value: 'KEY', description: "sign for this app key instead of the profile's" },
    {
      name: 'timestamp',
      type: 'string',
      value: 'T',
      description: 'sign with this timestamp (YYYY-MM-DDThh:mm:ss+00:00), as given',
    },
    {
      name: 'dialect',
      type: 'string',
      value: 'DIALECT',
      description: 'how the string is signed (default hoshinplan)',
      candidates: { from: 'values', values: DIALECTS.map((dialect) => [dialect, 'signing dialect'] as const) },
    },
  ],
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
  load: async () => (await import('../commands/sign/sign.js')).run,
};
