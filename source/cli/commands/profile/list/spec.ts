import { defineCommand } from '../../../specs/types.js';

export const PROFILE_LIST = defineCommand({
  name: 'profile list',
  summary: 'The profiles, the active one marked *',
  examples: [
    { command: 'hoshin profile list', says: 'one line per profile' },
    { command: 'hoshin profile list --json', says: 'the profiles and the active one, as JSON' },
  ],
  load: async () => (await import('./list.js')).run,
});
