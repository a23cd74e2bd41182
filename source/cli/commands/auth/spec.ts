import { AUTH_LOGIN } from './login/spec.js';
import { AUTH_STATUS } from './status/spec.js';
import { AUTH_LOGOUT } from './logout/spec.js';
import { defineCommand } from '../../specs/types.js';

export const AUTH = defineCommand({
  name: 'auth',
  summary: 'Log in, show where credentials come from, log out',
  subcommands: [AUTH_LOGIN, AUTH_STATUS, AUTH_LOGOUT],
  examples: [...AUTH_LOGIN.examples.slice(0, 1), ...AUTH_STATUS.examples.slice(0, 1)],
  pages: true,
});
