// Prints a signed path+query, for curl or for checking a signature by hand.
import { formatTimestamp, isDialect, signRequest } from '../../signing/signing.js';
import { parseCommandArgs, stringOption } from '../args.js';
import type { Command } from '../context.js';
import { SIGNING_MARGIN_MS } from '../../client/clock-skew.js';
import { profileCredentials, profileSettings } from '../profile-settings.js';
import { usageError } from '../usage-error.js';

export const run: Command = async (args, context) => {
  const parsed = parseCommandArgs(args, { 'app-key': { type: 'string' }, timestamp: { type: 'string' } });
  const [path, ...extra] = parsed.positionals;
  if (path === undefined) throw usageError('missing path, e.g. hoshin sign /companies');
  if (extra.length > 0) throw usageError(`unexpected "${extra.join(' ')}"`);
  if (!path.startsWith('/') || path.includes('?') || path.includes('#')) {
    throw usageError(`the path must start with / and carry no query: "${path}"`);
  }
  const dialectWord = parsed.globals.dialect ?? 'hoshinplan';
  const dialect = dialectWord === 'auto' ? 'hoshinplan' : dialectWord;
  if (!isDialect(dialect)) throw usageError(`unknown dialect "${dialectWord}" (hoshinplan, encoded or plain)`);
  // The same store every other command uses; signing needs no base URL.
  const settings = profileSettings(parsed.globals, context);
  const { credentials } = await profileCredentials(settings.profileName, context);
  const appKey = stringOption(parsed, 'app-key') ?? credentials.appKey;
  // A given timestamp is used verbatim; otherwise now minus the client's signing margin.
  const timestamp = stringOption(parsed, 'timestamp') ?? formatTimestamp(context.now() - SIGNING_MARGIN_MS);
  const signed = signRequest({ path, appKey, secret: credentials.secret, timestamp, dialect });
  context.stdout.write(`${signed.pathAndQuery}\n`);
  return 0;
};
