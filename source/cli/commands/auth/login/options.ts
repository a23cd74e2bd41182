import { defineOptions } from '../../../specs/options.js';

export const AUTH_LOGIN_OPTIONS = defineOptions([
  { name: 'app-key', type: 'string', value: 'KEY', description: 'the app key (asked when not given)' },
  { name: 'secret-stdin', type: 'boolean', description: 'read the secret from standard input' },
  { name: 'session-only', type: 'boolean', description: 'keep the secret for this login session only' },
  { name: 'insecure-storage', type: 'boolean', description: 'keep the secret in a plain-text file (0600)' },
  { name: 'no-verify', type: 'boolean', description: 'save without the signed check' },
]);
