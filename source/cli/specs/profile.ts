import { DIALECTS } from '../../signing/signing.js';
import type { CommandSpec } from './types.js';

const profileName = {
  name: '<name>',
  description: 'letters, digits, "-", "_" and "."',
  candidates: { from: 'profiles' },
} as const;

const LIST: CommandSpec = {
  name: 'profile list',
  summary: 'The profiles, the active one marked *',
  examples: [
    { command: 'hoshin profile list', says: 'one line per profile' },
    { command: 'hoshin profile list --json', says: 'the profiles and the active one, as JSON' },
  ],
  load: async () => (await import('../commands/profile/profile.js')).list,
};

const USE: CommandSpec = {
  name: 'profile use',
  summary: 'Make a profile the active one',
  arguments: [profileName],
  examples: [
    { command: 'hoshin profile use prod', says: 'commands use profile prod from now on' },
    { command: 'hoshin profile use staging --json', says: 'the same, said as JSON' },
  ],
  load: async () => (await import('../commands/profile/profile.js')).use,
};

const SET: CommandSpec = {
  name: 'profile set',
  summary: 'Create or change a profile (base URL, dialect, read-only)',
  details: 'A new profile needs --base-url. The active profile stays as it is unless --use is given (or "hoshin profile use NAME" later).',
  arguments: [profileName],
  options: [
    { name: 'base-url', type: 'string', value: 'URL', description: 'the service address' },
    { name: 'use', type: 'boolean', description: 'also make it the active profile' },
    { name: 'readonly', type: 'boolean', description: 'refuse every change on this profile' },
    { name: 'no-readonly', type: 'boolean', description: 'allow changes again' },
    {
      name: 'dialect',
      type: 'string',
      value: 'DIALECT',
      description: 'how requests are signed',
      candidates: {
        from: 'values',
        values: ['auto', ...DIALECTS].map((dialect) => [dialect, 'signing dialect'] as const),
      },
    },
  ],
  examples: [
    {
      command: 'hoshin profile set staging --base-url https://staging.example.com',
      says: 'a new profile; the active one stays',
    },
    {
      command: 'hoshin profile set staging --base-url https://staging.example.com --use',
      says: 'a new profile, active from now on',
    },
    { command: 'hoshin profile set prod --readonly', says: 'profile prod refuses changes' },
  ],
  load: async () => (await import('../commands/profile/profile.js')).set,
};

export const PROFILE: CommandSpec = {
  name: 'profile',
  summary: 'List, choose and edit profiles (base URL, dialect, read-only)',
  subcommands: [LIST, USE, SET],
  examples: [...LIST.examples.slice(0, 1), ...SET.examples.slice(0, 1)],
  pages: true,
};
