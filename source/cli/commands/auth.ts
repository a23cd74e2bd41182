// hoshin auth login | status | logout: credentials per profile, in the keychain, for this session
// only (--session-only), or (by consent) a plain-text file.
import { parseCommandArgs, type ParsedArgs } from '../args.js';
import type { CliContext, Command } from '../../terminal/io-context.js';
import { AUTH } from '../specs/auth.js';
import { requireSubcommand } from '../subcommands.js';
import { login } from './auth-login.js';
import { logout } from './auth-logout.js';
import { status } from './auth-status.js';

const ACTIONS: Readonly<Record<string, (parsed: ParsedArgs, context: CliContext) => Promise<number>>> = { 'auth login': login, 'auth status': status, 'auth logout': logout };

export const run: Command = async (args, context) => {
  const { spec, rest } = requireSubcommand(AUTH, args);
  return (ACTIONS[spec.name] as (typeof ACTIONS)[string])(parseCommandArgs(rest, spec), context);
};
