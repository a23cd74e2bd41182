// Prints a signed path+query, for curl or for checking a signature by hand.
import { refusal } from '../../../core/refusal.js';
import { formatTimestamp, isDialect, signRequest } from '../../../signing/signing.js';
import type { CommandRun } from '../../specs/types.js';
import { SIGNING_MARGIN_MS } from '../../../client/clock-skew.js';
import { profileCredentials, profileSettings } from '../../../usecases/profile-choice.js';
import { printAnswer } from '../../output.js';
import { usageError, missingArgument, unexpectedArguments, usageHint } from '../../usage-error.js';
import { SignedUrlLedger } from '../../../client/signed-url-ledger.js';
import { hoshinPaths } from '../../../config/paths.js';
import { sharedSecondLeases } from '../../../client/shared-client-state.js';
import type { CliContext } from '../../../terminal/io-context.js';
import type { SIGN_OPTIONS } from './options.js';

function claimSecond(path: string, context: CliContext): number {
  const ledger = new SignedUrlLedger({ leases: sharedSecondLeases(hoshinPaths(context.env)) });
  const second = ledger.claim(path, Math.floor((context.now() - SIGNING_MARGIN_MS) / 1000));
  if (second === null) throw usageError('every second of the last four minutes is taken by other hoshin processes: try again in a second');
  return second;
}

export const run: CommandRun<typeof SIGN_OPTIONS> = async (parsed, context) => {
  const [path, ...extra] = parsed.positionals;
  if (path === undefined) throw missingArgument('path', [usageHint('sign <path>, as in hoshin sign /companies')]);
  if (extra.length > 0) throw unexpectedArguments(extra);
  if (!path.startsWith('/') || path.includes('?') || path.includes('#'))
    throw refusal('path', path, 'is not a path', ['A path starts with / and carries no query, as in /companies.']);
  const dialectWord = parsed.globals.dialect ?? 'hoshinplan';
  const dialect = dialectWord === 'auto' ? 'hoshinplan' : dialectWord;
  if (!isDialect(dialect)) throw refusal('--dialect', dialectWord, 'is not a dialect', ['Expected one of hoshinplan, encoded, plain.']);
  // The same store every other command uses; signing needs no base URL.
  const settings = profileSettings(parsed.globals, context.env);
  const { credentials } = await profileCredentials(settings.profileName, context.env);
  const appKey = parsed.values['app-key'] ?? credentials.appKey;
  // Else a second before now (less the margin) that no other hoshin process here signs in.
  const timestamp = parsed.values.timestamp ?? formatTimestamp(claimSecond(path, context) * 1000);
  const signed = signRequest({ path, appKey, secret: credentials.secret, timestamp, dialect });
  const { pathAndQuery, signedString, signature } = signed;
  const json = { path, path_and_query: pathAndQuery, app_key: appKey, timestamp, dialect, signed_string: signedString, signature };
  return printAnswer(parsed, context, json, () => `${pathAndQuery}\n`);
};
