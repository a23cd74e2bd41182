import { PROFILE_ARGUMENT } from '../../../specs/arguments.js';
import { PROFILE_SET_OPTIONS } from './options.js';
import { defineCommand } from '../../../specs/types.js';

export const PROFILE_SET = defineCommand({
  name: 'profile set',
  summary: 'Create or change a profile (base URL, dialect, read-only)',
  details: 'A new profile needs --base-url. The active profile stays as it is unless --use is given (or "hoshin profile use NAME" later).',
  arguments: [PROFILE_ARGUMENT],
  examples: [
    { command: 'hoshin profile set staging --base-url https://staging.example.com', says: 'a new profile; the active one stays' },
    { command: 'hoshin profile set staging --base-url https://staging.example.com --use', says: 'a new profile, active from now on' },
    { command: 'hoshin profile set prod --readonly', says: 'profile prod refuses changes' },
  ],
  options: PROFILE_SET_OPTIONS,
  load: async () => (await import('./set.js')).run,
});
