import { defineCommand } from '../../../specs/types.js';

export const AUTH_STATUS = defineCommand({
  name: 'auth status',
  summary: "Where each profile's credentials come from",
  details: 'Exits 3 if a profile shown has no credentials. HOSHIN_APP_KEY and HOSHIN_APP_SECRET, set together, override anything stored.',
  examples: [
    { command: 'hoshin auth status', says: 'every profile: base URL, app key, where the secret is' },
    { command: 'hoshin auth status --profile prod --json', says: 'one profile, as JSON' },
  ],
  load: async () => (await import('./status.js')).run,
});
