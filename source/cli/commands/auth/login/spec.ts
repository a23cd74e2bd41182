import { AUTH_LOGIN_OPTIONS } from './options.js';
import { defineCommand } from '../../../specs/types.js';

export const AUTH_LOGIN = defineCommand({
  name: 'auth login',
  summary: 'Store credentials for a profile, checked with one signed request',
  details:
    'Asks the service URL and app key when not given, then the secret (masked), checks them with one\n' +
    'signed request, then where to keep the secret: the OS keychain, this login session only\n' +
    '($XDG_RUNTIME_DIR, in memory) or a plain-text file (0600).',
  examples: [
    {
      command: 'hoshin auth login --profile prod --base-url https://www.hoshinplan.com',
      says: 'asks the app key and secret, checks them, keeps them',
    },
    {
      command: 'printf %s "$SECRET" | hoshin auth login --app-key K --secret-stdin --session-only',
      says: 'a script logs in for this session only',
    },
  ],
  options: AUTH_LOGIN_OPTIONS,
  load: async () => (await import('./login.js')).run,
});
