import { defineCommand } from '../../../specs/types.js';

export const AUTH_LOGOUT = defineCommand({
  name: 'auth logout',
  summary: "Remove a profile's stored credentials everywhere",
  examples: [
    { command: 'hoshin auth logout', says: "forgets the active profile's secret" },
    { command: 'hoshin auth logout --profile prod --json', says: 'says where it was removed from, as JSON' },
  ],
  load: async () => (await import('./logout.js')).run,
});
