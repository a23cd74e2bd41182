import { PROFILE_ARGUMENT } from '../../../specs/arguments.js';
import { defineCommand } from '../../../specs/types.js';

export const PROFILE_USE = defineCommand({
  name: 'profile use',
  summary: 'Make a profile the active one',
  arguments: [PROFILE_ARGUMENT],
  examples: [
    { command: 'hoshin profile use prod', says: 'commands use profile prod from now on' },
    { command: 'hoshin profile use staging --json', says: 'the same, said as JSON' },
  ],
  load: async () => (await import('./use.js')).run,
});
