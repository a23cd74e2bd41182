import type { CommandSpec } from './types.js';

const LOGIN: CommandSpec = {
  name: 'auth login',
  summary: 'Store credentials for a profile, checked with one signed request',
  details:
    'Asks the service URL and app key when not given, then the secret (masked), checks them with one\n' +
    'signed request, then where to keep the secret: the OS keychain, this login session only\n' +
    '($XDG_RUNTIME_DIR, in memory) or a plain-text file (0600).',
  options: [
    { name: 'app-key', type: 'string', value: 'KEY', description: 'the app key (asked when not given)' },
    { name: 'secret-stdin', type: 'boolean', description: 'read the secret from standard input' },
    { name: 'session-only', type: 'boolean', description: 'keep the secret for this login session only' },
    { name: 'insecure-storage', type: 'boolean', description: 'keep the secret in a plain-text file (0600)' },
    { name: 'no-verify', type: 'boolean', description: 'save without the signed check' },
  ],
  load: async () => (await import('../commands/auth/login/login.js')).login,
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
};

const STATUS: CommandSpec = {
  name: 'auth status',
  summary: "Where each profile's credentials come from",
  details: 'Exits 3 if a profile shown has no credentials. HOSHIN_APP_KEY and HOSHIN_APP_SECRET, set together, override anything stored.',
  examples: [
    { command: 'hoshin auth status', says: 'every profile: base URL, app key, where the secret is' },
    { command: 'hoshin auth status --profile prod --json', says: 'one profile, as JSON' },
  ],
  load: async () => (await import('../commands/auth/status/status.js')).status,
};

const LOGOUT: CommandSpec = {
  name: 'auth logout',
  summary: "Remove a profile's stored credentials everywhere",
  examples: [
    { command: 'hoshin auth logout', says: "forgets the active profile's secret" },
    { command: 'hoshin auth logout --profile prod --json', says: 'says where it was removed from, as JSON' },
  ],
  load: async () => (await import('../commands/auth/logout/logout.js')).logout,
};

export const AUTH: CommandSpec = {
  name: 'auth',
  summary: 'Log in, show where credentials come from, log out',
  subcommands: [LOGIN, STATUS, LOGOUT],
  examples: [...LOGIN.examples.slice(0, 1), ...STATUS.examples.slice(0, 1)],
  pages: true,
};
